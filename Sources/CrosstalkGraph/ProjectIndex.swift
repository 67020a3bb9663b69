import Synchronization
import CrosstalkFacts

/// A declaration site: file index and type index within that file's facts.
public struct TypeSite: Sendable, Hashable {
    public var file: Int
    public var type: Int
}

/// The cross-file declaration index: every type by name, with the questions rules ask of it
/// (is this a reference type? is this protocol class-bound? which methods and properties does it have?).
public final class ProjectIndex: Sendable {
    public let files: [FileFacts]
    /// Simple and qualified names → declarations and extensions.
    public let sites: [String: [TypeSite]]
    /// Names of types declared with `@globalActor`.
    public let globalActors: Set<String>
    /// Protocol name → class-bound, memoized over the transitive inheritance.
    private let classBound: [String: Bool]
    /// Test case classes, process-lifetime objects and value-adopted protocols (see `ProjectIndex+WholeProgram`),
    /// worked out the first time a rule or the graph asks.
    private let lifetimeTables = BuiltOnce<WholeProgramTables>()
    /// Where static members are assigned, once built (see `staticAssignments`): the graph asks only this of the
    /// whole program, so it is built apart from `lifetimeTables`.
    private let staticAssignmentTable = BuiltOnce<StaticAssignmentTable>()
    /// The delegate names written in properties', locals' and parameters' types, once built (see `writtenDelegateTypeNames`).
    private let writtenTypeNameTable = BuiltOnce<WrittenDelegateTypeNames>()
    /// The notification model, once built (see `notifications`).
    private let notificationModel = BuiltOnce<NotificationModel>()
    /// Stored instance properties of classes, actors and extensions by written type, once built (see
    /// `referenceTypeProperties`).
    private let referenceTypePropertyTable = BuiltOnce<[String: [PropertySite]]>()
    /// Every file's stores emptied by a teardown, once built (see `isEmptiedByTeardown`).
    private let emptiedStoreTable = BuiltOnce<Set<EmptiedStore>>()
    /// Every file's presenting helpers, once built (see `presentingHelpers`).
    private let presentingHelperTable = BuiltOnce<Set<String>>()
    /// The classes of the launch storyboard's first screens (see `init`).
    public let launchScreens: Set<String>
    /// What the tree's Objective-C sources post, observe and declare as notification names (see `init`).
    public let objectiveCNotifications: ObjectiveCNotifications

    /// The index of `files`. The notification model reads every post and observation, the rest the declarations: by
    /// default they are built side by side; with `notificationsOnDemand` the model waits until `notifications` is first
    /// read (the graph reads it last, and builds it beside its own tables).
    ///
    /// `launchScreens` names the classes of the screens the app's launch storyboard shows from the start
    /// (`Storyboard.launchScreens`): window roots, like the stores of a SwiftUI window's root view.
    /// `objectiveCNotifications` is what the tree's Objective-C files post and observe: the other side of some names.
    public init(files: [FileFacts], notificationsOnDemand: Bool = false, launchScreens: Set<String> = [],
                objectiveCNotifications: ObjectiveCNotifications = .init()) {
        self.files = files
        self.launchScreens = launchScreens
        self.objectiveCNotifications = objectiveCNotifications
        let declarations: (sites: [String: [TypeSite]], globalActors: Set<String>, classBound: [String: Bool])
        if notificationsOnDemand {
            declarations = ProjectIndex.declarations(files)
        } else {
            let model: NotificationModel
            (declarations, model) = concurrently({ ProjectIndex.declarations(files) }, { NotificationModel(files: files, objectiveC: objectiveCNotifications) })
            _ = notificationModel.value { model }
        }
        self.sites = declarations.sites
        self.globalActors = declarations.globalActors
        self.classBound = declarations.classBound
    }

    /// Every post and observation with its canonical name and center, shared by `unmatched_notification` and the graph.
    public var notifications: NotificationModel {
        notificationModel.value { NotificationModel(files: files, objectiveC: objectiveCNotifications) }
    }

    /// Every type's declaration sites by simple and qualified name, the names of the global actors, and the
    /// class-bound verdicts of the protocols.
    private static func declarations(_ files: [FileFacts]) -> (sites: [String: [TypeSite]], globalActors: Set<String>, classBound: [String: Bool]) {
        var sites: [String: [TypeSite]] = [:]
        var actors: Set<String> = []
        // By index: binding each file's facts and each type would copy (retain) every string in them.
        for f in files.indices {
            for t in files[f].types.indices {
                let site = TypeSite(file: f, type: t)
                let name = files[f].types[t].name
                let qualifiedName = files[f].types[t].qualifiedName
                sites[name, default: []].append(site)
                if qualifiedName != name { sites[qualifiedName, default: []].append(site) }
                if files[f].types[t].attributes.contains("globalActor") { actors.insert(name) }
            }
        }
        return (sites, actors, resolveClassBound(files: files, sites: sites))
    }

    /// Builds the whole-program tables (`lifetimes`, `staticAssignments`) unless they are built: a caller about to ask
    /// from many threads at once (the rules of a lint run) builds them first, on all cores, instead of the first asker
    /// building them on one while the others wait.
    public func prepareWholeProgramTables() {
        _ = lifetimes
    }

    /// The names ending in `Delegate` written in types (`P` of `[Weak<P>: Int]?`), the only names the delegate rules
    /// ask about: of any property, local or parameter, and of stored properties and protocol requirements alone (what
    /// keeps a reference beyond one call).
    struct WrittenDelegateTypeNames {
        /// Name → whether a stored property or protocol requirement writes it (else only a local or a parameter).
        /// Substrings of the facts' own type texts: building it copies no name.
        var names: [Substring: Bool] = [:]

        func isWritten(_ name: String) -> Bool { names[Substring(name)] != nil }
        func isStored(_ name: String) -> Bool { names[Substring(name)] == true }
    }

    /// Built the first time a rule asks (few findings need it; most runs never build it). Nearly every type text lacks
    /// `Delegate`, which one scan of its bytes tells before any word is split off.
    var writtenDelegateTypeNames: WrittenDelegateTypeNames {
        writtenTypeNameTable.value {
            let suffix = Array("Delegate".utf8)
            func isNameByte(_ b: UInt8) -> Bool { b >= 0x80 || b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) }
            // `AccountServiceDelegate.Type`: a metatype, which holds no instance to make `weak`.
            func isMetatype(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
                for word in [".Type", ".Protocol"] {
                    let w = Array(word.utf8)
                    if end + w.count <= bytes.count, bytes[end ..< end + w.count].elementsEqual(w), end + w.count == bytes.count || !isNameByte(bytes[end + w.count]) { return true }
                }
                return false
            }
            var table = WrittenDelegateTypeNames()
            for f in files.indices {
                for p in files[f].properties {
                    guard let text = p.typeText else { continue }
                    // Each name ending in `Delegate` as byte offsets: found at its end, then extended back over name bytes.
                    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> [Range<Int>] in
                        var result: [Range<Int>] = []
                        var end = suffix.count
                        while end <= bytes.count {
                            if bytes[end - suffix.count] == UInt8(ascii: "D") && bytes[(end - suffix.count) ..< end].elementsEqual(suffix)
                                && (end == bytes.count || !isNameByte(bytes[end])) && !isMetatype(bytes, after: end) {
                                var start = end - suffix.count
                                while start > 0 && isNameByte(bytes[start - 1]) { start -= 1 }
                                result.append(start ..< end)
                            }
                            end += 1
                        }
                        return result
                    } ?? []
                    guard !found.isEmpty else { continue }
                    let isStored = !p.isLocal && !p.isParameter && (!p.isComputed || p.owner.map { files[f].types[$0].kind == .protocol } == true)
                    for range in found {
                        let utf8 = text.utf8
                        let name = Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound) ..< utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
                        if isStored { table.names[name] = true } else if table.names[name] == nil { table.names[name] = false }
                    }
                }
            }
            return table
        }
    }

    /// The functions of the sources that present what a parameter holds, as `name|label` (`FileFacts.presentingHelpers`):
    /// a screen handed to one (`onStartSheet(sheet)`, a base class's helper) is shown, not kept.
    public var presentingHelpers: Set<String> {
        presentingHelperTable.value { files.reduce(into: Set<String>()) { $0.formUnion($1.presentingHelpers) } }
    }

    /// A teardown method of the type, in any file (an extension elsewhere included), empties this store of
    /// cancellables (`subscriptions.removeAll()` in `viewDidDisappear`): what it keeps is let go there.
    public func isEmptiedByTeardown(_ store: EmptiedStore) -> Bool {
        emptiedStoreTable.value { files.reduce(into: Set<EmptiedStore>()) { $0.formUnion($1.storesEmptiedByTeardown) } }.contains(store)
    }

    /// The stored instance properties of classes, actors and their extensions by the base name of their written type
    /// (`delegate: CheckoutSceneDelegate?` under `CheckoutSceneDelegate`), built the first time a rule asks.
    var referenceTypeProperties: [String: [PropertySite]] {
        referenceTypePropertyTable.value {
            var table: [String: [PropertySite]] = [:]
            for f in files.indices {
                let properties = files[f].properties
                for i in properties.indices where !properties[i].isLocal && !properties[i].isStatic && !properties[i].isComputed {
                    guard let owner = properties[i].owner, let text = properties[i].typeText,
                          files[f].types[owner].kind.isReferenceKind || files[f].types[owner].kind == .extension else { continue }
                    table[TypeText.baseName(TypeText.unwrapped(text)), default: []].append(PropertySite(file: f, index: i))
                }
            }
            return table
        }
    }

    /// Where static members are assigned (the setup points of deferred singletons), built on first use.
    var staticAssignments: StaticAssignmentTable {
        staticAssignmentTable.value { StaticAssignmentTable(files: files, typeSites: sites) }
    }

    /// Test case classes, process-lifetime objects and value-adopted protocols, built on first use.
    var lifetimes: WholeProgramTables {
        lifetimeTables.value {
            let built = WholeProgramTables(files: files, sites: sites, launchScreens: launchScreens)
            _ = staticAssignmentTable.value { built.staticAssignments }
            return built
        }
    }

    /// The facts of a declaration site.
    public func type(_ site: TypeSite) -> TypeFact { files[site.file].types[site.type] }

    /// Declarations (not extensions) of `name`.
    public func declarations(of name: String) -> [TypeSite] {
        (sites[name] ?? []).filter { type($0).kind != .extension }
    }

    /// The declared kind of `name` when every declaration agrees; nil when undeclared or ambiguous.
    public func kind(of name: String) -> TypeKind? {
        let kinds = Set(declarations(of: name).map { type($0).kind })
        return kinds.count == 1 ? kinds.first : nil
    }

    /// True for classes and actors declared in the sources; false for structs, enums and protocols; nil when unknown.
    public func isReferenceType(_ name: String) -> Bool? {
        switch kind(of: name) {
        case .class?, .actor?: return true
        case .struct?, .enum?, .protocol?: return false
        default: return nil
        }
    }

    /// Whether the code in type `type` of `file` runs in a reference type: a class or actor, or an extension of a type the sources declare as one.
    public func isReferenceContext(file: Int, type: Int) -> Bool {
        let fact = files[file].types[type]
        switch fact.kind {
        case .class, .actor: return true
        case .extension: return isReferenceType(fact.name) == true || isReferenceType(TypeText.baseName(fact.name)) == true
        default: return false
        }
    }

    /// Methods declared in `name` and its extensions.
    public func methods(of name: String) -> [MethodFact] {
        var result: [MethodFact] = []
        for site in sites[name] ?? [] {
            result += files[site.file].methods.filter { $0.owner == site.type }
        }
        return result
    }

    /// Properties declared in `name` and its extensions.
    public func properties(of name: String) -> [PropertyFact] {
        var result: [PropertyFact] = []
        for site in sites[name] ?? [] {
            result += files[site.file].properties.filter { $0.owner == site.type }
        }
        return result
    }

    /// Whether `Type.method()` makes a new `type`: a static method of the type, or of a protocol it adopts, whose
    /// result is the type or `Self` (`static func instantiate() -> Self` in `extension Storyboarded`), named for
    /// making one (`Vocabulary.isStaticFactoryName`).
    public func isStaticMaker(_ method: String, of type: String) -> Bool {
        guard Vocabulary.isStaticFactoryName(method), !declarations(of: type).isEmpty else { return false }
        if WholeProgramTables.makesItsOwnType(type, method: method, files: files, sites: sites) { return true }
        return conformances(of: type).map(TypeText.baseName).contains { adopted in
            kind(of: adopted) == .protocol && WholeProgramTables.makesItsOwnType(adopted, method: method, files: files, sites: sites)
        }
    }

    /// Whether a member of type `type` (simple name) other than `deinit`, in a file other than `file`, cancels the task
    /// handle `handle`: the owner ends the task itself from an extension elsewhere (`close()` in
    /// `Session+Close.swift`). Within the task's own file `TaskFact.cancelledByMethod` decides, by order: the cancel of
    /// the previous task right before the next starts ends no loop.
    public func cancelsTaskHandle(_ handle: String, of type: String, outside file: Int) -> Bool {
        let key = type + "." + handle
        return files.indices.contains { $0 != file && files[$0].taskHandlesCancelledByMethods.contains(key) }
    }

    /// Everything `name` inherits or conforms to, across its declaration and extensions.
    public func conformances(of name: String) -> [String] {
        (sites[name] ?? []).flatMap { type($0).inherits }
    }

    /// `name` and the classes of the sources it inherits from, nearest first (at most 16): where an instance's members
    /// may be declared.
    public func classLineage(of name: String) -> [String] {
        var lineage: [String] = []
        var pending = [name]
        while let current = pending.popLast(), lineage.count < 16 {
            guard !lineage.contains(current) else { continue }
            lineage.append(current)
            pending += conformances(of: current).map(TypeText.baseName).filter { kind(of: $0) == .class }
        }
        return lineage
    }

    /// `name` is a class of the sources that descends from a platform view controller class (`final class
    /// ChatViewController: BaseViewController`, `class BaseViewController: UIViewController`): a screen.
    public func isViewControllerClass(_ name: String) -> Bool {
        classLineage(of: name).contains { current in
            Vocabulary.isPlatformViewControllerClass(current)
                || conformances(of: current).contains { Vocabulary.isPlatformViewControllerClass(TypeText.baseName($0)) }
        }
    }

    /// `name` is a class of the sources that descends from a platform view or view controller (`UIView`,
    /// `NSViewController`, `UITableViewCell`…): it owns views, and through them the cells and headers they show.
    public func ownsPlatformViews(_ name: String) -> Bool {
        classLineage(of: name).contains { current in
            conformances(of: current).contains { Vocabulary.isPlatformViewOrControllerClass(TypeText.baseName($0)) }
        }
    }

    /// `name` is a SwiftUI view (or view modifier, scene, app): it or an extension of it adopts one of
    /// `Vocabulary.swiftUIValueRoles`, directly or through a protocol of the sources refining one. A protocol the
    /// sources do not declare (`AppIntent`) makes no view.
    public func isSwiftUIValue(_ name: String) -> Bool {
        var seen: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for adopted in conformances(of: next) {
                let simple = ProjectIndex.simpleName(TypeText.baseName(adopted))
                if Vocabulary.swiftUIValueRoles.contains(simple) { return true }
                if kind(of: simple) == .protocol, seen.insert(simple).inserted { pending.append(simple) }
            }
        }
        return false
    }

    /// Class-bound verdict for a protocol the sources declare; nil when undeclared.
    public func isClassBoundProtocol(_ name: String) -> Bool? { classBound[name] }

    /// Every public protocol of the Swift standard library (the implicitly imported `Swift`, `_Concurrency` and
    /// `_StringProcessing` modules; underscored ones left out) that is not class-bound, plus Foundation's
    /// `LocalizedError` and the `Codable` typealias: inheriting only these never makes a protocol class-bound.
    /// Taken from the toolchain's `.swiftinterface` files (Swift 6.3). Class-bound stdlib protocols
    /// (`Actor`, `Executor`, `SerialExecutor`, `TaskExecutor`) are deliberately absent.
    public static let knownValueProtocols: Set<String> = [
        "AdditiveArithmetic", "AsyncIteratorProtocol", "AsyncSequence", "BidirectionalCollection", "BinaryFloatingPoint",
        "BinaryInteger", "BitwiseCopyable", "CVarArg", "CaseIterable", "Clock", "Codable", "CodingKey", "CodingKeyRepresentable",
        "Collection", "Comparable", "Copyable", "CustomConsumingRegexComponent", "CustomDebugStringConvertible",
        "CustomLeafReflectable", "CustomPlaygroundDisplayConvertible", "CustomReflectable", "CustomStringConvertible",
        "Decodable", "Decoder", "DurationProtocol", "Encodable", "Encoder", "Equatable", "Error", "Escapable",
        "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation", "ExpressibleByStringLiteral",
        "ExpressibleByUnicodeScalarLiteral", "FixedWidthInteger", "FloatingPoint", "GlobalActor", "Hashable", "Identifiable",
        "InstantProtocol", "IteratorProtocol", "KeyedDecodingContainerProtocol", "KeyedEncodingContainerProtocol",
        "LazyCollectionProtocol", "LazySequenceProtocol", "LocalizedError", "LosslessStringConvertible", "MirrorPath",
        "MutableCollection", "Numeric", "OptionSet", "RandomAccessCollection", "RandomNumberGenerator", "RangeExpression",
        "RangeReplaceableCollection", "RawRepresentable", "RegexComponent", "SIMD", "SIMDScalar", "SIMDStorage", "Sendable",
        "SendableMetatype", "Sequence", "SetAlgebra", "SignedInteger", "SignedNumeric", "SingleValueDecodingContainer",
        "SingleValueEncodingContainer", "Strideable", "StringInterpolationProtocol", "StringProtocol", "TextOutputStream",
        "TextOutputStreamable", "UnicodeCodec", "UnkeyedDecodingContainer", "UnkeyedEncodingContainer", "UnsafeSendable",
        "UnsignedInteger",
    ]

    /// Whether type `type` of `file` is the app's entry point, or an extension of it: a struct adopting SwiftUI's `App`
    /// in its declaration or in an extension (`extension DemoApp: App`), made once when the process starts.
    public func isApplicationEntry(file: Int, type: Int) -> Bool {
        let kind = files[file].types[type].kind
        guard kind == .struct || kind == .extension else { return false }
        return contextNames(file: file, type: type).contains(where: lifetimes.applicationEntries.contains)
    }

    /// Whether a struct or an extension that inherits `inherited` (compositions split) adopts SwiftUI's `App`.
    static func adoptsApplicationEntry(kind: TypeKind, inherited: [String]) -> Bool {
        (kind == .struct || kind == .extension) && inherited.contains(Vocabulary.applicationEntryProtocol)
    }

    /// The last component of a dotted name: `Main.RootView` → `RootView`; a name without a dot unchanged. On bytes:
    /// splitting into Characters for this showed on every pass over the types.
    static func simpleName(_ name: String) -> String {
        let utf8 = name.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: ".") { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return name }
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: ".")).map(utf8.index(after:)) ?? utf8.startIndex
        return start == utf8.startIndex && end == utf8.endIndex ? name : String(name[start..<end])
    }

    /// The names a written inheritance entry stands for: `A & B` → `[A, B]`; `Swift.Equatable` → `Equatable` (a
    /// platform module's prefix, `Vocabulary.platformModulePrefixes`, dropped); `~Copyable` (a suppressed
    /// conformance) → `Copyable`.
    public static func inheritedNames(_ entry: String) -> [String] {
        // Nearly every entry is one plain name, with nothing to split, trim or strip: every pass over the types asks.
        let isPlain = !entry.isEmpty && !entry.utf8.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: ".") }
        if isPlain { return [entry] }
        return entry.split(separator: "&").map { part in
            var name = part.drop(while: { $0 == " " || $0 == "~" })
            while name.last == " " { name = name.dropLast() }
            for module in Vocabulary.platformModulePrefixes where name.hasPrefix(module) { name = name.dropFirst(module.count) }
            return String(name)
        }
    }

    /// Names that make a protocol class-bound by themselves.
    public static let classBoundRoots: Set<String> = ["AnyObject", "class", "NSObjectProtocol", "Actor", "AnyActor", "DistributedActor"]

    private static func resolveClassBound(files: [FileFacts], sites: [String: [TypeSite]]) -> [String: Bool] {
        var protocols: [String: TypeFact] = [:]
        var classes: Set<String> = []
        for f in files.indices {
            for t in files[f].types.indices {
                switch files[f].types[t].kind {
                case .protocol: protocols[files[f].types[t].name] = files[f].types[t]
                case .class: classes.insert(files[f].types[t].name)
                default: break
                }
            }
        }
        var memo: [String: Bool] = [:]
        var visiting: Set<String> = []
        func verdict(_ name: String) -> Bool? {
            if let known = memo[name] { return known }
            guard let proto = protocols[name] else { return nil }
            if visiting.contains(name) { return false }
            visiting.insert(name)
            defer { visiting.remove(name) }
            var result = proto.attributes.contains("objc")
            for written in (proto.inherits + proto.selfConstraints).flatMap(inheritedNames) where !result {
                // `Module.Proto` names the declared `Proto` when the sources declare no `Module.Proto`.
                var parent = written
                if protocols[parent] == nil, !classes.contains(parent), let dot = parent.lastIndex(of: "."),
                   case let last = String(parent[parent.index(after: dot)...]), protocols[last] != nil || classes.contains(last) {
                    parent = last
                }
                if classBoundRoots.contains(parent) || classes.contains(parent) { result = true; break }
                if protocols[parent] != nil {
                    if verdict(parent) == true { result = true }
                } else if !knownValueProtocols.contains(parent) {
                    // Declared elsewhere (a platform or package protocol): possibly class-bound. Precision first.
                    result = true
                }
            }
            memo[name] = result
            return result
        }
        for name in protocols.keys { _ = verdict(name) }
        return memo
    }
}

/// A property fact: its file and its index in that file's properties.
struct PropertySite: Sendable {
    var file: Int
    var index: Int
}

/// A value built the first time it is asked for, once: whoever asks first builds it, the others wait for it.
struct BuiltOnce<Value: Sendable>: ~Copyable, Sendable {
    private let storage = Mutex<Value?>(nil)

    /// The value, built by `build` unless it is built.
    func value(_ build: () -> Value) -> Value {
        storage.withLock { stored in
            if let stored { return stored }
            let built = build()
            stored = built
            return built
        }
    }
}
