import Foundation
import UIKit

// Names outside the configured list (case-sensitive, one leading underscore at most) and static
// vars holding some other type are not singletons of the enclosing type.

final class HarvestScheduler {
    static var sharedCount = 0
    static var Shared = HarvestScheduler()
    static var __shared = HarvestScheduler()
    static var currentUserName: String?
    static var main = DispatchQueue.main
    static var current = Locale.current
    static var instance: [HarvestScheduler] = []
    var shared = HarvestScheduler.self
}
