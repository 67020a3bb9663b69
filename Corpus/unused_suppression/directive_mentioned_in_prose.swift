// Team note: prefer fixing over writing crosstalk:disable:next comments.

/// Formats durations for the timer screen.
struct DurationFormatter {
    /// Returns "mm:ss"; see the lint docs about crosstalk:disable before silencing anything here.
    func format(seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return "\(minutes):\(rest < 10 ? "0" : "")\(rest)"
    }
}
