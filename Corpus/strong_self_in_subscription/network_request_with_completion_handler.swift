import Combine
import Foundation

protocol InvoiceAPI {
    func fetchInvoices() -> AnyPublisher<[String], Error>
}

final class InvoiceListModel: ObservableObject {
    @Published private(set) var invoices: [String] = []
    @Published private(set) var failed = false
    @Published var filter = ""
    private let api: InvoiceAPI
    private var observers = Set<AnyCancellable>()

    init(api: InvoiceAPI) {
        self.api = api
    }

    func reload() {
        // A one-shot request: Combine releases both closures when it finishes, so the strong self lasts
        // only until the response arrives (deliberate: the model must see the result).
        api.fetchInvoices()
            .sink(receiveCompletion: { completion in
                if case .failure = completion { self.failed = true }
            }, receiveValue: { invoices in
                self.invoices = invoices
            })
            .store(in: &observers)
    }

    func watchFilter() {
        // A `$property` never finishes: the completion handler does not end this subscription.
        $filter
            .sink(receiveCompletion: { _ in }, receiveValue: { text in self.apply(text) }) // expect: strong_self_in_subscription
            .store(in: &observers)
    }

    func watchMemoryWarnings() {
        NotificationCenter.default.publisher(for: .invoiceCacheDidExpire)
            .sink(receiveCompletion: { _ in },
                  receiveValue: { _ in self.invoices.removeAll() }) // expect: strong_self_in_subscription
            .store(in: &observers)
    }

    private func apply(_ text: String) {}
}

extension Notification.Name {
    static let invoiceCacheDidExpire = Notification.Name("corpus.invoiceCacheDidExpire")
}

final class InvoiceCache {
    func expire() {
        NotificationCenter.default.post(name: .invoiceCacheDidExpire, object: nil)
    }
}
