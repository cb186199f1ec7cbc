@_spi(RawSyntax) import SwiftSyntax

/// A guard between the parser and the visitors: chains the parser reads in a loop (`a.b.c...`, `x!!!...`,
/// `Int???...`) still make a tree as deep as they are long, and every visitor walks a tree recursively. The
/// tree's depth is measured first, with a stack of its own rather than recursion.
enum TreeDepth {
    /// The deepest syntax tree the visitors walk; the parser's threads have stack for it (``ParserThreads``).
    /// Real code is a few hundred levels deep at most.
    static let limit = 8_000

    /// The first node (in source order) deeper than ``limit``, or nil.
    ///
    /// The raw tree is measured first: it holds every node the source-accurate tree does (and the missing
    /// ones besides), without making a node object for each, so a file that passes (nearly every one) costs
    /// a walk over its layout only. The node itself is looked for only in a file that may have one.
    static func firstExcess(in tree: SourceFileSyntax) -> Syntax? {
        // No tree is deeper than it has nodes, and the end-of-file token, the last node, is numbered by how many
        // come before it: a file of fewer nodes than the limit (most files) is not walked.
        guard tree.endOfFileToken.id.indexInTree.toOpaque() >= limit, rawDepthExceedsLimit(tree.raw, depth: 0) else {
            return nil
        }
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate).reversed() { pending.append((child, depth + 1)) }
        }
        return nil
    }

    /// Recursive, as deep as the tree up to ``limit``: the parser's threads have stack for the visitors' deeper
    /// frames at that depth, and a call per node costs less than a stack of pending nodes kept in an array.
    private static func rawDepthExceedsLimit(_ node: RawSyntax, depth: Int) -> Bool {
        guard let layout = node.layoutView else { return false }
        for case let child? in layout.children {
            if depth >= limit || rawDepthExceedsLimit(child, depth: depth + 1) { return true }
        }
        return false
    }
}
