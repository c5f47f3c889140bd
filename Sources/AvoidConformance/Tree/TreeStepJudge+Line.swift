import AvoidCore
import ViewTree

/// How high a moved field goes, judged in window coordinates: `visibleInWindow` bounds it from
/// both sides, this says the move is no larger than the keyboard needs.
extension TreeStepJudge {
    func endsAtTheLine() -> String? {
        guard let o = obstruction, hostMoved(o.host),
            revealer(of: o) == nil,
            let final = reveal(o.field, in: live)
        else { return nil }
        let eps = TreeChecker.epsilon
        let bottom = o.line - configuration.keyboardDistance
        // Too tall for the room: its top belongs at the visible top (visibleInWindow's rule).
        guard final.height <= bottom - o.top + eps, final.maxY < bottom - eps else { return nil }
        return
            "the host moved and \(o.field) ends at \(final) in the window, \(bottom - final.maxY) pt above B = \(bottom): a moved field ends at the keyboard line less the distance"
    }
}
