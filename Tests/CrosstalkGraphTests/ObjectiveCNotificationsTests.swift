import CrosstalkGraph
import XCTest

/// The message shapes and declarations `ObjectiveCNotifications` reads from Objective-C bytes.
final class ObjectiveCNotificationsTests: XCTestCase {
    private func scan(_ sources: String...) -> ObjectiveCNotifications {
        ObjectiveCNotifications(sources: sources.map { Array($0.utf8) })
    }

    func testPostsAndObservationsResolveConstantsAcrossFiles() {
        let found = scan("""
        #define kSyncDone @"SyncDone"
        NSString *const SyncFailedNotification = @"com.example.sync.failed";
        """, """
        - (void)run {
            [[NSNotificationCenter defaultCenter] postNotificationName:kSyncDone object:nil];
            [center postNotification:[NSNotification notificationWithName:@"Literal" object:nil]];
            [center addObserverForName:SyncFailedNotification object:nil queue:nil usingBlock:^(NSNotification *n) {}];
            [center addObserver:self selector:@selector(x:) name:DependencyReadyNotification object:[self owner:nil]];
        }
        """)
        XCTAssertEqual(found.posted, ["SyncDone", "Literal"])
        XCTAssertEqual(found.observed, ["com.example.sync.failed", "DependencyReadyNotification"])
    }

    func testCommentsAndCStringsNameNothing() {
        let found = scan("""
        // [center postNotificationName:@"Commented" object:nil];
        /* [center addObserver:self selector:@selector(x:) name:@"Blocked" object:nil]; */
        printf("postNotificationName:@\\"NotObjC\\"");
        """)
        XCTAssertTrue(found.posted.isEmpty && found.observed.isEmpty, "\(found)")
    }

    func testNotificationNameConstantsAreReadAsSwiftMembers() {
        let found = scan("""
        extern NSNotificationName const WalletLockedNotification;
        extern NSNotificationName const _Nonnull WalletOpenedNotification NS_SWIFT_NAME(walletDidOpen);
        extern NSNotificationName const WalletUndefinedNotification;
        """, """
        NSNotificationName const WalletLockedNotification = @"WalletLockedNotification";
        NSNotificationName const WalletOpenedNotification = @"wallet.opened";
        """)
        XCTAssertEqual(found.importedMembers, ["WalletLocked": "WalletLockedNotification", "walletDidOpen": "wallet.opened"])
    }

    func testImportedModulesAreRead() {
        let found = scan("""
        #import <DashSync/DashSync.h>
        #import "Local.h"
        @import Firebase;
        #include <sys/types.h>
        """)
        XCTAssertEqual(found.importedModules, ["DashSync", "Firebase", "sys"])
    }

    /// Files cut short anywhere (an unclosed string, comment or message) name what they can and never trap.
    func testTruncatedSourcesAreReadWithoutTrapping() {
        let source = """
        NSString *const kDone = @"Done";
        [center postNotificationName:kDone object:nil];
        [center addObserver:self selector:@selector(x:) name:@"Late" object:nil];
        /* a comment
        """
        let bytes = Array(source.utf8)
        for cut in 0 ... bytes.count {
            _ = ObjectiveCNotifications(sources: [Array(bytes[..<cut])])
        }
        for tail in ["@\"", "@\"open", "\"\\", "'", "/*", "//", "#define", "NSNotificationName const", "[c addObserver:"] {
            _ = ObjectiveCNotifications(sources: [Array(tail.utf8)])
        }
        XCTAssertEqual(ObjectiveCNotifications(sources: [bytes]).posted, ["Done"])
        XCTAssertEqual(ObjectiveCNotifications(sources: [Array("[c postNotificationName:@\"Cut".utf8)]).posted, ["Cut"])
    }
}
