import Combine

final class ThermostatStore: ObservableObject {
    // ObservableObject requires `objectWillChange` to be visible.
    let objectWillChange = PassthroughSubject<Void, Never>()
    let temperatureChanged = PassthroughSubject<Double, Never>() // expect: subject_exposed
}
