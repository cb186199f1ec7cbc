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
    /// Ids of routes of an earlier version that this one takes over (`navlint diff` reports their removal
    /// as `route-replaced` when this route opens their URLs as they did).
    public var replaces: [Located<String>]
    public var doc: Located<String>?
    /// URLs written down as examples of the route (`examples`): each must match it; `navlint examples`,
    /// `gen` and the viewer show them.
    public var examples: [Located<String>]
    /// The platforms the route exists on; `nil` for all.
    public var platforms: PlatformSet?
    /// Where the route's object starts.
    public var location: SourceLocation
    /// Rules the route silences for itself.
    public var lint: LintSettings?
    /// For a pattern written with escapes (`\/`, `\u00e9`), the source column of each of its
    /// characters; nil when each character takes one column after the opening quote.
    public var patternColumns: [Int]?
    /// `when`: the run-time condition under which the app picks this route; routes whose conditions differ are
    /// alternatives for the same URLs.
    public var when: Located<String>?
    /// `fallback`: what the app does with the link when the route's path needs a state it is not in.
    public var fallback: Located<RouteFallback>?

    /// Whether this route and `other` are alternatives the app chooses between at run time: both have a `when`
    /// and the conditions differ, or both name their platforms and share none (they never coexist).
    public func isAlternative(to other: Route) -> Bool {
        if let mine = platforms, let theirs = other.platforms,
            !mine.platforms.contains(where: { theirs.contains($0.value) })
        {
            return true
        }
        guard let mine = when?.value, let theirs = other.when?.value else { return false }
        return mine != theirs
    }

    /// Whether the route can have alternatives: it names a run-time condition or the platforms it exists on.
    public var mayHaveAlternatives: Bool { when != nil || platforms != nil }

    /// Whether every two of these routes are alternatives (see ``isAlternative(to:)``).
    public static func areAlternatives(_ routes: [Route]) -> Bool {
        routes.indices.allSatisfy { first in routes[(first + 1)...].allSatisfy { routes[first].isAlternative(to: $0) } }
    }

    public init(
        id: Located<String>, pattern: Located<String>, target: Located<String>, via: [Located<String>] = [],
        bind: [Binding] = [], present: Located<PresentStyle>? = nil, replaces: [Located<String>] = [],
        doc: Located<String>? = nil,
        lint: LintSettings? = nil, location: SourceLocation, patternColumns: [Int]? = nil,
        examples: [Located<String>] = []
    ) {
        self.id = id
        self.pattern = pattern
        self.target = target
        self.via = via
        self.bind = bind
        self.present = present
        self.replaces = replaces
        self.doc = doc
        self.examples = examples
        self.location = location
        self.lint = lint
        self.patternColumns = patternColumns
    }

    /// One `"Model.param": "placeholder"` entry of `bind` (or `"$url"`, or `"=literal"`; see ``feed``).
    public struct Binding: Sendable, Equatable {
        public var parameter: Located<String>
        public var placeholder: Located<String>

        public init(parameter: Located<String>, placeholder: Located<String>) {
            self.parameter = parameter
            self.placeholder = placeholder
        }
    }
}

/// What an app does with a link whose route needs a state the app is not in (the `fallback` key).
public enum RouteFallback: String, Sendable, CaseIterable, Equatable {
    /// The app opens the link in the browser.
    case browser
    /// The app drops the link.
    case ignore
}

/// How a `present` route shows its target.
public enum PresentStyle: String, Sendable, CaseIterable, Equatable {
    case sheet, fullScreenCover
}
