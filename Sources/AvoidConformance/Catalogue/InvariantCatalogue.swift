import AvoidCore

extension Invariant {
    /// This invariant's catalogue entry.
    public var entry: InvariantEntry { Self.entries[rawValue - Self.numbers.lowerBound] }

    /// Made once: the checker reads entries for every case it judges.
    private static let entries = allCases.map(\.makeEntry)

    private var makeEntry: InvariantEntry {
        switch self {
        case .visibleAfterShift:
            return entry(
                "visible after shift",
                "With a docked keyboard up and a field focused, the field (the caret of a text view) ends between the visible top and the keyboard line minus the keyboard distance; a field too tall for that room has its top at the visible top.",
                .perInput, witness: "overlapOnFirstShow",
                [
                    .fieldHiddenBeforeShift: 15, .multitaskingWindow: 10, .textViewCaret: 5, .scrollContainerFocused: 4,
                    .fieldTallerThanRoom: 2, .hostOffsetHorizontally: 10, .fieldOutOfContainerView: 1.5,
                    .exactEdge: 1.5, .fieldOnRoomEdge: 0.4,
                ])
        case .minimal:
            return entry(
                "minimal",
                "There is no shift when the field is already visible, and otherwise one point less would leave it hidden; a scroll container scrolls by the least amount that reveals the field, within its content.",
                .perInput, witness: "keyboardHeightPerShow",
                [
                    .fieldHiddenBeforeShift: 15, .fieldTallerThanRoom: 2, .scrollContainerFocused: 4, .exactEdge: 1.5,
                    .fieldOutOfContainerView: 1.5, .fieldOnRoomEdge: 0.4,
                ])
        case .neverDownNeverPastTop:
            return entry(
                "never down, never past the top",
                "The host view never moves down (an offset of exactly 0, never -0, when nothing moves), scroll insets never shrink below their original, and nothing pushes the field above the visible top, nor a text view that scrolls itself.",
                .perInput, witness: "noClampAtVisibleTop",
                [
                    .fieldHiddenBeforeShift: 15, .fieldTallerThanRoom: 2, .scrollContainerFocused: 4,
                    .fieldOutOfContainerView: 1.5,
                ])
        case .restoreOnHide:
            return entry(
                "restore on hide, idempotent",
                "After a hide the offset is exactly 0 and every inset and content offset exactly its original, after any number of cycles; a second hide changes nothing.",
                .perInput, witness: "insetNotRestored",
                [.hideAfterShift: 10, .repeatedWillShow: 20, .scrollContainerFocused: 4])
        case .noDoubleShift:
            return entry(
                "no double shift",
                "The decision after any history equals the decision a fresh engine makes from the final scene, keyboard and focus; repeating a notification changes nothing.",
                .perInput, witness: "accumulatingOnRepeatedWillShow",
                [.focusSwitchWhileKeyboardUp: 20, .repeatedWillShow: 25, .rotation: 10, .fieldHiddenBeforeShift: 15])
        case .undockedAndHardware:
            return entry(
                "undocked and hardware keyboards",
                "An undocked, floating or split keyboard causes no shift unless the configuration follows it; a hardware keyboard obstructs only its visible bar.",
                .perInput, witness: "undockedTreatedAsDocked",
                [.hardwareKeyboard: 10, .undockedKeyboard: 20, .iPad: 25])
        case .windowInvariance:
            return entry(
                "window invariance",
                "Moving the window and the keyboard together on the screen leaves every decision unchanged.",
                .movedWindowLockstep, witness: "noScreenToWindowConversion",
                [.multitaskingWindow: 10, .iPad: 25, .fieldHiddenBeforeShift: 15, .hostOffsetHorizontally: 10])
        case .animationPassThrough:
            return entry(
                "animation pass-through",
                "A decision caused by a keyboard notification animates with that notification's duration and raw curve; any other decision with the configured default.",
                .perInput, witness: "hardCodedAnimation",
                [.nonDefaultAnimation: 40])
        case .monotone:
            return entry(
                "monotone",
                "A taller docked keyboard, or the focused field placed lower, never moves the field (the caret of a text view) up by less on screen; a field left where it is or brought down counts from where it ends in sight, so one brought down from above the visible top (or the clear top of the scroll view that shows it) to that top is revealed, not shifted less.",
                .finalFacts { facts, fresh in Monotonicity.check(facts, fresh: fresh) },
                witness: "fullyCoveredFieldsIgnored",
                [.fieldHiddenBeforeShift: 15, .fieldTallerThanRoom: 2, .textViewOnRoomEdge: 1])
        case .finiteAndTotal:
            return entry(
                "finite and total",
                "Every finite input gives finite output, every malformed input the typed error naming its first fault, leaving the state untouched, and no input crashes.",
                .perInputAndRejections, witness: "nonFiniteFramesAccepted",
                [.malformedInput: 10, .zeroSize: 15])
        case .scrollInsets:
            return entry(
                "scroll insets",
                "A scroll container's bottom inset grows by exactly the keyboard's overlap with its clear region, and returns to its original on hide and when focus leaves it.",
                .perInput, witness: "insetFullKeyboardHeight",
                [
                    .scrollContainerFocused: 4, .focusBetweenContainers: 0.2, .horizontalContentOffset: 3,
                    .fieldOutOfContainerView: 1.5,
                    .containerBesideKeyboard: 0.5,
                ])
        case .lifecycle:
            return entry(
                "lifecycle",
                "Detaching restores everything and nothing moves while detached; the keyboard is the system's, so the next attach avoids the keyboard the notifications left on screen.",
                .perInput, witness: "keyboardForgottenWhileDetached",
                [.detach: 15, .notificationWhileDetached: 10, .attachUnderKeyboard: 5])
        case .containerFirst:
            return entry(
                "container first",
                "A field in a scroll container (or a text view that scrolls itself, taller than the room) is revealed by scrolling the container as far as its content and inset allow before the host view moves; the host view moves only by what remains.",
                .perInput, witness: "hostShiftInsteadOfScroll",
                [
                    .scrollContainerFocused: 4, .fieldHiddenBeforeShift: 15, .fieldOutOfContainerView: 1.5,
                    .horizontalContentOffset: 3, .containerRangeEnd: 1,
                ])
        }
    }

    private func entry(
        _ title: String, _ statement: String, _ judge: JudgingMode, witness: String, _ coverage: [Situation: Double]
    ) -> InvariantEntry {
        InvariantEntry(
            invariant: self, title: title, statement: statement, witness: witness, coverage: coverage, judge: judge)
    }

    /// Every invariant's entry, in number order.
    public static var catalogue: [InvariantEntry] { allCases.map(\.entry) }

    /// The numbers of the invariants, for example `1...13` (the CLI's accepted range).
    public static var numbers: ClosedRange<Int> { allCases.first!.rawValue...allCases.last!.rawValue }
}
