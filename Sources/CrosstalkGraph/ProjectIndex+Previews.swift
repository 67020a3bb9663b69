import CrosstalkFacts

extension ProjectIndex {
    /// Every construction of the view `view` in app code (outside tests and previews) passes an argument labelled
    /// `property`, and there is at least one: the property's default value is built only when a preview or a
    /// test constructs the view without it.
    public func appAlwaysPassesArgument(_ property: String, toView view: String) -> Bool {
        let testOrPreviewCode = lifetimes.testOrPreviewCode
        var constructions = 0
        var passing = 0
        for f in files.indices {
            for site in files[f].constructionSites where site.place == .code && TypeText.baseName(site.typeName) == view {
                if let t = site.contextType, testOrPreviewCode[f][t] { continue }
                constructions += 1
            }
            for call in files[f].calls where call.isConstruction && TypeText.baseName(call.callee[0]) == view {
                // A `#Preview` body is top-level code: app code that constructs a view sits in a type.
                guard let t = call.context.type, !testOrPreviewCode[f][t] else { continue }
                if call.arguments.contains(where: { $0.label == property }) { passing += 1 }
            }
        }
        return constructions > 0 && passing >= constructions
    }

    /// Every construction of the view `view` in app code (outside tests and previews) is the root view of a hosting
    /// controller or view (`UIHostingController(rootView: TipsView())`), and there is at least one: made once per
    /// host, the view is never re-created by SwiftUI.
    public func isOnlyAHostedRootView(_ view: String) -> Bool {
        // The few hosted root views first: most views are hosted nowhere, and their constructions need no count.
        var hosted = 0
        for f in files.indices where !lifetimes.testFiles[f] { hosted += files[f].hostedRootViews.count { $0 == view } }
        guard hosted > 0 else { return false }
        let testOrPreviewCode = lifetimes.testOrPreviewCode
        var constructions = 0
        for f in files.indices {
            // Wherever the construction is kept (a hosting controller in a stored property keeps its root view too);
            // one made to be sent a message and dropped (`FullscreenView().showFullScreen()`) is no SwiftUI child either.
            for site in files[f].constructionSites where site.place != .preview && site.place != .discardedAfterCall && TypeText.baseName(site.typeName) == view {
                if let t = site.contextType, testOrPreviewCode[f][t] { continue }
                constructions += 1
            }
        }
        return constructions > 0 && hosted >= constructions
    }
}
