import CrosstalkFacts

/// Publishers a subscription joins besides its root (docs/graph.md, combine): `a.$x.combineLatest(b.$y)`,
/// `.merge(with: c.events)`, `Publishers.CombineLatest(a.$x, b.$y)`. The subscriber receives every one of them, so
/// each publisher's owner gets a combine edge of its own, at the chain's `sink`.
extension GraphBuilder {
    mutating func buildJoinedPublishers(_ f: Int) {
        for s in files[f].subscriptions where !s.joinedPaths.isEmpty {
            guard s.disposition != .discarded || s.terminal == .assignToPublished else { continue }
            let here = site(f, s.location)
            for var path in s.joinedPaths {
                if path.count > 1 && path[0] == "self" { path.removeFirst() }
                guard !path.isEmpty, path != ["self"] else { continue }
                let text = path.joined(separator: ".")
                guard case .node(let ctx) = endpoint(s.context, file: f) else {
                    record(GraphBuilder.outcome(forNonNode: endpoint(s.context, file: f)), .combine, site: here, text: text)
                    continue
                }
                let outcome = combineOutcome(path: path, firstOp: nil, rootIsCall: false, ctx: ctx, f: f, context: s.context, at: s.location, site: here, depth: 0)
                record(outcome, .combine, site: here, text: text)
            }
        }
    }

    /// `Publishers.CombineLatest(…)` and its siblings: a root that only joins its arguments (`buildJoinedPublishers`).
    static func isJoiningRoot(_ s: SubscriptionFact) -> Bool {
        s.rootPath == ["Publishers"]
    }
}
