import AppKit
import Combine

// A screen that subscribes while visible and empties the store when it disappears breaks the cycle there: the
// `assign(to:on: self)` holds self only while the screen is shown. Emptied only in `deinit`, which the cycle keeps
// from running, it stays reported.
final class RoomLevelModel {
    @Published var level = 0
}

final class RoomLevelScreen: NSViewController {
    let model = RoomLevelModel()
    var level = 0
    private var observers: Set<AnyCancellable> = []

    override func viewWillAppear() {
        super.viewWillAppear()
        model.$level.assign(to: \.level, on: self).store(in: &observers)
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        observers.removeAll()
    }
}

final class RoomTopicScreen: NSViewController {
    let model = RoomLevelModel()
    var level = 0
    private var observers: Set<AnyCancellable> = []

    override func viewWillAppear() {
        super.viewWillAppear()
        model.$level.assign(to: \.level, on: self).store(in: &observers) // expect: assign_to_self
    }

    deinit { observers.removeAll() }
}
