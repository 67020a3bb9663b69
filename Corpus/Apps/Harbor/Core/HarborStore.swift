import Combine
import Foundation

/// Shared app state injected into SwiftUI screens with `.environmentObject`.
public final class HarborStore: ObservableObject {
    @Published public private(set) var greetingName = ""
    @Published public var completedFocusMinutes = 0

    public init(userService: HarborUserService) {
        // Bug kept on purpose: the AnyCancellable is discarded, so the subscription ends at once.
        userService.user
            .map { $0?.displayName ?? "" }
            .sink { [weak self] name in self?.greetingName = name } // expect: unstored_subscription
    }
}
