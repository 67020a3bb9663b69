import Foundation

// Every way to make a protocol class-bound.

protocol SeatMapDelegate: AnyObject {
    func seatMap(didSelect seat: String)
}

protocol BaggageTagDelegate: class {
    func tagWasPrinted(_ tag: String)
}

@objc protocol BoardingGateDelegate {
    func gateDidChange(_ gate: String)
}

@objc(TRVItineraryDelegate) protocol ItineraryDelegate {
    func itineraryDidUpdate()
}

protocol LoungeAccessDelegate: NSObjectProtocol {
    func accessWasGranted()
}

protocol FlightSyncDelegate: Actor {
    func flightsDidSync(count: Int) async
}

protocol CrewRosterDelegate where Self: AnyObject {
    func rosterDidPublish()
}

protocol UpgradeOfferDelegate: Equatable, AnyObject {
    func offerWasAccepted()
}

public protocol FareAlertDelegate: AnyObject, Sendable {
    func fareDidDrop(to price: Decimal)
}
