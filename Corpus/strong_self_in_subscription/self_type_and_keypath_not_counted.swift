import Combine
import Foundation

// `Self` (the type), `TagCloudBuilder.self`, `x.self`, `\.self` and a static method named
// through `Self.` are not the instance `self`.

/// Builds a tag cloud from post tags.
final class TagCloudBuilder {
    private var observers = Set<AnyCancellable>()
    private(set) var cloud: [String] = []

    static func normalize(_ tag: String) -> String {
        tag.lowercased()
    }

    static func normalizeAll(_ tags: [String]) -> [String] {
        tags.map(normalize)
    }

    init(tags: AnyPublisher<[String], Never>) {
        tags
            .map { tags in tags.map { Self.normalize($0) } }
            .map { Array(Set($0.map(\.self))).sorted() }
            .handleEvents(receiveOutput: { tags in print(String(describing: Self.self), tags.count) })
            .compactMap { $0.isEmpty ? nil : $0.self }
            .sink { [weak self] in self?.cloud = $0 }
            .store(in: &observers)

        tags
            .map(Self.normalizeAll)
            .sink { tags in print(TagCloudBuilder.self, type(of: tags).self, tags) }
            .store(in: &observers)
    }
}
