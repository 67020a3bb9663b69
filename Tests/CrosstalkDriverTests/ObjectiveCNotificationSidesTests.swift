import Foundation
import XCTest

/// `lint` and `graph` read the tree's Objective-C files for the notifications they post and observe: a Swift post whose
/// only observer is an `.m` file is matched, unless `exclude` leaves that file out.
final class ObjectiveCNotificationSidesTests: XCTestCase {
    private func workspace() throws -> URL {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        import Foundation
        extension Notification.Name { static let vaultLocked = Notification.Name("VaultLockedNotification") }
        final class Vault {
            func lock() { NotificationCenter.default.post(name: .vaultLocked, object: nil) }
        }
        """, to: "App/Vault.swift", in: dir)
        try CLI.write("""
        #import <Foundation/Foundation.h>
        static NSString *const kVaultLocked = @"VaultLockedNotification";
        @implementation LegacyObserver
        - (void)start {
            [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(locked:) name:kVaultLocked object:nil];
        }
        @end
        """, to: "Legacy/LegacyObserver.m", in: dir)
        return dir
    }

    func testAnObjectiveCObserverMatchesASwiftPost() throws {
        let dir = try workspace()
        let lint = try crosstalk(["lint", "--format", "text", "."], in: dir)
        assertStatus(lint, 0)
        XCTAssertFalse(lint.stdout.contains("unmatched_notification"), lint.stdout)
        let graph = try crosstalk(["graph", "--format", "json", "."], in: dir)
        assertStatus(graph, 0)
        XCTAssertTrue(graph.stdout.contains(#""postedNotObserved": []"#), graph.stdout)
    }

    func testAnExcludedObjectiveCFileMatchesNothing() throws {
        let dir = try workspace()
        try #"{ "exclude": ["Legacy"] }"#.write(to: dir.appendingPathComponent(".crosstalk.json"), atomically: true, encoding: .utf8)
        let lint = try crosstalk(["lint", "--format", "text", "."], in: dir)
        XCTAssertTrue(lint.stdout.contains("notification 'vaultLocked' is posted but never observed"), lint.stdout)
    }
}
