import CrosstalkFacts
import CrosstalkGraph

/// `weak_delegate`: a stored delegate property of a reference type that holds its delegate strongly.
public struct WeakDelegateRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "weak_delegate", category: "Delegates", defaultSeverity: .warning, enabledByDefault: true,
        summary: "A stored delegate property of a class or actor declared without weak or unowned",
        documentation: """
        ## What it does
        Flags a stored `var` of a class or actor (or an extension of one the sources declare) whose name ends in
        `delegate` (any case) or whose declared type — after stripping `?`, `!`, `any`, parentheses and
        `Optional<…>` — ends in `Delegate`, declared without `weak` or `unowned`.

        Not flagged:
        - computed properties (`get`/`set` accessors or a bare getter body); `willSet`/`didSet` observers do
          not make a property computed, so an observed stored delegate is still flagged;
        - `override` properties (the superclass decides the storage), `static`/`class` properties, local
          variables and protocol requirements;
        - properties with any attribute outside `@objc`, `@nonobjc`, `@IBOutlet`, `@IBInspectable`,
          `@NSCopying`, `@NSManaged`, `@available`, `@usableFromInline`, `@MainActor`, `@preconcurrency` and
          the global actors the sources declare (`@globalActor`): any other attribute
          (`@UIApplicationDelegateAdaptor`, a `@Weak` wrapper) may own the storage;
        - properties whose initializer constructs the object — `= TableDelegate()`, `= .init()`,
          `= TableDelegate.init()`, `= Module.TableDelegate()`, an immediately called closure
          (`= { … }()`), also on a `lazy var`: the owner has to keep what it created;
        - closure-typed properties (`var delegate: ((Event) -> Void)?`, or a closure initializer);
        - properties of test case classes (inheriting `XCTestCase`, `QuickSpec` or `AsyncSpec`, directly or
          through classes the sources declare): a test creates its mock delegate in `setUp` and has to own it;
        - properties whose type the sources declare as a `struct` or `enum`, and types that can never be weak:
          collection and tuple types (`[Delegate]`, `(A, B)`) and the common standard-library value types
          (`Bool`, `Int`, `String`, `URL`, `Date`, …) — `var notifiesDelegate: Bool` is not a delegate.

        ## Why is this bad?
        The delegating object usually belongs to its delegate (a view controller owns its table view, a
        coordinator owns its view model). A strong back reference closes the loop: neither object is ever
        released, and the delegate keeps receiving callbacks after it should be gone.

        ## Example
        ```swift
        final class ProfileViewModel {
            var delegate: ProfileViewModelDelegate?
        }
        ```

        ## Use instead
        ```swift
        protocol ProfileViewModelDelegate: AnyObject { … }

        final class ProfileViewModel {
            weak var delegate: ProfileViewModelDelegate?
        }
        ```

        ## Known limits
        Strong `let` delegates are not reported. Types are read as written: a delegate whose type comes from a
        typealias, or whose annotation is missing (`var delegate = makeDelegate()`), is judged by its name
        only. A factory call (`= Factory.makeDelegate()`) is not taken as construction.
        """)

    /// Attributes that never own a property's storage; a declared global actor is allowed too.
    static let storageNeutralAttributes: Set<String> = [
        "objc", "nonobjc", "IBOutlet", "IBInspectable", "NSCopying", "NSManaged", "available", "usableFromInline",
        "MainActor", "preconcurrency",
    ]

    /// Standard-library and Foundation value types: `weak` cannot apply to them, so a property of one of these
    /// types is never a delegate reference, whatever its name (`var shouldNotifyDelegate: Bool`).
    static let valueTypes: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "CGFloat", "String", "Character", "Substring", "Array", "Dictionary", "Set", "Optional", "Result",
        "Date", "URL", "Data", "UUID", "Decimal", "TimeInterval", "IndexPath", "IndexSet", "CGPoint", "CGSize", "CGRect",
        "NSRange", "Range", "ClosedRange", "AnyHashable", "Notification",
    ]

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        let index = context.index
        var result: [Diagnostic] = []
        for p in facts.properties {
            guard let owner = p.owner, !p.isLet, !p.isStatic, !p.isLocal, !p.isComputed, !p.isClosureTyped,
                  index.isReferenceContext(file: file, type: owner), !Self.isTestCase(facts.types[owner], index: index) else { continue }
            let type = p.typeText.map { TypeText.baseName(TypeText.unwrapped($0)) }
            guard p.name.lowercased().hasSuffix("delegate") || (type?.hasSuffix("Delegate") ?? false) else { continue }
            if p.modifiers.contains(where: { $0 == "weak" || $0 == "override" || $0.hasPrefix("unowned") }) { continue }
            if p.attributes.contains(where: { !Self.storageNeutralAttributes.contains($0) && !index.globalActors.contains($0) }) { continue }
            if let initializer = p.initializer, Self.constructs(initializer) || (initializer.isClosure && !initializer.isCall) { continue }
            if let text = p.typeText, let type, Self.cannotBeWeak(text: text, base: type, index: index) { continue }
            result.append(Diagnostic(file: file, location: p.location, message: "delegate '\(p.name)' should be weak"))
        }
        return result
    }

    /// A tuple whose parentheses `TypeText.unwrapped` removed: `name: String, date: Date`.
    static func hasTopLevelComma(_ text: String) -> Bool {
        var level = 0
        for ch in text {
            switch ch {
            case "(", "[", "<": level += 1
            case ")", "]", ">": level -= 1
            case "," where level == 0: return true
            default: break
            }
        }
        return false
    }

    /// Test case classes: they create their mock delegates (in `setUp`) and must hold them strongly, or the
    /// object under test would see its weak delegate vanish at once.
    static let testCaseRoots: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]

    /// The type is a test case: it inherits `XCTestCase` (or a Quick spec), directly or through classes the sources declare.
    static func isTestCase(_ type: TypeFact, index: ProjectIndex) -> Bool {
        var pending = type.inherits
        var seen: Set<String> = []
        while let name = pending.popLast() {
            if testCaseRoots.contains(name) { return true }
            guard seen.insert(name).inserted else { continue }
            for site in index.declarations(of: name) where index.type(site).kind == .class { pending += index.type(site).inherits }
        }
        return false
    }

    /// The initializer creates a new object: `Foo()`, `Foo.init()`, `.init()`, `Module.Foo()`, `{ … }()`.
    static func constructs(_ i: InitializerFact) -> Bool {
        guard i.isCall else { return false }
        if i.isClosure { return true }
        guard let last = i.members.last ?? i.root.map(TypeText.baseName) else { return false }
        if last == "init" { return true }
        // `Foo.make()` is a factory, `Foo()` / `Module.Foo()` a construction: capitalized names are types.
        return i.root != nil && (last.first?.isUppercase ?? false)
    }

    /// Types a `weak` could not apply to: declared structs and enums, value types of the standard library,
    /// collection and tuple types.
    static func cannotBeWeak(text: String, base: String, index: ProjectIndex) -> Bool {
        let unwrapped = TypeText.unwrapped(text)
        if unwrapped.hasPrefix("[") || (unwrapped.hasPrefix("(") && !TypeText.isFunctionType(unwrapped)) || hasTopLevelComma(unwrapped) { return true }
        if valueTypes.contains(base) || valueTypes.contains(base.split(separator: ".").last.map(String.init) ?? base) { return true }
        for name in [base, base.split(separator: ".").last.map(String.init) ?? base] {
            switch index.kind(of: name) {
            case .struct?, .enum?: return true
            default: continue
            }
        }
        return false
    }
}
