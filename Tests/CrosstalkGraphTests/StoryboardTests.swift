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
}
