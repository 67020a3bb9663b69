// Base declarations used from other files: inherits_class_bound_protocol_from_other_file.swift
// and inherits_declared_non_class_bound_protocol.swift resolve these names across files.

/// Output of any feature module; class-bound so hosts are held weakly.
protocol ModuleOutput: AnyObject {}

/// Output of a module that can also ask for navigation; class-bound through ModuleOutput.
protocol RoutableModuleOutput: ModuleOutput {
    func moduleDidRequestRoute(_ route: String)
}

/// Base class of onboarding flow controllers.
class OnboardingFlowBase {
    func advance() {}
}

/// Billing events; deliberately not class-bound (used by InvoiceExportDelegate).
protocol BillingEventHandling {
    func billingDidFail(reason: String)
}
