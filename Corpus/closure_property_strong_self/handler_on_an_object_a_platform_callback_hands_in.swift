import BackgroundTasks
import UIKit

// Decision: a handler set on a parameter of a callback that a platform call takes (`BGTaskScheduler.shared.register
// { task in task.expirationHandler = { … } }`, or an app's helper declared on a platform type handing the share sheet
// it presents to a setup closure) is set on an object the platform made and hands in; self keeps it only by handing
// it on, so no cycle closes through self. A callback of the app's own object (a list handing in the cells it keeps)
// stays reported.

extension UIApplication {
    class func share(_ items: [Any], setup: ((UIActivityViewController) -> Void)? = nil) {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        setup?(controller)
        UIApplication.shared.windows.first?.rootViewController?.present(controller, animated: true)
    }
}

final class RefreshScheduler {
    private var lastRun: Date?

    func registerBackgroundTask() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.refresh", using: .main) { task in
            self.lastRun = Date()
            task.expirationHandler = {
                self.lastRun = nil
                task.setTaskCompleted(success: false)
            }
        }
    }

    func share(url: URL) {
        UIApplication.share([url]) { sheet in
            sheet.completionWithItemsHandler = { _, completed, _, _ in
                if completed { self.lastRun = Date() }
            }
        }
    }
}

final class ArticleCell {
    var onTap: (() -> Void)?
}

final class ArticleList {
    private var cells: [ArticleCell] = []

    func configureCells(_ configure: (ArticleCell) -> Void) {
        cells.forEach(configure)
    }
}

final class ArticlesScreen {
    private let list = ArticleList()

    func bind() {
        list.configureCells { cell in
            cell.onTap = { // expect: closure_property_strong_self
                self.open()
            }
        }
    }

    func open() {}
}
