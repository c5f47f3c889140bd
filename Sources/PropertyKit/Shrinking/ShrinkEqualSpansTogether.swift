extension ShrinkPass {
    /// Edits every copy of a repeated collection in one candidate: for each group of two or more
    /// disjoint collections with the same choices (two equal lists, two equal strings, two
    /// equal inner lists, two equal characters), makes every character of equal strings simplest
    /// in all of them, then deletes from all of them at once a run of the
    /// first one's child spans (the element at the same index, growing over the following
    /// elements after a success), then removes the combining marks of each character, then each
    /// pair of adjacent choices (an optional part: a flag that is set and what follows it),
    /// then makes each choice zero in all of them.
    /// Deleting from one copy alone breaks the equality the failure needs. Outermost groups
    /// only; O(group content) calls per group.
    static let shrinkEqualSpansTogether = ShrinkPass("shrink equal spans together") { shrinker in
        var groupIndex = 0
        while !shrinker.isStopped {
            let groups = shrinker.equalSpanGroups()
            guard groupIndex < groups.count else { return }
            let group = groups[groupIndex]
            if !shrinker.shrinkTogether(group) { groupIndex += 1 }
        }
    }
}

extension Shrinker {
    /// Groups of disjoint collections (or characters) with equal contents of two or more choices, each
    /// group in order, outermost first; a span inside a member of an earlier group is left out.
    func equalSpanGroups() -> [[Span]] {
        let values = bestValues
        var groups: [[Span]] = []
        var index: [SpanContentKey: Int] = [:]
        let labels = [SpanLabel.collection, Source.characterLabel]
        for span in best.spans where span.count >= 2 && labels.contains(span.label) {
            let key = SpanContentKey(label: span.label.id, content: values[span.range])
            if let position = index[key] {
                if groups[position].last!.end <= span.start { groups[position].append(span) }
            } else {
                index[key] = groups.count
                groups.append([span])
            }
        }
        var covered: [Range<Int>] = []
        var result: [[Span]] = []
        for group in groups where group.count >= 2 {
            if group.contains(where: { span in covered.contains { $0.contains(span.start) } }) { continue }
            result.append(group)
            covered += group.map(\.range)
        }
        return result
    }

    /// `values` with `edit` applied to the content of every member of `group`.
    static func editingAll(_ values: [UInt64], _ group: [Span], _ edit: (inout [UInt64]) -> Void) -> [UInt64] {
        var content = Array(values[group[0].range])
        edit(&content)
        var candidate = values
        for member in group.reversed() { candidate.replaceSubrange(member.range, with: content) }
        return candidate
    }

    /// Tries the deletions of ``ShrinkPass/shrinkEqualSpansTogether`` on one group; returns
    /// `true` after the first adopted candidate (the spans changed, the caller re-reads them).
    mutating func shrinkTogether(_ group: [Span]) -> Bool {
        let first = group[0]
        // Equal strings: every character simplest in all copies first, so that the deletions
        // below meet equal characters, whose candidates coincide.
        let characters = best.spans.filter {
            $0.label == Source.characterLabel && $0.parent >= 0 && best.spans[$0.parent].parent >= 0
                && best.spans[best.spans[$0.parent].parent].range == first.range
        }
        if first.label == .collection, characters.contains(where: { bestValues[$0.range].contains { $0 != 0 } }) {
            let simplest = Shrinker.editingAll(bestValues, group) { content in
                for character in characters.reversed() {
                    let range = (character.start - first.start)..<(character.end - first.start)
                    content.replaceSubrange(range, with: [0, 0])
                }
            }
            if consider(simplest) { return true }
        }
        let fixed = best.spans.filter { $0.label == .fixedCollection }.map(\.range)
        // Child spans of the first member, relative to its start, grouped in runs of siblings.
        let children = best.spans.enumerated().filter { _, span in
            span.start >= first.start && span.end <= first.end && span.count > 0 && span.range != first.range
                && !fixed.contains { $0.contains(span.start) && $0 != first.range } && !isElementBody(span)
        }.map { $0.element }
        for child in children where !isStopped {
            let start = child.start - first.start
            let siblings = children.filter {
                $0.parent == child.parent && $0.label == child.label && $0.start >= child.start
            }
            var run = [child]
            for next in siblings.dropFirst() where next.start == run.last!.end { run.append(next) }
            let snapshot = bestValues, ends = run.map { $0.end - first.start }
            let deleting = { (k: Int) -> [UInt64] in
                Shrinker.editingAll(snapshot, group) { $0.removeSubrange(start..<ends[k - 1]) }
            }
            guard consider(deleting(1)) else { continue }
            var good = 1, trial = 2
            while trial <= run.count && !isStopped {
                guard consider(deleting(trial)) else { break }
                good = trial
                trial *= 2
            }
            searchLargest(lower: UInt64(good), upper: UInt64(min(trial - 1, run.count))) { shrinker, k in
                shrinker.consider(deleting(Int(k)))
            }
            return true
        }
        // Characters of the copies without their combining marks.
        let marked = best.spans.filter {
            $0.label == Source.characterLabel && $0.count > 2 && $0.start >= first.start && $0.end <= first.end
        }
        for child in marked where !isStopped {
            let range = (child.start - first.start)..<(child.end - first.start), scalar = bestValues[child.start]
            if consider(Shrinker.editingAll(bestValues, group) { $0.replaceSubrange(range, with: [scalar, 0]) }) {
                return true
            }
        }
        // An optional part inside the copies (a flag that is set, and what it adds). An
        // element's continue flag is not one: its element was deleted whole above.
        for start in 1..<(first.count - 1) where !isStopped {
            let choice = best.choices[first.start + start]
            guard choice.kind == .flag, choice.value == 1, !startsElement(first.start + start) else { continue }
            let candidate = Shrinker.editingAll(bestValues, group) { $0.removeSubrange(start..<(start + 2)) }
            if consider(candidate) { return true }
        }
        // Each choice zero in every copy (a key of two equal dictionaries that is 1 where 0 is
        // free: lowered in one copy alone, the copies differ; lowered with every equal value,
        // the keys collide). Continue flags are left to the deletions above, characters to
        // `simplify characters`.
        for offset in 0..<first.count where first.label == .collection && !isStopped {
            guard bestValues[first.start + offset] != 0, !isContinueFlag(first.start + offset) else { continue }
            if consider(Shrinker.editingAll(bestValues, group) { $0[offset] = 0 }) { return true }
        }
        return false
    }
}

extension Shrinker {
    /// Whether the choice at `index` is the continue flag that starts an element span. O(spans).
    func startsElement(_ index: Int) -> Bool {
        best.spans.contains { $0.label == .element && $0.start == index && $0.count >= 2 }
    }
}

struct SpanContentKey: Hashable {
    var label: UInt64
    var content: ArraySlice<UInt64>
}
