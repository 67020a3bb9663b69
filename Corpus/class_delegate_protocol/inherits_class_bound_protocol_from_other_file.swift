// ModuleOutput, RoutableModuleOutput and OnboardingFlowBase are declared in
// class_bound_base_declarations.swift: class-bound through another file, transitively, or by
// inheriting (or requiring) a class the sources declare.

protocol SearchModuleDelegate: ModuleOutput {
    func searchModule(didSelect result: String)
}

protocol FiltersModuleDelegate: RoutableModuleOutput {
    func filtersDidChange(_ filters: [String])
}

protocol OnboardingStepDelegate: OnboardingFlowBase {
    func stepDidComplete(index: Int)
}

protocol PermissionsStepDelegate where Self: OnboardingFlowBase {
    func permissionsWereGranted()
}

protocol ProfileModuleDelegate: Hashable, ModuleOutput {
    func profileDidSave()
}
