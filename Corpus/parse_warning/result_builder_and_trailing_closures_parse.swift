// Trailing closures, result builders and key paths in one expression.

import SwiftUI

/// The settings screen.
struct SettingsView: View {
    @State private var isOn = false
    let options: [String]

    var body: some View {
        List(options, id: \.self) { option in
            Toggle(option, isOn: $isOn)
        }
        .navigationTitle("Settings")
    }
}
