/// The words every file's symbol table knows before lexing, each with a fixed symbol, so the parser and a client's
/// extractors compare integers instead of bytes: Swift's `Word`s (symbol = raw value), then the words a client adds
/// (an analyzer's vocabulary), in the order given. Built once per process and shared by every file.
public final class Lexicon: Sendable {
    /// Swift's words only.
    public static let swift = Lexicon()

    /// The symbol of the first word a client adds: the one after Swift's words.
    public static let firstAddedSymbol = Int32(Word.spellings.count)

    /// Every word, its symbol as id.
    let words: NameStore

    /// Every word's spelling as a `String`, index = symbol: made once, so the names of known words (every modifier,
    /// most attributes, `self`) are not decoded again wherever a fact names one.
    let strings: [String]

    /// Swift's words, then `added`, which take the symbols from `firstAddedSymbol` on.
    public init(adding added: [String] = []) {
        // Sparse, so a name that is no word usually misses at its first slot.
        let words = NameStore(NameTable(firstID: 0, slotCount: 2048), source: [])
        for spelling in Word.spellings + added.map({ Array($0.utf8) }) {
            spelling.withUnsafeBufferPointer { _ = words.intern($0, 0, $0.count) }
        }
        let strings = Word.strings + added
        precondition(words.table.count == strings.count, "a lexicon's words are distinct")
        self.words = words
        self.strings = strings
    }

    /// Number of words (the first file name's symbol).
    var count: Int32 { Int32(strings.count) }
}
