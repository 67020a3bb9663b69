import SwiftUI
import UIKit

// A cell a representable's coordinator dequeues from the collection view UIKit hands it: the view keeps the cell, and
// the coordinator keeps neither, so a handler on the cell capturing the coordinator closes no cycle. A screen that
// owns its table (a view controller) keeps the cell through it: still reported.

final class GalleryPhotoCell: UICollectionViewCell {
    var onTap: (() -> Void)?
}

struct GalleryGrid: UIViewRepresentable {
    @Binding var tapped: Bool

    func makeUIView(context: Context) -> UICollectionView {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        view.dataSource = context.coordinator
        return view
    }

    func updateUIView(_ uiView: UICollectionView, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UICollectionViewDataSource {
        private let parent: GalleryGrid
        init(_ parent: GalleryGrid) { self.parent = parent }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! GalleryPhotoCell
            cell.onTap = {
                self.parent.tapped.toggle()
            }
            return cell
        }
    }
}

final class GalleryListController: UIViewController, UICollectionViewDataSource {
    private var taps = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! GalleryPhotoCell
        cell.onTap = { // expect: closure_property_strong_self
            self.taps += 1
        }
        return cell
    }
}
