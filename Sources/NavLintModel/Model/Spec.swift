/// A navgraph specification as written: every value carries the location it came from.
///
/// This is the parsed form of a `*.navgraph.json` or `*.nav` file. It holds what the file says,
/// not yet checked for meaning: references may dangle and ids may repeat. ``NavGraph`` resolves it.
public struct Spec: Sendable, Equatable {
    /// The navgraph format version; readers accept only ``Spec/supportedVersion``.
    public var version: Located<Int>
    /// The `$schema` reference editors use for completion.
    public var schema: Located<String>?
    public var app: Located<String>?
    public var links: Links?
    /// The main window's root model (single-window apps).
    public var root: Located<String>?
    /// The app's windows (multi-window apps); `nil` when the spec uses `root`.
    public var windows: [Window]?
    public var models: [Model]
    public var routes: [Route]
    /// `groups`: the shared destination tables models include.
    public var groups: [EdgeGroup] = []

    public static let supportedVersion = 1

    public init(
        version: Located<Int>, schema: Located<String>? = nil, app: Located<String>? = nil,
        links: Links? = nil, root: Located<String>? = nil, windows: [Window]? = nil,
        models: [Model] = [], routes: [Route] = []
    ) {
        self.version = version
        self.schema = schema
        self.app = app
        self.links = links
        self.root = root
        self.windows = windows
        self.models = models
        self.routes = routes
    }
}

/// The URL schemes and universal-link hosts the app registers.
public struct Links: Sendable, Equatable {
    public var schemes: [Located<String>]
    public var hosts: [Located<String>]
    /// Whether routes may use a host placeholder (`https://{instance}/...`) and take links from any host.
    public var anyHost: Bool
    /// `intercepts`: hosts whose URLs the app catches in-app (an `openURL` override) without registering them as
    /// universal links. Routes may use them; they are not the app's own hosts.
    public var intercepts: [Located<String>] = []
    public var location: SourceLocation

    public init(
        schemes: [Located<String>] = [], hosts: [Located<String>] = [], anyHost: Bool = false, location: SourceLocation
    ) {
        self.schemes = schemes
        self.hosts = hosts
        self.anyHost = anyHost
        self.location = location
    }
}

/// A window of a multi-window app and the model at its root.
public struct Window: Sendable, Equatable {
    public var id: Located<String>
    public var root: Located<String>
    public var location: SourceLocation
    /// `source`: the Swift scene that declares the window, as `relative/path.swift:LINE:COL`.
    public var source: Located<String>?
    public var platforms: PlatformSet?

    public init(id: Located<String>, root: Located<String>, location: SourceLocation, source: Located<String>? = nil) {
        self.source = source
        self.id = id
        self.root = root
        self.location = location
    }
}

/// Inline lint settings on a model or route: the rules silenced for that element.
public struct LintSettings: Sendable, Equatable {
    public var disable: [Located<String>]
    public var location: SourceLocation

    public init(disable: [Located<String>], location: SourceLocation) {
        self.disable = disable
        self.location = location
    }
}
