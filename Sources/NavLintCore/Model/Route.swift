/// A deep-link entry point: a URL pattern (or pseudo-scheme) and the model it opens.
public struct Route: Sendable, Equatable {
    public var id: Located<String> {
        get { storage.id }
        _modify { yield &uniqueStorage().id }
    }

    public var pattern: Located<String> {
        get { storage.pattern }
        _modify { yield &uniqueStorage().pattern }
    }

    public var target: Located<String> {
        get { storage.target }
        _modify { yield &uniqueStorage().target }
    }

    /// Waypoints the navigation path must pass, in order: model ids, `Tabs.tab`, `Switch.case`.
    public var via: [Located<String>] {
        get { storage.via }
        _modify { yield &uniqueStorage().via }
    }

    /// `Model.param` to placeholder name, where they differ.
    public var bind: [Binding] {
        get { storage.bind }
        _modify { yield &uniqueStorage().bind }
    }

    /// Present the target over whatever is on top instead of navigating to its place.
    public var present: Located<PresentStyle>? {
        get { storage.present }
        _modify { yield &uniqueStorage().present }
    }

    /// Ids of routes of an earlier version that this one takes over (`navlint diff` reports their removal
    /// as `route-replaced` when this route opens their URLs as they did).
    public var replaces: [Located<String>] {
        get { storage.replaces }
        _modify { yield &uniqueStorage().replaces }
    }

    public var doc: Located<String>? {
        get { storage.doc }
        _modify { yield &uniqueStorage().doc }
    }

    /// URLs written down as examples of the route (`examples`): each must match it; `navlint examples`,
    /// `gen` and the viewer show them.
    public var examples: [Located<String>] {
        get { storage.examples }
        _modify { yield &uniqueStorage().examples }
    }

    /// The platforms the route exists on; `nil` for all.
    public var platforms: PlatformSet? {
        get { storage.platforms }
        _modify { yield &uniqueStorage().platforms }
    }

    /// `when`: the run-time condition under which the app picks this route; routes whose conditions differ are
    /// alternatives for the same URLs.
    public var when: Located<String>? {
        get { storage.choice.when }
        _modify { yield &uniqueStorage().choice.when }
    }

    /// `fallback`: what the app does with the link when the route's path needs a state it is not in.
    public var fallback: Located<RouteFallback>? {
        get { storage.choice.fallback }
        _modify { yield &uniqueStorage().choice.fallback }
    }

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

    /// Where the route's object starts.
    public var location: SourceLocation {
        get { storage.location }
        _modify { yield &uniqueStorage().location }
    }

    /// Rules the route silences for itself.
    public var lint: LintSettings? {
        get { storage.lint }
        _modify { yield &uniqueStorage().lint }
    }

    /// For a pattern written with escapes (`\/`, `\u00e9`), the source column of each of its
    /// characters; nil when each character takes one column after the opening quote.
    public var patternColumns: [Int]? {
        get { storage.patternColumns }
        _modify { yield &uniqueStorage().patternColumns }
    }

    public init(
        id: Located<String>, pattern: Located<String>, target: Located<String>, via: [Located<String>] = [],
        bind: [Binding] = [], present: Located<PresentStyle>? = nil, replaces: [Located<String>] = [],
        doc: Located<String>? = nil,
        lint: LintSettings? = nil, location: SourceLocation, patternColumns: [Int]? = nil,
        examples: [Located<String>] = []
    ) {
        storage = Storage(
            id: id, pattern: pattern, target: target, via: via, bind: bind, present: present, replaces: replaces,
            doc: doc, lint: lint,
            location: location, patternColumns: patternColumns)
        storage.examples = examples
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

    /// The fields live in one shared box: copying a route (rules and graphs pass many around) costs
    /// one reference count, and writing to a shared one copies the box first.
    private var storage: Storage

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.isEqual(to: rhs.storage)
    }

    private final class Storage: @unchecked Sendable {
        // Read on every core and mutated only through `uniqueStorage()`, after a uniqueness check: no access
        // can overlap a mutation, so the run-time exclusivity checks of these reads are left out.
        @exclusivity(unchecked) var id: Located<String>
        @exclusivity(unchecked) var pattern: Located<String>
        @exclusivity(unchecked) var target: Located<String>
        @exclusivity(unchecked) var via: [Located<String>]
        @exclusivity(unchecked) var bind: [Binding]
        @exclusivity(unchecked) var present: Located<PresentStyle>?
        @exclusivity(unchecked) var replaces: [Located<String>]
        @exclusivity(unchecked) var doc: Located<String>?
        @exclusivity(unchecked) var lint: LintSettings?
        @exclusivity(unchecked) var location: SourceLocation
        @exclusivity(unchecked) var patternColumns: [Int]?
        @exclusivity(unchecked) var examples: [Located<String>] = []
        @exclusivity(unchecked) var platforms: PlatformSet?
        @exclusivity(unchecked) var choice = RouteChoice()

        init(
            id: Located<String>, pattern: Located<String>, target: Located<String>, via: [Located<String>],
            bind: [Binding], present: Located<PresentStyle>?, replaces: [Located<String>], doc: Located<String>?,
            lint: LintSettings?,
            location: SourceLocation, patternColumns: [Int]?
        ) {
            self.id = id
            self.pattern = pattern
            self.target = target
            self.via = via
            self.bind = bind
            self.present = present
            self.replaces = replaces
            self.doc = doc
            self.lint = lint
            self.location = location
            self.patternColumns = patternColumns
        }

        func copy() -> Storage {
            let copy = Storage(
                id: id, pattern: pattern, target: target, via: via, bind: bind, present: present,
                replaces: replaces, doc: doc,
                lint: lint, location: location, patternColumns: patternColumns)
            copy.examples = examples
            copy.platforms = platforms
            copy.choice = choice
            return copy
        }

        func isEqual(to other: Storage) -> Bool {
            id == other.id && pattern == other.pattern && target == other.target && via == other.via
                && bind == other.bind && present == other.present && replaces == other.replaces && doc == other.doc
                && lint == other.lint
                && location == other.location && patternColumns == other.patternColumns && examples == other.examples
                && platforms == other.platforms && choice == other.choice
        }
    }
}
/// A route's `when` and `fallback`: how the app chooses it and what it does when it cannot follow it.
struct RouteChoice: Sendable, Equatable {
    var when: Located<String>?
    var fallback: Located<RouteFallback>?
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
