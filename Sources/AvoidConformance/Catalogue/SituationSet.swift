/// A set of situations as one bit each: inserting is an OR, not a search through a list, since
/// a scenario's pass inserts after nearly every input.
struct SituationSet {
    private var bits: UInt32 = 0

    mutating func insert(_ situation: Situation) { bits |= 1 << situation.ordinal }

    /// The members in declaration order. O(members), not O(situations).
    var members: [Situation] {
        var members: [Situation] = []
        var rest = bits
        while rest != 0 {
            members.append(Situation.inOrder[rest.trailingZeroBitCount])
            rest &= rest - 1
        }
        return members
    }
}

extension Situation {
    /// Every situation, indexed by `ordinal` (built once: `allCases` builds its array per read).
    static let inOrder = allCases

    /// The position in declaration order (a switch: an enum's raw values are its names here).
    var ordinal: Int {
        switch self {
        case .fieldHiddenBeforeShift: 0
        case .fieldTallerThanRoom: 1
        case .focusSwitchWhileKeyboardUp: 2
        case .repeatedWillShow: 3
        case .hideAfterShift: 4
        case .multitaskingWindow: 5
        case .hardwareKeyboard: 6
        case .undockedKeyboard: 7
        case .scrollContainerFocused: 8
        case .focusBetweenContainers: 9
        case .textViewCaret: 10
        case .rotation: 11
        case .detach: 12
        case .notificationWhileDetached: 13
        case .malformedInput: 14
        case .nonDefaultAnimation: 15
        case .iPad: 16
        case .landscape: 17
        case .hostOffsetHorizontally: 18
        case .horizontalContentOffset: 19
        case .fieldOutOfContainerView: 20
        case .containerBesideKeyboard: 21
        case .exactEdge: 22
        case .zeroSize: 23
        case .attachUnderKeyboard: 24
        case .textViewOnRoomEdge: 25
        case .fieldOnRoomEdge: 26
        case .containerRangeEnd: 27
        }
    }
}
