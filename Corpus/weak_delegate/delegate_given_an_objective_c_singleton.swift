import UIKit

// A delegate property given only the one shared instance of a type the Swift code cannot see (an Objective-C
// `+sharedInstance`, here through a local with a cast) holds an object that lives for the whole run: `weak` changes
// nothing. The same property type given the presenting controller is a cycle.
@objc protocol EqualizerPanelDelegate {
    func equalizerChanged(_ value: Float)
}

final class EqualizerPanel: UIView {
    @objc var delegate: EqualizerPanelDelegate?

    @objc func sliderMoved(_ slider: UISlider) {
        delegate?.equalizerChanged(slider.value)
    }
}

final class PlaybackOptionsSheet {
    func makeEqualizer() -> EqualizerPanel {
        let panel = EqualizerPanel()
        guard let service = AudioPlaybackService.sharedInstance() as? EqualizerPanelDelegate else {
            preconditionFailure("the playback service adopts EqualizerPanelDelegate")
        }
        panel.delegate = service
        return panel
    }
}

final class ToneSlider: UIView {
    @objc var delegate: EqualizerPanelDelegate? // expect: weak_delegate
}

final class ToneViewController: UIViewController, EqualizerPanelDelegate {
    private let slider = ToneSlider()

    override func viewDidLoad() {
        super.viewDidLoad()
        slider.delegate = self
        view.addSubview(slider)
    }

    func equalizerChanged(_ value: Float) {}
}
