// Decision: an operator that starts with a dot (`.=`, declared with `infix operator .=`) is one operator token, as
// Swift lexes it; the period of a member access (`field.value`) or an implicit member (`.init`) stays a period.

infix operator .= : AssignmentPrecedence

/// A value an importer fills in place.
final class ImportedField<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

func .= <Value>(field: ImportedField<Value>, newValue: Value) {
    field.value = newValue
}

/// Copies a record's values into its fields.
final class RecordImporter {
    let title = ImportedField("")
    let pages = ImportedField(0)

    func apply(title newTitle: String, pages newPages: Int) {
        title .= newTitle
        pages .= newPages
    }
}
