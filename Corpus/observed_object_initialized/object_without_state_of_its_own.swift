import SwiftUI

// An object that keeps no state of its own — its properties are computed, `@AppStorage`, or wrapped by a property
// wrapper that stores only its key and reads and writes `UserDefaults` — loses nothing when a re-created view makes
// a new one; so does one keeping only a constant key and its own `objectWillChange`. One with a stored value of its
// own does.

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

/// A flag whose value lives in `UserDefaults`: it keeps only its key and its own change subject.
final class OnboardingFlag: ObservableObject {
    var objectWillChange = ObservableObjectPublisher()
    let key: String
    init(_ key: String) { self.key = key }
    var isOn: Bool {
        get { UserDefaults.standard.bool(forKey: key) }
        set { objectWillChange.send(); UserDefaults.standard.set(newValue, forKey: key) }
    }
}

struct OnboardingToggleView: View {
    @ObservedObject var flag = OnboardingFlag("showOnboarding")
    var body: some View { Toggle("Onboarding", isOn: $flag.isOn) }
}
