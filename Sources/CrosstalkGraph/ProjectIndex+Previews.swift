import CrosstalkFacts

extension ProjectIndex {
    /// Every construction of the view `view` in app code (outside tests and previews) passes an argument labelled
    /// `property`, and there is at least one: the property's default value is built only when a preview or a
    /// test constructs the view without it.
    public func appAlwaysPassesArgument(_ property: String, toView view: String) -> Bool {
        var constructions = 0
        var passing = 0
        for facts in files {
            for site in facts.constructionSites where site.place == .code && TypeText.baseName(site.typeName) == view {
                if let t = site.contextType, isTestOrPreviewCode(facts.types[t]) { continue }
                constructions += 1
            }
            for call in facts.calls where call.isConstruction && TypeText.baseName(call.callee[0]) == view {
                // A `#Preview` body is top-level code: app code that constructs a view sits in a type.
                guard let t = call.context.type, !isTestOrPreviewCode(facts.types[t]) else { continue }
                if call.arguments.contains(where: { $0.label == property }) { passing += 1 }
            }
        }
        return constructions > 0 && passing >= constructions
    }

    /// Code of a test case class, a test double or a preview provider.
    func isTestOrPreviewCode(_ type: TypeFact) -> Bool {
        WholeProgramTables.isTestOrPreviewCode(type, testCaseClasses: lifetimes.testCaseClasses)
    }
}
