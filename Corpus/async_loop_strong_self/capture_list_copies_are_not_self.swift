import Observation

// A task that captures copies of two properties in its capture list never touches self: the loop holds the text
// view and the document, not the controller.

@Observable final class EditorDocument {
    var lineEnding = "\n"
}

final class EditorTextView {
    var lineEnding = "\n"
}

final class EditorTextController {
    private let document: EditorDocument
    private let textView = EditorTextView()
    private var observers: [Task<Void, Never>] = []
    private let changes = AsyncStream<String> { _ in }

    init(document: EditorDocument) {
        self.document = document
        observers = [
            Task { [textView, document] in
                for await lineEnding in Observations({ document.lineEnding }) {
                    textView.lineEnding = lineEnding
                }
            },
            Task { [document] in // expect: async_loop_strong_self
                for await ending in changes {
                    document.lineEnding = ending
                    textView.lineEnding = ending
                }
            },
        ]
    }

    deinit { observers.forEach { $0.cancel() } }
}
