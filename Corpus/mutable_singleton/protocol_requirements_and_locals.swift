import Foundation

// Protocol requirements, instance properties and locals are not static storage.

protocol CompostProviding {
    static var shared: Self { get }
}

final class CompostMeter: CompostProviding {
    static let shared = CompostMeter()
    var current = CompostMeter.Reading()

    struct Reading {
        var kilograms = 0.0
    }

    func reset() {
        var shared = CompostMeter.Reading()
        shared.kilograms = 0
        current = shared
    }
}
