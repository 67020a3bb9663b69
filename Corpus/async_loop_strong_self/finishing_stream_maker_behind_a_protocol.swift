import UIKit

// A method of the sources that makes a stream and finishes it in its own body hands out one job's stream, also when
// a protocol of the sources declares it as a requirement (which has no body to say anything): the conformer's body
// decides. A requirement whose conformer never finishes its stream still gives a loop that runs for good.
enum TemplateDeletion { case started, finished }

protocol TemplateDeleting {
    func deleteTemplate(id: Int) -> AsyncStream<TemplateDeletion>
}

final class TemplateDeleter: TemplateDeleting {
    func deleteTemplate(id: Int) -> AsyncStream<TemplateDeletion> {
        AsyncStream { continuation in
            continuation.yield(.started)
            continuation.yield(.finished)
            continuation.finish()
        }
    }
}

protocol TemplateWatching {
    func templateChanges() -> AsyncStream<Int>
}

final class TemplateWatcher: TemplateWatching {
    private var continuations: [AsyncStream<Int>.Continuation] = []

    func templateChanges() -> AsyncStream<Int> {
        AsyncStream { continuation in continuations.append(continuation) }
    }
}

final class TemplateListViewController: UIViewController {
    private var watch: Task<Void, Never>?

    func removeTemplate(id: Int) {
        Task {
            for await step in TemplateDeleter().deleteTemplate(id: id) where step == .finished {
                reloadTemplates()
            }
        }
    }

    func watchTemplates() {
        watch = Task { // expect: async_loop_strong_self
            for await _ in TemplateWatcher().templateChanges() {
                reloadTemplates()
            }
        }
    }

    func reloadTemplates() {}
}
