import Foundation
import XCTest

/// One finding of `crosstalk lint --format json`, reduced to what a user reads off it.
struct ReportedFinding: Hashable, CustomStringConvertible {
    /// The rule id.
    var rule: String
    /// The file as the report prints it.
    var file: String
    /// 1-based line.
    var line: Int
    /// `error`, `warning` or `info`.
    var severity: String
    /// The baseline fingerprint, nil when the report has none.
    var fingerprint: String?

    /// `file:line rule` (the fingerprint is compared separately).
    var place: String { "\(file):\(line) \(rule)" }
    /// `file:line rule (severity)`.
    var description: String { "\(place) (\(severity))" }
}

extension XCTestCase {
    /// Runs `crosstalk lint --format json` plus `arguments` in `folder` and reads the findings of its report.
    func lintFindings(_ arguments: [String] = [], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> (run: ProcessRun, findings: [ReportedFinding]) {
        let run = try crosstalk(["lint", "--format", "json"] + arguments, in: folder, file: file, line: line)
        let root = try XCTUnwrap(try? JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any],
                                 "lint --format json printed no JSON object:\n\(run.stdout)\n\(run.stderr)", file: file, line: line)
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]], "no findings array", file: file, line: line)
        return (run, findings.map {
            ReportedFinding(rule: $0["rule"] as? String ?? "?", file: $0["file"] as? String ?? "?", line: $0["line"] as? Int ?? 0,
                            severity: $0["severity"] as? String ?? "?", fingerprint: $0["fingerprint"] as? String)
        })
    }

    /// The 1-based line of the only line of `text` containing `marker`; fails when there is not exactly one.
    func line(of marker: String, in text: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element.contains(marker) }
        XCTAssertEqual(lines.count, 1, "'\(marker)' should be on exactly one line", file: file, line: line)
        return (lines.first?.offset ?? -1) + 1
    }
}

/// A small app whose types talk through several mechanisms, across three folders (modules by default):
///
///     SessionStore (Core) ──combine: user, singleton: shared──▶ FeedViewModel (Feed) ──delegate──▶ FeedCoordinator (Feed)
///     SessionStore (Core) ──combine: user, singleton: shared──▶ ProfileViewModel (Profile)
///     SessionStore (Core) ──notification: sessionDidEnd──▶ ProfileViewModel (Profile)
///
/// So from `FeedCoordinator`, one hop reaches `FeedViewModel`, two reach `SessionStore`, three `ProfileViewModel`.
enum TalkingApp {
    /// The app's files: path and text.
    static let files: [(path: String, text: String)] = [
        ("Sources/Core/SessionStore.swift", """
            import Combine
            import Foundation

            extension Notification.Name {
                static let sessionDidEnd = Notification.Name("sessionDidEnd")
            }

            /// Publishes the signed-in user.
            final class SessionStore {
                static let shared = SessionStore()
                @Published var user: String?

                func signOut() {
                    user = nil
                    NotificationCenter.default.post(name: .sessionDidEnd, object: nil)
                }
            }

            /// Told when the feed refreshed.
            protocol FeedDelegate: AnyObject {
                func feedDidRefresh()
            }

            """),
        ("Sources/Feed/FeedViewModel.swift", """
            import Combine

            /// Shows the feed for the signed-in user.
            final class FeedViewModel {
                weak var delegate: FeedDelegate?
                private var cancellables = Set<AnyCancellable>()

                func bind() {
                    SessionStore.shared.$user
                        .sink { [weak self] _ in self?.delegate?.feedDidRefresh() }
                        .store(in: &cancellables)
                }
            }

            /// Hosts the feed and hears back from it.
            final class FeedCoordinator: FeedDelegate {
                let viewModel = FeedViewModel()

                func start() {
                    viewModel.delegate = self
                }

                func feedDidRefresh() {}
            }

            """),
        ("Sources/Profile/ProfileViewModel.swift", """
            import Combine
            import Foundation

            /// Shows who is signed in.
            final class ProfileViewModel {
                private var cancellables = Set<AnyCancellable>()
                private(set) var name = ""

                func bind() {
                    SessionStore.shared.$user
                        .sink { [weak self] in self?.name = $0 ?? "" }
                        .store(in: &cancellables)
                    NotificationCenter.default.publisher(for: .sessionDidEnd)
                        .sink { [weak self] _ in self?.name = "" }
                        .store(in: &cancellables)
                }
            }

            """),
    ]

    /// Writes the app into `folder`.
    static func write(in folder: URL) throws {
        for file in files { try CLI.write(file.text, to: file.path, in: folder) }
    }
}
