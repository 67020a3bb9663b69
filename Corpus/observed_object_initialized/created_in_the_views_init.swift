import SwiftUI
import Combine

// An `@ObservedObject` given a new object in the view's `init` is rebuilt with the view, as one with a property
// initializer is. One given the object it is passed is not.

final class CarouselModel: ObservableObject {
    @Published var index = 0
    let urls: [URL]
    init(urls: [URL] = []) { self.urls = urls }
    static func make() -> CarouselModel { CarouselModel() }
}

struct ImageCarousel: View {
    @ObservedObject var model: CarouselModel

    init(urls: [URL]) {
        self._model = ObservedObject(initialValue: CarouselModel(urls: urls)) // expect: observed_object_initialized
    }

    var body: some View { Text("\(model.index)") }
}

struct PagedCarousel: View {
    @ObservedObject var model: CarouselModel

    init() {
        _model = ObservedObject(wrappedValue: .init()) // expect: observed_object_initialized
    }

    var body: some View { Text("\(model.index)") }
}

struct SharedCarousel: View {
    @ObservedObject var model: CarouselModel

    init(model: CarouselModel) {
        _model = ObservedObject(initialValue: model)
    }

    var body: some View { Text("\(model.index)") }
}

struct FactoryCarousel: View {
    @ObservedObject var model: CarouselModel

    init() {
        _model = ObservedObject(initialValue: CarouselModel.make())
    }

    var body: some View { Text("\(model.index)") }
}

struct CarouselFeed: View {
    var body: some View {
        VStack {
            ImageCarousel(urls: [])
            PagedCarousel()
            SharedCarousel(model: CarouselModel())
            FactoryCarousel()
        }
    }
}
