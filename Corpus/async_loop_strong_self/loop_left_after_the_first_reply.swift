import Foundation

// A loop whose body ends in `break` waits for one reply and is done: the task holds self until that reply, not for
// the stream's life. A `break` inside a `switch` case or an `if` leaves only that statement: still a loop over an
// endless stream.

enum ServiceReply { case ok(Int), failed, progress }

final class ReplyStream {
    let replies: AsyncStream<ServiceReply>
    init(replies: AsyncStream<ServiceReply>) { self.replies = replies }
}

final class ReplyWaiter {
    let stream: ReplyStream
    init(stream: ReplyStream) { self.stream = stream }

    func waitForFirstAnswer() {
        Task {
            for await reply in stream.replies {
                guard case .ok(let value) = reply else { continue }
                record(value)
                break
            }
        }
    }

    func followEveryReply() {
        Task { // expect: async_loop_strong_self
            for await reply in stream.replies {
                switch reply {
                case .ok(let value): record(value)
                default: break
                }
            }
        }
    }

    private func record(_ value: Int) { print(value) }
}
