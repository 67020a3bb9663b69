// A task group's results end when its children do: a loop over the group parameter keeps self only until then.
// A stream handed to the same task does not end by itself and is reported.

enum Feed {
    static func updates() -> AsyncStream<Int> { AsyncStream { _ in } }
}

final class ThumbnailLoader {
    private var loading: Task<Void, Never>?
    private var images: [Int] = []

    func loadAll(_ ids: [Int]) {
        loading = Task {
            await withTaskGroup(of: Int.self) { group in
                for id in ids { group.addTask { id * 2 } }
                for await image in group { store(image) }
            }
        }
    }

    func loadThrowing(_ ids: [Int]) {
        loading = Task {
            try? await withThrowingTaskGroup(of: Int.self) { results in
                for id in ids { results.addTask { id } }
                for try await image in results { store(image) }
            }
        }
    }

    func follow() {
        loading = Task { // expect: async_loop_strong_self
            for await value in Feed.updates() { store(value) }
        }
    }

    private func store(_ image: Int) { images.append(image) }
}
