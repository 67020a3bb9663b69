// Every branch of #if is read; balanced branches are fine.

import Foundation

/// Where the app sends analytics.
final class AnalyticsEndpoint {
    #if DEBUG
    let url = URL(string: "https://staging.example.com/events")
    #elseif BETA
    let url = URL(string: "https://beta.example.com/events")
    #else
    let url = URL(string: "https://example.com/events")
    #endif
}
