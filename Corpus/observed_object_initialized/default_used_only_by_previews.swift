import SwiftUI

// A default value that only previews rely on: the app always hands the model in, so no screen of the app ever
// builds (and loses) its own. A view that the app constructs without the argument, even once, does.

final class NoteEditorModel: ObservableObject {
    @Published var text = ""
}

final class TagListModel: ObservableObject {
    @Published var tags: [String] = []
}

struct NoteEditorView: View {
    @ObservedObject var editor = NoteEditorModel()
    var body: some View { TextEditor(text: $editor.text) }
}

struct NoteListView: View {
    @StateObject private var selected = NoteEditorModel()
    var body: some View {
        NavigationStack {
            NoteEditorView(editor: selected)
        }
    }
}

struct NoteEditorView_Previews: PreviewProvider {
    static var previews: some View {
        NoteEditorView()
    }
}

#Preview {
    NoteEditorView()
}

struct TagPickerView: View {
    @ObservedObject var tags = TagListModel() // expect: observed_object_initialized
    var body: some View { List(tags.tags, id: \.self) { Text($0) } }
}

struct TagSettingsView: View {
    @StateObject private var model = TagListModel()
    var body: some View {
        VStack {
            TagPickerView(tags: model)
            TagPickerView()
        }
    }
}

#Preview {
    TagPickerView(tags: TagListModel())
}

// A harness view only a preview builds never runs in the app.
struct TagPickerHarness: View {
    @ObservedObject var tags = TagListModel()
    var body: some View { TagPickerView(tags: tags) }
}

struct TagPickerView_Previews: PreviewProvider {
    static var previews: some View {
        TagPickerHarness()
    }
}
