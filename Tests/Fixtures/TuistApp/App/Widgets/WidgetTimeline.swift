final class WidgetTimeline {
    func entries() -> String { SessionStore.shared.user }
}
