import SwiftUI

// A sheet's content view is rebuilt with its presenter: the editor's draft would reset on every keystroke upstream.

final class DraftEditor: ObservableObject {
    @Published var text = ""
}

struct ComposeSheet: View {
    @ObservedObject var editor = DraftEditor() // expect: observed_object_initialized

    var body: some View {
        TextEditor(text: $editor.text)
    }
}
