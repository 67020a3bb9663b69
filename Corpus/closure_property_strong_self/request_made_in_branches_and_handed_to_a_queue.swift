import Foundation

// A local declared without a value and given a new request in each branch (`let request: CatalogRequest`, then
// `request = SearchCatalogRequest(…)` or `ListCatalogRequest()`) holds a new object, as when made at the declaration:
// the queue it is handed to lets it go with its blocks, and self never keeps it. A local given self's own request in
// one branch may be self's: still reported (locals are told apart by name within the file).

class CatalogRequest: Operation {
    var onSuccess: ((CatalogRequest) -> Void)?
    override func main() { onSuccess?(self) }
}

final class ListCatalogRequest: CatalogRequest {}

final class SearchCatalogRequest: CatalogRequest {
    let term: String
    init(term: String) { self.term = term }
}

final class CatalogScreen {
    private var rows: [String] = []
    private let queue = OperationQueue()
    private let pinnedRequest = ListCatalogRequest()

    func load(term: String?) {
        let request: CatalogRequest
        if let term {
            request = SearchCatalogRequest(term: term)
        } else {
            request = ListCatalogRequest()
        }
        request.onSuccess = { _ in
            self.rows = ["found"]
        }
        queue.addOperation(request)
    }

    func reload(term: String?) {
        let retry: CatalogRequest
        if let term {
            retry = SearchCatalogRequest(term: term)
        } else {
            retry = pinnedRequest
        }
        retry.onSuccess = { _ in // expect: closure_property_strong_self
            self.rows = []
        }
        queue.addOperation(retry)
    }
}
