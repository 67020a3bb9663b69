import Foundation

// A strategy protocol that structs adopt: `weak` would not compile, and the value has no back reference.
protocol LeaderboardSortingDelegate {
    func ordered(_ scores: [Int]) -> [Int]
}

struct DescendingLeaderboardSorting: LeaderboardSortingDelegate {
    func ordered(_ scores: [Int]) -> [Int] { scores.sorted(by: >) }
}

protocol LeaderboardRefining: LeaderboardFilterDelegate {}

protocol LeaderboardFilterDelegate {
    func keeps(_ score: Int) -> Bool
}

enum TopTenLeaderboardFilter: LeaderboardRefining {
    case onlyPositive
    func keeps(_ score: Int) -> Bool { score > 0 }
}

final class LeaderboardBoard {
    var sortingDelegate: LeaderboardSortingDelegate?
    var filterDelegate: LeaderboardFilterDelegate?
    var refreshDelegate: LeaderboardRefreshDelegate? // expect: weak_delegate
}

protocol LeaderboardRefreshDelegate { // expect: class_delegate_protocol
    func boardDidRefresh()
}

final class LeaderboardScreen: LeaderboardRefreshDelegate {
    func boardDidRefresh() {}
}
