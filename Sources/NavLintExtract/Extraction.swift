import NavLintCore

/// One Swift file to extract from: its path as the spec's `source` keys give it, the name notes give it, and
/// its text.
public struct SwiftSource: Sendable {
    public var path: String
    /// How notes name the file (as the user wrote its path); the spec's `path` when they are the same.
    public var name: String
    public var text: String

    public init(path: String, name: String? = nil, text: String) {
        self.path = path
        self.name = name ?? path
        self.text = text
    }
}

/// A Swift file that was not read (not a regular file, too large): listed as unresolved, with the reason.
public struct UnreadSwiftFile: Sendable {
    /// How notes name the file.
    public var name: String
    public var reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `name:1:1: unresolved: not read: reason`.
    var note: ExtractionNote {
        ExtractionNote(
            .unresolved, "not read: \(reason)", at: SwiftLocation(file: name, line: 1, column: 1), skipsFile: true)
    }
}

/// A place in a Swift file: `path:line:column`, 1-based (columns count UTF-8 bytes, as the compiler does).
public struct SwiftLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SwiftLocation, rhs: SwiftLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Something the extractor saw and could not turn into the spec, or wants the reader of the spec to know.
public struct ExtractionNote: Sendable, Hashable, Comparable {
    public enum Kind: String, Sendable, Hashable {
        /// A navigation whose destination could not be resolved; counted in the summary.
        case unresolved
        /// An `.onOpenURL` handler: an entry point the spec's routes should cover.
        case entryPoint = "entry point"
        /// A fact the spec does not say, such as the platforms of a condition extract cannot read.
        case note
        /// A call site that performs the same navigation as an earlier one of the same screen: the spec writes
        /// that navigation once, as the edge ``ExtractionNote/sameAs`` names.
        case merged
    }

    public var kind: Kind
    public var location: SwiftLocation
    public var message: String
    /// Whether the note says that its file was not read at all (too deep, too large, not a regular file).
    public var skipsFile: Bool
    /// For a merged call site: the spec edge that stands for it.
    public var sameAs: MergedEdge?

    public init(_ kind: Kind, _ message: String, at location: SwiftLocation, skipsFile: Bool = false) {
        self.kind = kind
        self.location = location
        self.message = message
        self.skipsFile = skipsFile
    }

    /// `file:line:col: unresolved: reason`.
    public var description: String { "\(location): \(kind.rawValue): \(message)" }

    /// A merged call site's note: at `location`, naming the edge that stands for it.
    init(mergedInto edge: MergedEdge, at location: SwiftLocation) {
        self.init(.merged, edge.message, at: location)
        sameAs = edge
    }

    /// The note with every file it names renamed by `name`: its place and, for a merged call site, the place
    /// of the edge that stands for it, in ``sameAs`` and in the message alike.
    func renamingFiles(_ name: (String) -> String) -> ExtractionNote {
        var note = self
        note.location.file = name(location.file)
        if var same = sameAs {
            same.source.file = name(same.source.file)
            note.sameAs = same
            note.message = same.message
        }
        return note
    }

    public static func < (lhs: ExtractionNote, rhs: ExtractionNote) -> Bool {
        (lhs.location, lhs.kind.rawValue, lhs.message) < (rhs.location, rhs.kind.rawValue, rhs.message)
    }
}

/// The spec edge a merged call site is written as: its kind, its target (a model id, window id or URL; nil for
/// back navigation) and the place of the call site the edge keeps as its `source`.
public struct MergedEdge: Sendable, Hashable {
    public var kind: EdgeKind
    public var target: String?
    public var source: SwiftLocation

    public init(kind: EdgeKind, target: String?, source: SwiftLocation) {
        self.kind = kind
        self.target = target
        self.source = source
    }

    /// `push to DonutEditor`, `dismiss`.
    public var navigation: String { kind.rawValue + (target.map { " to \($0)" } ?? "") }

    /// What a merged call site's note says: `push to DonutEditor: the spec writes it once, as the edge at
    /// Views/Shelf.swift:4:9`.
    public var message: String { "\(navigation): the spec writes it once, as the edge at \(source)" }
}

/// What extraction recovered from a set of Swift files.
public struct Extraction: Sendable {
    /// The navgraph spec, ready to be written.
    public var spec: Spec
    /// Everything extraction could not resolve, the entry points and notes, in file order, each file named as
    /// ``SwiftSource/name`` names it.
    public var notes: [ExtractionNote]
    /// How many files were read.
    public var fileCount: Int
    /// The Swift location of each model (by id), for drift messages.
    public var modelSources: [String: SwiftLocation]
    /// Every View type declared in the sources, by its spec id, with where it is declared.
    public var declaredViews: [String: SwiftLocation]
    /// By screen id, the screens whose navigation holds something unresolved, with the kinds of the navigations
    /// extract could not follow there: drift does not call their spec edges of those kinds stale.
    public var unresolvedKinds: [String: Set<EdgeKind>]
    /// By screen id, the navigations the screen leaves to a group that it has wherever it is shown (the spec
    /// writes them once, in the group, not on the screen).
    public var groupedEdges: [String: [GroupedEdge]]

    /// The navigation call sites that became edges (a site in a row shown by several screens counts once).
    public var edgeSiteCount = 0

    /// Every unresolved line: a call site extract could not follow, or code it could not read.
    public var unresolvedCount: Int { notes.lazy.filter { $0.kind == .unresolved }.count }

    /// The call sites accounted for: those that became edges and the unresolved lines.
    public var callSiteCount: Int { edgeSiteCount + unresolvedCount }

    /// The screens of the spec.
    public var screenCount: Int { spec.models.lazy.filter { $0.kind == .screen }.count }

    /// The edges of the spec: the models' own and the groups'.
    public var edgeCount: Int {
        spec.models.reduce(0) { $0 + $1.edges.count } + spec.groups.reduce(0) { $0 + $1.edges.count }
    }

    /// `extracted N screens, M edges from F files; C call sites: E as edges, U unresolved`.
    public var summary: String {
        "extracted \(screenCount) screens, \(edgeCount) edges from \(fileCount) files; "
            + "\(callSiteCount) call sites: \(edgeSiteCount) as edges, \(unresolvedCount) unresolved"
    }
}
