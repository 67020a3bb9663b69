// The delegate was made weak long ago; the suppression stayed behind.

/// Told when a download ends.
protocol DownloadDelegate: AnyObject {
    func downloadDidFinish()
}

/// Downloads one file.
final class Download {
    weak var delegate: DownloadDelegate? // crosstalk:disable:this weak_delegate // expect: unused_suppression
}
