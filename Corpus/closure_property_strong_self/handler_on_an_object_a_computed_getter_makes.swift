import Foundation

// A local read from a computed property whose getter makes a new object on each read (`let options =
// self.imageOptions`) holds an object self never keeps: the handler set on it is no cycle. A computed property that
// hands out an object self keeps (`playback` returns the stored engine) is still reported.

final class ThumbnailRequestOptions {
    var allowsNetwork = false
    var progressHandler: ((Double) -> Void)?
}

final class ThumbnailEngine {
    var onFinish: (() -> Void)?
}

final class ThumbnailPhotoLoader {
    private var progress: [String: Double] = [:]
    private let engine = ThumbnailEngine()

    private var imageOptions: ThumbnailRequestOptions {
        let options = ThumbnailRequestOptions()
        options.allowsNetwork = true
        return options
    }

    private var quickOptions: ThumbnailRequestOptions { ThumbnailRequestOptions() }

    private var playback: ThumbnailEngine { engine }

    func load(_ id: String) {
        let options = self.imageOptions
        options.progressHandler = { value in
            self.progress[id] = value
        }
        let quick = quickOptions
        quick.progressHandler = { value in
            self.progress[id] = value
        }
        let running = playback
        running.onFinish = { // expect: closure_property_strong_self
            self.progress[id] = 1
        }
    }
}
