import Foundation

// A `@TaskLocal` static is a value each task binds for its own work (`$current.withValue`), not an instance the
// process shares, and the wrapper needs `var`: not reported. A plain `static var current` holding the type is.
final class RequestTrace: Sendable {
    @TaskLocal static var current: RequestTrace?

    func note(_ text: String) { print(text) }
}

final class RequestTraceStore {
    static var current = RequestTraceStore() // expect: mutable_singleton
}

func tracedUpload() async {
    await RequestTrace.$current.withValue(RequestTrace()) {
        RequestTrace.current?.note("upload")
    }
}
