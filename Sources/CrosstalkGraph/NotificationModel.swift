import CrosstalkFacts

/// Every notification post and observation of the project with its canonical name and the center it goes
/// through, built once from the facts: `unmatched_notification` and the graph's notification edges and
/// posted/observed lists read the same model, so lint and graph agree on every name.
public struct NotificationModel: Sendable {
    /// The notification center a call goes through.
    public enum Center: Sendable, Hashable {
        /// `NotificationCenter.default` (and any center not known to be a private instance).
        case shared
        /// `DistributedNotificationCenter`: notifications of other processes.
        case distributed
        /// A center the code creates itself (`let center = NotificationCenter()`): file index and variable name.
        case instance(file: Int, name: String)
    }

    /// One post or observation.
    public struct Use: Sendable, Hashable {
        public var file: Int
        /// Index in `FileFacts.notifications`; nil for a call of a notification wrapper.
        public var fact: Int?
        public var kind: NotificationFact.Kind
        /// The canonical name: the raw string when the name is a literal or declared with one, else the declared
        /// member or the expression as written (`UIApplication.didBecomeActiveNotification`).
        public var name: String
        public var center: Center
        /// The call's member token, or the name argument of a wrapper call.
        public var location: SourceLocation
        /// The code making the call (a wrapper call is its caller's post or observation).
        public var context: CodeContext
        /// The call names one of a `String` enum's raw values (`Notification.Name(event.rawValue)`): it may post or
        /// observe this name, and matches the other side, but is no evidence the name is used.
        public var isOneOfRawValues = false
    }

    /// A notification wrapper: a function, known by base name and the label of its name parameter, that forwards
    /// that parameter to a post or an observation (directly or through another wrapper).
    struct Wrapper: Hashable {
        var function: String
        var label: String?
    }

    /// Posts and observations in file order, calls of notification wrappers included (at the call, by the caller);
    /// a wrapper's own forward of its parameter is not one.
    public let uses: [Use]
    /// Canonical names the sources own: declared as a `static let` that builds a name, or written as a literal
    /// that is not a platform name.
    public let ownedNames: Set<String>
    /// Canonical names also used outside NotificationCenter calls (`.x` passed to a helper, `Notification(name:)`
    /// kept in a variable, `expectation(forNotification:)`): they may be posted or observed through code the facts
    /// do not follow.
    public let mentionedNames: Set<String>
    /// Canonical name → how the sources spell it (the declared member when there is one).
    public let displayNames: [String: String]
    /// Names the code builds at run time for a post or an observation (`.init(setting.key)`,
    /// `Notification.Name("refresh-\(kind)")`), by center and kind: the literal head of each, empty when the whole
    /// name comes from a value (it may then be any name).
    let computedNameHeads: [ComputedNameKey: Set<String>]
    /// (center, name) of the names every post and observation of which is in a test file (`FileFacts.isTestFile`): a
    /// test posting on the private center it hands the object under test, scaffolding rather than the app's wiring.
    let testOnlyGroups: Set<GroupKey>

    /// Canonical names declared `public` or `open` (also through a `public extension Notification.Name`) and posted
    /// only in the file declaring them: a library's announcements (a copied `Reachability.swift`), posted for clients
    /// outside the sources to observe. A module's public name that another file posts is the app's own wiring.
    let announcedNames: Set<String>
    /// Names the tree's Objective-C files post and observe (`ObjectiveCNotifications`): the other side of a Swift
    /// observation or post, which the graph does not draw.
    let objectiveC: ObjectiveCNotifications

    struct GroupKey: Hashable { var center: Center; var name: String }

    struct ComputedNameKey: Hashable {
        var center: Center
        var kind: NotificationFact.Kind
    }

    public init(files: [FileFacts], objectiveC: ObjectiveCNotifications = .init()) {
        self.objectiveC = objectiveC
        var rawByMember: [String: String] = [:]
        var declared: Set<String> = []
        var declaredPublic: [String: Int] = [:]
        var libraryAliases: Set<String> = []
        let (stringConstants, publicConstantFiles) = NotificationModel.stringConstants(files, wanted: Set(files.indices.lazy.flatMap { f in
            files[f].notifications.lazy.filter { !$0.forwardsParameter && !$0.isLiteral }.compactMap { NotificationModel.nameArgument($0.name) }
        }).union(files.indices.lazy.flatMap { files[$0].notificationNames.lazy.compactMap(\.rawValueConstant) }), objectiveC: objectiveC.constants)
        // `.AccountStatusUpdated`, Swift's spelling of an `NSNotificationName` constant an Objective-C header declares.
        for (member, raw) in objectiveC.importedMembers { rawByMember[member] = raw }
        // A file is bound (which copies, retaining, every field of its facts) only when it has something to read: most
        // files declare, post and mention no notification.
        for f in files.indices where !files[f].notificationNames.isEmpty {
            let file = files[f]
            for n in file.notificationNames {
                // `static let toggled = Notification.Name(rawValue: SettingKeys.toggled)`: the constant's value.
                if let raw = n.rawValue ?? n.rawValueConstant.flatMap({ stringConstants[$0] }) { rawByMember[n.name] = raw }
                guard let property = file.properties.first(where: { $0.location == n.location }),
                      let initializer = property.initializer, NotificationModel.constructsName(initializer) else { continue }
                declared.insert(n.name)
                if let raw = n.rawValue, NotificationModel.isLibraryName(raw, imports: file.imports + objectiveC.importedModules, files: files) {
                    libraryAliases.insert(n.name)
                }
                let extensionModifiers = property.owner.map { file.types[$0].modifiers } ?? []
                if (property.modifiers + extensionModifiers).contains(where: Vocabulary.isPublicModifier) { declaredPublic[n.name] = f }
            }
        }
        let typeNames = NotificationTypeNames(files: files)
        var display: [String: String] = [:]
        for (member, raw) in rawByMember.sorted(by: { $0.key < $1.key }) where display[raw] == nil { display[raw] = member }
        for (raw, spelled) in typeNames.display where display[raw] == nil { display[raw] = spelled }
        var owned: Set<String> = []
        // A declared name whose raw value is the platform's (`Notification.Name("NSTouchBarDidExitCustomization")`) is
        // an alias: the platform posts it.
        // So is one spelled with the prefix of a library its file imports (`"KeyboardShortcuts_shortcutByNameDidChange"`).
        for member in declared where !NotificationModel.isPlatformName(rawByMember[member] ?? "") && !libraryAliases.contains(member) {
            owned.insert(rawByMember[member] ?? member)
        }
        let distributedStatics = NotificationModel.distributedCenterStatics(files)
        let wrappers = NotificationModel.wrappers(files, distributedStatics: distributedStatics)
        var mentioned: Set<String> = []
        var uses: [Use] = []
        var computed: [ComputedNameKey: Set<String>] = [:]
        var rawValuesByEnum: [String: [String]] = [:]
        for f in files.indices {
            let types = files[f].types
            for t in types.indices where !types[t].rawValues.isEmpty { rawValuesByEnum[types[t].name, default: []] += types[t].rawValues }
        }
        for f in files.indices where !(files[f].memberNameMentions.isEmpty && files[f].literalNameMentions.isEmpty
                                       && files[f].notifications.isEmpty && files[f].notificationArguments.isEmpty) {
            let file = files[f]
            for m in file.memberNameMentions where declared.contains(m) { mentioned.insert(rawByMember[m] ?? m) }
            mentioned.formUnion(file.literalNameMentions)
            for (i, n) in file.notifications.enumerated() where !n.forwardsParameter {
                // A name built at run time is known by its head only: its text (`.init(name)`) names no notification, and
                // two calls spelled alike may use different names.
                if !n.isLiteral, let head = NotificationModel.computedNameHead(n.name) {
                    let center = NotificationModel.center(of: n, file: f, facts: file, distributedStatics: distributedStatics)
                    // `NSNotification.Name(kNeighborhoodsUpdated)` with a global `let kNeighborhoodsUpdated = "…"`: that name.
                    if let argument = NotificationModel.nameArgument(n.name), let raw = stringConstants[argument] {
                        if !NotificationModel.isPlatformName(raw) { owned.insert(raw) }
                        uses.append(Use(file: f, fact: i, kind: n.kind, name: raw, center: center, location: n.location, context: n.context))
                        continue
                    }
                    // `Notification.Name(event.rawValue)` with `event` of a `String` enum of the sources: one of its raw
                    // values, each a use that matches the other side.
                    if let names = NotificationModel.rawValues(named: n.name, at: n, in: file, enums: rawValuesByEnum) {
                        for name in names {
                            uses.append(Use(file: f, fact: i, kind: n.kind, name: name, center: center, location: n.location, context: n.context,
                                            isOneOfRawValues: true))
                        }
                        continue
                    }
                    // `Notification.Name(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue)`: that platform
                    // notification, rewrapped, as if written without the wrapper.
                    if let argument = NotificationModel.nameArgument(n.name), argument.hasSuffix(".rawValue"),
                       case let constant = String(argument.dropLast(".rawValue".count)),
                       constant.first?.isUppercase == true, constant.hasSuffix("Notification") {
                        uses.append(Use(file: f, fact: i, kind: n.kind, name: constant, center: center, location: n.location, context: n.context))
                        continue
                    }
                    computed[ComputedNameKey(center: center, kind: n.kind), default: []].insert(head)
                    continue
                }
                var name = n.isLiteral ? n.name : rawByMember[n.name] ?? n.name
                if !n.isLiteral, rawByMember[n.name] == nil, !typeNames.isEmpty, let raw = typeNames.raw(of: n.name, context: n.context, file: file) { name = raw }
                if n.isLiteral && !NotificationModel.isPlatformName(n.name) { owned.insert(name) }
                uses.append(Use(file: f, fact: i, kind: n.kind, name: name, center: NotificationModel.center(of: n, file: f, facts: file, distributedStatics: distributedStatics),
                                location: n.location, context: n.context))
            }
            for a in file.notificationArguments where !a.forwardsParameter {
                var name = a.isLiteral ? a.name : rawByMember[a.name] ?? a.name
                if !a.isLiteral, rawByMember[a.name] == nil, !typeNames.isEmpty, let raw = typeNames.raw(of: a.name, context: a.context, file: file) { name = raw }
                guard let wrapper = wrappers[Wrapper(function: a.function, label: a.label)] else {
                    // Handed to a function that is no wrapper: the name is used where the analyzer does not follow it.
                    if a.isLiteral || declared.contains(a.name) { mentioned.insert(name) }
                    continue
                }
                if a.isLiteral && !NotificationModel.isPlatformName(a.name) { owned.insert(name) }
                uses.append(Use(file: f, fact: nil, kind: wrapper.kind, name: name, center: wrapper.center, location: a.location, context: a.context))
            }
        }
        uses.sort { ($0.file, $0.location.offset) < ($1.file, $1.location.offset) }
        self.uses = uses
        self.ownedNames = owned
        var announcementFiles: [String: Int] = [:]
        for (member, file) in declaredPublic { announcementFiles[rawByMember[member] ?? member] = file }
        for (raw, file) in publicConstantFiles where announcementFiles[raw] == nil { announcementFiles[raw] = file }
        for use in uses where use.kind == .post && announcementFiles[use.name].map({ $0 != use.file }) == true { announcementFiles[use.name] = nil }
        self.announcedNames = Set(announcementFiles.keys)
        self.mentionedNames = mentioned
        self.displayNames = display
        self.computedNameHeads = computed
        var inApp: Set<GroupKey> = []
        var inTests: Set<GroupKey> = []
        for use in uses {
            if files[use.file].isTestFile { inTests.insert(GroupKey(center: use.center, name: use.name)) }
            else { inApp.insert(GroupKey(center: use.center, name: use.name)) }
        }
        self.testOnlyGroups = inTests.subtracting(inApp)
    }

    /// The literal head of a name built at run time from the expression text of a call's name argument: `""` for
    /// `.init(setting.key)` or `Notification.Name(rawValue: key)` (any name), `"refresh-"` for
    /// `Notification.Name("refresh-\(kind)")`; nil when the text is not a name built from a value.
    static func computedNameHead(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "("), text.last == ")" else { return nil }
        let callee = text[..<open].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard Vocabulary.constructsNotificationName(callee.first == "" ? Array(callee.dropFirst()) : callee),
              let argument = nameArgumentText(text) else { return nil }
        guard argument.first == "\"" else { return argument.isEmpty ? nil : "" }
        // A literal with an interpolation (a plain literal is a literal name, not a computed one).
        let bytes = argument.utf8
        guard let interpolation = zip(bytes.indices, bytes.dropFirst()).first(where: { bytes[$0.0] == UInt8(ascii: "\\") && $0.1 == UInt8(ascii: "(") })?.0
        else { return nil }
        return String(argument[argument.index(after: argument.startIndex)..<interpolation])
    }

    /// The text handed to a name's initializer (`kX` of `NSNotification.Name(kX)`, `Keys.refresh` of `.init(rawValue:
    /// Keys.refresh)`), its `rawValue:` label left out; nil when `text` is no call.
    static func nameArgumentText(_ text: String) -> Substring? {
        guard let open = text.firstIndex(of: "("), text.last == ")" else { return nil }
        let argument = text[text.index(after: open)..<text.index(before: text.endIndex)].drop { $0 == " " }
        return argument.hasPrefix("rawValue:") ? argument.dropFirst("rawValue:".count).drop { $0 == " " } : argument
    }

    /// Global and static string constants of the sources with a plain literal (`let kNeighborhoodsUpdated =
    /// "neighborhoodsUpdated"`, `static let refresh = "refresh"`), by the name code reads them with (`kX`,
    /// `Keys.refresh`); a name declared twice with different values is left out. Only the names in `wanted` (what
    /// names built at run time are given): an app declares thousands of string constants, a few of them for names.
    /// Also the file declaring each value `public` (`public let LanguageDidChangeNotificationName = "…"` of a copied
    /// library), by value. A wanted name no Swift constant gives is looked up in `objectiveC`, the constants the
    /// Objective-C files define (`Notification.Name(SessionExpiredNotification)`).
    static func stringConstants(_ files: [FileFacts], wanted: Set<String>, objectiveC: [String: String] = [:])
        -> (values: [String: String], publicFiles: [String: Int]) {
        var values: [String: String?] = [:]
        var publicFiles: [String: Int] = [:]
        if wanted.isEmpty { return ([:], [:]) }
        // The last component of each wanted name: a property of another name is no candidate, without building its key.
        let wantedMembers = Set(wanted.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        // Field by field, the cheap tests first: binding every property fact would copy (retain) all its strings.
        for f in files.indices {
            let properties = files[f].properties
            for i in properties.indices where properties[i].isLet && !properties[i].isLocal && (properties[i].owner == nil || properties[i].isStatic)
                && wantedMembers.contains(properties[i].name) {
                guard let text = properties[i].initializer?.text, text.utf8.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""),
                      !text.containsUTF8("\\("), text.dropFirst().dropLast().allSatisfy({ $0 != "\"" }) else { continue }
                let value = String(text.dropFirst().dropLast())
                let name = properties[i].name
                // Read as `Keys.refresh`, or through the enclosing namespaces (`Constants.Keys.NotificationCenter.kX`).
                let keys = properties[i].owner.map { [TypeText.baseName(files[f].types[$0].name) + "." + name, files[f].types[$0].qualifiedName + "." + name] } ?? [name]
                for key in Set(keys) where wanted.contains(key) {
                    if let known = values[key], known != value { values[key] = .some(nil) } else { values[key] = value }
                    if properties[i].modifiers.contains(where: Vocabulary.isPublicModifier) { publicFiles[value] = f }
                }
            }
        }
        var result = values.compactMapValues { $0 }
        for name in wanted where values[name] == nil { result[name] = objectiveC[name] }
        return (result, publicFiles)
    }

    /// The bare or dotted name a name built at run time is given (`kX` of `NSNotification.Name(kX)`, `Keys.refresh` of
    /// `.init(rawValue: Keys.refresh)`); nil for anything else.
    static func nameArgument(_ text: String) -> String? {
        guard let argument = nameArgumentText(text), let first = argument.first, first.isLetter || first == "_",
              argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(argument)
    }

    /// The raw values a name built from an enum value can have: `Notification.Name(event.rawValue)` (or `.init(rawValue:
    /// event.rawValue)`) where `event` is a parameter, local or property of the calling type declared with a `String`
    /// enum of the sources. Nil for any other name.
    static func rawValues(named text: String, at n: NotificationFact, in file: FileFacts, enums: [String: [String]]) -> [String]? {
        guard var argument = nameArgument(text)?[...], argument.hasSuffix(".rawValue") else { return nil }
        argument = argument.dropLast(".rawValue".count)
        if argument.hasPrefix("self.") { argument = argument.dropFirst("self.".count) }
        let name = String(argument)
        guard !name.isEmpty, !name.contains(".") else { return nil }
        let declared = file.nearestLocal(name, before: n.location.offset)?.typeText
            ?? file.properties.first(where: { !$0.isLocal && $0.name == name && $0.owner != nil && $0.owner == n.context.type })?.typeText
        guard let declared else { return nil }
        return enums[TypeText.baseName(TypeText.unwrapped(declared))]
    }

    /// Whether some call of `kind` on `center` builds its name at run time in a way that may spell `name`: a post
    /// under a setting's key may post any name, a post of `"refresh-\(kind)"` any name starting `refresh-`.
    public func mayBeComputed(_ name: String, kind: NotificationFact.Kind, center: Center) -> Bool {
        computedNameHeads[ComputedNameKey(center: center, kind: kind)]?.contains { name.hasPrefix($0) } ?? false
    }

    /// Every notification wrapper with what its calls do: functions forwarding a name parameter to a post or an
    /// observation, then, until nothing changes, functions forwarding one to a wrapper (cycles add nothing).
    /// `Type.member` of every static holding the distributed center (`enum Centers { static let distributed =
    /// DistributedNotificationCenter.default() }`).
    static func distributedCenterStatics(_ files: [FileFacts]) -> Set<String> {
        var result: Set<String> = []
        // Field by field, statics first: binding every property fact would copy (retain) all its strings.
        for f in files.indices {
            let properties = files[f].properties
            for i in properties.indices where properties[i].isStatic {
                guard let owner = properties[i].owner,
                      properties[i].initializer?.root.map({ $0 == "DistributedNotificationCenter" || $0 == "Foundation.DistributedNotificationCenter" }) == true else { continue }
                result.insert(files[f].types[owner].ownerName + "." + properties[i].name)
                result.insert(TypeText.baseName(files[f].types[owner].name) + "." + properties[i].name)
            }
        }
        return result
    }

    static func wrappers(_ files: [FileFacts], distributedStatics: Set<String>) -> [Wrapper: (kind: NotificationFact.Kind, center: Center)] {
        var result: [Wrapper: (kind: NotificationFact.Kind, center: Center)] = [:]
        for f in files.indices {
            for n in files[f].notifications where n.forwardsParameter {
                guard let function = functionName(n.context) else { continue }
                let key = Wrapper(function: function, label: n.parameterLabel)
                if result[key] == nil { result[key] = (n.kind, center(of: n, file: f, facts: files[f], distributedStatics: distributedStatics)) }
            }
        }
        var changed = !result.isEmpty
        while changed {
            changed = false
            for f in files.indices {
                for a in files[f].notificationArguments where a.forwardsParameter {
                    guard let inner = result[Wrapper(function: a.function, label: a.label)], let function = functionName(a.context) else { continue }
                    let key = Wrapper(function: function, label: a.parameterLabel)
                    if result[key] == nil {
                        result[key] = inner
                        changed = true
                    }
                }
            }
        }
        return result
    }

    /// The base name of the function the code is in (`postNotification` of `postNotification()`).
    static func functionName(_ context: CodeContext) -> String? {
        guard let member = context.member else { return nil }
        return member.hasSuffix("()") ? String(member.dropLast(2)) : member
    }

    /// The center a call goes through: distributed by its type name (also through a variable the file initializes with
    /// `DistributedNotificationCenter.default()`), a private instance when the receiver is a variable the file
    /// initializes with `NotificationCenter()`, else the shared default center.
    static func center(of n: NotificationFact, file: Int, facts: FileFacts, distributedStatics: Set<String>) -> Center {
        if n.center.hasPrefix("DistributedNotificationCenter") { return .distributed }
        var receiver = n.center
        if receiver.hasPrefix("self.") { receiver.removeFirst(5) }
        // `Centers.distributed` with `static let distributed = DistributedNotificationCenter.default()`.
        if distributedStatics.contains(receiver) { return .distributed }
        guard !receiver.isEmpty, !receiver.contains("."), !receiver.contains("(") else { return .shared }
        // `let center = DistributedNotificationCenter.default()`: the distributed center under a name.
        if facts.properties.contains(where: { p in
            p.name == receiver && p.initializer?.root.map { $0 == "DistributedNotificationCenter" || $0 == "Foundation.DistributedNotificationCenter" } == true
        }) { return .distributed }
        // Initialized with `NotificationCenter()`, or assigned one (`notificationCenter = NotificationCenter()` in a
        // test's `setUp`).
        let createsCenter = facts.properties.contains { p in
            guard p.name == receiver, let i = p.initializer, i.isCall, i.members.isEmpty, let root = i.root else { return false }
            return root == "NotificationCenter" || root == "Foundation.NotificationCenter"
        } || facts.assignments.contains { a in
            a.value == .constructed && a.target.last == receiver && (a.target.count == 1 || (a.target.count == 2 && a.target[0] == "self"))
                && (a.valueText.hasPrefix("NotificationCenter(") || a.valueText.hasPrefix("Foundation.NotificationCenter("))
        }
        return createsCenter ? .instance(file: file, name: receiver) : .shared
    }

    /// Uses grouped by (center, name), in order of first appearance.
    public var groups: [(center: Center, name: String, uses: [Use])] {
        struct Key: Hashable { var center: Center; var name: String }
        var order: [Key] = []
        var grouped: [Key: [Use]] = [:]
        for use in uses {
            let key = Key(center: use.center, name: use.name)
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(use)
        }
        return order.map { ($0.center, $0.name, grouped[$0]!) }
    }

    /// How the sources spell a canonical name.
    public func display(_ name: String) -> String { displayNames[name] ?? name }

    /// A name whose missing side (`missing`: no post, or no observation) `unmatched_notification` reports: owned by
    /// the sources, used nowhere else, not listed as external, not on the distributed center (whose other side is
    /// another process), not possibly the name of a call on the missing side that builds its name at run time, and
    /// not a library's announcement that is never observed (clients outside the sources may observe it).
    public func isReportable(_ name: String, center: Center, missing: NotificationFact.Kind, externalNames: Set<String> = []) -> Bool {
        center != .distributed && ownedNames.contains(name) && !mentionedNames.contains(name)
            && !testOnlyGroups.contains(GroupKey(center: center, name: name))
            && !externalNames.contains(name) && !externalNames.contains(display(name))
            && !mayBeComputed(name, kind: missing, center: center)
            && !(missing == .observe && announcedNames.contains(name))
            && !isDoneInObjectiveC(name, missing)
    }

    /// Whether the tree's Objective-C files make a call of `kind` (post or observe) with the canonical name `name`.
    public func isDoneInObjectiveC(_ name: String, _ kind: NotificationFact.Kind) -> Bool {
        (kind == .post ? objectiveC.posted : objectiveC.observed).contains(name)
    }

    /// Framework prefixes of Apple's notification names (`NSApplicationDidBecomeActiveNotification`,
    /// `UIKeyboardWillShowNotification`, `AVPlayerItemDidPlayToEndTimeNotification`, IOBluetooth's
    /// `IOBluetoothHostControllerPoweredOnNotification`, the system's `AppleInterfaceThemeChangedNotification`), with
    /// the modules whose SDK spells their constants (none listed: every Swift file can name them, Foundation's `NS`).
    static let platformFrameworks: [(prefix: String, modules: [String])] = [
        ("NS", []), ("UI", ["UIKit", "SwiftUI"]), ("AV", ["AVFoundation", "AVKit"]), ("MP", ["MediaPlayer"]), ("CK", ["CloudKit"]),
        ("CL", ["CoreLocation"]), ("WK", ["WebKit", "WatchKit"]), ("GK", ["GameKit"]), ("HK", ["HealthKit"]), ("MK", ["MapKit"]),
        ("PH", ["Photos", "PhotosUI"]), ("SK", ["StoreKit", "SpriteKit"]), ("EK", ["EventKit"]), ("CN", ["Contacts"]),
        ("CB", ["CoreBluetooth"]), ("UN", ["UserNotifications"]), ("SC", ["SystemConfiguration"]), ("CT", ["CoreTelephony"]),
        ("AS", ["AuthenticationServices"]), ("IO", ["IOKit", "IOBluetooth"]), ("Apple", []),
    ]
    static let platformPrefixes = platformFrameworks.map(\.prefix)

    /// AppKit's classes that post notifications under their own names (`NSWindowDidBecomeMainNotification`): their
    /// constants are AppKit's, which an iPad app running on a Mac does not have.
    static let appKitNotifyingClasses = ["NSWindow", "NSApplication", "NSWorkspace", "NSView", "NSMenu", "NSScreen", "NSControl",
                                         "NSTextView", "NSTableView", "NSOutlineView", "NSPopover", "NSSplitView", "NSColorPanel"]

    /// The modules whose SDK declares the constant for platform name `raw` (`["AppKit", "Cocoa"]` for `NSWindow…`);
    /// nil when any Swift file can name it (Foundation's names, the system's) or it is no platform name.
    public static func constantModules(ofPlatformName raw: String) -> [String]? {
        if appKitNotifyingClasses.contains(where: { raw.hasPrefix($0) && raw.dropFirst($0.count).first?.isUppercase == true }) {
            return ["AppKit", "Cocoa"]
        }
        guard let framework = platformFrameworks.first(where: { startsWithFrameworkPrefix(raw[...], prefix: $0.prefix) }) else { return nil }
        return framework.modules.isEmpty ? nil : framework.modules
    }

    /// A literal raw value naming a notification posted outside the app: `com.apple.…`, an Apple framework prefix
    /// followed by a capitalized word and the `Notification` suffix (or a C constant's `k` before the prefix; without
    /// the suffix, an event verb: `NSTouchBarDidExitCustomization`), a
    /// framework's private name (`_` and a framework prefix: `_NSWindowWillBecomeVisible`), or a development tool's name
    /// (`Vocabulary.developerToolNotificationNames`).
    public static func isPlatformName(_ raw: String) -> Bool {
        if raw.hasPrefix("com.apple.") || Vocabulary.developerToolNotificationNames.contains(raw) { return true }
        if isPrivateFrameworkName(raw) { return true }
        // AppKit's few names without the suffix (`NSTouchBarDidExitCustomization`): a framework prefix and an event verb.
        if startsWithFrameworkPrefix(raw[...]), raw.containsUTF8("Did") || raw.containsUTF8("Will") { return true }
        guard raw.hasSuffix("Notification") else { return false }
        // A C framework constant's spelling (`kMRMediaRemoteNowPlayingInfoDidChangeNotification`,
        // `kCFLocaleCurrentLocaleDidChangeNotification`): `k`, then the framework's capitals.
        if raw.hasPrefix("k"), raw.dropFirst().prefix(2).allSatisfy(\.isUppercase) { return true }
        return startsWithFrameworkPrefix(raw[...])
    }

    /// A raw value spelled as the notification of a module its file (or the Objective-C code, `#import
    /// <DashSync/DashSync.h>` in a bridging header) imports and that the sources do not hold (no folder of that name):
    /// the module's name, then `_`, `.` or `-` (`"KeyboardShortcuts_shortcutByNameDidChange"` with `import
    /// KeyboardShortcuts`), or an Objective-C constant's spelling with the module's capitals as its prefix
    /// (`"DSChainManagerSyncWillStartNotification"` of `DashSync`). The library posts it.
    static func isLibraryName(_ raw: String, imports: [String], files: [FileFacts]) -> Bool {
        imports.contains { module in
            guard module.count >= 3 else { return false }
            let spelledWithName = raw.hasPrefix(module) && raw.dropFirst(module.count).first.map { $0 == "_" || $0 == "." || $0 == "-" } == true
            let capitals = module.filter { $0.isUppercase && $0.isASCII }
            let spelledWithCapitals = capitals.count >= 2 && raw.hasSuffix("Notification") && startsWithFrameworkPrefix(raw[...], prefix: capitals)
            guard spelledWithName || spelledWithCapitals else { return false }
            let folder = "/" + module + "/"
            return !files.contains { $0.path.contains(folder) || $0.path.hasPrefix(module + "/") }
        }
    }

    /// A framework's private name (`_NSWindowWillBecomeVisible`, MediaRemote's
    /// `_MRPlayerPlaybackQueueContentItemsChangedNotification`): `_`, a framework's capitals (a known prefix, or any
    /// two or more), then a capitalized word. The framework posts it, whatever its suffix.
    public static func isPrivateFrameworkName(_ raw: String) -> Bool {
        guard raw.hasPrefix("_") else { return false }
        let rest = raw.dropFirst()
        if startsWithFrameworkPrefix(rest) { return true }
        let capitals = rest.prefix { $0.isUppercase && $0.isASCII }
        guard capitals.count >= 3, let next = rest.dropFirst(capitals.count).first else { return false }
        // `_MRPlayer…`: the last capital begins the word after the prefix.
        return next.isLowercase
    }

    /// `name` starts with an Apple framework prefix and a capitalized word (`NSWindow…`, `UIKeyboard…`).
    static func startsWithFrameworkPrefix(_ name: Substring) -> Bool {
        platformPrefixes.contains { startsWithFrameworkPrefix(name, prefix: $0) }
    }

    static func startsWithFrameworkPrefix(_ name: Substring, prefix: String) -> Bool {
        let rest = name.dropFirst(prefix.count)
        guard name.hasPrefix(prefix), let first = rest.first, let second = rest.dropFirst().first else { return false }
        return first.isUppercase && second.isLowercase
    }

    /// `Notification.Name("…")`, `NSNotification.Name(rawValue: …)`, `Notification.Name.init(…)`, `.init(…)`:
    /// the declaration creates a name of its own (an alias of a system name does not).
    public static func constructsName(_ i: InitializerFact) -> Bool {
        i.isCall && Vocabulary.constructsNotificationName((i.root.map { [$0] } ?? []) + i.members)
    }
}
