extension Array where Element == Edge {
    /// Calls `body` with each edge, read where it is stored rather than copied out first (as `for edge in`
    /// does): an edge is large, and the scans that run on every spec read one or two of its keys.
    package func forEachInPlace(_ body: (Edge) -> Void) {
        for index in indices { body(self[index]) }
    }
}
