/// Excluded from the app target by `Legacy/**`: belongs to no target.
final class OldListController {}
