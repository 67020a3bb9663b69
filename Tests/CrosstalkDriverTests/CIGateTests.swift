import Foundation
import XCTest

/// The CI gate run the way a team runs it: the real binary on projects in temporary folders, including git
/// repositories made on the spot. Each test guards one promise of the gate: it never judges a part as the whole,
/// never passes when it checked nothing, and says what its baseline hid.
final class CIGateTests: XCTestCase {
    /// A notification name declared and posted in one file.
    static let poster = """
        import Foundation

        extension Notification.Name {
            static let cartDidChange = Notification.Name("cartDidChange")
        }

        final class Cart {
            func add() {
                NotificationCenter.default.post(name: .cartDidChange, object: nil)
            }
        }

        """
    /// Its only observer, in another file.
    static let observer = """
        import Foundation

        final class CartBadge {
            private var token: NSObjectProtocol?

            func start() {
                token = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { _ in }
            }
        }

        """

    func testNamedFileIsJudgedWithTheWholeProject() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.poster, to: "Sources/Cart/Cart.swift", in: dir)
        try CLI.write(Self.observer, to: "Sources/Badge/CartBadge.swift", in: dir)
        let file = "Sources/Cart/Cart.swift"
        // No configuration and no git: the project is the file's folder, which holds no observer.
        let alone = try crosstalk(["lint", file], in: dir)
        XCTAssertTrue(alone.stdout.contains("unmatched_notification"), alone.stdout)
        // --project-root names the project: the observer in the other file counts.
        let rooted = try crosstalk(["lint", file, "--project-root", "."], in: dir)
        assertStatus(rooted, 0)
        XCTAssertEqual(rooted.stdout, "no findings in 1 file\n")
        // A configuration file makes its folder the project.
        try CLI.write("{}\n", to: ".crosstalk.json", in: dir)
        XCTAssertEqual(try crosstalk(["lint", file], in: dir).stdout, "no findings in 1 file\n")
        try FileManager.default.removeItem(at: dir.appendingPathComponent(".crosstalk.json"))
        // So does a git work tree (the pre-commit hook's staged files).
        try requireGit()
        try git(["init", "-q"], in: dir)
        XCTAssertEqual(try crosstalk(["lint", file], in: dir).stdout, "no findings in 1 file\n")
        // Named files narrow the report, not the analysis: the observer's own file is clean either way.
        XCTAssertEqual(try crosstalk(["lint", "Sources/Badge"], in: dir).stdout, "no findings in 1 file\n")
    }

    func testSinceReportsOnlyChangedLines() throws {
        try requireGit()
        let dir = try CLI.workspace(for: self)
        let feed = """
            import Combine

            final class Feed {
                private let refresh = PassthroughSubject<Void, Never>()

                func bind() {
                    refresh.sink { }
                }
            }

            """
        try CLI.write(feed, to: "Sources/Feed.swift", in: dir)
        try git(["init", "-q"], in: dir)
        try git(["add", "."], in: dir)
        try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "feed"], in: dir)
        // Nothing changed: the old finding is not reported.
        let clean = try crosstalk(["lint", "--since", "HEAD"], in: dir)
        assertStatus(clean, 0)
        XCTAssertEqual(clean.stdout, "no findings in 1 file\n")
        // An edit in the work tree (not committed, not staged) and a file git does not track yet.
        try CLI.write(feed.replacingOccurrences(of: "        refresh.sink { }\n", with: "        refresh.sink { }\n        refresh.sink { print(1) }\n"),
                      to: "Sources/Feed.swift", in: dir)
        try CLI.write("import Combine\nlet tick = PassthroughSubject<Int, Never>()\nfunc start() { tick.sink { _ in } }\n", to: "Sources/Tick.swift", in: dir)
        let changed = try crosstalk(["lint", "--since", "HEAD"], in: dir)
        assertStatus(changed, 1)
        let lines = changed.stdout.split(separator: "\n").filter { $0.contains("unstored_subscription") }
        XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, ["Sources/Feed.swift:8:17:", "Sources/Tick.swift:3:21:"], changed.stdout)
        // Revisions are checked: an option-looking one, one that names nothing, and a folder outside git.
        let dash = try crosstalk(["lint", "--since=--output=x"], in: dir)
        assertStatus(dash, 2)
        XCTAssertTrue(dash.stderr.contains("must not start with '-'"), dash.stderr)
        let missing = try crosstalk(["lint", "--since", "no-such-branch"], in: dir)
        assertStatus(missing, 2)
        XCTAssertTrue(missing.stderr.contains("'no-such-branch' names no commit"), missing.stderr)
        let outside = try CLI.workspace(for: self)
        try CLI.write(feed, to: "Feed.swift", in: outside)
        let noGit = try crosstalk(["lint", "--since", "HEAD"], in: outside)
        assertStatus(noGit, 2)
        XCTAssertTrue(noGit.stderr.contains("--since needs a git work tree"), noGit.stderr)
    }

    func testGraphSinceDrawsAddedAndRemovedEdges() throws {
        try requireGit()
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.poster, to: "Sources/Cart/Cart.swift", in: dir)
        try git(["init", "-q"], in: dir)
        try git(["add", "."], in: dir)
        try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "cart"], in: dir)
        let unchanged = try crosstalk(["graph", "--since", "HEAD", "--format", "json"], in: dir)
        assertStatus(unchanged, 0)
        let empty = try XCTUnwrap(try JSONSerialization.jsonObject(with: unchanged.stdoutBytes) as? [String: Any])
        XCTAssertEqual((empty["added"] as? [Any])?.count, 0)
        XCTAssertEqual((empty["removed"] as? [Any])?.count, 0)
        // A new observer adds a notification edge.
        try CLI.write(Self.observer, to: "Sources/Badge/CartBadge.swift", in: dir)
        let json = try crosstalk(["graph", "--since", "HEAD", "--format", "json"], in: dir)
        assertStatus(json, 0)
        let diff = try XCTUnwrap(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        let added = try XCTUnwrap(diff["added"] as? [[String: Any]])
        XCTAssertEqual(added.map { "\($0["from"]!) \($0["mechanism"]!) \($0["to"]!)" }, ["Cart notification CartBadge"])
        XCTAssertEqual((diff["removed"] as? [Any])?.count, 0)
        let mermaid = try crosstalk(["graph", "--since", "HEAD"], in: dir)
        XCTAssertTrue(mermaid.stdout.contains("==>"), mermaid.stdout)
        XCTAssertTrue(mermaid.stdout.contains(#"aid_legend["changes since HEAD, arrows point the way information flows · thick green: added · dashed red: removed · unchanged edges not drawn"#), mermaid.stdout)
        // Committed, then deleted: the edge is drawn removed (dashed).
        try git(["add", "."], in: dir)
        try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "badge"], in: dir)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Sources/Badge/CartBadge.swift"))
        let removed = try crosstalk(["graph", "--since", "HEAD", "--format", "json"], in: dir)
        let after = try XCTUnwrap(try JSONSerialization.jsonObject(with: removed.stdoutBytes) as? [String: Any])
        XCTAssertEqual((after["removed"] as? [[String: Any]])?.map { "\($0["from"]!) \($0["to"]!)" }, ["Cart CartBadge"])
        let dashed = try crosstalk(["graph", "--since", "HEAD"], in: dir)
        XCTAssertTrue(dashed.stdout.contains("-.->"), dashed.stdout)
        XCTAssertTrue(try crosstalk(["graph", "--since=-p"], in: dir).stderr.contains("must not start with '-'"))
    }

    func testGateThatChecksNothingIsAnError() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("final class AccountService {}\n", to: "Account/AccountService.swift", in: dir)
        try CLI.write("final class AppCoordinator {}\n", to: "App/AppCoordinator.swift", in: dir)
        let config = """
            {
              "exclude": ["Generatd"],
              "modules": { "Account": ["Acount/**"] },
              "layers": {
                "accounts": ["Acount"],
                "host": { "modules": ["App"], "types": ["AppCordinator"] }
              },
              "architecture": [ { "from": "accounts", "to": "host", "forbid": ["singleton"] } ]
            }

            """
        try CLI.write(config, to: "ci/x.json", in: dir)
        let r = try crosstalk(["lint", "--config", "ci/x.json"], in: dir)
        assertStatus(r, 2)
        XCTAssertTrue(r.stderr.contains("ci/x.json: layers.accounts[0]: 'Acount' matches no module (did you mean 'Account'?)"), r.stderr)
        XCTAssertTrue(r.stderr.contains("ci/x.json: layers.host.types[0]: 'AppCordinator' matches no type (did you mean 'AppCoordinator'?)"), r.stderr)
        XCTAssertTrue(r.stderr.contains("warning: ci/x.json: exclude[0]: 'Generatd' matches no file or folder"), r.stderr)
        XCTAssertTrue(r.stderr.contains("ci/x.json: modules.Account[0]: 'Acount/**' matches no file"), r.stderr)
        // Fixed patterns pass; the exclude typo stays a warning, not an error.
        // (Globs in a configuration are relative to its folder, ci/ here, which holds no Swift: the module glob goes.)
        try CLI.write(config.replacingOccurrences(of: "Acount", with: "Account").replacingOccurrences(of: "AppCordinator", with: "AppCoordinator")
                        .replacingOccurrences(of: "  \"modules\": { \"Account\": [\"Account/**\"] },\n", with: ""),
                      to: "ci/x.json", in: dir)
        let fixed = try crosstalk(["lint", "--config", "ci/x.json"], in: dir)
        assertStatus(fixed, 0)
        XCTAssertTrue(fixed.stderr.contains("'Generatd' matches no file or folder"), fixed.stderr)
        // No Swift file at all.
        let empty = try CLI.workspace(for: self)
        try CLI.write("# notes\n", to: "README.md", in: empty)
        assertStatus(try crosstalk(["lint", "."], in: empty), 2)
        assertStatus(try crosstalk(["lint", ".", "--allow-empty"], in: empty), 0)
    }

    func testBaselineMatchesFromAParentDirectory() throws {
        let parent = try CLI.workspace(for: self)
        let app = parent.appendingPathComponent("App")
        try FileManager.default.copyItem(at: CLI.fixtures.appendingPathComponent("CLI/Project"), to: app)
        assertStatus(try crosstalk(["lint", "--write-baseline", "baseline.json"], in: app), 0)
        XCTAssertTrue(try CLI.read("baseline.json", in: app).contains("\"file\": \"Sources/App/Feed.swift\""))
        let fromParent = try crosstalk(["lint", "App", "--baseline", "App/baseline.json"], in: parent)
        assertStatus(fromParent, 0)
        XCTAssertEqual(fromParent.stdout, "no findings in 2 files; 1 baselined\n")
        // The finding is fixed: its entry no longer matches, and the summary says so.
        let feed = try CLI.read("App/Sources/App/Feed.swift", in: parent)
        try CLI.write(feed.replacingOccurrences(of: "        refresh.sink", with: "        _ = refresh.first()\n        //"), to: "App/Sources/App/Feed.swift", in: parent)
        let stale = try crosstalk(["lint", "App", "--baseline", "App/baseline.json", "--format", "json"], in: parent)
        let summary = try XCTUnwrap((try JSONSerialization.jsonObject(with: stale.stdoutBytes) as? [String: Any])?["summary"] as? [String: Any])
        XCTAssertEqual(summary["baselined"] as? Int, 0)
        XCTAssertEqual(summary["staleBaselineEntries"] as? Int, 1)
        XCTAssertEqual(try crosstalk(["lint", "App", "--baseline", "App/baseline.json"], in: parent).stdout,
                       "no findings in 2 files; 0 baselined, 1 baseline entry no longer matches\n")
    }

    func testSuppressionsAreCheckedAndEngineRulesAreRules() throws {
        let dir = try CLI.workspace(for: self)
        let player = """
            protocol PlayerDelegate: AnyObject {}

            final class Player {
                // crosstalk:disable:next weak_delegat
                var delegate: PlayerDelegate?
                var observer: PlayerDelegate?
                // crosstalk:disable:previous weak_delegate
                var items: [Int] = [] // crosstalk:disable:this unstored_subscription
            }

            """
        try CLI.write(player, to: "Player.swift", in: dir)
        let r = try crosstalk(["lint"], in: dir)
        XCTAssertTrue(r.stdout.contains("Player.swift:4:5: note: suppression names unknown rule 'weak_delegat' (did you mean 'weak_delegate'?) (unused_suppression)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("Player.swift:5:"), "the misspelled suppression hides nothing: \(r.stdout)")
        XCTAssertFalse(r.stdout.contains("Player.swift:6:"), "disable:previous suppresses the line above: \(r.stdout)")
        XCTAssertTrue(r.stdout.contains("Player.swift:8:27: note: suppression of unstored_subscription suppresses nothing"), r.stdout)
        // Rules left out by --only never make a suppression look unused.
        let only = try crosstalk(["lint", "--only", "weak_delegate,unused_suppression"], in: dir)
        XCTAssertFalse(only.stdout.contains("unstored_subscription suppresses nothing"), only.stdout)
        XCTAssertTrue(only.stdout.contains("unknown rule 'weak_delegat'"), only.stdout)
        // Both engine rules are rules: explained, disabled, configured.
        for id in ["unused_suppression", "parse_warning"] {
            let explain = try crosstalk(["explain", id], in: dir)
            assertStatus(explain, 0)
            XCTAssertTrue(explain.stdout.contains("## Why is this bad?"), explain.stdout)
        }
        XCTAssertFalse(try crosstalk(["lint", "--disable", "unused_suppression"], in: dir).stdout.contains("unused_suppression"))
        try CLI.write("let open = [1, 2\n", to: "Broken.swift", in: dir)
        XCTAssertTrue(try crosstalk(["lint"], in: dir).stdout.contains("(parse_warning)"))
        try CLI.write("{ \"rules\": { \"parse_warning\": \"error\", \"unused_suppression\": \"off\" } }\n", to: ".crosstalk.json", in: dir)
        let configured = try crosstalk(["lint"], in: dir)
        assertStatus(configured, 1)
        XCTAssertTrue(configured.stdout.contains("Broken.swift:2:1: error: expected ']' (parse_warning)"), configured.stdout)
        XCTAssertFalse(configured.stdout.contains("unused_suppression"), configured.stdout)
    }

    func testLayerViolationIsOneFindingPerEdgeWithRelatedSites() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
            import Combine

            final class CheckoutViewModel: ObservableObject {
                @Published var total = 0
            }

            """, to: "Checkout/CheckoutViewModel.swift", in: dir)
        try CLI.write("""
            import Combine

            final class AppCoordinator {
                let checkout = CheckoutViewModel()
                var observers = Set<AnyCancellable>()

                func start() {
                    checkout.$total.sink { _ in }.store(in: &observers)
                    checkout.$total.sink { _ in }.store(in: &observers)
                }
            }

            """, to: "App/AppCoordinator.swift", in: dir)
        try CLI.write("""
            {
              "layers": { "features": ["Checkout"], "host": ["App"] },
              "architecture": [ { "from": "features", "to": "host", "allow": ["delegate", "closure"] } ]
            }

            """, to: ".crosstalk.json", in: dir)
        let text = try crosstalk(["lint"], in: dir)
        assertStatus(text, 1)
        let findings = text.stdout.split(separator: "\n").filter { $0.contains("(layer_violation)") }
        XCTAssertEqual(findings.count, 1, text.stdout)
        XCTAssertTrue(findings.first?.hasPrefix("App/AppCoordinator.swift:8:") == true, text.stdout)
        XCTAssertTrue(findings.first?.contains("(and 1 more) (layer_violation)") == true, text.stdout)
        XCTAssertTrue(text.stdout.contains("layer_violation by group:\n  features → host by combine: 1 finding, 2 sites\n"), text.stdout)
        let json = try crosstalk(["lint", "--format", "json"], in: dir)
        let finding = try XCTUnwrap(((try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])?["findings"] as? [[String: Any]])?.first)
        let related = try XCTUnwrap(finding["related"] as? [[String: Any]])
        XCTAssertEqual(related.map { "\($0["file"]!):\($0["line"]!)" }, ["App/AppCoordinator.swift:9"])
        let sarif = try crosstalk(["lint", "--format", "sarif"], in: dir)
        let run = try XCTUnwrap(((try JSONSerialization.jsonObject(with: sarif.stdoutBytes) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        XCTAssertEqual((result["relatedLocations"] as? [[String: Any]])?.count, 1)
    }

    // MARK: Helpers

    func requireGit() throws {
        guard CLI.which("git") != nil else { throw XCTSkip("git is not installed") }
    }

    func git(_ arguments: [String], in folder: URL) throws {
        let run = try CLI.run(try XCTUnwrap(CLI.which("git")), arguments, in: folder)
        XCTAssertEqual(run.status, 0, "git \(arguments.joined(separator: " ")): \(run.stderr)")
    }
}
