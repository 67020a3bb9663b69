import CrosstalkGraph
import XCTest

/// `Storyboard` reads what an app launches with: the storyboard an `Info.plist` names, and the screens its initial
/// controller shows at once through relationship segues.
final class StoryboardTests: XCTestCase {
    func testInfoPlistNamesTheLaunchStoryboards() {
        let plist = """
        <dict>
            <key>NSMainStoryboardFile</key>
            <string>Main</string>
            <key>UIApplicationSceneManifest</key>
            <dict><key>UISceneStoryboardFile</key>
            <string>Scenes</string></dict>
        </dict>
        """
        XCTAssertEqual(Storyboard.launchStoryboardNames(infoPlist: Array(plist.utf8)), ["Main", "Scenes"])
    }

    func testContainersShowTheirRootsTabsAndContent() {
        let storyboard = """
        <document initialViewController="win">
            <windowController id="win" sceneMemberID="viewController">
                <connections><segue destination="tabs" kind="relationship" relationship="window.shadowedContentViewController" id="a"/></connections>
            </windowController>
            <tabViewController id="tabs" customClass="MainTabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="one" kind="relationship" relationship="tabItems" id="b"/>
                    <segue destination="two" kind="relationship" relationship="tabItems" id="c"/>
                </connections>
            </tabViewController>
            <viewController id="one" customClass="LibraryPane" sceneMemberID="viewController">
                <connections><segue destination="three" kind="show" id="d"/></connections>
            </viewController>
            <viewController id="two" customClass="SettingsPane" sceneMemberID="viewController"/>
            <viewController id="three" customClass="DetailPane" sceneMemberID="viewController"/>
        </document>
        """
        XCTAssertEqual(Set(Storyboard.launchScreens(Array(storyboard.utf8))), ["MainTabs", "LibraryPane", "SettingsPane"])
    }

    /// A tab that is a storyboard reference shows the referenced storyboard's initial controller, or the one its
    /// `referencedIdentifier` names.
    func testAStoryboardReferenceStandsForTheReferencedController() {
        let main = """
        <document initialViewController="tabs">
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="ref1" kind="relationship" relationship="viewControllers" id="a"/>
                    <segue destination="ref2" kind="relationship" relationship="viewControllers" id="b"/>
                </connections>
            </tabBarController>
            <viewControllerPlaceholder storyboardName="Inbox" id="ref1" sceneMemberID="viewController"/>
            <viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="ProfileScreen" id="ref2" sceneMemberID="viewController"/>
        </document>
        """
        let storyboards = ["Inbox": """
        <document initialViewController="nav">
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="inbox" kind="relationship" relationship="rootViewController" id="c"/></connections>
            </navigationController>
            <viewController id="inbox" customClass="InboxScreen" sceneMemberID="viewController"/>
        </document>
        """, "Profile": """
        <document initialViewController="welcome">
            <viewController id="welcome" customClass="WelcomeScreen" sceneMemberID="viewController"/>
            <viewController storyboardIdentifier="ProfileScreen" id="profile" customClass="ProfileScreen" sceneMemberID="viewController"/>
        </document>
        """]
        let screens = Storyboard.launchScreens(Array(main.utf8), storyboard: { storyboards[$0].map { Array($0.utf8) } })
        XCTAssertEqual(Set(screens), ["InboxScreen", "ProfileScreen"])
    }
}
