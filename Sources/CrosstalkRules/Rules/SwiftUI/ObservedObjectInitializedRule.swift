import CrosstalkFacts
import CrosstalkGraph

/// `observed_object_initialized`: an `@ObservedObject` created by the view that declares it.
public struct ObservedObjectInitializedRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "observed_object_initialized", category: "SwiftUI", defaultSeverity: .warning, enabledByDefault: true,
        summary: "An @ObservedObject property initialized with a new object",
        documentation: """
        ## What it does
        Flags an `@ObservedObject` property whose initializer constructs an object: `@ObservedObject var model =
        FeedModel()`, `= FeedModel.init()`, `= .init()`.

        Also flagged: the same object made in the view's `init` (`self._model = ObservedObject(initialValue:
        CarouselModel(urls: urls))`, or `wrappedValue:`). When the object is made from the `init`'s parameters, the
        message names them: `@StateObject` alone would keep the first object when the parent passes a new `urls`,
        so the view also needs `.id(urls)` where it is built, which gives it a new identity (and a new object)
        exactly when the value changes.

        Not flagged: an `@ObservedObject` without an initializer (the object is passed in), one initialized
        with an existing object (`= FeedModel.shared`, `= model`), `@StateObject` / `@State` properties, and
        properties of test case classes and test doubles (unless `includeTests`): a test holds its object for the
        whole test, no view re-creates it.

        Not flagged on a `static` property (a preview's shared model): it is made once, not with each view.

        Not flagged when the object keeps no state of its own: a class (inheriting no class of the sources) whose
        instance properties are all computed, `@AppStorage`, wrapped by a property wrapper of the sources that
        stores only constants and its `UserDefaults` (`@Pref("sendTyping") var sendTyping: Bool`, reading and
        writing `UserDefaults`), a `let` of a standard value type (the defaults key, `let key: String`) or its own
        `objectWillChange` publisher. A new instance reads what the last one wrote, so re-creating it loses nothing.

        Not flagged outside SwiftUI's values: only a type adopting `View`, `ViewModifier`, `Scene`, `App` or
        `DynamicProperty` (in its declaration or an extension, or through a protocol of the sources refining one) is
        re-created by SwiftUI. An `AppIntent` or a plain class that declares an `@ObservedObject` is made by someone
        else, and `@StateObject` would not be installed there either.

        Not flagged in the `App` struct: SwiftUI makes it once when the process starts and never re-creates it,
        so its object lives for the whole run (and its `init` may hand the object to the app delegate, which a
        `@StateObject` would not allow before it is installed).

        Not flagged either when every construction of the view in the app (outside tests, `#Preview` and
        `PreviewProvider` code) passes the property (`FeedView(model: model)`): the default is built only for
        a preview or a test that constructs the view without it, and the app never loses state through it. Nor
        in a view only previews and tests construct (a preview's harness view): it never runs in the app. Nor
        when every construction of the view is the root view of a hosting controller or view
        (`UIHostingController(rootView: TipsView())`, `super.init(coder: coder, rootView: AnyView(TipsView()))`,
        a watch app's `override var body: TipsView { TipsView() }` in a `WKHostingController`; also behind
        modifiers, `rootView: TipsView().environmentObject(store)`, as an argument's value of a wrapper view that
        is the root (`rootView: ThemedHost(TipsView())`; not in its closure, `ThemedHost { TipsView() }`, which the
        wrapper's body runs again), through a local holding it, or handed to a function
        of the same file that hosts its parameter (`host(TipsView(), title:)` with `UIHostingController(rootView:
        view)` inside);
        one made to be sent a message and dropped, `TipsView().printAll()`, is no SwiftUI child either):
        the view is made once per host, and SwiftUI re-creates only views inside a body.

        ## Why is this bad?
        A SwiftUI view is a value that its parent re-creates whenever the parent's body runs again. An
        `@ObservedObject` is not owned by the view: every re-creation builds a new object, throwing away its
        state (loaded data, a half-typed query, a running request) and subscribing to the new one. The screen
        seems to reset at random, and work is repeated on every parent update.

        ## Example
        ```swift
        struct FeedView: View {
            @ObservedObject var model = FeedModel()

            var body: some View {
                List(model.items) { item in Text(item.title) }
            }
        }
        ```

        ## Use instead
        ```swift
        struct FeedView: View {
            @StateObject private var model = FeedModel()

            var body: some View {
                List(model.items) { item in Text(item.title) }
            }
        }
        ```
        `@StateObject` creates the object once per view identity. For an `@Observable` class use `@State`.
        When the view has an `init`, the message says to configure the object in `.task` or `.onAppear`: a
        `@StateObject` is not installed while `init` runs, so a call such as `viewModel.bind(uri:)` there would
        configure a throwaway instance and the screen would stay empty.
        Or pass the object in from the owner and keep `@ObservedObject` without an initializer.

        ## Configuration
        `includeTests` (default false): also report inside test case classes and test doubles.

        ## Known limits
        A factory call (`= FeedModel.make()`) is not recognized as a construction.
        """)

    public var options: [RuleOption] { [.includeTests] }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        // By index: iterating the facts would copy (retain) every string of every property.
        let properties = context.files[file].properties
        var result: [Diagnostic] = []
        // A static property is made once, never with a view (`@StateObject` cannot be static either).
        for k in properties.indices where properties[k].initializer?.isCall == true && properties[k].owner != nil
            && !properties[k].isStatic && properties[k].attributes.contains("ObservedObject") {
            guard let i = properties[k].initializer, Self.constructs(i), let owner = properties[k].owner,
                  !context.skipsTestCode(file: file, type: owner), !context.index.isTestOrPreviewCode(file: file, type: owner),
                  !context.index.isApplicationEntry(file: file, type: owner),
                  context.index.isSwiftUIValue(context.files[file].types[owner].ownerName) else { continue }
            // The app always hands the object in; only a preview or a test relies on the default.
            if context.index.appAlwaysPassesArgument(properties[k].name, toView: context.files[file].types[owner].name) { continue }
            // Made once per hosting controller, which SwiftUI never re-creates.
            if context.index.isOnlyAHostedRootView(context.files[file].types[owner].name) { continue }
            if let made = i.root.map(TypeText.baseName), Self.keepsNoStateOfItsOwn(made, index: context.index) { continue }
            // An `init` of the view may configure the object; a `@StateObject` is not installed yet there, so moving the
            // configuration along would configure a throwaway instance.
            let hasInit = context.files[file].methods.contains { $0.owner == owner && $0.name == "init" }
            let advice = hasInit ? "use @StateObject and configure the object in .task or .onAppear, not in the view's init" : "use @StateObject"
            result.append(Diagnostic(file: file, location: properties[k].location,
                                     message: "@ObservedObject '\(properties[k].name)' is created by the view and lost whenever SwiftUI re-creates it; \(advice)"))
        }
        result += initializerWrappedObjects(file: file, context: context)
        return result
    }

    /// `self._model = ObservedObject(initialValue: CarouselModel(…))` (or `wrappedValue:`) in a view's `init`: the
    /// same new object per re-creation as a property initializer makes.
    func initializerWrappedObjects(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        var result: [Diagnostic] = []
        for a in facts.assignments {
            guard let installed = a.installedStore, installed.isNewObject, installed.wrapper == "ObservedObject", let type = a.context.type,
                  !context.skipsTestCode(file: file, type: type), !context.index.isTestOrPreviewCode(file: file, type: type),
                  context.index.isSwiftUIValue(facts.types[type].ownerName) else { continue }
            let name = installed.property
            guard facts.properties.contains(where: { $0.owner == type && $0.name == name && $0.attributes.contains("ObservedObject") }) else { continue }
            // Made from what the view's `init` is given (`PageLoader(page: page)`): a `@StateObject` alone would keep the
            // first object when the parent passes a new value, so the view must also be keyed by that value.
            let inputs = Self.valuesNamed(in: a.valueText)
            // `.id(_:)` takes one value: several inputs are named for the caller to combine.
            let key = inputs.count == 1 ? ".id(\(inputs[0]))" : "an .id(…) made of " + inputs.map { "'\($0)'" }.joined(separator: " and ")
            let advice = inputs.isEmpty ? "use @StateObject(wrappedValue:)"
                : "use @StateObject(wrappedValue:) and give the view \(key) where it is built, so that a new value makes a new object"
            result.append(Diagnostic(file: file, location: a.location,
                                     message: "@ObservedObject '\(name)' is created by the view and lost whenever SwiftUI re-creates it; \(advice)"))
        }
        return result
    }

    /// The plain names an argument list in `text` passes: in an `init`, its parameters (which shadow the properties of
    /// the same name), its locals, or properties it has just set from them (`page` in `ObservedObject(wrappedValue:
    /// PageLoader(page: page, size: 2))`). Argument labels, member names after a dot, literals and `self` are left out.
    static func valuesNamed(in text: String) -> [String] {
        let characters = Array(text)
        var names: [String] = []
        var i = 0
        while i < characters.count {
            guard characters[i].isLetter || characters[i] == "_" else { i += 1; continue }
            let start = i
            while i < characters.count, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" { i += 1 }
            let word = String(characters[start..<i])
            var next = i
            while next < characters.count, characters[next] == " " { next += 1 }
            let isLabel = next < characters.count && characters[next] == ":"
            let isMember = start > 0 && characters[start - 1] == "."
            guard !isLabel, !isMember, word.first?.isLowercase == true, !["self", "true", "false", "nil"].contains(word),
                  !names.contains(word) else { continue }
            names.append(word)
        }
        return names
    }

    /// Class `name` keeps no state of its own (`final class PrivacyPrefs: ObservableObject { @Pref("typing") var
    /// typing: Bool }`): it inherits no class of the sources, and each of its instance properties, in its declaration
    /// and extensions, is computed, `@AppStorage`, or wrapped by a property wrapper of the sources that stores only
    /// constants (a key) and its `UserDefaults`, where the value lives. A new instance reads what the last
    /// one wrote: re-creating it loses nothing.
    static func keepsNoStateOfItsOwn(_ name: String, index: ProjectIndex) -> Bool {
        let declarations = index.declarations(of: name)
        guard declarations.count == 1, index.type(declarations[0]).kind == .class,
              !index.type(declarations[0]).inherits.contains(where: { index.kind(of: $0) == .class }) else { return false }
        for site in index.sites[name] ?? [] {
            for p in index.files[site.file].properties where p.owner == site.type && !p.isStatic && !p.isComputed {
                // A constant of a standard value type (the defaults key) and its own change publisher are no state.
                if p.name == "objectWillChange" { continue }
                if p.isLet, let text = p.typeText, Vocabulary.standardValueTypes.contains(TypeText.baseName(TypeText.unwrapped(text))) { continue }
                guard p.attributes.contains("AppStorage") || p.attributes.contains(where: { storesOnlyConstants(wrapper: $0, index: index) }) else { return false }
            }
        }
        return true
    }

    /// `wrapper` is a property wrapper of the sources whose stored instance properties are all `let`s or the
    /// `UserDefaults` it reads and writes (`private var container: UserDefaults = .standard`).
    static func storesOnlyConstants(wrapper: String, index: ProjectIndex) -> Bool {
        let declarations = index.declarations(of: wrapper)
        guard declarations.count == 1, index.type(declarations[0]).attributes.contains("propertyWrapper") else { return false }
        return index.files[declarations[0].file].properties.allSatisfy { p in
            p.owner != declarations[0].type || p.isStatic || p.isComputed || p.isLet
                || p.typeText.map { TypeText.baseName(TypeText.unwrapped($0)) } == "UserDefaults"
        }
    }

    /// `Foo()`, `Foo.init()`, `Foo<Bar>()`, `.init()`.
    static func constructs(_ i: InitializerFact) -> Bool {
        guard let root = i.root else { return i.members == ["init"] }
        guard let first = root.unicodeScalars.first, first.properties.isUppercase else { return false }
        return i.members.isEmpty || i.members == ["init"]
    }
}
