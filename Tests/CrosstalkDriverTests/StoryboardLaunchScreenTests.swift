import Foundation
import XCTest

/// The screens an app's launch storyboard shows from the start live as long as their window, like the stores of a
/// SwiftUI window's root view: the retain-cycle and observer rules leave them out unless `includeWindowRoots` is on
/// (fixture `Tests/Fixtures/StoryboardApp`: `Info.plist` launches with `Launch.storyboard`, whose navigation
/// controller's root is `FeedScreen`; `FeedDetailScreen` is pushed later, and `LegacyScreen` opens a storyboard the
/// app does not launch with).
final class StoryboardLaunchScreenTests: XCTestCase {
    func testTheLaunchStoryboardsFirstScreenIsAWindowRoot() throws {
        let dir = try CLI.workspace(for: self, copying: "StoryboardApp")
        let run = try crosstalk(["lint", "--format", "text", "."], in: dir)
        assertStatus(run, 0)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("Screens.swift:") }.map { String($0.split(separator: ":")[1]) }
        XCTAssertEqual(Set(lines), ["23", "35"], run.stdout)
    }

    func testIncludeWindowRootsReportsItToo() throws {
        let dir = try CLI.workspace(for: self, copying: "StoryboardApp")
        let options = #"{ "includeWindowRoots": true }"#
        try #"{ "rules": { "notification_observer_discarded": \#(options), "notification_observer_strong_self": \#(options) } }"#
            .write(to: dir.appendingPathComponent(".crosstalk.json"), atomically: true, encoding: .utf8)
        let run = try crosstalk(["lint", "--format", "text", "."], in: dir)
        assertStatus(run, 0)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("Screens.swift:") }.map { String($0.split(separator: ":")[1]) }
        XCTAssertEqual(Set(lines), ["11", "23", "35"], run.stdout)
    }
}
