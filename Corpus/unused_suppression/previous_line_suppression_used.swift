// `disable:previous` sits under the line it is about, as SwiftLint's does.

/// Told when a chat message arrives.
protocol ChatDelegate: AnyObject {
    func chatDidReceive(_ text: String)
}

/// Keeps a strong delegate on purpose: the delegate is a short-lived presenter owned by nobody else.
final class ChatSession {
    var delegate: ChatDelegate?
    // crosstalk:disable:previous weak_delegate
}
