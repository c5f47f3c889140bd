import ViewTree

/// An adapter that lives through the whole step, not only its event: a shell on fake UIKit
/// views, which turns a step into UIKit's calls (an appearance into `viewWillAppear` without a
/// window and `viewDidAppear` with one, a frame layout into a layout pass). The judge hands such
/// an adapter the step itself.
public protocol StepDrivenAdapter: ViewTreeAdapter {
    /// Handles `step` on the live `tree` (the app's edits of the step already made).
    /// - Throws: `AdapterError`; `tree` is then as the adapter left it.
    mutating func handle(_ step: TreeStep, in tree: inout ViewTree) throws(AdapterError) -> AdapterStep
}
