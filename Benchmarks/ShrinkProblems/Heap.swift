import PropertyKit

/// A binary min-heap (keys >= parent key) for the binary heap challenge.
package final class Heap: Equatable, Sendable, CustomStringConvertible {
    /// The node's key.
    package let key: Int
    /// The left subtree.
    package let left: Heap?
    /// The right subtree.
    package let right: Heap?

    /// A node with `key` and subtrees.
    package init(key: Int, left: Heap? = nil, right: Heap? = nil) {
        self.key = key
        self.left = left
        self.right = right
    }

    /// Equal keys and equal subtrees.
    package static func == (lhs: Heap, rhs: Heap) -> Bool {
        lhs.key == rhs.key && lhs.left == rhs.left && lhs.right == rhs.right
    }

    /// The keys, root first, then the left and the right subtree's.
    package var keys: [Int] { [key] + (left?.keys ?? []) + (right?.keys ?? []) }

    /// `(key, left, right)`, `-` for an empty subtree; a leaf is `(key)`.
    package var description: String {
        if left == nil && right == nil { return "(\(key))" }
        return "(\(key), \(left.map(\.description) ?? "-"), \(right.map(\.description) ?? "-"))"
    }

    /// None:node = 3:1, size halved per level, keys >= the parent's (any `Int` at the root).
    /// At size 0 the subtree is always empty but still draws one (bound-0) choice, so every
    /// subtree position draws the same way at any depth and a subtree's choices replay to
    /// the same subtree when the shrinker promotes it to a shallower position. Child keys
    /// are drawn as an offset above the parent's key, so they shrink towards it and keep
    /// their relation to it when an ancestor's key shrinks.
    package static func gen(size: Int, above parent: Int? = nil) -> Gen<Heap?> {
        guard size > 0 else { return Gen.element(of: [nil]) }
        let keys =
            parent.map { parent in Gen.int(in: 0...(parent < 0 ? Int.max : Int.max - parent)).map { parent + $0 } }
            ?? Gen.int
        let node: Gen<Heap?> = keys.flatMap { key in
            zip(gen(size: size / 2, above: key), gen(size: size / 2, above: key)).map {
                Heap(key: key, left: $0, right: $1)
            }
        }
        return Gen.weighted([(3, .constant(nil)), (1, node)])
    }
}

/// Pops the minimum repeatedly, merging the children with a merge that puts the first heap's
/// left subtree where the second heap's belongs (losing and duplicating keys).
package func wrongToSortedList(_ heap: Heap) -> [Int] {
    func wrongMerge(_ a: Heap?, _ b: Heap?) -> Heap? {
        guard let a else { return b }
        guard let b else { return a }
        if a.key <= b.key { return Heap(key: a.key, left: wrongMerge(a.right, b), right: a.left) }
        return Heap(key: b.key, left: wrongMerge(b.right, a), right: a.left)
    }
    var result: [Int] = []
    var current: Heap? = heap
    // The wrong merge can duplicate keys forever; a result longer than the input is wrong anyway.
    let limit = heap.keys.count + 1
    while let node = current, result.count < limit {
        result.append(node.key)
        current = wrongMerge(node.left, node.right)
    }
    return result
}
