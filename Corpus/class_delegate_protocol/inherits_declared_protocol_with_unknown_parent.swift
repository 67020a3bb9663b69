// Decision: a declared protocol whose own parent is unknown (AnalyticsKitObserver comes from a
// binary SDK and is not declared here) is "possibly class-bound", and so is every protocol that
// inherits it: no finding.

/// Receives tracking events; refines an SDK protocol.
protocol TrackingEventSink: AnalyticsKitObserver {
    func track(_ event: String)
}

protocol ReportExportDelegate: TrackingEventSink {
    func reportDidExport(url: String)
}
