// A capture list that holds self strongly (`[self]`, `[self = self]`, `[alias = self]`) is a
// strong capture even when the body never spells out `self`.

/// Validates profile fields.
final class ProfileFieldValidator {
    var onInvalid: ((String) -> Void)?
}

/// State of the profile form.
final class ProfileFormModel {
    var onSave: ((String) -> Void)?
    var onCancel: (() -> Void)?
    var onAvatarTap: (() -> Void)?
    let validator = ProfileFieldValidator()
}

/// Runs the profile-editing flow.
final class ProfileEditorCoordinator {
    private var form: ProfileFormModel?

    func start() {
        let form = ProfileFormModel()
        form.onSave = { [self] profile in persist(profile) } // expect: closure_property_strong_self
        form.onCancel = { [self = self] in self.dismiss() } // expect: closure_property_strong_self
        form.onAvatarTap = { [coordinator = self] in coordinator.pickAvatar() } // expect: closure_property_strong_self
        form.validator.onInvalid = { [weak form, self] field in // expect: closure_property_strong_self
            form?.onCancel?()
            highlight(field)
        }
        self.form = form
    }

    private func persist(_ profile: String) {
        print("saving", profile)
    }

    private func dismiss() {
        print("dismissed")
    }

    private func pickAvatar() {
        print("picking avatar")
    }

    private func highlight(_ field: String) {
        print("invalid", field)
    }
}
