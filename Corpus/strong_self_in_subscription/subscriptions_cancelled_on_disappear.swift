import Combine
import UIKit

final class ParkingMeterTracker {
    static let shared = ParkingMeterTracker()
    @Published var minutesLeft = 0
    @Published var zone = ""
}

final class ParkingMeterController: UIViewController {
    private var observers = Set<AnyCancellable>()
    private var zoneObserver: AnyCancellable?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Emptied in viewWillDisappear: the cycle is broken each time the screen goes away.
        ParkingMeterTracker.shared.$minutesLeft
            .receive(on: DispatchQueue.main)
            .sink { minutes in self.title = "\(minutes) min" }
            .store(in: &observers)
        // Never released: self → zoneObserver → sink → self.
        zoneObserver = ParkingMeterTracker.shared.$zone
            .receive(on: DispatchQueue.main)
            .sink { zone in self.navigationItem.prompt = zone } // expect: strong_self_in_subscription
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observers.removeAll()
    }
}
