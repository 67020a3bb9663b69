import Combine
import Foundation

/// `assign(to:on: self)` holds self strongly; self holds the cancellable.
final class CheckoutFormModel: ObservableObject {
    @Published var isValid = false
    @Published var shippingCost: Decimal = 0
    private var observers = Set<AnyCancellable>()

    init(validator: AddressValidator, pricing: PricingService) {
        validator.isAddressValid
            .assign(to: \.isValid, on: self) // expect: 14 [assign_to_self] "assign(to:on: self)"
            .store(in: &observers)

        pricing.shipping
            .removeDuplicates()
            .assign(to: \CheckoutFormModel.shippingCost, on: self) // expect: assign_to_self
            .store(in: &observers)
    }
}
