import CrosstalkGraph

extension RuleOption {
    /// `includeTests`: the retain-cycle and ownership rules also report inside test case classes and test doubles.
    public static let includeTests = RuleOption(
        name: "includeTests", defaultValue: .bool(false),
        doc: "Also report inside test case classes (subclasses of `XCTestCase`, `QuickSpec`, `AsyncSpec`, which XCTest keeps alive until the run ends) and test doubles (classes named `…Mock`, `…Spy`, `…Stub`, `…Fake`).")
}

extension RuleOption {
    /// The paragraph of the retain-cycle rules' documentation that says where they stay silent (`cycleCannotLeak`),
    /// written once so the three pages cannot drift apart.
    static let cycleExemptions = """
        Not flagged in test code unless `includeTests` is on — test case classes (subclasses of `XCTestCase`,
        `QuickSpec` or `AsyncSpec`, directly or through classes the sources declare, and their extensions;
        XCTest keeps every instance until the run ends) and test doubles (classes named `…Mock`, `…Spy`,
        `…Stub`, `…Fake`, which record what they are given) — nor inside process-lifetime objects (a class whose every
        initializer is `private`/`fileprivate` and that holds a `static let` instance of itself, an application
        delegate, or a store the `App` struct owns): a cycle there frees nothing that would otherwise be freed.
        """
}

extension RuleOptions {
    /// A boolean option, or `fallback` when unset or of another type.
    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let v)? = values[name] { return v }
        return fallback
    }
}

extension RuleContext {
    /// Code in type `type` of `file` is test code (a test case class or a test double) and the rule's
    /// `includeTests` option is off: an ownership or retain-cycle finding there is about test scaffolding.
    func skipsTestCode(file: Int, type: Int) -> Bool {
        !options.bool(RuleOption.includeTests.name, default: false) && index.isTestCode(file: file, type: type)
    }

    /// A retain cycle through code in type `type` of `file` frees nothing that would otherwise be freed: test code
    /// (unless `includeTests`) or a process-lifetime object.
    func cycleCannotLeak(file: Int, type: Int) -> Bool {
        skipsTestCode(file: file, type: type) || index.isProcessLifetimeObject(file: file, type: type)
    }
}
