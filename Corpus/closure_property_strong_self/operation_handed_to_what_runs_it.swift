import CloudKit
import Foundation

// Decision: an operation of a platform type that the code hands only to what runs it — a CloudKit database's
// `add(_:)`, an operation queue's `addOperation(_:)`/`addOperations(_:waitUntilFinished:)`/`add(_:)` — is kept by the
// database or queue until it finishes and then let go with its blocks; self never keeps it, so a strong `self` in its
// result block closes no cycle (also when the operation arrives as a parameter). One that self also stores, or an
// object handed to a registry that keeps it, stays reported.

final class BackupLister {
    private(set) var pages = 0
    private var pendingDelete: CKModifyRecordsOperation?
    private let registry = HandlerRegistry()

    func listAll() {
        let query = CKQuery(recordType: "Item", predicate: NSPredicate(value: true))
        fetchPage(operation: CKQueryOperation(query: query))
    }

    private func fetchPage(operation: CKQueryOperation) {
        operation.queryResultBlock = { result in
            if case .success(let cursor?) = result {
                self.pages += 1
                self.fetchPage(operation: CKQueryOperation(cursor: cursor))
            }
        }
        CKContainer.default().privateCloudDatabase.add(operation)
    }

    func deleteAll(ids: [CKRecord.ID]) {
        let operation = CKModifyRecordsOperation(recordsToSave: [], recordIDsToDelete: ids)
        operation.modifyRecordsResultBlock = { _ in
            self.pages = 0
        }
        let queue = OperationQueue()
        queue.addOperation(operation)
    }

    func deleteLater(ids: [CKRecord.ID]) {
        let deletion = CKModifyRecordsOperation(recordsToSave: [], recordIDsToDelete: ids)
        deletion.modifyRecordsResultBlock = { _ in // expect: closure_property_strong_self
            self.pages = 0
        }
        pendingDelete = deletion
    }

    func watch() {
        let handler = PageHandler()
        handler.onPage = { page in // expect: closure_property_strong_self
            self.pages = page
        }
        registry.add(handler)
    }
}

final class PageHandler {
    var onPage: ((Int) -> Void)?
}

final class HandlerRegistry {
    private var handlers: [PageHandler] = []
    func add(_ handler: PageHandler) { handlers.append(handler) }
}
