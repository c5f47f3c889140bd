/// What the suite knows about one invariant: its wording, how the checker judges it, the
/// bug-zoo engine that proves it can fail, and the situations its property must reach.
/// Derived tables (the README's, the CLI's ranges, the property tests' coverage) read it.
public struct InvariantEntry: Sendable {
    public let invariant: Invariant
    /// One sentence a user can check their engine against.
    public let statement: String
    /// How the checker decides it: after every accepted input, or by comparing runs.
    public let judgement: String
    /// The name of the bug-zoo engine this invariant must catch (its witness).
    public let witness: String
    /// The minimum percentage of generated cases that must reach each situation.
    public let coverage: [Situation: Double]
}

extension Invariant {
    /// This invariant's catalogue entry.
    public var entry: InvariantEntry {
        switch self {
        case .visibleAfterShift:
            return entry(
                "With a docked keyboard up and a field focused, the field (the caret of a text view) ends between the visible top and the keyboard line minus the keyboard distance; a field too tall for that room has its top at the visible top.",
                perInput, witness: "seed000",
                [.fieldHiddenBeforeShift: 15, .multitaskingWindow: 10, .textViewCaret: 5, .scrollContainerFocused: 4, .fieldTallerThanRoom: 2])
        case .minimal:
            return entry(
                "There is no shift when the field is already visible, and otherwise one point less would leave it hidden.",
                perInput, witness: "seed003",
                [.fieldHiddenBeforeShift: 15, .fieldTallerThanRoom: 2, .scrollContainerFocused: 4])
        case .neverDownNeverPastTop:
            return entry(
                "The host view never moves down, scroll insets never shrink below their original, and nothing pushes the field above the visible top.",
                perInput, witness: "noClampAtVisibleTop",
                [.fieldHiddenBeforeShift: 15, .fieldTallerThanRoom: 2, .scrollContainerFocused: 4])
        case .restoreOnHide:
            return entry(
                "After a hide the offset is exactly 0 and every inset and content offset exactly its original, after any number of cycles; a second hide changes nothing.",
                perInput, witness: "insetNotRestored",
                [.hideAfterShift: 10, .repeatedWillShow: 20, .scrollContainerFocused: 4])
        case .noDoubleShift:
            return entry(
                "The decision after any history equals the decision a fresh engine makes from the final scene, keyboard and focus; repeating a notification changes nothing.",
                perInput + ", against a fresh model", witness: "accumulatingOnRepeatedWillShow",
                [.focusSwitchWhileKeyboardUp: 20, .repeatedWillShow: 25, .rotation: 10, .fieldHiddenBeforeShift: 15])
        case .undockedAndHardware:
            return entry(
                "An undocked, floating or split keyboard causes no shift unless the configuration follows it; a hardware keyboard obstructs only its visible bar.",
                perInput, witness: "undockedTreatedAsDocked",
                [.hardwareKeyboard: 10, .undockedKeyboard: 20, .iPad: 25])
        case .windowInvariance:
            return entry(
                "Moving the window and the keyboard together on the screen leaves every decision unchanged.",
                "by running the moved scenario in lockstep and comparing decisions", witness: "noScreenToWindowConversion",
                [.multitaskingWindow: 10, .iPad: 25, .fieldHiddenBeforeShift: 15])
        case .animationPassThrough:
            return entry(
                "A decision caused by a keyboard notification animates with that notification's duration and raw curve; any other decision with the configured default.",
                perInput, witness: "hardCodedAnimation",
                [.nonDefaultAnimation: 40])
        case .monotone:
            return entry(
                "A taller docked keyboard, or the focused field placed lower, never moves the field up by less.",
                "by comparing fresh models on the final facts, changed", witness: "fullyCoveredFieldsIgnored",
                [.fieldHiddenBeforeShift: 15, .fieldTallerThanRoom: 2])
        case .finiteAndTotal:
            return entry(
                "Every finite input gives finite output, every malformed input a typed error that leaves the state untouched, and no input crashes.",
                perInput + ", rejected ones included", witness: "nonFiniteFramesAccepted",
                [.malformedInput: 10])
        case .scrollInsets:
            return entry(
                "A scroll container's bottom inset grows by exactly the keyboard's overlap with its clear region, and returns to its original on hide and when focus leaves it.",
                perInput, witness: "insetFullKeyboardHeight",
                [.scrollContainerFocused: 4, .focusBetweenContainers: 0.2])
        case .lifecycle:
            return entry(
                "Detaching restores everything, and notifications that arrive while detached change nothing.",
                perInput, witness: "detachIgnored",
                [.detach: 15, .notificationWhileDetached: 10])
        }
    }

    private var perInput: String { "after every accepted input" }

    private func entry(
        _ statement: String, _ judgement: String, witness: String, _ coverage: [Situation: Double]
    ) -> InvariantEntry {
        InvariantEntry(invariant: self, statement: statement, judgement: judgement, witness: witness, coverage: coverage)
    }

    /// Every invariant's entry, in number order.
    public static var catalogue: [InvariantEntry] { allCases.map(\.entry) }

    /// The numbers of the invariants, for example `1...12` (the CLI's accepted range).
    public static var numbers: ClosedRange<Int> { allCases.first!.rawValue...allCases.last!.rawValue }
}
