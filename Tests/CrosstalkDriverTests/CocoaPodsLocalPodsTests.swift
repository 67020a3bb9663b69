import Foundation
import XCTest

/// A framework an app links through a CocoaPods local pod (`pod 'Domain', :path => 'Domain/'` in the `Podfile`) is a
/// target the app depends on: their types talk, though no project lists a target dependency (docs/graph.md, "Nodes").
final class CocoaPodsLocalPodsTests: XCTestCase {
    static func project(target: String, file: String, productType: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tB001 = {isa = PBXBuildFile; fileRef = F001; };
        \t\tF001 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(file); sourceTree = "<group>"; };
        \t\tG000 = {isa = PBXGroup; children = (G001, ); sourceTree = "<group>"; };
        \t\tG001 = {isa = PBXGroup; children = (F001, ); path = Sources; sourceTree = "<group>"; };
        \t\tT001 = {isa = PBXNativeTarget; buildPhases = (K001, ); dependencies = ( ); name = \(target); productType = "\(productType)"; };
        \t\tR001 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; projectRoot = ""; targets = (T001, ); };
        \t\tK001 = {isa = PBXSourcesBuildPhase; files = (B001, ); };
        \t};
        \trootObject = R001;
        }
        """
    }

    func testALocalPodIsADependencyOfTheTargetsThatLinkIt() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.project(target: "App", file: "SavedMoviesInteractor.swift", productType: "com.apple.product-type.application"),
                      to: "App/App.xcodeproj/project.pbxproj", in: dir)
        try CLI.write(Self.project(target: "Domain", file: "AccountUseCase.swift", productType: "com.apple.product-type.framework"),
                      to: "Domain/Domain.xcodeproj/project.pbxproj", in: dir)
        try CLI.write("public protocol AccountUseCase: AnyObject { func favorites() -> [String] }\n", to: "Domain/Sources/AccountUseCase.swift", in: dir)
        try CLI.write("""
        import Domain
        final class SavedMoviesInteractor {
            private let accountUseCase: AccountUseCase
            init(accountUseCase: AccountUseCase) { self.accountUseCase = accountUseCase }
        }
        """, to: "App/Sources/SavedMoviesInteractor.swift", in: dir)
        let unlinked = try crosstalk(["graph", "--format", "json", "--level", "module", "."], in: dir)
        assertStatus(unlinked, 0)
        XCTAssertFalse(try Self.moduleEdges(unlinked).contains("Domain -> App"), "no target sees both yet")

        try CLI.write("""
        platform :ios, '15.0'
        # The app links the domain framework as a development pod.
        target 'App' do
          use_frameworks!
          pod 'Domain', :path => 'Domain/'
          pod 'Domain/TestDoubles', :path => 'Domain/'
          post_install do |installer|
            installer.pods_project.targets.each do |t|
              puts t.name
            end
          end
        end
        """, to: "Podfile", in: dir)
        let linked = try crosstalk(["graph", "--format", "json", "--level", "module", "."], in: dir)
        assertStatus(linked, 0)
        XCTAssertTrue(try Self.moduleEdges(linked).contains("Domain -> App"), linked.stdout)
    }

    static func moduleEdges(_ run: ProcessRun) throws -> [String] {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        let names = Dictionary(uniqueKeysWithValues: nodes.map { ("\($0["id"]!)", "\($0["name"]!)") })
        let edges = try XCTUnwrap(json["edges"] as? [[String: Any]])
        return edges.map { "\(names["\($0["from"]!)"]!) -> \(names["\($0["to"]!)"]!)" }
    }
}
