public protocol FeedDelegate: AnyObject {
    func feedDidLoad()
}

public final class Feed {
    public var delegate: FeedDelegate?

    public init() {}
}
