import CrosstalkRules

/// `class_delegate_protocol`: adds `: AnyObject` (or `, AnyObject`) to the protocol when no value type adopts it.
struct ClassDelegateProtocolFixer: FindingFixer {
    let rules = ["class_delegate_protocol"]

    func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict {
        let facts = context.index.files[finding.file]
        guard let type = facts.types.first(where: { $0.location.offset == finding.location.offset && $0.kind == .protocol }) else {
            return .notFixed("no protocol declaration at the finding")
        }
        return ClassBoundProtocols.addAnyObject(to: type.name, context: context)
    }
}
