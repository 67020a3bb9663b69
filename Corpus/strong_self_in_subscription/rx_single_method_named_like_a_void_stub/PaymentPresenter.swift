import RxSwift

final class PaymentPresenter {
    private let signer = CardSigner()
    private var signDisposable: Disposable?

    func signAndPay() {
        signDisposable = signer.sign(message: "hello")
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { bytes in
                self.pay(bytes)
            }, onFailure: { error in
                self.fail(error)
            })
    }

    func pay(_ bytes: [UInt8]) {}
    func fail(_ error: Error) {}
}
