extension ShrinkPass {
    /// Simplifies characters directly. First, for each string (a collection of characters) with
    /// a character that is not `a`, one candidate makes every character `a`, keeping the length
    /// (a property of the length alone ends in one call, and the deletions that follow meet
    /// equal characters, whose candidates coincide); equal copies of the string (two equal
    /// strings) change with it in one candidate first, since changing one alone breaks their
    /// equality. Then, for each character with combining
    /// marks, removes them all in one candidate, keeping its base scalar, and failing that
    /// also moves the base up by one to three scalars (`à` next to `a` in a string that needs
    /// distinct characters becomes `b`, where dropping the mark alone makes it equal to its
    /// neighbour). Deleting one mark at a time leaves marks that only go together. One call
    /// per string, and up to four per character with marks.
    static let simplifyCharacters = ShrinkPass("simplify characters") { shrinker in
        var index = 0
        while index < shrinker.best.spans.count && !shrinker.isStopped {
            let spans = shrinker.best.spans
            let span = spans[index]
            index += 1
            guard span.label == .collection || span.label == .fixedCollection else { continue }
            let characters = spans[index...].prefix { $0.start < span.end }.filter {
                $0.label == Source.characterLabel && $0.parent >= 0 && spans[$0.parent].parent == index - 1
            }
            let values = shrinker.bestValues
            guard characters.contains(where: { values[$0.range].contains { $0 != 0 } }) else { continue }
            var content = Array(values[span.range])
            for character in characters.reversed() {
                content.replaceSubrange((character.start - span.start)..<(character.end - span.start), with: [0, 0])
            }
            // The equal copies of this string change with it (two equal strings stay equal).
            let copies = spans.filter {
                $0.label == span.label && $0.count == span.count && ($0.end <= span.start || $0.start >= span.end)
                    && values[$0.range] == values[span.range]
            }
            if !copies.isEmpty {
                var candidate = values
                for member in (copies + [span]).sorted(by: { $0.start > $1.start }) {
                    candidate.replaceSubrange(member.range, with: content)
                }
                if shrinker.consider(candidate) { continue }
            }
            shrinker.consider(Shrinker.replacing(values, span.range, with: content))
        }
        // A character is its scalar, then a flag and a mark per mark, then a stop flag
        // (absent after the most marks).
        shrinker.forEachCharacter { shrinker, span in
            guard span.count > 2 else { return false }
            let values = shrinker.bestValues
            let scalar = values[span.start]
            for raise in UInt64(0)...3 where !shrinker.isStopped && scalar + raise <= ScalarOrder.bound {
                if shrinker.consider(Shrinker.replacing(values, span.range, with: [scalar + raise, 0])) { return true }
            }
            return false
        }
    }
}

extension Shrinker {
    /// Visits every character span in order, re-reading the spans before each; `visit`
    /// returns `true` to visit the same position again.
    mutating func forEachCharacter(_ visit: (inout Shrinker, Span) -> Bool) {
        var index = 0
        while index < best.spans.count && !isStopped {
            let span = best.spans[index]
            index += 1
            guard span.label == Source.characterLabel, span.count > 0 else { continue }
            if visit(&self, span) { index -= 1 }
        }
    }
}
