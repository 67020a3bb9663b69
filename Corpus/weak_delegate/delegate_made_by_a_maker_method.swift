import AVFoundation
import UIKit

// A maker whose body constructs the object (`Helpers.makeLoaderDelegate(user:)`, or a method of the owner's own)
// hands out a new object each call: the property it is assigned to is that object's only owner (AVFoundation holds
// a resource loader's delegate weakly), and `weak` would free it at once. A maker handing out a shared object
// does not make the property an owner.
final class SignedLoader: NSObject, AVAssetResourceLoaderDelegate {
    let user: String
    init(user: String) { self.user = user }
}

enum StreamHelpers {
    static func makeLoaderDelegate(user: String) -> AVAssetResourceLoaderDelegate {
        return SignedLoader(user: user)
    }

    static let sharedLoader = SignedLoader(user: "shared")
    static func sharedLoaderDelegate() -> AVAssetResourceLoaderDelegate { sharedLoader }
}

final class StreamClipViewController: UIViewController {
    var loaderDelegate: AVAssetResourceLoaderDelegate?
    var previewDelegate: AVAssetResourceLoaderDelegate?
    var fallbackDelegate: AVAssetResourceLoaderDelegate? // expect: weak_delegate

    func play(url: URL) {
        let asset = AVURLAsset(url: url)
        loaderDelegate = StreamHelpers.makeLoaderDelegate(user: "me")
        asset.resourceLoader.setDelegate(loaderDelegate, queue: .global())
        previewDelegate = makePreviewDelegate()
        fallbackDelegate = StreamHelpers.sharedLoaderDelegate()
    }

    private func makePreviewDelegate() -> AVAssetResourceLoaderDelegate { SignedLoader(user: "preview") }
}
