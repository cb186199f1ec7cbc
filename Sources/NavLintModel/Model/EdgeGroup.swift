/// A shared destination table (`groups`): edges that every model including the group has, such as the
/// destinations one `navigationDestination(for:)` registers on every stack.
public struct EdgeGroup: Sendable, Equatable {
    public var id: Located<String>
    public var doc: Located<String>?
    /// `include`: the ids of other groups whose edges this group also brings.
    public var include: [Located<String>]
    public var edges: [Edge]
    /// Where the group's object starts.
    public var location: SourceLocation

    public init(
        id: Located<String>, doc: Located<String>? = nil, include: [Located<String>] = [], edges: [Edge] = [],
        location: SourceLocation
    ) {
        self.id = id
        self.doc = doc
        self.include = include
        self.edges = edges
        self.location = location
    }
}
