import Combine
import Foundation

/// The app's main-thread scheduler, named like RxSwift's for a team migrating from it.
enum MainScheduler {
    static let instance = DispatchQueue.main
}

extension Scheduler where Self == DispatchQueue {
    /// Lets chains write `.receive(on: .main)` (static member lookup through the protocol).
    static var main: DispatchQueue { DispatchQueue.main }
}

/// Music player screen state; every chain receives on the main thread.
@MainActor
final class NowPlayingViewModel: ObservableObject {
    @Published private(set) var title = ""
    @Published private(set) var artwork: Data?
    @Published private(set) var progress = 0.0
    @Published private(set) var isBuffering = false
    @Published private(set) var volume: Float = 1
    private var observers = Set<AnyCancellable>()

    init(titles: AnyPublisher<String, Never>, artwork: AnyPublisher<Data?, Never>, progress: AnyPublisher<Double, Never>, buffering: AnyPublisher<Bool, Never>, volume: AnyPublisher<Float, Never>) {
        titles
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.title = $0 }
            .store(in: &observers)

        artwork
            .receive(on: RunLoop.main)
            .sink { [weak self] in self?.artwork = $0 }
            .store(in: &observers)

        progress
            .receive(on: MainScheduler.instance)
            .sink { [weak self] in self?.progress = $0 }
            .store(in: &observers)

        buffering
            .removeDuplicates()
            .receive(on: DispatchQueue.main, options: nil)
            .map { $0 }
            .sink { [weak self] in self?.isBuffering = $0 }
            .store(in: &observers)

        volume
            .receive(on: .main)
            .sink { [weak self] in self?.volume = $0 }
            .store(in: &observers)
    }
}
