import Testing

@testable import AvoidConformance

@Suite struct SituationSetTests {
    @Test func ordinalsNumberTheSituationsInDeclarationOrder() {
        #expect(Situation.allCases.map(\.ordinal) == Array(Situation.allCases.indices))
        #expect(Situation.inOrder == Situation.allCases)
        #expect(Situation.allCases.count <= UInt32.bitWidth)
    }

    @Test func membersAreTheInsertedSituationsInDeclarationOrderOnceEach() {
        var set = SituationSet()
        #expect(set.members.isEmpty)
        for situation in [Situation.zeroSize, .rotation, .fieldHiddenBeforeShift, .rotation] { set.insert(situation) }
        #expect(set.members == [.fieldHiddenBeforeShift, .rotation, .zeroSize])
    }

    @Test func everySituationIsItsOwnMember() {
        for situation in Situation.allCases {
            var set = SituationSet()
            set.insert(situation)
            #expect(set.members == [situation])
        }
    }
}
