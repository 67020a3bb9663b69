import Foundation

// MediaRemote and CoreFoundation post these C constants' names: observing them without posting is normal.

final class NowPlayingMonitor {
    private var tokens: [NSObjectProtocol] = []

    init() {
        tokens.append(NotificationCenter.default.addObserver(forName: NSNotification.Name("kMRMediaRemoteNowPlayingInfoDidChangeNotification"), object: nil, queue: .main) { _ in // expect: notification_name_literal
            print("now playing changed")
        })
        tokens.append(NotificationCenter.default.addObserver(forName: NSNotification.Name("kioskModeDidChangeNotification"), object: nil, queue: .main) { _ in // expect: notification_name_literal, unmatched_notification
            print("kiosk")
        })
    }
}
