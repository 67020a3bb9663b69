import SwiftUI

// An object that keeps no state of its own — its properties are computed, `@AppStorage`, or wrapped by a property
// wrapper that stores only its key and reads and writes `UserDefaults` — loses nothing when a re-created view makes
// a new one. One with a stored value of its own does.

@propertyWrapper
struct StoredPreference<Value> {
    let key: String
    let fallback: Value
    private var defaults: UserDefaults = .standard
    init(_ key: String, fallback: Value) { self.key = key; self.fallback = fallback }

    var wrappedValue: Value {
        get { defaults.object(forKey: key) as? Value ?? fallback }
        set { defaults.set(newValue, forKey: key) }
    }
}

final class ReceiptPreferences: ObservableObject {
    @StoredPreference("sendReceipts", fallback: true) var sendReceipts: Bool
    @AppStorage("sendTyping") var sendTyping = true
    var summary: String { sendReceipts ? "on" : "off" }
}

struct ReceiptSettingsView: View {
    @ObservedObject var preferences = ReceiptPreferences()
    var body: some View { Toggle("Receipts", isOn: $preferences.sendReceipts) }
}

final class ReceiptDraft: ObservableObject {
    @StoredPreference("lastDraft", fallback: "") var lastDraft: String
    @Published var text = ""
}

struct ReceiptDraftView: View {
    @ObservedObject var draft = ReceiptDraft() // expect: observed_object_initialized
    var body: some View { TextField("Draft", text: $draft.text) }
}

struct ReceiptSettingsRoot: View {
    var body: some View {
        Form {
            ReceiptSettingsView()
            ReceiptDraftView()
        }
    }
}
