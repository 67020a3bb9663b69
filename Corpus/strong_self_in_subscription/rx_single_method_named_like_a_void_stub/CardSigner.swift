import RxSwift

// Decision: whether a method's sequence ends is judged from every Rx declaration of its name that could be subscribed
// to; a declaration returning nothing (a stub's `sign(document:times:)`) never is, and does not hide that
// `sign(message:)` returns a `Single`, which ends after its answer.

final class CardSigner {
    func sign(message: String) -> Single<[UInt8]> {
        Single.create { single in
            single(.success([1, 2, 3]))
            return Disposables.create()
        }
    }
}

final class DocumentSigner {
    let signed = PublishSubject<Bool>()

    func sign(document: String, times: Int) {
        signed.onNext(true)
    }
}
