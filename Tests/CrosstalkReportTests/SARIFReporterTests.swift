@testable import CrosstalkReport
import CrosstalkRules
import Foundation
import XCTest

final class SARIFReporterTests: XCTestCase {
    func testGolden() {
        assertGolden(SARIFReporter().render(Fixture.report), ###"""
        {
          "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "crosstalk",
                  "version": "0.1.0",
                  "rules": [
                    {
                      "id": "unstored_subscription",
                      "name": "UnstoredSubscription",
                      "shortDescription": {
                        "text": "a Combine subscription whose AnyCancellable is discarded"
                      },
                      "fullDescription": {
                        "text": "Flags `sink` and `assign` calls whose `AnyCancellable` is not stored."
                      },
                      "help": {
                        "text": "## What it does\nFlags `sink` and `assign` calls whose `AnyCancellable` is not stored.\n\n## Why is this bad?\nThe subscription is cancelled at once.",
                        "markdown": "## What it does\nFlags `sink` and `assign` calls whose `AnyCancellable` is not stored.\n\n## Why is this bad?\nThe subscription is cancelled at once."
                      },
                      "defaultConfiguration": {
                        "level": "warning"
                      },
                      "properties": {
                        "tags": [
                          "Combine"
                        ]
                      }
                    },
                    {
                      "id": "weak_delegate",
                      "name": "WeakDelegate",
                      "shortDescription": {
                        "text": "a delegate property that is not weak"
                      },
                      "fullDescription": {
                        "text": "Flags delegate properties declared without `weak`."
                      },
                      "help": {
                        "text": "## What it does\nFlags delegate properties declared without `weak`.",
                        "markdown": "## What it does\nFlags delegate properties declared without `weak`."
                      },
                      "defaultConfiguration": {
                        "level": "warning"
                      },
                      "properties": {
                        "tags": [
                          "Delegates"
                        ]
                      }
                    },
                    {
                      "id": "mutable_singleton",
                      "name": "MutableSingleton",
                      "shortDescription": {
                        "text": "a shared instance with mutable state"
                      },
                      "fullDescription": {
                        "text": "Flags a `shared` instance whose type has `var` state:\n\n```swift\n#if DEBUG\nstatic let shared = Cache()\n#endif\n```"
                      },
                      "help": {
                        "text": "## What it does\nFlags a `shared` instance whose type has `var` state:\n\n```swift\n#if DEBUG\nstatic let shared = Cache()\n#endif\n```\n\n## Why is this bad?\nAny caller can change it.",
                        "markdown": "## What it does\nFlags a `shared` instance whose type has `var` state:\n\n```swift\n#if DEBUG\nstatic let shared = Cache()\n#endif\n```\n\n## Why is this bad?\nAny caller can change it."
                      },
                      "defaultConfiguration": {
                        "level": "note"
                      },
                      "properties": {
                        "tags": [
                          "Singletons"
                        ]
                      }
                    },
                    {
                      "id": "io_error",
                      "name": "IoError",
                      "shortDescription": {
                        "text": "io_error"
                      },
                      "fullDescription": {
                        "text": "io_error"
                      },
                      "defaultConfiguration": {
                        "level": "error"
                      }
                    }
                  ]
                }
              },
              "originalUriBaseIds": {
                "%SRCROOT%": {
                  "uri": "file:///work/My%20Project/"
                }
              },
              "results": [
                {
                  "ruleId": "unstored_subscription",
                  "ruleIndex": 0,
                  "level": "warning",
                  "message": {
                    "text": "result of 'sink' on \"items\" is discarded: the subscription ends at once"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/App/Feed%20View.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 12,
                          "startColumn": 9
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "crosstalk/v1": "3f2a9c0d1e4b5a6c"
                  }
                },
                {
                  "ruleId": "weak_delegate",
                  "ruleIndex": 1,
                  "level": "error",
                  "message": {
                    "text": "delegate 'dataDelegate' should be weak, or FeedView & its <Delegate> leak"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/App/Feed%20View.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 30,
                          "startColumn": 5
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "crosstalk/v1": "9b8a7c6d5e4f3a2b"
                  }
                },
                {
                  "ruleId": "mutable_singleton",
                  "ruleIndex": 2,
                  "level": "note",
                  "message": {
                    "text": "singleton 'shared' has mutable state 'cache' — 100% shared, use 'let'"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/Core/Caf%C3%A9.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 3,
                          "startColumn": 14
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "crosstalk/v1": "4a81de8e019069c2"
                  }
                },
                {
                  "ruleId": "io_error",
                  "ruleIndex": 3,
                  "level": "error",
                  "message": {
                    "text": "cannot read file: permission denied"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/Core/Store.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 1,
                          "startColumn": 1
                        }
                      }
                    }
                  ],
                  "partialFingerprints": {
                    "crosstalk/v1": "539d3c5886de646f"
                  }
                }
              ]
            }
          ]
        }
        """###)
    }

    /// GitHub code scanning's checker accepts the log, warnings included (`--strict`), with and without a source root.
    func testSarifCheckAcceptsTheOutput() throws {
        let checker = Fixture.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/sarif-check").path
        guard FileManager.default.fileExists(atPath: checker) else {
            throw XCTSkip("\(checker) does not exist (CI checks out shared/ beside the repository)")
        }
        var withoutRoot = Fixture.report
        withoutRoot.sourceRoot = nil
        var linked = Fixture.report
        linked.documentationURL = "https://git.example.com/ios/crosstalk/-/blob/main"
        let files = try [
            Fixture.temporaryFile(SARIFReporter().render(Fixture.report), name: "full.sarif", for: self),
            Fixture.temporaryFile(SARIFReporter().render(withoutRoot), name: "no-root.sarif", for: self),
            Fixture.temporaryFile(SARIFReporter().render(linked), name: "linked.sarif", for: self),
            Fixture.temporaryFile(SARIFReporter().render(Fixture.cleanReport), name: "clean.sarif", for: self),
        ]
        let result = try Fixture.run(checker, ["--strict"] + files)
        XCTAssertEqual(result.status, 0, result.output)
    }

    /// Rule pages are linked only where the configuration says the team publishes them; the page itself is always
    /// in `help`, which code scanning shows.
    func testRulePagesAreLinkedOnlyWhenPublished() throws {
        let unlinked = try parse(SARIFReporter().render(Fixture.report))
        let driver = try XCTUnwrap((run(unlinked)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertNil(driver["informationUri"])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertTrue(rules.allSatisfy { $0["helpUri"] == nil })
        XCTAssertNotNil(rules.first?["help"])
        var report = Fixture.report
        report.documentationURL = "https://git.example.com/ios/crosstalk/-/blob/main/"
        let linked = try parse(SARIFReporter().render(report))
        let linkedDriver = try XCTUnwrap((run(linked)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(linkedDriver["informationUri"] as? String, "https://git.example.com/ios/crosstalk/-/blob/main/")
        let first = try XCTUnwrap((linkedDriver["rules"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["helpUri"] as? String, "https://git.example.com/ios/crosstalk/-/blob/main/Rules/unstored_subscription.md")
    }

    func testWithoutSourceRootTheBaseIsDescribed() throws {
        let log = try parse(SARIFReporter().render(Fixture.cleanReport))
        let base = try XCTUnwrap(run(log)["originalUriBaseIds"] as? [String: Any])["%SRCROOT%"] as? [String: Any]
        XCTAssertNil(base?["uri"])
        XCTAssertNotNil(base?["description"])
    }

    func testAbsolutePathBecomesAFileURIWithoutBase() throws {
        let finding = Finding(rule: "weak_delegate", severity: .warning, file: "/tmp/other dir/A.swift", line: 1, column: 1, message: "m")
        let log = try parse(SARIFReporter().render(Fixture.report([finding])))
        let results = try XCTUnwrap(run(log)["results"] as? [[String: Any]])
        let locations = try XCTUnwrap(results.first?["locations"] as? [[String: Any]])
        let physical = try XCTUnwrap(locations.first?["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: String])
        XCTAssertEqual(artifact, ["uri": "file:///tmp/other%20dir/A.swift"])
    }

    func testPercentEncoding() {
        XCTAssertEqual(SARIFReporter.percentEncoded("a b/c%d#e?f:g\\h/ü.swift"), "a%20b/c%25d%23e%3Ff%3Ag%5Ch/%C3%BC.swift")
        XCTAssertEqual(SARIFReporter.percentEncoded("Sources/A-b_c.d~(1)+@!$&'*,;=.swift"), "Sources/A-b_c.d~(1)+@!$&'*,;=.swift")
        XCTAssertEqual(SARIFReporter.directoryURI("/work/My Project"), "file:///work/My%20Project/")
        XCTAssertEqual(SARIFReporter.directoryURI("/"), "file:///")
    }

    func testFallbackFingerprintIgnoresTheLineButNotTheMessage() {
        let a = Finding(rule: "r", severity: .warning, file: "a.swift", line: 1, column: 1, message: "m")
        var moved = a
        moved.line = 40
        var other = a
        other.message = "n"
        var shifted = a
        (shifted.rule, shifted.file) = ("ra", ".swift")
        XCTAssertEqual(SARIFReporter.fallbackFingerprint(a), SARIFReporter.fallbackFingerprint(moved))
        XCTAssertNotEqual(SARIFReporter.fallbackFingerprint(a), SARIFReporter.fallbackFingerprint(other))
        XCTAssertNotEqual(SARIFReporter.fallbackFingerprint(a), SARIFReporter.fallbackFingerprint(shifted))
        XCTAssertEqual(SARIFReporter.fallbackFingerprint(a).count, 16)
    }

    func testRuleNamesAndDescriptions() {
        XCTAssertEqual(SARIFReporter.pascalCase("unstored_subscription"), "UnstoredSubscription")
        XCTAssertEqual(SARIFReporter.pascalCase("io_error"), "IoError")
        XCTAssertEqual(SARIFReporter.whatItDoes("## What it does\nFinds x.\n\n## Why is this bad?\nBecause."), "Finds x.")
        XCTAssertEqual(SARIFReporter.whatItDoes("# What it does\n  Finds x.\n#if DEBUG\n### Example\ny"), "Finds x.\n#if DEBUG")
        XCTAssertNil(SARIFReporter.whatItDoes("## Why is this bad?\nBecause."))
        XCTAssertNil(SARIFReporter.whatItDoes(""))
    }

    func testRepeatedRuleDescriptionsAreDeclaredOnce() throws {
        var report = Fixture.report
        report.rules += Fixture.rules
        let driver = try XCTUnwrap((run(parse(SARIFReporter().render(report)))["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ids = try XCTUnwrap(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, ["unstored_subscription", "weak_delegate", "mutable_singleton", "io_error"])
    }

    private func parse(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ log: [String: Any]) throws -> [String: Any] {
        try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    }
}
