import UIKit

// Decision: `let d = Foo(); delegateReference = d` makes the property the object's only owner whether or not the
// assignment spells `self.`: the picker view's own delegate slots are weak, and a weak property would free the
// object at once. A delegate property given an object the code did not construct stays reported.

final class OptionPickerDelegate: NSObject, UIPickerViewDelegate, UIPickerViewDataSource {
    let options: [String]
    init(options: [String]) { self.options = options }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { options.count }
}

final class SelectFieldCell: UITableViewCell {
    var pickerDelegate: OptionPickerDelegate!
    var hostDelegate: OptionPickerDelegate? // expect: weak_delegate

    func setUp(_ field: UITextField, options: [String], host: OptionPickerDelegate) {
        let pickerView = UIPickerView()
        let delegate = OptionPickerDelegate(options: options)
        pickerDelegate = delegate
        pickerView.dataSource = delegate
        pickerView.delegate = delegate
        field.inputView = pickerView
        hostDelegate = host
    }
}
