extension DiagramRules {
    /// `diagram_stale_edge`: the diagram draws an arrow between two nodes the code does not connect.
    public static let staleEdge = RuleDescription(
        id: "diagram_stale_edge", category: "Architecture", defaultSeverity: .error, enabledByDefault: true,
        summary: "The architecture diagram draws an arrow between two nodes the code does not connect",
        documentation: """
        ## What it does
        `crosstalk check-diagram FILE` matches the nodes of a hand-drawn Mermaid flowchart to build targets or
        types (see `diagram_missing_edge`) and reports, at the diagram's line, every arrow between two matched
        nodes that the code's communication graph does not back:
        - no edge between them at all (no subscription, delegate, closure, singleton read, notification, async
          stream or injection between the types they stand for);
        - an edge only the other way: information flows from B to A where the arrow points from A to B (arrows
          point the way information flows, unless the diagram says `%% crosstalk: arrows = dependencies`);
        - a label naming a mechanism the code's edges in the arrow's direction do not have (`A -- delegate --> B`
          where A only injects B). Labels are read word by word, ignoring case: the mechanisms' own names
          (`combine`, `delegate`, `closure`, `singleton`, `notification`, `async_stream`, `injection`) and, when a
          label holds none of them, the usual words for them (`publishes`, `subscription`, `callback`, `shared`,
          `notifies`, `broadcast`, `stream`, `inject`, `environment`, …). A label naming none (`uses`, `user`)
          says nothing about the mechanism and is not compared.

        ## Why is this bad?
        A stale arrow documents a dependency that no longer exists (or never did): readers plan around it, and
        reviews of the real wiring start from a false picture.

        ## Example
        ```mermaid
        graph TD
          Feed --> Payments      %% the feed stopped calling payments two releases ago
          Feed --> Core          %% information flows from Core's store to the feed
          Core -- delegate --> Settings   %% Settings reads Core's singleton; nothing delegates
        ```

        ## Use instead
        Delete the arrow, reverse it, or correct its label; or regenerate the picture from the code with
        `crosstalk graph` or `crosstalk docs`.

        ## Configuration
        Map a node whose label differs from the target's name with `%% crosstalk: Node = Target`; nodes that
        match nothing are ignored.

        ## Known limits
        Invisible links (`~~~`) are not arrows; `<-->` and lines without a head (`---`) stand for either direction. A node matched to a type stands for that type only; one matched
        to a target stands for every type the target compiles.
        """)
}
