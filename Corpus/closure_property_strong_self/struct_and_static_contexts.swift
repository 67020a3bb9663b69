import SwiftUI

// A struct's self is a value (no reference cycle), and a static method has no instance self.

/// State of the reading-list row.
final class ReadingListRowModel: ObservableObject {
    var onArchive: (() -> Void)?
    var onOpen: (() -> Void)?
}

/// One row of the reading list.
struct ReadingListRow: View {
    @ObservedObject var model: ReadingListRowModel
    let title: String

    var body: some View {
        Text(title)
            .onAppear {
                model.onArchive = { print("archived", self.title) }
            }
    }
}

/// Builds reading-list rows.
final class ReadingListRowFactory {
    static func log(_ message: String) {
        print(message)
    }

    static func makeModel(title: String) -> ReadingListRowModel {
        let model = ReadingListRowModel()
        model.onOpen = { self.log("opened \(title)") }
        return model
    }
}
