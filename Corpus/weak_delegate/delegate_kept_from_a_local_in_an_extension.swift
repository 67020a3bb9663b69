import UIKit
import UniformTypeIdentifiers

// Decision: `let d = Foo(); handler = d` in an extension method makes the property the object's only owner, as in the
// class body: the document picker's delegate is weak, and a weak property would free the handler before a file is
// picked. The handler lets go of itself when the picker is done.

final class ImportFlowController {
    let host: UIViewController
    private var importPickerDelegateHandler: ImportPickerDelegate?

    init(host: UIViewController) { self.host = host }
}

extension ImportFlowController {
    func pickFile(completion: @escaping (URL) -> Void) {
        let delegate = ImportPickerDelegate(completion: completion) { [weak self] in
            self?.importPickerDelegateHandler = nil
        }
        importPickerDelegateHandler = delegate
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.data])
        picker.delegate = delegate
        host.present(picker, animated: true)
    }
}

final class ImportPickerDelegate: NSObject, UIDocumentPickerDelegate {
    private let completion: (URL) -> Void
    private let onDone: () -> Void

    init(completion: @escaping (URL) -> Void, onDone: @escaping () -> Void) {
        self.completion = completion
        self.onDone = onDone
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        onDone()
        if let url = urls.first { completion(url) }
    }
}
