extension DiagramRules {
    /// `diagram_missing_edge`: the code communicates between two things the diagram draws, and the diagram shows no arrow.
    public static let missingEdge = RuleDescription(
        id: "diagram_missing_edge", category: "Architecture", defaultSeverity: .error, enabledByDefault: true,
        summary: "The code communicates between two nodes of the architecture diagram that the diagram does not connect",
        documentation: """
        ## What it does
        `crosstalk check-diagram FILE` reads a hand-drawn Mermaid flowchart (a `.mmd` file, or every `mermaid`
        flowchart block of a Markdown file) and matches its nodes to build targets or types: by a
        `%% crosstalk: Node = Name` line, else by the node's label, else by its id (exact, then ignoring case,
        spaces, dashes and underscores). Every edge of the code's communication graph whose two ends are drawn
        (as the type itself or as one of its targets) must appear as an arrow between those two nodes. This rule
        reports each pair of nodes the code connects and the diagram does not, at the code's evidence for it
        (the subscription, the delegate assignment, the `T.shared` read …).

        ## Why is this bad?
        Architecture diagrams in READMEs and design docs are read as the truth about who talks to whom. A wire
        added in code but never drawn is exactly the coupling a reviewer would have questioned; once the picture
        is wrong, nobody trusts it, and it stops being maintained.

        ## Example
        ```mermaid
        graph TD
          Core --> Feed
        ```
        ```swift
        // Settings/SettingsViewModel.swift (target Settings)
        Core.SessionStore.shared.logout()        // singleton: Core → Settings, not drawn
        ```

        ## Use instead
        ```mermaid
        graph TD
          Core --> Feed
          Core --> Settings
        ```
        Or remove the communication, if the diagram is the intended architecture.

        ## Configuration
        Nodes that match no target or type are ignored, as are edges to them. Map a node whose label differs
        from the target's name with a comment line: `%% crosstalk: FeedUI = FeedFeature`.

        ## Known limits
        Arrows point the way information flows, as `crosstalk graph` draws them: an arrow `A --> B` stands for
        the code's communication from A to B only, and communication both ways needs two arrows or `<-->`; a line
        without a head (`A --- B`) stands for either direction. A diagram drawn as dependencies (from a node to
        what it uses) says so with `%% crosstalk: arrows = dependencies`. A drawn arrow whose communication runs
        the other way is one `diagram_stale_edge` finding ("reverse the arrow"), not also a missing one.
        """)
}
