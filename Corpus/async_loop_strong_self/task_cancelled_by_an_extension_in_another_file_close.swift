import Foundation

@MainActor
extension ConsoleSession {
    func close() {
        listenTask?.cancel()
        listenTask = nil
    }
}
