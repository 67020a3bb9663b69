import Combine
import Foundation

/// A chat socket that exposes its subjects: any caller can `send` fake messages.
final class ChatConnection {
    let incomingMessages = PassthroughSubject<String, Never>() // expect: subject_exposed
    var connectionState: CurrentValueSubject<Bool, Never> = .init(false) // expect: subject_exposed
    public let typingIndicators: PassthroughSubject<(userID: String, isTyping: Bool), Never> // expect: subject_exposed
    internal let readReceipts = CurrentValueSubject<[String: Date], Never>([:]) // expect: subject_exposed

    init() {
        typingIndicators = PassthroughSubject()
    }

    func receive(_ text: String) {
        incomingMessages.send(text)
    }
}
