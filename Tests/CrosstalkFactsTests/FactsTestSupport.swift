import XCTest
@testable import CrosstalkFacts

/// Extracts facts from a snippet.
func facts(_ source: String) -> FileFacts {
    FactExtractor.extract(path: "snippet.swift", bytes: Array(source.utf8))
}
