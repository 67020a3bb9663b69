import Foundation

// Standard-library protocols (and Foundation's LocalizedError) are known not to be
// class-bound, so inheriting them — or requiring them with `where Self:` — is still reported.

protocol ReactionPickerDelegate: Equatable { // expect: class_delegate_protocol
    func picker(didPick emoji: String)
}

protocol SyncStatusDelegate: Sendable { // expect: class_delegate_protocol
    func syncDidChange(isSyncing: Bool)
}

protocol FilterChipDelegate: Hashable, CustomStringConvertible { // expect: class_delegate_protocol
    func chipWasToggled(_ name: String)
}

protocol ContactRowDelegate: Identifiable, Codable {} // expect: class_delegate_protocol

protocol FormValidationDelegate: LocalizedError {} // expect: class_delegate_protocol

protocol SortOrderDelegate: Comparable, CaseIterable {} // expect: class_delegate_protocol

protocol TagInputDelegate: ExpressibleByStringLiteral, CustomDebugStringConvertible {} // expect: class_delegate_protocol

protocol ExportOptionsDelegate where Self: Encodable { // expect: class_delegate_protocol
    func exportOptionsDidChange()
}

/// Keeps an adopter of each protocol above: without a stored reference of its type a protocol is not reported.
struct StdlibProtocolsStillReportedHolder {
    var reactionPickerDelegate: (any ReactionPickerDelegate)?
    var syncStatusDelegate: (any SyncStatusDelegate)?
    var filterChipDelegate: (any FilterChipDelegate)?
    var contactRowDelegate: (any ContactRowDelegate)?
    var formValidationDelegate: (any FormValidationDelegate)?
    var sortOrderDelegate: (any SortOrderDelegate)?
    var tagInputDelegate: (any TagInputDelegate)?
    var exportOptionsDelegate: (any ExportOptionsDelegate)?
}
