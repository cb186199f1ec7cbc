import NavLintModel

/// What spreading contexts reads of an edge, taken from it once: an edge is large, and each of its hops is
/// followed from every context of its model.
struct EdgeFacts {
    let kind: EdgeKind
    /// The presentation a push with a `fallback` acts as outside a stack.
    let fallback: EdgeKind?
    let stacked: Bool
    let runsAfterDismiss: Bool

    /// The kind the edge acts as with or without an enclosing stack (see ``Edge/kind(inStack:)``).
    func kind(inStack: Bool) -> EdgeKind {
        guard !inStack, let fallback else { return kind }
        return fallback
    }
}

extension Array where Element == Edge {
    /// Appends the facts of each edge, in order, read where the edges are stored.
    func appendFacts(to facts: inout [EdgeFacts]) {
        for index in indices {
            facts.append(
                EdgeFacts(
                    kind: self[index].kind, fallback: self[index].fallback?.value.presentation,
                    stacked: self[index].stacked, runsAfterDismiss: self[index].runsAfterDismiss))
        }
    }
}
