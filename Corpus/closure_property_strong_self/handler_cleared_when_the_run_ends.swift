import Foundation

// A handler set at the start of a run and set back to nil by the run's completion callback, in the same method,
// holds self only while the run lasts. A handler that nothing clears keeps the runner for good.

final class LogPipe {
    var onLine: ((String) -> Void)?
    func open() {}
    func close() {}
}

final class ScriptRunner {
    let pipe = LogPipe()
    let errors = LogPipe()
    private var lines: [String] = []

    func run(_ work: @escaping () -> Void) {
        pipe.open()
        pipe.onLine = { text in
            self.lines.append(text)
        }
        errors.onLine = { text in // expect: closure_property_strong_self
            self.lines.append("error: " + text)
        }
        DispatchQueue.global().async {
            work()
            DispatchQueue.main.async {
                self.pipe.onLine = nil
                self.pipe.close()
            }
        }
    }
}
