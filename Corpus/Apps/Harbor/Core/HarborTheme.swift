import Observation

/// Visual settings injected into SwiftUI screens with `.environment(_:)`.
@Observable
public final class HarborTheme {
    public var accentName = "HarborTeal"
    public var usesLargeType = false

    public init() {}
}
