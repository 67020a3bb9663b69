import Combine
import Foundation

// A subscription kept by assigning its cancellable to a property (`cancellable = …`) or appending it to an array
// (`cancellables.append(…)`) ends in a teardown that empties that property (`= nil`, `?.cancel()`, `removeAll()`)
// exactly like one stored with `.store(in:)`. Kept the same way with nothing emptying it, it stays reported.

final class CameraPermissionState {
    @Published var granted = false
}

final class DocumentScannerSession {
    private let permission: CameraPermissionState
    private var permissionCancellable: AnyCancellable?
    private var ticks: [AnyCancellable] = []
    private var running = false
    private var pages = 0

    init(permission: CameraPermissionState) { self.permission = permission }

    func start() {
        permissionCancellable = permission.$granted.sink { granted in
            if granted { self.running = true }
        }
        ticks.append(
            Timer.publish(every: 1, on: .main, in: .common)
                .autoconnect()
                .sink { _ in self.pages += 1 }
        )
    }

    func reset() {
        permissionCancellable = nil
        ticks.removeAll()
        running = false
    }
}

final class DocumentUploadMonitor {
    private let permission: CameraPermissionState
    private var cancellable: AnyCancellable?
    private var uploads: [AnyCancellable] = []
    private var allowed = false

    init(permission: CameraPermissionState) { self.permission = permission }

    func watch() {
        cancellable = permission.$granted.sink { self.allowed = $0 } // expect: strong_self_in_subscription
        uploads.append(permission.$granted.sink { _ in self.allowed = false }) // expect: strong_self_in_subscription
    }
}
