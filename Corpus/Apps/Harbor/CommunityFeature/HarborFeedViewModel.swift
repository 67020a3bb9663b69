import Combine
import Core
import Foundation

/// The community feed: filters posts by a search query and reacts to app events.
@MainActor
public final class HarborFeedViewModel: ObservableObject {
    @Published public var searchText = ""
    @Published public private(set) var visiblePosts: [HarborPost] = []
    @Published public private(set) var viewerName = "Guest"
    @Published public private(set) var latestFocusMinutes: Int?

    /// Set by the module; opens a member's profile.
    public var onOpenMember: ((HarborUser.ID) -> Void)?
    /// Set by the module; asks the host to sign out.
    public var onSignOut: (() -> Void)?

    private let eventStream: HarborEventStream
    private var allPosts: [HarborPost] = [
        HarborPost(authorID: "mira", authorName: "Mira", text: "Four sessions before lunch."),
        HarborPost(authorID: "teo", authorName: "Teo", text: "Anyone up for a 50-minute block?"),
    ]
    private var observers = Set<AnyCancellable>()
    private var eventTask: Task<Void, Never>?

    public init(userService: HarborUserService, eventStream: HarborEventStream) {
        self.eventStream = eventStream

        // The closure below forgot [weak self]: self -> observers -> closure -> self.
        userService.user
            .receive(on: DispatchQueue.main)
            .sink { user in // expect: strong_self_in_subscription
                self.viewerName = user?.displayName ?? "Guest"
            }
            .store(in: &observers)

        $searchText
            .debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] query in
                self?.applyFilter(query)
            }
            .store(in: &observers)

        applyFilter("")
    }

    /// Starts consuming app events; cancels any previous listener.
    public func startListening() {
        eventTask?.cancel()
        let eventStream = eventStream
        eventTask = Task { [weak self] in
            for await event in eventStream.events() {
                self?.handle(event)
            }
        }
    }

    public func stopListening() {
        eventTask?.cancel()
        eventTask = nil
    }

    public func openMember(_ memberID: HarborUser.ID) {
        onOpenMember?(memberID)
    }

    public func signOut() {
        onSignOut?()
    }

    private func handle(_ event: HarborEvent) {
        switch event {
        case .focusCompleted(let minutes):
            latestFocusMinutes = minutes
        case .postPublished(let post):
            allPosts.insert(post, at: 0)
            applyFilter(searchText)
        }
    }

    private func applyFilter(_ query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        visiblePosts = trimmed.isEmpty
            ? allPosts
            : allPosts.filter { $0.text.localizedCaseInsensitiveContains(trimmed) || $0.authorName.localizedCaseInsensitiveContains(trimmed) }
    }
}
