import Foundation

// Binding `self` inside the loop holds it for one element at a time: the store can go away between elements.

final class DownloadQueue {
    private var finished: [URL] = []
    private let completions: AsyncStream<URL>
    private var observation: Task<Void, Never>?

    init(completions: AsyncStream<URL>) {
        self.completions = completions
        observation = Task { [weak self, completions] in
            for await url in completions {
                guard let self else { return }
                self.finished.append(url)
            }
        }
    }

    deinit {
        observation?.cancel()
    }
}
