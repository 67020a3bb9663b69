import SwiftUI

// Passed in by the owner, owned with @StateObject, or an existing shared object: fine.

final class CartModel: ObservableObject {
    static let shared = CartModel()
    @Published var count = 0
}

struct CartBadge: View {
    @ObservedObject var cart: CartModel
    @ObservedObject var shared = CartModel.shared
    @StateObject private var local = CartModel()

    var body: some View {
        Text("\(cart.count + shared.count + local.count)")
    }
}
