import Combine
import Core
import Foundation

/// Counts a focus session down and announces its completion.
@MainActor
public final class HarborTimerViewModel: ObservableObject {
    @Published public private(set) var secondsRemaining = 25 * 60
    @Published public private(set) var greeting = "Focus time"
    @Published public private(set) var isRunning = false

    /// Set by the module; receives the length of a completed session in minutes.
    public var onFinish: ((Int) -> Void)?

    private let eventStream: HarborEventStream
    private var focusMinutes = 25
    private var observers = Set<AnyCancellable>()
    private var ticker: AnyCancellable?

    public init(userService: HarborUserService, eventStream: HarborEventStream) {
        self.eventStream = eventStream

        userService.user
            .receive(on: DispatchQueue.main)
            .compactMap { $0?.displayName }
            .sink { [weak self] name in
                self?.greeting = "Focus time, \(name)"
            }
            .store(in: &observers)

        NotificationCenter.default.publisher(for: .harborSettingsChanged)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.reloadDuration()
            }
            .store(in: &observers)

        reloadDuration()
    }

    public func start() {
        guard !isRunning else { return }
        isRunning = true
        HarborAnalytics.shared.track("focus_started")
        ticker = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.tick()
            }
    }

    public func chooseDuration(minutes: Int) {
        Task {
            await HarborSettings.shared.setFocusMinutes(minutes)
        }
    }

    private func tick() {
        secondsRemaining -= 1
        guard secondsRemaining <= 0 else { return }
        ticker = nil
        isRunning = false
        eventStream.send(.focusCompleted(minutes: focusMinutes))
        onFinish?(focusMinutes)
        secondsRemaining = focusMinutes * 60
    }

    private func reloadDuration() {
        Task { [weak self] in
            let minutes = await HarborSettings.shared.focusMinutes
            guard let self, !self.isRunning else { return }
            self.focusMinutes = minutes
            self.secondsRemaining = minutes * 60
        }
    }
}
