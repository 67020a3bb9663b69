// Inheriting a protocol the sources declare does not help when that protocol is not
// class-bound itself (resolved transitively, and across files: BillingEventHandling is
// declared in class_bound_base_declarations.swift).

/// Playback events shared by every player.
protocol MediaPlaybackEvents {
    func playbackDidStart()
}

/// Lifecycle on top of the playback events; still not class-bound.
protocol MediaPlaybackLifecycle: MediaPlaybackEvents {
    func playbackDidEnd()
}

protocol PodcastPlayerDelegate: MediaPlaybackEvents {} // expect: class_delegate_protocol

protocol AudiobookPlayerDelegate: MediaPlaybackLifecycle, Sendable {} // expect: class_delegate_protocol

protocol VideoPlayerDelegate where Self: MediaPlaybackEvents {} // expect: class_delegate_protocol

protocol InvoiceExportDelegate: BillingEventHandling { // expect: class_delegate_protocol
    func invoiceDidExport(number: String)
}

/// Keeps an adopter of each protocol above: without a stored reference of its type a protocol is not reported.
struct InheritsDeclaredNonClassBoundProtocolHolder {
    var podcastPlayerDelegate: (any PodcastPlayerDelegate)?
    var audiobookPlayerDelegate: (any AudiobookPlayerDelegate)?
    var videoPlayerDelegate: (any VideoPlayerDelegate)?
    var invoiceExportDelegate: (any InvoiceExportDelegate)?
}
