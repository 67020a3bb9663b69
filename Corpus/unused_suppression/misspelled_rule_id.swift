// A typo in the rule id: the suppression hides nothing and the finding still shows.

/// Told when the player changes track.
protocol PlayerDelegate: AnyObject {
    func playerDidChangeTrack()
}

/// Plays the queue.
final class Player {
    var delegate: PlayerDelegate? // crosstalk:disable:this weak_delegat // expect: unused_suppression "did you mean 'weak_delegate'", weak_delegate
}
