import Combine
import Foundation

// ReceiptUploader is declared as a class in receipt_uploader_host.swift, so this extension is
// a reference type and its strong capture is reported (resolution across files).

extension ReceiptUploader {
    func observeRetries(_ retries: AnyPublisher<Int, Never>) {
        retries
            .sink { attempt in self.scheduleRetry(attempt) } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}
