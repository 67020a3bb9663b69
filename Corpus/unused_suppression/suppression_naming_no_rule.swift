// A directive without a rule id suppresses nothing.

/// Retry policy of the sync engine.
struct RetryPolicy {
    let attempts = 3 // crosstalk:disable:this // expect: unused_suppression "names no rule"
}
