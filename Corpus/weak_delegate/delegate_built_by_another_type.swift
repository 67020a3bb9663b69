import Foundation

protocol GardenZoneDelegate: AnyObject {
    func zoneDidNeedWater(_ zone: GardenZone)
}

final class GardenZone {
    // Another type builds the zone and hands it a new highlighter: the zone is its only owner.
    var delegate: GardenZoneDelegate?
}

final class GardenZoneSprinkler: GardenZoneDelegate {
    func zoneDidNeedWater(_ zone: GardenZone) {}
}

final class GardenLayoutBuilder {
    private let mainZone: GardenZone

    init(mainZone: GardenZone) {
        self.mainZone = mainZone
    }

    func makeBorder() -> GardenZone {
        let zone = GardenZone()
        zone.delegate = GardenZoneSprinkler()
        return zone
    }
}

protocol GardenBedDelegate: AnyObject {
    func bedDidChange()
}

final class GardenBed {
    var delegate: GardenBedDelegate? // expect: weak_delegate
}

final class GardenPlanner: GardenBedDelegate {
    private let bed = GardenBed()

    init() {
        bed.delegate = self
    }

    func bedDidChange() {}
}
