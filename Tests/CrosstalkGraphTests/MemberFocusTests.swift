import CrosstalkFacts
import XCTest
@testable import CrosstalkGraph
@testable import CrosstalkReport

/// `--focus Type.member`: who talks to that member, by which mechanism.
final class MemberFocusTests: XCTestCase {
    func graph() -> CommunicationGraph {
        let sources = [
            ("Core/UserService.swift", """
            import Combine
            final class UserService {
                private let userSubject = CurrentValueSubject<String?, Never>(nil)
                var user: AnyPublisher<String?, Never> { userSubject.eraseToAnyPublisher() }
                var settings: AnyPublisher<Int, Never> { Just(1).eraseToAnyPublisher() }
            }
            """),
            ("Feed/FeedViewModel.swift", """
            import Combine
            final class FeedViewModel {
                let service: UserService
                private var observers = Set<AnyCancellable>()
                init(service: UserService) {
                    self.service = service
                    service.user.sink { [weak self] in self?.show($0) }.store(in: &observers)
                    service.settings.sink { [weak self] in self?.apply($0) }.store(in: &observers)
                }
                func show(_ name: String?) {}
                func apply(_ value: Int) {}
            }
            """),
            ("Profile/ProfileViewModel.swift", """
            import Combine
            final class ProfileViewModel {
                let service: UserService
                private var observers = Set<AnyCancellable>()
                init(service: UserService) {
                    self.service = service
                    service.user.sink { [weak self] in self?.render($0) }.store(in: &observers)
                }
                func render(_ name: String?) {}
            }
            """),
        ]
        let facts = sources.map { FactExtractor.extract(path: $0.0, bytes: Array($0.1.utf8)) }
        return CommunicationGraph.build(index: ProjectIndex(files: facts))
    }

    func testMemberFocusKeepsOnlyEdgesCarryingTheMember() throws {
        let g = graph()
        let focused = try XCTUnwrap(g.memberFocus(of: "UserService", member: "user"))
        let edges = focused.edges.map { "\(focused.nodes[$0.from].name) -\($0.mechanism.rawValue):\($0.member)-> \(focused.nodes[$0.to].name)" }.sorted()
        XCTAssertEqual(edges, ["UserService -combine:user-> FeedViewModel", "UserService -combine:user-> ProfileViewModel"])
        XCTAssertEqual(try XCTUnwrap(g.memberFocus(of: "UserService", member: "$user")).edges.count, 2, "`$user` names the same member")
        XCTAssertNil(g.memberFocus(of: "NoSuchService", member: "user"))
    }

    func testRendererAcceptsTypeDotMemberFocus() throws {
        let text = try GraphRenderer.render(graph(), format: .mermaid, options: GraphRenderOptions(focus: "UserService.user"))
        XCTAssertTrue(text.contains("combine:<br>user"))
        XCTAssertFalse(text.contains("settings"), "edges of other members are left out")
        XCTAssertThrowsError(try GraphRenderer.render(graph(), format: .mermaid, options: GraphRenderOptions(focus: "Nope.user")))
    }
}
