import UIKit

// A container the application delegate keeps makes each service once, through a maker method whose result a
// property of the container keeps (`lazy var uploads = makeMediaUploadWorker()`, the maker in an extension): the service
// lives as long as the container, for the whole run, so its loop frees nothing early. A maker whose result no property
// keeps (`makeDraftSaveWorker()`, called for each screen) hands out objects that do go away. A static maker named for
// tests (`makeForTesting()`) makes no container of the app.
final class MediaUploadWorker {
    private let jobs = AsyncStream<Int>.makeStream()
    private var worker: Task<Void, Never>?
    private(set) var lastJob = 0

    init() {
        worker = Task {
            for await job in jobs.stream { lastJob = job }
        }
    }
}

final class DraftSaveWorker {
    private let drafts = AsyncStream<String>.makeStream()
    private var worker: Task<Void, Never>?
    private(set) var lastDraft = ""

    init() {
        worker = Task { // expect: async_loop_strong_self
            for await draft in drafts.stream { lastDraft = draft }
        }
    }
}

final class UploadServices {
    lazy var uploads: MediaUploadWorker = makeMediaUploadWorker()
}

extension UploadServices {
    func makeMediaUploadWorker() -> MediaUploadWorker {
        MediaUploadWorker()
    }

    func makeDraftSaveWorker() -> DraftSaveWorker {
        DraftSaveWorker()
    }

    /// A container for tests: what it makes never exists in the app.
    static func makeForTesting() -> UploadServices {
        UploadServices()
    }
}

final class UploaderApplicationDelegate: UIResponder, UIApplicationDelegate {
    let services = UploadServices()
}
