import Combine
import Foundation

// The class is declared here; receipt_uploader_extension_strong_capture.swift extends it.
// Its subscriptions in this file are all weak, so this file has no finding.

/// Uploads scanned receipts and retries failed uploads.
final class ReceiptUploader {
    var observers = Set<AnyCancellable>()
    private(set) var pendingRetries = 0

    init(failures: AnyPublisher<Int, Never>) {
        failures
            .sink { [weak self] count in self?.pendingRetries = count }
            .store(in: &observers)
    }

    func scheduleRetry(_ attempt: Int) {
        pendingRetries += 1
        print("retry", attempt, "scheduled")
    }
}
