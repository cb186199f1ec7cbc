import SwiftSyntax

/// A guard between the parser and the visitors: chains the parser reads in a loop (`a.b.c...`, `x!!!...`,
/// `Int???...`) still make a tree as deep as they are long, and every visitor walks a tree recursively. The
/// tree's depth is measured first, with a stack of its own rather than recursion.
enum TreeDepth {
    /// The deepest syntax tree the visitors walk; the parser's threads have stack for it (``ParserThreads``).
    /// Real code is a few hundred levels deep at most.
    static let limit = 8_000

    /// The first node (in source order) deeper than ``limit``, or nil.
    static func firstExcess(in tree: SourceFileSyntax) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate).reversed() { pending.append((child, depth + 1)) }
        }
        return nil
    }
}
