extension DiagramRules {
    /// `diagram_stale_edge`: the diagram draws an arrow between two nodes the code does not connect.
    public static let staleEdge = RuleDescription(
        id: "diagram_stale_edge", category: "Architecture", defaultSeverity: .error, enabledByDefault: true,
        summary: "The architecture diagram draws an arrow between two nodes the code does not connect",
        documentation: """
        ## What it does
        `crosstalk check-diagram FILE` matches the nodes of a hand-drawn Mermaid flowchart to build targets or
        types (see `diagram_missing_edge`) and reports, at the diagram's line, every arrow between two matched
        nodes for which the code's communication graph has no edge in either direction (no subscription,
        delegate, closure, singleton read, notification, async stream or injection between the types they stand
        for).

        ## Why is this bad?
        A stale arrow documents a dependency that no longer exists (or never did): readers plan around it, and
        reviews of the real wiring start from a false picture.

        ## Example
        ```mermaid
        graph TD
          Feed --> Payments      %% the feed stopped calling payments two releases ago
        ```

        ## Use instead
        Delete the arrow, or regenerate the picture from the code with `crosstalk graph` or `crosstalk docs`.

        ## Configuration
        Map a node whose label differs from the target's name with `%% crosstalk: Node = Target`; nodes that
        match nothing are ignored.

        ## Known limits
        Invisible links (`~~~`) are not arrows. A node matched to a type stands for that type only; one matched
        to a target stands for every type the target compiles.
        """)
}
