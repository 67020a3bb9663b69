// A placeholder type (`_`) in an explicit generic argument list stands for an argument the compiler infers.
struct TaggedBox<Tag, Value> {
    let value: Value
}

enum ShelfLabel {}

func makeShelfBox() -> TaggedBox<ShelfLabel, Int> {
    TaggedBox<ShelfLabel, _>(value: 42)
}

func makeShelfBoxes() -> [TaggedBox<ShelfLabel, String>] {
    [TaggedBox<ShelfLabel, _>(value: "a"), TaggedBox<_, String>(value: "b")]
}
