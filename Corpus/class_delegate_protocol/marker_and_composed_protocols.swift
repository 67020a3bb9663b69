// An empty protocol (nothing required, nothing inherited) is a code-generation marker, not a
// delegate contract. Compositions, module-qualified and suppressed stdlib names are read one by one.

/// Sourcery annotation: types conforming to it get a generated delegate relay.
protocol AutoGenerateRelayDelegate {}

protocol HarvestLogDelegate: Equatable & Sendable { // expect: class_delegate_protocol
    func logDidAppend(entry: String)
}

protocol HarvestExportDelegate: Swift.Hashable { // expect: class_delegate_protocol
    func exportDidFinish()
}

protocol HarvestScaleDelegate: ~Copyable { // expect: class_delegate_protocol
    func scaleDidWeigh(grams: Int)
}

protocol HarvestSyncDelegate: Sendable & AnyObject {
    func syncDidFinish()
}

/// Keeps an adopter of each protocol above: without a stored reference of its type a protocol is not reported.
struct MarkerAndComposedProtocolsHolder {
    var harvestLogDelegate: (any HarvestLogDelegate)?
    var harvestExportDelegate: (any HarvestExportDelegate)?
    var harvestScaleDelegate: (any HarvestScaleDelegate)?
}
