import SwiftUI
import UIKit

// A view made as an argument's value of a wrapper view that is a hosting root (`ThemedRoot(InboxView())`) is made
// once, with the root, and the wrapper keeps it: its @ObservedObject default is not lost. A view made in the
// wrapper's content closure (`ThemedStack { OutboxView() }`) is made again whenever the wrapper's body runs.

final class InboxListModel: ObservableObject {
    @Published var subjects: [String] = []
}

/// Adds the app's tint around a view it keeps.
struct ThemedRoot<Content: View>: View {
    let content: Content
    init(_ content: Content) { self.content = content }
    var body: some View { content.tint(.orange) }
}

/// Lays out content it builds from a closure on every body.
struct ThemedStack<Content: View>: View {
    @ViewBuilder var content: () -> Content
    var body: some View { VStack { content() }.tint(.orange) }
}

struct InboxListView: View {
    @ObservedObject private var model = InboxListModel()
    var body: some View { List(model.subjects, id: \.self) { Text($0) } }
}

final class OutboxListModel: ObservableObject {
    @Published var subjects: [String] = []
}

struct OutboxListView: View {
    @ObservedObject private var model = OutboxListModel() // expect: observed_object_initialized
    var body: some View { List(model.subjects, id: \.self) { Text($0) } }
}

final class MailboxesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let inbox = UIHostingController(rootView: ThemedRoot(InboxListView()))
        let outbox = UIHostingController(rootView: ThemedStack { OutboxListView() })
        for host in [inbox, outbox] {
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: self)
        }
    }
}
