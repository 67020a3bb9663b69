// `indirect` on one enum case (also in a property-wrapper enum) is a declaration modifier, not a stray word.

/// Keeps a value behind a reference so a struct can contain itself.
@propertyWrapper
enum Indirect<T> {
    indirect case wrapped(T)

    init(wrappedValue initialValue: T) {
        self = .wrapped(initialValue)
    }

    var wrappedValue: T {
        get { switch self { case .wrapped(let x): return x } }
        set { self = .wrapped(newValue) }
    }
}

/// An arithmetic expression tree.
enum Expression {
    case number(Int)
    @available(*, deprecated) indirect case negated(Expression)
    indirect case sum(Expression, Expression)

    /// The value, with a local named `indirect` ending a `switch` case.
    func value() -> Int {
        switch self {
        case .number(let n):
            let indirect = n
            return indirect
        case .negated(let e): return -e.value()
        case .sum(let a, let b): return a.value() + b.value()
        }
    }
}
