/// The widget reads the shared store too, but it is not compiled with `Shared`: no edge.
final class NotesTimeline {
    func entries() -> [String] { [] }
}
