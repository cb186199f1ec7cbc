extension Model {
    /// `screen Home`, `stack HomeStack`: how messages name a model.
    public var displayName: String { kind.displayName(of: id.value) }
}

extension ModelKind {
    /// `screen Home`: how messages name a model of this kind with this id (see ``Model/displayName``).
    public func displayName(of id: String) -> String { "\(rawValue) \(id)" }
}
