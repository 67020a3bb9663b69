import AVKit
import UIKit

// Inherited names the sources do not declare (platform or SDK protocols and classes) may be
// class-bound: precision first, no finding — even next to standard-library protocols.

protocol GalleryScrollDelegate: UIScrollViewDelegate {
    func galleryDidReachEnd()
}

protocol TrailerPlayerDelegate: AVPlayerViewControllerDelegate {}

protocol PaymentSheetDelegate where Self: UIViewController {
    func paymentSheetDidFinish()
}

protocol ChartLegendDelegate: Hashable, ChartKitInteractive {
    func legendWasTapped(series: String)
}
