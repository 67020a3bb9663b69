// Syntax swiftc accepts that must not give a parse warning: typed throws written with a space, a `switch`
// expression as an `if let` initializer, and Allman-style trailing closures with a label on its own line.

enum HandleError: Error { case malformed }

/// A user handle, `@name@host`.
protocol Handle {
    init(username: String, host: String) throws (HandleError)
    func description(withPrefix: Bool) -> String
}

enum SortType { case topHour, topDay, newest }
enum TimeRange { case hour, day }

extension TimeRange {
    init?(_ sort: SortType) {
        if let range: Self = switch sort {
        case .topHour: .hour
        case .topDay: .day
        default: nil
        } {
            self = range
        } else {
            return nil
        }
    }
}

func animate(_ body: () -> Void, completion: () -> Void) {}

func hideToast(isVisible: Bool) {
    animate
    {
        print(isVisible)
    }
    completion:
    {
        print(!isVisible)
    }
}
