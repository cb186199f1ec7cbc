import NavLintCore

/// What a diagram shows and how.
public struct DiagramOptions: Sendable, Equatable {
    /// Draw only the neighbourhood of one model.
    public struct Focus: Sendable, Equatable {
        /// The model at the centre.
        public var id: String
        /// How many hops (containment or edges, either direction) to include; 0 shows the model alone.
        public var depth: Int

        public init(id: String, depth: Int) {
            self.id = id
            self.depth = depth
        }
    }

    /// The default for ``maxNodes``.
    public static let defaultMaxNodes = 2000

    public var direction: Diagram.Direction
    /// Draw `pop`, `popToRoot`, `dismiss` and `dismissWindow`.
    public var showBackEdges: Bool
    /// Model, route, window, tab (`Tabs.tab`) and case (`Switch.case`) ids with findings, by the worst severity.
    public var marked: [String: Severity]
    /// The finding messages per id, shown as tooltips on marked elements.
    public var messages: [String: [String]]
    /// Hits per route id from `navlint coverage`; `nil` draws no coverage.
    public var coverage: [String: Int]?
    public var focus: Focus?
    /// Add a legend explaining shapes and lines.
    public var legend: Bool
    /// Building fails when the diagram would have more nodes than this.
    public var maxNodes: Int

    public init(
        direction: Diagram.Direction = .topToBottom, showBackEdges: Bool = false, marked: [String: Severity] = [:],
        messages: [String: [String]] = [:], coverage: [String: Int]? = nil, focus: Focus? = nil, legend: Bool = true,
        maxNodes: Int = DiagramOptions.defaultMaxNodes
    ) {
        self.direction = direction
        self.showBackEdges = showBackEdges
        self.marked = marked
        self.messages = messages
        self.coverage = coverage
        self.focus = focus
        self.legend = legend
        self.maxNodes = maxNodes
    }

    /// Marks every id the diagnostics name with their worst severity and adds their messages.
    public mutating func mark(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics.sorted() {
            for id in diagnostic.ids {
                marked[id] = max(marked[id] ?? diagnostic.severity, diagnostic.severity)
                messages[id, default: []].append("\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]")
            }
        }
    }
}

/// Why a diagram could not be built.
public enum DiagramError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The diagram would exceed ``DiagramOptions/maxNodes``.
    case tooManyNodes(count: Int, limit: Int)
    /// The focus names no model of the spec.
    case unknownFocus(String)
    /// The focus depth is negative.
    case negativeDepth(Int)

    public var description: String {
        switch self {
        case .tooManyNodes(let count, let limit):
            "the diagram would have \(count) nodes, more than the limit of \(limit); "
                + "draw part of it with --focus ID --depth N"
        case .unknownFocus(let id):
            "cannot focus on '\(id)': the spec has no model with that id"
        case .negativeDepth(let depth):
            "the focus depth must be 0 or more, not \(depth)"
        }
    }
}
