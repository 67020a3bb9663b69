import CrosstalkSyntax

/// The domain words extractors, graph and rules share, each decided here and nowhere else: what a delegate, a
/// singleton name, a test case class, a publisher type, a main scheduler and a notification's canonical name are, and
/// (`DomainWord`) the names the extractors look for in code.
/// Questions that need the whole project (is this class a test case? a process-lifetime object?) are
/// answered by `ProjectIndex` from these words.
public enum Vocabulary {
    /// Names a static instance of a type goes by (`Config.shared`, `Session.current`): the `mutable_singleton`
    /// default, and the names under which the graph takes an undeclared type's static for a singleton.
    public static let singletonNames: [String] = ["shared", "sharedInstance", "instance", "default", "current", "main", "standard"]

    /// `singletonNames` as a set, for lookups.
    public static let singletonNameSet = Set(singletonNames)

    /// Access modifiers that make a declaration visible outside its module.
    public static func isPublicModifier(_ modifier: String) -> Bool { modifier == "public" || modifier == "open" }

    /// A `@TaskLocal` static (`@TaskLocal static var current: Trace?`): a value each task binds for its own work
    /// (`Trace.$current.withValue(trace) { … }`), no instance the process shares; the wrapper needs `var`.
    public static func isTaskLocal(_ p: PropertyFact) -> Bool { p.isStatic && p.attributes.contains("TaskLocal") }

    /// The singleton names that only ever mean one shared instance, never a preset value (`Config.default`,
    /// `Theme.current` can be values): a struct with methods under one of them is a service (`NetworkManager.shared`).
    public static let sharedInstanceNames: Set<String> = ["shared", "sharedInstance", "instance"]

    /// `PlaybackService.sharedInstance()`, `Settings.shared` (also cast: `… as? MixerDelegate`): the one shared
    /// instance of a type, read under a name that means nothing else (`sharedInstanceNames`).
    public static func readsSharedInstance(_ text: String) -> Bool {
        let access = text.split(separator: " ", maxSplits: 1).first.map(String.init) ?? text
        let call = access.hasSuffix("()") ? String(access.dropLast(2)) : access
        let parts = call.split(separator: ".")
        guard parts.count >= 2, parts[0].first?.isUppercase == true, let member = parts.last else { return false }
        return sharedInstanceNames.contains(String(member))
    }

    /// A SwiftUI representable's coordinator as its code reads it (`controller.delegate = context.coordinator` in
    /// `makeUIViewController`) and the method that makes it: SwiftUI keeps the one object `makeCoordinator()` returns.
    public static let representableCoordinator = "context.coordinator"
    public static let coordinatorMaker = "makeCoordinator"

    /// Protocols that make a class a value (`class VideoTime: Comparable` with `static let zero = VideoTime(0)`): its
    /// statics of its own type are named constants, shared state only under a singleton name.
    /// Protocols that add no members a value is read through: what a type adopts for the compiler or the standard
    /// library's algorithms, not for what it can be asked.
    public static let markerProtocols: Set<String> = valueSemanticsProtocols.union(["Sendable", "Identifiable", "CustomStringConvertible", "Error"])

    /// Members a screen or a view inherits from UIKit or AppKit (`navigationController`, `view`, `window`): written bare
    /// in a class whose superclass the sources do not declare, they are the platform's, not an unknown local.
    public static let platformInheritedMembers: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "presentingViewController", "presentedViewController",
        "parent", "navigationItem", "view", "window", "tableView", "collectionView", "searchController", "superview", "layer",
    ]

    public static let valueSemanticsProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "AdditiveArithmetic", "Numeric", "Codable", "Decodable", "Encodable",
    ]

    /// Methods by which a class declares what makes two of its instances equal (`static func ==`, NSObject's
    /// `isEqual(_:)`): a class that compares by content is used as a value, like one adopting `Equatable`.
    public static let equalityMethods = ["==", "isEqual"]

    /// Supertypes and attributes that make a class stored data rather than a service: `Codable` records, Core Data's
    /// managed objects, SwiftData's `@Model`, ObjectMapper's and HandyJSON's mapped models. Holding one, or being held
    /// by one, is composition, not communication.
    public static let dataModelSupertypes: Set<String> = ["Codable", "Decodable", "Encodable", managedObjectClass, "Mappable", "ImmutableMappable", "HandyJSON"]

    /// Protocols of a closed set of values (`protocol PickableOption: CaseIterable`): what adopts one is an option to
    /// pick (an enum, often of another module), and a property holding one holds a value, no service.
    public static let optionSetProtocols: Set<String> = ["CaseIterable", "RawRepresentable"]

    /// Realm's model base classes, stored data in a file importing `realmModule` (elsewhere `Object` may be anything).
    public static let realmModelClasses: Set<String> = ["Object", "EmbeddedObject", "RealmSwift.Object", "RealmSwift.EmbeddedObject"]
    public static let realmModule = "RealmSwift"
    /// Core Data's root class of stored entities: a type keeping one and only values besides wraps the entity.
    public static let managedObjectClass = "NSManagedObject"
    public static let dataModelAttributes: Set<String> = ["Model"]

    /// Instance methods a data record may declare and still only hold values: initializers and what value protocols
    /// ask for (`hash(into:)`, `encode(to:)`, `isEqual(_:)`, `copy(with:)`). A subscript can forward to a service
    /// (`subscript(dynamicMember:)` over a settings store), so it is behavior.
    public static let recordMethods: Set<String> = ["init", "deinit", "hash", "encode", "isEqual", "copy", "mutableCopy"]

    /// Combine's protocol of an observable store (`objectWillChange`, announced by its `@Published` properties).
    public static let observableObjectProtocol = "ObservableObject"

    /// Undeclared supertypes a data record may have besides the standard library's value protocols: an
    /// `ObservableObject` with nothing `@Published` announces no change.
    public static let recordSupertypes: Set<String> = ["NSObject", "NSCoding", "NSSecureCoding", "NSCopying", observableObjectProtocol]

    /// Base classes whose subclasses are test case classes: XCTest keeps each instance until the run ends, and a
    /// test has to own the mocks it creates.
    public static let testCaseRoots: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]

    /// A base class that makes test case classes when the sources do not declare it: one of `testCaseRoots`, or a
    /// test library's `XCTestCase` subclass named for it (`FBSnapshotTestCase`, `SnapshotTestCase`).
    public static func isUndeclaredTestCaseRoot(_ name: String) -> Bool {
        testCaseRoots.contains(name) || (name.hasSuffix("TestCase") && name.count > "TestCase".count)
    }

    /// Swift Testing's module: a file importing it (a `@Suite`, free `@Test` functions, their helpers) is test code,
    /// which app code never imports. (An XCTest file may declare app-like types beside its test case classes.)
    public static let swiftTestingModule = "Testing"

    /// Functions that end the process and never return (`exit(0)`, `abort()`, `fatalError("…")`).
    public static let processEndingFunctions: Set<String> = ["exit", "abort", "fatalError"]

    /// The modules only test code imports (XCTest, Swift Testing): a file importing one is a test's.
    public static let testFrameworkModules: Set<String> = ["XCTest", swiftTestingModule]

    /// Protocols of the application delegate, which the application keeps from launch until the process exits
    /// (`UIApplicationMain` / `NSApplicationMain` hold it), so a retain cycle through it frees nothing.
    public static let applicationDelegateProtocols: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate"]

    /// The principal classes of app extensions that run for the extension process's whole life: a Finder Sync
    /// extension's `FIFinderSync`, a network extension's providers. The system makes one and keeps it until the
    /// extension exits, as an application keeps its delegate.
    public static let extensionPrincipalClasses: Set<String> = [
        "FIFinderSync", "NEPacketTunnelProvider", "NEAppProxyProvider", "NETransparentProxyProvider", "NEFilterDataProvider",
        "NEFilterControlProvider", "NEFilterPacketProvider", "NEDNSProxyProvider",
    ]

    /// UIKit's scene delegate protocols: the platform makes one instance per scene (window), which lives as long as
    /// that window, like the stores of a SwiftUI window's root view.
    public static let sceneDelegateProtocols: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]

    /// SwiftUI's wrappers that make a class the application delegate (`@NSApplicationDelegateAdaptor(AppDelegate.self)
    /// var appDelegate`), whatever the class inherits (a framework's base application delegate).
    public static let applicationDelegateAdaptors: Set<String> = ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor"]

    /// The class an application delegate adaptor's text names: `AppDelegate` of `@UIApplicationDelegateAdaptor(AppDelegate.self)`.
    public static func adaptedApplicationDelegate(_ attributeText: String) -> String? {
        guard let open = attributeText.firstIndex(of: "("), attributeText.hasSuffix(".self)") else { return nil }
        let name = attributeText[attributeText.index(after: open)...].dropLast(".self)".count).filter { $0 != " " }
        return name.isEmpty ? nil : String(name)
    }

    /// The SwiftUI protocol of an app's entry point: the `@StateObject`/`@State` stores it holds live as long as the
    /// process, since the `App` value is never re-created.
    public static let applicationEntryProtocol = "App"

    /// Modules whose names may qualify a platform type in an inheritance list (`SwiftUI.App`, `Swift.Equatable`): the
    /// entry stands for the bare name.
    public static let platformModulePrefixes = ["Swift.", "Foundation.", "SwiftUI.", "UIKit.", "AppKit.", "Combine."]

    /// The protocol of a SwiftUI preview provider (`struct FeedView_Previews: PreviewProvider`): its code runs only
    /// in Xcode's canvas, like the body of a `#Preview`.
    public static let previewProviderProtocol = "PreviewProvider"

    /// Storyboard methods that make a new view or window controller on every call (UIKit's and AppKit's).
    public static let storyboardInstantiations = ["instantiateViewController", "instantiateInitialViewController",
                                                  "instantiateController", "instantiateInitialController"]

    /// The initializer makes a new controller from a storyboard (`storyboard!.instantiateViewController(withIdentifier:
    /// "Edit") as! EditController`).
    public static func instantiatesFromStoryboard(_ i: InitializerFact) -> Bool {
        storyboardInstantiations.contains { i.text.contains("." + $0 + "(") }
    }

    /// The SwiftUI protocols whose values SwiftUI itself re-creates and whose dynamic properties (`@ObservedObject`,
    /// `@StateObject`, `@State`) it installs: views (representables of platform views included), view modifiers,
    /// scenes and the app.
    public static let swiftUIValueRoles: Set<String> = ["View", "ViewModifier", "Scene", "App", "DynamicProperty", "UIViewRepresentable",
                                                        "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable"]

    /// Protocols through which a decoder or an unarchiver creates instances without naming the type at a
    /// construction site, so construction sites alone cannot tell how many instances exist.
    public static let decodedObjectProtocols: Set<String> = ["Decodable", "Codable", "NSCoding", "NSSecureCoding"]

    /// UIKit and AppKit overrides that run once per object (a view controller loads its view once): setup code.
    /// The launch callbacks of an application delegate run once as well (`application(_:didFinishLaunchingWithOptions:)`
    /// is recorded as `application`, like UIKit's other `application(…)` callbacks).
    public static let oneTimeSetupMethods: Set<String> = [
        "viewDidLoad", "loadView", "awakeFromNib", "applicationDidFinishLaunching", "applicationWillFinishLaunching", "application", "scene",
    ]

    /// A method named for presenting a controller (`presentModally`, `presentPanModal`, `pushScreen`): an app's helper
    /// around `present`/`pushViewController`.
    public static func isPresentationHelperName(_ name: String) -> Bool {
        for prefix in ["present", "push"] where name.hasPrefix(prefix) {
            if name.dropFirst(prefix.count).first?.isUppercase == true { return true }
        }
        return false
    }

    /// A UIKit or AppKit view controller class a screen's class descends from (`UIViewController`,
    /// `UITableViewController`, `NSViewController`, `UIHostingController`, the container controllers): a screen, which
    /// shows other screens without keeping them.
    public static func isPlatformViewControllerClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
        return name.hasSuffix("ViewController") || name == "UINavigationController" || name == "UITabBarController"
            || name.hasPrefix("UIHostingController")
    }

    /// A platform view controller, or a platform view of any kind (`UIView`, `NSTableView`, `UICollectionViewCell`,
    /// `UICollectionReusableView`): a class that owns views.
    public static func isPlatformViewOrControllerClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
        return name.hasSuffix("View") || name.hasSuffix("Cell") || name.hasSuffix("Controller")
    }

    /// A method named for making something (`makeDetail`, `makeSettingsViewController`): a factory's method, which
    /// hands what it makes to the caller.
    public static func isMakerMethodName(_ name: String) -> Bool {
        name.hasPrefix("make") && name.dropFirst(4).first?.isUppercase == true
    }

    /// A static method of a type named for making one (`RowTableDelegate.make(selectDelegate:)`, `.create()`,
    /// `.makeDefault()`, a storyboard screen's `.instantiate()`): a construction of that type by another spelling.
    public static func isStaticFactoryName(_ name: String) -> Bool {
        name == "make" || name == "create" || name == "instantiate" || isMakerMethodName(name)
    }

    /// A method named for setting something up (`setupNotifications`, `setUpObservers`, `configureMenu`,
    /// `registerHandlers`, `subscribeToThemeChanges`, `observeNotifications`, `startObservingKeyboard`,
    /// `addObservers`, `addKeyboardObserver`): in an object that lives for the process, code it runs once at launch.
    public static func isSetupMethodName(_ name: String) -> Bool {
        if name.hasPrefix("add"), name.hasSuffix("Observer") || name.hasSuffix("Observers"), name.dropFirst(3).first?.isUppercase == true { return true }
        for prefix in ["setup", "setUp", "configure", "register", "subscribe", "observe", "listen", "startObserving", "startListening"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty || rest.first!.isUppercase { return true }
        }
        return false
    }

    /// A static member that makes sample values for SwiftUI previews or tests (`preview`, `previews`,
    /// `previewValue`, `previewStore`, `sharedForPreview`, `createForTesting`, swift-dependencies' `testValue`): what it
    /// constructs never exists in the app.
    public static func isPreviewMemberName(_ name: String) -> Bool {
        if name == "testValue" { return true }
        // `Preview`/`Previews`/`Testing`/`Tests` as the last camel-case word (`sharedForPreview`, `mockPreviews`,
        // `createForTesting`).
        for suffix in ["Preview", "Previews", "Testing", "Tests"] where name.hasSuffix(suffix) && name.count > suffix.count {
            if name.dropLast(suffix.count).last?.isLowercase == true { return true }
        }
        guard name.hasPrefix("preview") else { return false }
        let rest = name.dropFirst("preview".count)
        return rest.isEmpty || rest == "s" || rest.first!.isUppercase
    }

    /// Words that name test doubles (`ClientProxyMock`, `MockNetworkService`, `KeychainMockProvider`,
    /// `AnalyticsSpy`, `CapturingAnalytics`): classes that record what they are given for a test to inspect, so they hold it strongly on
    /// purpose.
    public static let testDoubleWords = ["Mock", "Spy", "Stub", "Fake", "Dummy", "Capturing"]

    /// A type name that has one of `testDoubleWords` as a camel-case word of its own: its capital starts the word
    /// (`ClientSDKMock`, `MockClient`), and the name ends or another word starts after it (`MockingbirdView` and
    /// `Spyglass` are no test doubles).
    public static func isTestDoubleName(_ name: String) -> Bool {
        // Compared as bytes: rules ask this of the type around nearly every fact.
        let bytes = Array(name.utf8)
        for word in testDoubleWords {
            let w = Array(word.utf8)
            var i = 0
            while i + w.count <= bytes.count {
                if bytes[i] == w[0] && bytes[i ..< i + w.count].elementsEqual(w) {
                    let next = i + w.count
                    if next == bytes.count || !bytes[next].isLowercaseOrDigitASCII { return true }
                }
                i += 1
            }
        }
        return false
    }

    /// Value types of the standard library and Foundation: a parameter of one of them never names an object, and a
    /// protocol only they adopt is a kind of value.
    public static let standardValueTypes: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "String", "Character", "Substring", "Date", "URL", "Data", "UUID", "Decimal", "TimeInterval", "IndexPath",
        "IndexSet", "CGPoint", "CGSize", "CGRect", "Set", "Array", "Dictionary", "Optional", "Result", "Error", "Any", "AnyObject",
    ]

    /// A type named as a namespace of sample values for previews and tests (`enum Samples`, `TimelineFixtures`,
    /// `SampleData`, `WidgetPreviewData`): what it makes never exists in the app.
    public static func isSampleDataName(_ name: String) -> Bool {
        ["Samples", "Fixtures", "SampleData", "PreviewData"].contains { name.hasSuffix($0) }
    }

    /// A property name that says "delegate": ends in `delegate`, any case (`delegate`, `tableDelegate`).
    public static func isDelegateName(_ name: String) -> Bool { endsWithIgnoringCase(name, "delegate") }

    /// A property name that says "told of events": a listener or an observer (`connectionListener`, `observer`). The
    /// object holding it calls it; it is no service the holder depends on.
    public static func isListenerName(_ name: String) -> Bool {
        endsWithIgnoringCase(name, "listener") || endsWithIgnoringCase(name, "observer")
    }

    /// A property or type name that says "callback object": a delegate or a data source (`dataSource`,
    /// `ListDataSource`). The graph draws both as delegate edges: the owner calls back into them.
    public static func isCallbackObjectName(_ name: String) -> Bool {
        endsWithIgnoringCase(name, "delegate") || endsWithIgnoringCase(name, "datasource")
    }

    /// Whether a protocol name says the callback role a property name says: `UITextViewDelegate` for `delegate`,
    /// `UITableViewDataSource` for `tableDataSource`.
    public static func isCallbackProtocol(_ protocolName: String, forProperty property: String) -> Bool {
        if endsWithIgnoringCase(property, "delegate") { return endsWithIgnoringCase(protocolName, "delegate") }
        return endsWithIgnoringCase(property, "datasource") && endsWithIgnoringCase(protocolName, "datasource")
    }

    /// Compares the UTF-8 tail of `name` with an ASCII `suffix`, ignoring case, without allocating (called for
    /// every property of a tree).
    static func endsWithIgnoringCase(_ name: String, _ suffix: StaticString) -> Bool {
        let s = name.utf8
        let n = suffix.utf8CodeUnitCount
        guard s.count >= n else { return false }
        var i = s.index(s.endIndex, offsetBy: -n)
        var k = 0
        while i != s.endIndex {
            if s[i] | 0x20 != suffix.utf8Start[k] | 0x20 { return false }
            i = s.index(after: i)
            k += 1
        }
        return true
    }

    /// SwiftUI's wrappers of a store a view keeps, as its `init` installs them (`_model = StateObject(wrappedValue: …)`).
    public static let viewStoreWrappers = ["StateObject", "ObservedObject", "State"]

    /// Wrappers of a view's own transient state (`@FocusState var editing: Shortcut?`): no initializer can hand a
    /// value in, so what they hold is never injected.
    public static let viewLocalStateWrappers: Set<String> = ["FocusState", "GestureState", "AccessibilityFocusState"]

    /// The wrapper of `viewStoreWrappers` that the (compacted) expression `text` makes, and whether it wraps a new
    /// object: `StateObject(wrappedValue: Model(…))`, `ObservedObject(initialValue: .init(…))`, `State(initialValue:
    /// Outer.Model<T>.init())` do; a parameter, `Model.shared`, `Model.make(…)` or `model.copy(…)` does not. For a
    /// static method's result (`Model.make(…)`) or a static's value (`Model.shared`), also the type it is read on (`factoryType`, `Model`; empty for an
    /// implicit member, `.shelf(kind)`, which is the wrapped type's own). For a plain name (`StateObject(wrappedValue:
    /// model)`), that name (`wrappedName`): a parameter handed in, or a local made just before. The wrapper written as
    /// `.init(…)` is the property's own (`wrapper` empty).
    public static func wrappedStore(_ text: String) -> (wrapper: String, isNewObject: Bool, factoryType: String?, wrappedName: String?)? {
        for wrapper in viewStoreWrappers + [""] where text.hasPrefix((wrapper.isEmpty ? ".init" : wrapper) + "(") {
            // The argument list may open on its own line: `StateObject(\n wrappedValue: Model(…)\n)`.
            let arguments = trimmed(text.dropFirst((wrapper.isEmpty ? 5 : wrapper.count) + 1))
            for label in ["initialValue:", "wrappedValue:"] where arguments.hasPrefix(label) {
                let argument = trimmed(arguments.dropFirst(label.count))
                guard let first = argument.first else { return (wrapper, false, nil, nil) }
                if argument.hasPrefix(".init(") { return (wrapper, true, nil, nil) }
                if first == ".", argument.dropFirst().first?.isLowercase == true, argument.contains("(") { return (wrapper, false, "", nil) }
                if first.isLowercase || first == "_" {
                    let name = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    let rest = trimmed(argument.dropFirst(name.count))
                    return (wrapper, false, nil, rest.hasPrefix(")") ? String(name) : nil)
                }
                // `PrefsStore.shared`: a static of the type named before it, read like a static factory's result.
                if first.isUppercase, !argument.contains("("), let dot = argument.lastIndex(of: "."), argument[dot...].dropFirst().first?.isLowercase == true {
                    return (wrapper, false, String(argument[..<dot]), nil)
                }
                guard first.isUppercase, let open = argument.firstIndex(of: "(") else { return (wrapper, false, nil, nil) }
                // A type name right before the parenthesis (`Model(`, `Outer.Model(`, `Model<T>.init(`): every dotted
                // part capitalized, so `Model.make(` (a factory) and `model.copy(` are not constructions.
                let head = argument[..<open]
                let typeName = head.hasSuffix(".init") ? head.dropLast(5) : head
                let generic = typeName.firstIndex(of: "<").map { typeName[..<$0] } ?? typeName
                let parts = generic.split(separator: ".")
                func isTypeName(_ part: Substring) -> Bool { part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
                // `Injected<Status>().wrappedValue`: a member of a temporary (a container lookup), not the new object.
                if parts.allSatisfy(isTypeName) { return (wrapper, !readsMemberAfterCall(argument, openingAt: open), nil, nil) }
                // `Model.sectorInstance(` : a static method of the type named before it.
                let factoryType = parts.count >= 2 && parts.dropLast().allSatisfy(isTypeName) && parts.last!.first?.isLowercase == true
                    ? parts.dropLast().joined(separator: ".") : nil
                return (wrapper, false, factoryType, nil)
            }
        }
        return nil
    }

    /// Whether `text`, after the call whose parenthesis opens at `open`, goes on with a member (`Lookup().value`).
    static func readsMemberAfterCall(_ text: String, openingAt open: String.Index) -> Bool {
        var depth = 0
        var i = open
        while i < text.endIndex {
            if text[i] == "(" { depth += 1 } else if text[i] == ")" {
                depth -= 1
                if depth == 0 { return trimmed(text[text.index(after: i)...]).first == "." }
            }
            i = text.index(after: i)
        }
        return false
    }

    /// A type that publishes values: `AnyPublisher<…>`, subjects, relays, `Published`, `Publishers.*` and the
    /// one-shot publishers (`Just`, `Future`, …); RxSwift's sequences and traits (`Observable`, `Driver`, `Signal`,
    /// `Single`, …).
    public static func isPublisherType(_ text: String) -> Bool {
        isPublisherBaseName(TypeText.baseName(TypeText.unwrapped(text)))
    }

    /// `isPublisherType` of a type already reduced to its base name (`AnyPublisher`, `Published`,
    /// `Publishers.Map`). On bytes: asked of every member property's type in a whole-program graph.
    public static func isPublisherBaseName(_ base: String) -> Bool {
        let bytes = base.utf8
        let last = bytes.lastIndex(of: UInt8(ascii: ".")).map { bytes[bytes.index(after: $0)...] } ?? bytes[...]
        func ends(_ suffix: String) -> Bool {
            let s = suffix.utf8
            return last.count >= s.count && last.suffix(s.count).elementsEqual(s)
        }
        if ends("Publisher") || ends("Subject") || ends("Relay") { return true }
        if bytes.starts(with: "Publishers.".utf8) || bytes.elementsEqual("Published".utf8) { return true }
        let name = String(last) ?? ""
        return publisherValueRoots.contains(name) || rxSequenceTypes.contains(name)
    }

    /// Combine's publishers of fixed values, named without a `Publisher` suffix.
    static let publisherValueRoots: Set<String> = ["Just", "Future", "Deferred", "Empty", "Fail", "Record"]

    /// RxCocoa's namespace of an object's reactive extensions (`button.rx.tap`): events of that object (a control),
    /// not a member its class declares.
    public static let reactiveNamespace = "rx"
    /// RxSwift's type behind `rx`: `extension Reactive where Base: PlayerView { var lyricsTapped: … }` adds events to
    /// every `PlayerView`'s `rx`.
    public static func isReactiveType(_ name: String) -> Bool { name == "Reactive" || name == "RxSwift.Reactive" }

    /// The modules whose import makes a file's `subscribe`/`bind`/`drive`/`emit` RxSwift subscriptions.
    public static let rxModules: Set<String> = ["RxSwift", "RxCocoa"]

    /// RxSwift's sequence types that end after one event.
    public static let rxFiniteSequenceTypes: Set<String> = ["Single", "Maybe", "Completable"]

    /// A type written as one of `rxFiniteSequenceTypes`, also optional or module-qualified (`RxSwift.Single<Fee>`).
    public static func isRxFiniteSequenceType(_ text: String) -> Bool {
        let base = TypeText.baseName(TypeText.unwrapped(text))
        return rxFiniteSequenceTypes.contains(base) || (base.hasPrefix("RxSwift.") && rxFiniteSequenceTypes.contains(String(base.dropFirst(8))))
    }
    /// RxSwift factories and operators after which a sequence finishes by itself: `Observable.just(x)`, `.of`,
    /// `.from`, `.empty`, `.error`, `take(_:)`, `take(until:)` (RxSwift 5: `takeUntil(_:)`, `takeWhile(_:)`), and chains rooted at the one-shot traits `Single`, `Maybe`, `Completable`.
    public static let rxFiniteRoots: Set<String> = rxFiniteSequenceTypes.union(["just", "of", "from", "empty", "error"])

    /// Methods of a library's reactive extension that return a one-shot `Single`: Moya's `provider.rx.request(_:)`, a
    /// network request that emits its response once and completes.
    public static let rxExtensionSingleMethods: Set<String> = ["request"]
    /// (`asSingle()` and `asMaybe()` deliver only when their source completes: a working chain using them ends.)
    public static let rxFinishingOperators: Set<String> = ["take", "takeUntil", "takeWhile", "single", "first", "asSingle", "asMaybe"]

    /// RxSwift operators that join other sequences into a chain (`merge`, `concat`, `combineLatest`, `flatMapLatest`, …):
    /// the chain then lasts as long as those too, so a root that ends no longer ends it.
    public static let rxJoiningOperators: Set<String> = [
        "merge", "concat", "combineLatest", "amb", "switchLatest", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap",
    ]

    /// RxCocoa's UI event types, which complete when their control is freed.
    public static let rxControlEventTypes: Set<String> = ["ControlEvent", "ControlProperty"]

    /// One of `rxSequenceTypes`, also module-qualified (`RxSwift.Single`); `base` is a base name (`TypeText.baseName`).
    public static func isRxSequenceType(_ base: String) -> Bool {
        rxSequenceTypes.contains(base) || (base.hasPrefix("RxSwift.") && rxSequenceTypes.contains(String(base.dropFirst(8))))
            || (base.hasPrefix("RxCocoa.") && rxSequenceTypes.contains(String(base.dropFirst(8))))
    }

    /// RxSwift's and RxCocoa's observable sequence types.
    public static let rxSequenceTypes: Set<String> = [
        "Observable", "Driver", "Signal", "Single", "Maybe", "Completable", "Infallible", "ControlEvent", "ControlProperty",
        "SharedSequence", "PrimitiveSequence",
    ]

    /// A scheduler expression that runs on the main thread: `DispatchQueue.main`, `RunLoop.main`,
    /// `OperationQueue.main`, `.main`, `MainScheduler.instance`, `DispatchQueue.main.eraseToAnyScheduler()`,
    /// and variables named for it (`mainQueue`, `self.mainScheduler`).
    public static func isMainScheduler(_ text: String) -> Bool {
        if text.containsUTF8("MainScheduler") { return true }
        let parts = text.split(separator: ".").map { $0.split(separator: "(").first.map(String.init) ?? "" }
        for part in parts {
            if part == "main" { return true }
            let lower = part.lowercased()
            if lower.hasPrefix("main") && (lower.hasSuffix("queue") || lower.hasSuffix("scheduler")) { return true }
        }
        return false
    }

    /// Publisher roots that finish after at most one value or error: a subscription to them ends by itself.
    public static let finitePublisherRoots: Set<String> = ["Just", "Future", "Fail", "Empty", "dataTaskPublisher", "Result.Publisher"]

    /// The platform's methods that make a publisher of an existing object, most of which never finish: a notification
    /// center's and KVO's `publisher(for:)`, `Timer.publish(every:on:in:)`.
    public static let platformPublisherMakers: Set<String> = ["publisher", "publish"]

    /// Platform async sequences that end by themselves, by their last name: the bytes of a file or a response and
    /// their views (`url.lines`, `handle.bytes`, `bytes.characters`), and StoreKit's snapshots of transactions
    /// (`Transaction.currentEntitlements`, `.all`, `.unfinished`; `Transaction.updates` never ends).
    public static let finiteAsyncSequenceMembers: Set<String> = ["lines", "bytes", "characters", "unicodeScalars", "resourceBytes"]
    public static let finiteTransactionSequences: Set<String> = ["currentEntitlements", "all", "unfinished"]

    /// Notifications that development tools post into a running app: InjectionIII's after it reloads code
    /// (`INJECTION_BUNDLE_NOTIFICATION`), which an app observes to redraw and never posts itself.
    public static let developerToolNotificationNames: Set<String> = ["INJECTION_BUNDLE_NOTIFICATION"]

    /// Handler properties the platform sets to nil once it has called them: an `Operation`'s `completionBlock` (set to
    /// nil when the operation finishes).
    public static let handlersClearedAfterRunning: Set<String> = ["completionBlock"]

    /// The handler an `AsyncStream` continuation calls once, when its consumer stops, and then releases.
    public static let streamTerminationHandler = "onTermination"

    /// Operators after which a chain finishes (it takes a bounded number of values, then completes).
    public static let finishingOperators: Set<String> = ["first", "last", "prefix", "output"]

    /// Property wrappers that read a dependency container (Factory, Resolver, Swinject helpers, swift-dependencies'
    /// `@Dependency`): `@Injected(\.s)` names a container member, `@Injected var s: Service` a service type.
    public static let containerInjectionWrappers: Set<String> = [
        "Injected", "Inject", "InjectedObject", "LazyInjected", "WeakLazyInjected", "OptionalInjected", "Dependency",
    ]

    /// The container type whose extension's properties register swift-dependencies values
    /// (`extension DependencyValues { var apiClient: APIClient { get { self[APIClientKey.self] } … } }`).
    public static let dependencyValuesType = "DependencyValues"

    /// Supertypes of a dependency container (FactoryKit's `SharedContainer`/`ManagedContainer`, Swinject's
    /// `Assembly`): code inside one resolves services to build others, it does not use them itself.
    public static let dependencyContainerSupertypes: Set<String> = ["SharedContainer", "ManagedContainer", "Assembly"]

    /// Closure properties of Apple's frameworks whose closures return nothing (`FileHandle.readabilityHandler`,
    /// `Process.terminationHandler`, `NWConnection.stateUpdateHandler`, `NSAnimationContext.completionHandler`):
    /// where the sources declare no property of that name, a closure stored there is `Void`.
    public static let platformVoidHandlers: Set<String> = [
        "readabilityHandler", "writeabilityHandler", "terminationHandler", "completionHandler", "stateUpdateHandler",
        "pathUpdateHandler", "betterPathUpdateHandler", "viabilityUpdateHandler", "newConnectionHandler",
        "browseResultsChangedHandler", "invalidationHandler", "interruptionHandler", "expirationHandler",
        "cancellationHandler",
    ]

    /// Whether a call of `callee` (its names as written: `Notification.Name(…)`, `NSNotification.Name.init(…)`, and
    /// `.init(…)` where a name is expected, as `["init"]`) makes a notification name.
    public static func constructsNotificationName(_ callee: [String]) -> Bool {
        var path = callee[...]
        if path.first == "Foundation" { path = path.dropFirst() }
        if path.last == "init" { path = path.dropLast() }
        return path.isEmpty ? callee == ["init"] : path.elementsEqual(["Notification", "Name"]) || path.elementsEqual(["NSNotification", "Name"])
    }

    /// Names containing this observe the end of the process (`UIApplication.willTerminateNotification`,
    /// `NSApplication.willTerminateNotification`): such an observer has to live until the process ends.
    public static func isProcessTerminationNotification(_ name: String) -> Bool {
        name.lowercased().contains("willterminate")
    }
}

/// Names the extractors look for in code (Combine, NotificationCenter, concurrency, SwiftUI, injection, RxSwift) and
/// attribute names facts often spell: each file's symbol table knows them before lexing (`lexicon`), so a chain is
/// sorted by comparing integers, and their names are not decoded again wherever a fact names one.
/// A case's spelling is its name (`spellings`); the raw value is its symbol, following Swift's words
/// (`Lexicon.firstAddedSymbol`).
public enum DomainWord: Int32, CaseIterable, Sendable {
    case sink = 102, assign, store, to, on, receive, main, DispatchQueue, RunLoop, MainScheduler, shared
    case post, addObserver, forName, name, object, queue, using, publisher, selector
    case Notification, NSNotification, NotificationCenter, Name, rawValue, AsyncStream, AsyncThrowingStream
    case Published, ObservedObject, StateObject, EnvironmentObject, Environment, Injected, Resolver, resolve
    case AnyObject, NSObjectProtocol, Actor, objc, PassthroughSubject, CurrentValueSubject, AnyPublisher
    case Future, Deferred, eraseToAnyPublisher, Optional, AnyCancellable, Task, MainActor, receiveValue
    case receiveCompletion, value, values, notifications, makeStream, finish, continuation
    case detached, cancel, onReceive, onChange, task, subscribe, bind, drive, emit, disposed, Observable, stride
    case removeObserver, append, insert, register, notification, notificationName, viewWillDisappear, viewDidDisappear
    case withTaskGroup, withThrowingTaskGroup, withDiscardingTaskGroup, withThrowingDiscardingTaskGroup
    case present, pushViewController, show, showDetailViewController, presentAsSheet, presentAsModalWindow
    case Unmanaged, passRetained, release, takeRetainedValue, target, action, removeAll, forEach
    case add, addOperation, addOperations, rootView, postNotificationName

    /// Every spelling in raw-value order. Written out: deriving them from the case names with `String(describing:)`
    /// goes through runtime reflection for every case at every start. A test checks the two agree.
    public static let spellings = [
        "sink", "assign", "store", "to", "on", "receive", "main", "DispatchQueue", "RunLoop", "MainScheduler", "shared",
        "post", "addObserver", "forName", "name", "object", "queue", "using", "publisher", "selector",
        "Notification", "NSNotification", "NotificationCenter", "Name", "rawValue", "AsyncStream", "AsyncThrowingStream",
        "Published", "ObservedObject", "StateObject", "EnvironmentObject", "Environment", "Injected", "Resolver", "resolve",
        "AnyObject", "NSObjectProtocol", "Actor", "objc", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher",
        "Future", "Deferred", "eraseToAnyPublisher", "Optional", "AnyCancellable", "Task", "MainActor", "receiveValue",
        "receiveCompletion", "value", "values", "notifications", "makeStream", "finish", "continuation",
        "detached", "cancel", "onReceive", "onChange", "task", "subscribe", "bind", "drive", "emit", "disposed", "Observable", "stride",
        "removeObserver", "append", "insert", "register", "notification", "notificationName", "viewWillDisappear", "viewDidDisappear",
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
        "present", "pushViewController", "show", "showDetailViewController", "presentAsSheet", "presentAsModalWindow",
        "Unmanaged", "passRetained", "release", "takeRetainedValue", "target", "action", "removeAll", "forEach",
        "add", "addOperation", "addOperations", "rootView", "postNotificationName",
    ]

    /// Swift's words and these, for lexing the files facts are extracted from.
    public static let lexicon: Lexicon = {
        precondition(DomainWord.sink.rawValue == Lexicon.firstAddedSymbol, "DomainWord's symbols follow Swift's words")
        return Lexicon(adding: spellings)
    }()

    /// Every file's symbol of this word (when lexed with `lexicon`).
    @inlinable public var symbol: Int32 { rawValue }
}

extension WordSet {
    /// The set of `words` and `swiftWords` (symbols of files lexed with `DomainWord.lexicon`).
    public init(_ words: [DomainWord], _ swiftWords: [Word] = []) {
        self.init(symbols: words.map(\.rawValue) + swiftWords.map(\.rawValue))
    }
}

extension Token {
    /// This token is the domain word `w` (written without backticks) in a file lexed with `DomainWord.lexicon`.
    @inlinable public func `is`(_ w: DomainWord) -> Bool { symbol == w.rawValue && !flags.contains(.backticked) }
}
