// An actor is a reference type too.

/// Told about transfer progress.
protocol FileTransferDelegate: AnyObject, Sendable {
    func transferDidProgress(_ fraction: Double) async
}

/// Moves files between devices.
actor FileTransferManager {
    var delegate: FileTransferDelegate? // expect: weak_delegate
    private var progressDelegate: FileTransferDelegate? // expect: weak_delegate

    func setDelegate(_ delegate: FileTransferDelegate?) {
        self.delegate = delegate
        progressDelegate = delegate
    }
}
