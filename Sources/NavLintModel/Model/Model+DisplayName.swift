extension Model {
    /// `screen "Home"`, `stack "HomeStack"`: how messages name a model.
    public var displayName: String { "\(kind.rawValue) \(self.id.value)" }
}
