import Foundation

// A closure stored in a handler property of Foundation (`FileHandle.readabilityHandler`) returns nothing, though the
// sources do not declare the property: `[weak self]` is certain there, with a guard where optional chaining would not
// keep the statement's meaning.
final class PipeReader {
    private let pipe = Pipe()
    var onData: ((Data) -> Void)?
    var received: [Data] = []

    func start() {
        pipe.fileHandleForReading.readabilityHandler = { handle in
            self.onData?(handle.availableData)
        }
    }

    func forward(to sink: PipeReader) {
        pipe.fileHandleForReading.readabilityHandler = { handle in
            sink.accept(self, handle.availableData)
        }
    }

    func accept(_ reader: PipeReader, _ data: Data) {
        received.append(data)
    }
}
