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
          (`= { … }()`), also on a `lazy var`: the owner has to keep what it created (a call of a type the
          sources declare under a lowercase name, `= iOSReachabilityDelegate()`, constructs it too, here and in
          the assignments below);
        - closure-typed properties (`var delegate: ((Event) -> Void)?`, or a closure initializer);
        - properties of test case classes (inheriting `XCTestCase`, `QuickSpec` or `AsyncSpec`, directly or
          through classes the sources declare): a test creates its mock delegate in `setUp` and has to own it;
        - properties whose type the sources declare as a `struct` or `enum`, and types that can never be weak:
          collection and tuple types (`[Delegate]`, `(A, B)`) and the common standard-library value types
          (`Bool`, `Int`, `String`, `URL`, `Date`, …) — `var notifiesDelegate: Bool` is not a delegate, nor is
          `var notifyDelegate = true`, whose type a literal gives;
        - properties whose type is a class of the sources that is stored data (`Codable`, `Decodable`, a Core Data
          entity): `var delegate: Delegate?` of a model named for a domain's delegate is owned by the property, and
          `weak` would free it at once.

        Also not flagged:
        - properties that some assignment anywhere in the sources gives a newly constructed object — inside the
          owner (`delegate = Foo()`, `self.delegate = .init(…)`, made on first use with `delegate = delegate ??
          Foo()`, `self.delegate = d` where the local `d` was
          constructed before, also as a bare name in an extension, or where `d` is an initializer parameter whose
          default value constructs it: `init(delegate: Delegate = Coordinator())`), in any member or initializer,
          or from another type through a variable or
          property declared as the owner, a subclass of it (`toggle.delegate = Handler()` with `toggle:
          ToggleAttachment`) or a protocol the owner adopts (`zone.delegate = ZoneDelegate(…)`,
          `presented.transitionManager = manager` with `presented: CustomPresentable`), or through the owner's
          singleton (`Provider.shared.delegate = host` after `let host = Host()`): the property is that object's
          only owner, and `weak` would free it at once;
        - properties whose declared type is a protocol that a struct or enum of the sources adopts (`weak`
          would not compile for those values);
        - properties not named for a delegate that hold a transitioning delegate (`var transitionController:
          UIViewControllerTransitioningDelegate?`): UIKit holds `transitioningDelegate` weakly, so such a property
          is what keeps the transition object (often set by a package's presentation helper), and `weak` would
          free it at once;
        - properties whose declared type is a class of the sources that lives for the whole run (a
          [process-lifetime object](../docs/rules.md#shared-vocabulary) such as the application delegate:
          `var appDelegate: AppDelegate`, or with a protocol that only singletons, application delegates, stores
          of the `App`, classes only a `static let` or global `let` constructs, or classes only those keep in stored
          properties adopt, `var modalDelegate: ModalDelegate?` adopted by the app delegate alone, `SocketDelegate`
          adopted by a hub made once as a dependency key's `static let liveValue`, `SyncFeedback` adopted by the hub
          the app delegate makes in `applicationDidFinishLaunching` and keeps): holding it strongly keeps nothing
          alive that would otherwise go. One step down the ownership only: what such a kept object builds and keeps
          itself (a toolbar it may rebuild) stays reported;
        - properties where an object made and dropped at once registers itself: some code constructs a class and
          discards it (`_ = ProfilePresenter(scene: scene)`, or a builder dropped after its calls:
          `PromptBuilder(title: "Rename").whenDismissed { … }.show(from: self)`), and that class's initializer sets
          `scene.delegate = self` or calls `scene.setDelegate(self)`, whose body stores its parameter into the
          property (the receiver by its declared type, `scene: ProfileScene`, the property's owner or a protocol it
          adopts). Nothing else keeps the presenter: the property is its only owner, and `weak` would free it before
          the screen loads. When the presenter also holds the scene strongly, the cycle is real, but its fix is on
          that side (the presenter's reference becomes weak);
        - properties of a screen its presenters show and never keep: every value code gives the property is the
          `self` of a view controller (a class descending from `UIViewController`, `NSViewController` or another
          platform view controller) that made the screen in a local, or took it from a segue (`if let preview =
          segue.destination as? PreviewViewController`), and that shows it or lets it go without keeping it (`let
          scanner = ScannerViewController(); scanner.delegate = self; present(scanner, animated: true)`, also through a
          helper of the sources that presents what it is given, a base class's `onStartSheet(scanner)`). UIKit keeps a
          presented or pushed screen only while it is on screen, and the presenter holds nothing of it afterwards: the
          strong reference makes no cycle. Still flagged when the presenter also keeps the screen (`self.picker =
          picker`, a child controller, a cell it returns), when an initializer takes the delegate as a parameter, when
          a receiver's type cannot be told and the assigning class adopts the property's protocol (one adopting
          neither it nor a protocol refining it cannot be giving this property its value), and when the assigner is a coordinator or other non-controller: it keeps
          the navigation controller that keeps the screen, so the screen's strong reference to it is a cycle. The same
          holds for a controller a SwiftUI representable makes and gives its `context.coordinator`
          (`controller.delegate = context.coordinator` in `makeUIViewController`): SwiftUI keeps the coordinator, and
          unless a stored property of the coordinator's class holds the controller's class, nothing points back;
          and for a property given the one shared instance of a type (`mixer.delegate = PlaybackService.sharedInstance()`,
          also through a local bound from it with a cast: an Objective-C singleton the Swift code cannot see), which
          lives for the whole run whatever holds it;
        - a `private`/`fileprivate` property without a default value that no code of its file assigns (`x = …`,
          `self.x = …`, `other.x = …`) and no initializer stores a parameter into: it can hold nothing (dead code).

        - properties of test doubles (classes with `Mock`, `Spy`, `Stub`, `Fake`, `Dummy` or `Capturing` as a word of their name: `ClientMock`, `MockClient`, `KeychainMockProvider`): they record the
          delegate they were given for a test to inspect.

        Properties of test case classes and test doubles are reported when `includeTests` is on.

        Not flagged either when the property's `didSet`/`willSet` hands its value to another delegate property,
        of self or of an object self holds (`var photonTransitionDelegate: UIViewControllerTransitioningDelegate? {
        didSet { self.transitioningDelegate = photonTransitionDelegate } }`, `var textViewDelegate:
        MentionTextViewDelegate? { didSet { textView.delegate = textViewDelegate } }`): the platform property is
        weak, and this strong property exists to keep the delegate alive. It stays flagged when some code gives it
        its own `self` (`resultView.delegate = self` in the controller that owns the view): that is the cycle.

        When the declared type is a protocol of the sources that is not class-bound (`protocol CellEventHandler`
        without `: AnyObject`), the message says so: `weak` would not compile until the protocol gains
        `AnyObject`.

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
        only. A factory call on an object (`= factory.makeDelegate()`) is not taken as construction; a type's own
        static maker declared to return the type is (`tableDelegate = RowTableDelegate.make(selectDelegate: self)` with
        `static func make(…) -> RowTableDelegate`, also `.create(…)`, `.makeDefault()`), and so is a method of a type of
        the sources, or of the owner, whose body returns a construction (`loaderDelegate =
        Helpers.makeLoaderDelegate(user:)` with `{ return AuthLoader(user: user) }`).
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

    public var options: [RuleOption] { [.includeTests] }

    /// A Boolean, number or string literal (`true`, `0`, `-1.5`, `"x"`), or an array or dictionary literal.
    static func isLiteral(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return text == "true" || text == "false" || first.isNumber || first == "\"" || first == "["
            || (first == "-" && text.dropFirst().first?.isNumber == true)
    }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        let index = context.index
        var result: [Diagnostic] = []
        for p in facts.properties {
            guard let owner = p.owner, !p.isLet, !p.isStatic, !p.isLocal, !p.isComputed, !p.isClosureTyped,
                  index.isReferenceContext(file: file, type: owner), !context.skipsTestCode(file: file, type: owner) else { continue }
            let type = p.typeText.map { TypeText.baseName(TypeText.unwrapped($0)) }
            guard Vocabulary.isDelegateName(p.name) || (type?.hasSuffix("Delegate") ?? false) else { continue }
            if p.modifiers.contains(where: { $0 == "weak" || $0 == "override" || $0.hasPrefix("unowned") }) { continue }
            if p.attributes.contains(where: { !Self.storageNeutralAttributes.contains($0) && !index.globalActors.contains($0) }) { continue }
            if let initializer = p.initializer, Vocabulary.constructs(initializer, sites: index.sites) || (initializer.isClosure && !initializer.isCall) { continue }
            if let text = p.typeText, let type, Self.cannotBeWeak(text: text, base: type, index: index) { continue }
            // `var delegate: Delegate?` of a `Decodable` class the sources declare: a model that happens to be called a
            // delegate (a blockchain's forging node), owned by the property.
            if let type, index.kind(of: type) == .class,
               index.conformances(of: type).contains(where: { Vocabulary.dataModelSupertypes.contains(TypeText.baseName($0)) }) { continue }
            // `var notifyDelegate = true`: a type inferred from a literal is a value type, never a reference.
            if p.typeText == nil, let initializer = p.initializer, Self.isLiteral(initializer.text) { continue }
            // A private property nothing in its file ever gives a value holds nothing: dead code, no cycle.
            if p.initializer == nil, p.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }), !Self.isEverAssigned(p.name, in: facts) { continue }
            // `var transitionController: UIViewControllerTransitioningDelegate?`: a property not named for a delegate that
            // holds a transitioning delegate keeps the object for UIKit's weak `transitioningDelegate`.
            if !Vocabulary.isDelegateName(p.name), type == "UIViewControllerTransitioningDelegate" { continue }
            // `var appDelegate: AppDelegate`: the object lives for the whole run, so a strong reference frees nothing later.
            // Also through a protocol only objects made at launch adopt (`var modalDelegate: ModalDelegate?`, the app delegate).
            if let type, Self.namesProcessLifetimeClass(type, index: index) || index.isAdoptedOnlyByLaunchObjects(type) { continue }
            // A presenter made with `_ = Presenter(scene: scene)` that makes itself the scene's delegate: this property
            // is all that keeps it alive.
            if index.isSelfRegistrationSlot(member: p.name, file: file, type: owner) { continue }
            // The property owns what some code constructs into it: `weak` would free the object at once.
            if index.isGivenConstructedObject(member: p.name, file: file, type: owner) { continue }
            // A screen its presenters show and never keep (the platform holds it only while it is on screen), or a
            // controller given its representable's coordinator, which SwiftUI keeps.
            if Self.isGivenOnlyObjectsThatDoNotKeepIt(member: p.name, owner: facts.types[owner], context: context) { continue }
            // Unless code hands it its own `self` (`resultView.delegate = self` from the controller owning the view): a cycle.
            if p.hasObservers && Self.keepsAliveForWeakSlot(p, owner: owner, facts: facts) && !index.isGivenSelf(member: p.name, file: file, type: owner) { continue }
            // `weak` compiles only for a class-bound type: a protocol of the sources that is not must gain `AnyObject` too.
            let unbound = type.flatMap { index.isClassBoundProtocol($0) == false ? $0 : nil }
            let message = unbound.map { "delegate '\(p.name)' should be weak; its protocol '\($0)' needs ': AnyObject' for that" } ?? "delegate '\(p.name)' should be weak"
            result.append(Diagnostic(file: file, location: p.location, message: message))
        }
        return result
    }

    /// The property's observer hands its value to another delegate property, of self or of an object self holds
    /// (`didSet { self.transitioningDelegate = photonTransitionDelegate }`, `didSet { textView.delegate =
    /// textViewDelegate }`): the platform's slot is weak, and this strong property is what keeps the delegate alive
    /// on purpose.
    static func keepsAliveForWeakSlot(_ p: PropertyFact, owner: Int, facts: FileFacts) -> Bool {
        facts.assignments.contains { a in
            let path = a.target.first == "self" ? a.target.dropFirst() : a.target[...]
            return a.context.type == owner && a.context.member == p.name && a.value == .reference
                && path.count >= 1 && path != [p.name] && Vocabulary.isDelegateName(path.last!)
                && (a.valueText == p.name || a.valueText == "self." + p.name)
        }
    }

    /// Every value code gives member `member` of class `owner` is the `self` of a view controller that made the
    /// object in a local (or took it from a segue: `segue.destination as? PreviewViewController`) and shows it or drops
    /// it, never keeping it (`LocalOwnership.isUnowned`): `let scanner = ScannerViewController(); scanner.delegate =
    /// self; present(scanner, animated: true)`. The platform keeps a shown screen only while it is on screen, and a
    /// view controller does not hold what it presents or pushes once it is gone: the strong reference makes no cycle.
    /// Not when an initializer stores a parameter into the member, when some other value or an object self keeps
    /// is involved, or when a receiver's type cannot be told (`let picker = makePicker(); picker.delegate = self`) and
    /// the assigning class adopts the member's protocol.
    /// A coordinator is no presenter here: it keeps the navigation controller that keeps the screen. Also a SwiftUI
    /// representable's `context.coordinator`, which SwiftUI keeps, when no stored property of the coordinator's class
    /// holds the owner (`controller.delegate = context.coordinator` in `makeUIViewController`).
    static func isGivenOnlyObjectsThatDoNotKeepIt(member: String, owner: TypeFact, context: RuleContext) -> Bool {
        let index = context.index
        let ownerName = owner.ownerName
        func lastComponent(_ name: String) -> Substring { name.split(separator: ".").last ?? name[...] }
        func isOwner(_ written: String) -> Bool {
            index.classLineage(of: written).contains { $0 == ownerName || lastComponent($0) == lastComponent(ownerName) }
        }
        func declaredProperty(_ name: String, of type: String) -> PropertyFact? {
            index.classLineage(of: type).lazy.compactMap { index.properties(of: $0).first { $0.name == name && !$0.isStatic } }.first
        }
        // A stored property of `type` (or a class of the sources it inherits) typed with the owner, or untyped.
        func keepsOwner(_ type: String) -> Bool {
            index.classLineage(of: type).contains { current in
                index.properties(of: current).contains { p in
                    guard !p.isStatic, !p.isComputed, !p.isClosureTyped, !p.isLocal else { return false }
                    guard let held = Vocabulary.heldTypeName(p) else { return true }
                    return isOwner(held) || (p.typeText?.contains(lastComponent(ownerName)) ?? false)
                }
            }
        }
        // The protocol the member is declared with (one the sources declare, or a platform one named for a
        // delegate): an assignment of `self` whose receiver's type cannot be told, by a class adopting neither it nor
        // a protocol refining it, cannot be giving this member its value (`vc.delegate = self` on a storyboard's
        // screen in a controller adopting another screen's delegate protocol).
        let memberProtocol = declaredProperty(member, of: ownerName).flatMap(Vocabulary.heldTypeName).flatMap { held in
            index.kind(of: held) == .protocol || (LocalOwnership.isPlatformType(held, index: index) && Vocabulary.isDelegateName(held)) ? held : nil
        }
        func adoptsMemberProtocol(_ assigner: String) -> Bool {
            guard let memberProtocol else { return true }
            return index.classLineage(of: assigner).contains { type in
                index.conformances(of: type).map(TypeText.baseName).contains { adopted in
                    adopted == memberProtocol || index.conformances(of: adopted).map(TypeText.baseName).contains(memberProtocol)
                }
            }
        }
        var shown = false
        for f in context.files.indices {
            let facts = context.files[f]
            for p in facts.storedParameters where p.property == member {
                if let t = p.context.type, isOwner(facts.types[t].ownerName) { return false }
            }
            for a in facts.assignments where a.target.last == member {
                let path = a.target.first == "self" ? Array(a.target.dropFirst()) : a.target
                guard let t = a.context.type else { continue }
                let assigner = facts.types[t].ownerName
                if path.count == 1 {
                    // The owner's own code gives it a value this check does not follow (letting go with `nil` aside).
                    if isOwner(assigner) && a.valueText != "nil" { return false }
                    continue
                }
                guard path.count == 2 else { continue }
                let receiver = path[0]
                if a.target.first != "self", let local = facts.nearestLocal(receiver, before: a.location.offset) {
                    guard let written = Vocabulary.heldTypeName(local) else {
                        if a.value == .selfReference && !adoptsMemberProtocol(assigner) { continue }
                        return false
                    }
                    guard isOwner(written) else { continue }
                    // The one shared instance of a type (`PlaybackService.sharedInstance()`, an Objective-C singleton, also
                    // through a local bound from it): it lives for the whole run whatever holds it.
                    let given = a.value == .reference ? facts.nearestLocal(a.valueText, before: a.location.offset)?.initializer?.text ?? a.valueText : a.valueText
                    if Vocabulary.readsSharedInstance(given) {
                        shown = true
                        continue
                    }
                    if a.valueText == Vocabulary.representableCoordinator {
                        // A SwiftUI representable's coordinator: SwiftUI keeps it, and unless it keeps the owner back, no cycle.
                        let coordinators = index.methods(of: assigner).filter { $0.name == Vocabulary.coordinatorMaker }.compactMap(\.resultType)
                        guard !coordinators.isEmpty, !coordinators.contains(where: { keepsOwner(TypeText.baseName(TypeText.unwrapped($0))) }) else { return false }
                    } else {
                        guard a.value == .selfReference, index.isViewControllerClass(assigner),
                              LocalOwnership.isUnowned(receiver, before: a.location.offset, facts: facts, index: index) else { return false }
                    }
                    shown = true
                } else {
                    // A property of the assigner (or a class of the sources it inherits) holding the object: kept, unless of
                    // another type. One the sources do not declare is the platform's (`tableView` of a
                    // `UITableViewController`), of a platform type.
                    guard let held = declaredProperty(receiver, of: assigner) else { continue }
                    // Of a type the code does not say (`let center = UNUserNotificationCenter.current()`): `self` from a
                    // class adopting neither the member's protocol nor one refining it gives this member nothing.
                    guard let heldName = Vocabulary.heldTypeName(held) else {
                        if a.value == .selfReference && !adoptsMemberProtocol(assigner) { continue }
                        return false
                    }
                    if isOwner(heldName) { return false }
                }
            }
        }
        return shown
    }

    /// Some code of the file gives a property named `name` a value (`name = …`, `self.name = …`, `x.name = …`; letting
    /// go with `nil` aside) or an initializer stores a parameter into it.
    static func isEverAssigned(_ name: String, in facts: FileFacts) -> Bool {
        facts.assignments.contains { $0.target.last == name && $0.valueText != "nil" } || facts.storedParameters.contains { $0.property == name }
    }

    /// `name` is a class the sources declare whose one instance lives until the process exits (an application
    /// delegate, a process-lifetime singleton).
    static func namesProcessLifetimeClass(_ name: String, index: ProjectIndex) -> Bool {
        let declarations = index.declarations(of: name)
        return !declarations.isEmpty && declarations.allSatisfy { index.isProcessLifetimeObject(file: $0.file, type: $0.type) }
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

    /// Types a `weak` could not apply to: declared structs and enums, value types of the standard library,
    /// collection and tuple types.
    static func cannotBeWeak(text: String, base: String, index: ProjectIndex) -> Bool {
        let unwrapped = TypeText.unwrapped(text)
        if unwrapped.hasPrefix("[") || (unwrapped.hasPrefix("(") && !TypeText.isFunctionType(unwrapped)) || hasTopLevelComma(unwrapped) { return true }
        if valueTypes.contains(base) || valueTypes.contains(base.split(separator: ".").last.map(String.init) ?? base) { return true }
        for name in [base, base.split(separator: ".").last.map(String.init) ?? base] {
            // A protocol a struct or enum adopts may hold a value: `weak` would not compile.
            if index.isAdoptedByValueType(name) { return true }
            switch index.kind(of: name) {
            case .struct?, .enum?: return true
            default: continue
            }
        }
        return false
    }
}
