import Combine
import UIKit

/// Every spelling of the main scheduler counts.
final class DeviceListViewController: UIViewController {
    private let devices: DeviceService
    private let mainQueue: DispatchQueue = .main
    private var observers = Set<AnyCancellable>()

    init(devices: DeviceService) {
        self.devices = devices
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        devices.list
            .receive(on: DispatchQueue.main)
            .sink { [weak self] list in self?.title = "\(list.count) devices" }
            .store(in: &observers)

        devices.battery
            .receive(on: RunLoop.main)
            .sink { [weak self] level in self?.navigationItem.prompt = "\(level)%" }
            .store(in: &observers)

        devices.signal
            .receive(on: OperationQueue.main)
            .sink { [weak self] _ in self?.view.setNeedsLayout() }
            .store(in: &observers)

        devices.firmware
            .receive(on: DispatchQueue.main.eraseToAnyScheduler())
            .sink { [weak self] _ in self?.view.setNeedsDisplay() }
            .store(in: &observers)

        devices.pairing
            .receive(on: mainQueue)
            .sink { [weak self] _ in self?.view.layoutIfNeeded() }
            .store(in: &observers)
    }
}
