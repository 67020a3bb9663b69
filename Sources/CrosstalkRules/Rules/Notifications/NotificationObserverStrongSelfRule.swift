import CrosstalkFacts
import CrosstalkGraph

/// `notification_observer_strong_self`: a block observer whose block keeps `self` alive for as long as it is registered.
public struct NotificationObserverStrongSelfRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "notification_observer_strong_self", category: "Notifications", defaultSeverity: .warning, enabledByDefault: true,
        summary: "A block-based addObserver(forName:object:queue:using:) whose block captures self strongly",
        documentation: """
        ## What it does
        Inside a class or actor (or an extension of one the sources declare), flags the block of
        `addObserver(forName:object:queue:using:)` — trailing or labeled `using:` — when it captures `self`
        strongly: it mentions `self` or `super` (also inside a nested closure, even one that says `[weak self]`
        itself) with no `[weak self]`/`[unowned self]` of its own, or lists `[self]`.

        Reported whether or not the returned token is kept: storing the token and removing it in `deinit` does
        not help, because `deinit` never runs while the block holds `self`.

        Not flagged: observers of process termination (a name containing `willTerminate`), which must live
        until the process ends; code in test case classes (subclasses of `XCTestCase`, `QuickSpec`,
        `AsyncSpec`, unless `includeTests`) and in \(RuleOption.processLifetimeObjects), where the cycle frees nothing; in the stores of a window's
        root view (`@StateObject`/`@State` of a view the `App` builds in its `WindowGroup`, also through wrapper views each made directly in the body of the one before) or in
        a screen the launch storyboard shows from the start (its initial controller, a navigation controller's root) unless
        `includeWindowRoots` is on, since they live as long as their window; a one-shot block, which removes its
        own registration when it first runs (it removes a token kept in a variable or property,
        `removeObserver(self.catalogToken as Any)`, or captures its token variable, `[weak observer]`), after which
        the center lets go of it; a block registered in `viewWillAppear`/`viewDidAppear` by a screen whose
        `viewWillDisappear`/`viewDidDisappear` removes an observer token, which holds `self` only while the screen
        is shown; a block whose token is kept by a type that removes observer tokens in a method of its own other
        than `deinit`, outside any closure (`dismiss()`, a window's `close()` override): the owner ends the
        observation itself; the selector form `addObserver(_:selector:name:object:)`, which keeps no block.

        ## Why is this bad?
        The notification center keeps the block until the observer is removed, and the block keeps `self`.
        The usual cleanup — `NotificationCenter.default.removeObserver(token)` in `deinit` — never runs,
        because `self` is never released: every data manager, client or screen that registers such an observer
        lives forever and keeps reacting to notifications after it should be gone.

        ## Example
        ```swift
        final class SyncManager {
            private var tokens: [NSObjectProtocol] = []

            init() {
                tokens.append(NotificationCenter.default.addObserver(forName: .accountDidChange, object: nil, queue: .main) { _ in
                    self.resync()
                })
            }

            deinit { tokens.forEach(NotificationCenter.default.removeObserver) }

            func resync() {}
        }
        ```

        ## Use instead
        ```swift
        final class SyncManager {
            private var tokens: [NSObjectProtocol] = []

            init() {
                tokens.append(NotificationCenter.default.addObserver(forName: .accountDidChange, object: nil, queue: .main) { [weak self] _ in
                    self?.resync()
                })
            }

            deinit { tokens.forEach(NotificationCenter.default.removeObserver) }

            func resync() {}
        }
        ```

        ## Configuration
        `includeTests` (default false): also report inside test case classes.

        ## Known limits
        Only a closure literal is checked; a method reference passed as the block (`using: handle`) is not.
        The name check for process termination is by text (`UIApplication.willTerminateNotification`,
        `NSApplication.willTerminateNotification`, a name of your own containing `willTerminate`).
        """)

    public var options: [RuleOption] { [.includeTests, .includeWindowRoots] }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        var result: [Diagnostic] = []
        for block in facts.observerBlocks {
            guard let closure = block.closure, facts.closures[closure].capturesSelfStrongly, !Vocabulary.isProcessTerminationNotification(block.name),
                  let type = block.context.type, context.index.isReferenceContext(file: file, type: type),
                  !context.cycleCannotLeak(file: file, type: type), !Self.removesItself(facts.closures[closure], facts: facts),
                  !Self.isRemovedWhenTheScreenGoesAway(block, facts: facts), !Self.isRemovedByAMethod(block, facts: facts) else { continue }
            result.append(Diagnostic(file: file, location: facts.closures[closure].location,
                                     message: "observer block for '\(block.name)' captures self strongly; the notification center keeps it, so self is never freed and deinit never removes it"))
        }
        return result
    }

    /// The block's token is kept (not discarded) by a type a method of which other than `deinit` removes observer
    /// tokens (`dismiss()`, a window's `close()` override): the owner ends the observation itself, as a task's owner
    /// cancelling it in `stop()` ends its loop.
    static func isRemovedByAMethod(_ block: ObserverBlockFact, facts: FileFacts) -> Bool {
        guard let type = block.context.type,
              let registration = facts.notifications.first(where: { $0.location == block.location }),
              let disposition = registration.observerTokenDisposition, disposition != .discarded else { return false }
        let owner = facts.types[type].ownerName
        return facts.observersRemovedByMethods.contains { facts.types[$0].ownerName == owner }
    }

    /// Registered while the screen appears (`viewWillAppear`/`viewDidAppear`) by a type whose `viewWillDisappear`/
    /// `viewDidDisappear` removes an observer token: the block holds `self` only while the screen is shown.
    static func isRemovedWhenTheScreenGoesAway(_ block: ObserverBlockFact, facts: FileFacts) -> Bool {
        guard let member = block.context.member, member.hasPrefix("viewWillAppear") || member.hasPrefix("viewDidAppear"),
              let type = block.context.type else { return false }
        let owner = facts.types[type].ownerName
        return facts.observersRemovedOnDisappearance.contains { facts.types[$0].ownerName == owner }
    }

    /// A one-shot observer: the block removes an observer token (`removeObserver(self.token)`, a token is what a
    /// block registration returns), or the block's capture list names a token variable, the nearest local of that name before
    /// the block being a `var` declared without a value (`var observer: NSObjectProtocol?` then `observer =
    /// center.addObserver(…) { [weak observer] _ in … removeObserver(observer) … }`). Capturing its own token has no
    /// use but removing itself on the first notification, which releases the block and `self` with it.
    static func removesItself(_ closure: ClosureFact, facts: FileFacts) -> Bool {
        // `removeObserver(self.gatherToken as Any)` in the block: a token kept in a property or variable removed there.
        if !closure.removedObserverTokens.isEmpty { return true }
        for capture in closure.captures where capture.name != "self" {
            var nearest: PropertyFact?
            for p in facts.properties where p.isLocal && p.name == capture.name && p.location.offset < closure.location.offset {
                nearest = p
            }
            guard let token = nearest, !token.isLet else { continue }
            if token.initializer == nil || token.initializer?.text == "nil" { return true }
        }
        return false
    }
}
