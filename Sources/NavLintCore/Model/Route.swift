/// A deep-link entry point: a URL pattern (or pseudo-scheme) and the model it opens.
public struct Route: Sendable, Equatable {
    public var id: Located<String>
    public var pattern: Located<String>
    public var target: Located<String>
    /// Waypoints the navigation path must pass, in order: model ids, `Tabs.tab`, `Switch.case`.
    public var via: [Located<String>]
    /// `Model.param` to placeholder name, where they differ.
    public var bind: [Binding]
    /// Present the target over whatever is on top instead of navigating to its place.
    public var present: Located<PresentStyle>?
    public var doc: Located<String>?
    public var lint: LintSettings?
    public var location: SourceLocation
    /// For a pattern written with escapes (`\/`, `\u00e9`), the source column of each of its
    /// characters; nil when each character takes one column after the opening quote.
    public var patternColumns: [Int]?

    public init(
        id: Located<String>, pattern: Located<String>, target: Located<String>, via: [Located<String>] = [],
        bind: [Binding] = [], present: Located<PresentStyle>? = nil, doc: Located<String>? = nil,
        lint: LintSettings? = nil, location: SourceLocation, patternColumns: [Int]? = nil
    ) {
        self.patternColumns = patternColumns
        self.id = id
        self.pattern = pattern
        self.target = target
        self.via = via
        self.bind = bind
        self.present = present
        self.doc = doc
        self.lint = lint
        self.location = location
    }

    /// One `"Model.param": "placeholder"` entry of `bind`.
    public struct Binding: Sendable, Equatable {
        public var parameter: Located<String>
        public var placeholder: Located<String>

        public init(parameter: Located<String>, placeholder: Located<String>) {
            self.parameter = parameter
            self.placeholder = placeholder
        }
    }
}

/// How a `present` route shows its target.
public enum PresentStyle: String, Sendable, CaseIterable, Equatable {
    case sheet, fullScreenCover
}
