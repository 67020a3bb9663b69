import Combine
import MapKit
import SwiftUI

/// A class nested in a struct is a reference type: its subscriptions can cycle.
struct TrailMapView: UIViewRepresentable {
    let tracker: TrailTracker

    func makeCoordinator() -> Coordinator { Coordinator(tracker: tracker) }

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        context.coordinator.attach(map)
        return map
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {}

    final class Coordinator: NSObject, MKMapViewDelegate {
        private let tracker: TrailTracker
        private var observers = Set<AnyCancellable>()
        private weak var map: MKMapView?

        init(tracker: TrailTracker) {
            self.tracker = tracker
        }

        func attach(_ map: MKMapView) {
            self.map = map
            tracker.location
                .receive(on: DispatchQueue.main)
                .sink { coordinate in self.map?.setCenter(coordinate, animated: true) } // expect: strong_self_in_subscription
                .store(in: &observers)
        }
    }
}
