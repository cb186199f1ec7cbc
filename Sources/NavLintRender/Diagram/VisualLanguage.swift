import NavLintCore

/// The look of every element navlint draws: one table, so that Graphviz and Mermaid agree.
enum VisualLanguage {
    struct NodeLook {
        var shape: NodeShape
        var line: LineStyle
        var color: String
        var fill: String?
        var className: String
    }

    struct ClusterLook {
        var line: LineStyle
        var color: String
        var className: String
    }

    struct EdgeLook {
        var line: LineStyle
        var color: String
        var arrowhead: String
        /// The word shown on the edge, or `nil` when the style alone says it (push).
        var tag: String?
    }

    static let screen = NodeLook(
        shape: .roundedBox, line: .solid, color: "#2f5b8a", fill: "#eef4fb", className: "navlint-screen")
    static let dialog = NodeLook(
        shape: .hexagon, line: .solid, color: "#9a6b16", fill: "#fdf3e1", className: "navlint-dialog")
    static let anchor = NodeLook(
        shape: .point, line: .solid, color: "transparent", fill: nil, className: "navlint-anchor")
    static let route = NodeLook(
        shape: .banner, line: .solid, color: "#6a4c93", fill: "#f3eefa", className: "navlint-route")
    static let presentRoute = NodeLook(
        shape: .banner, line: .dashed, color: "#a03a6e", fill: "#fbe9f2", className: "navlint-route-present")
    static let window = NodeLook(
        shape: .tab, line: .solid, color: "#2e6b3c", fill: "#e9f5ec", className: "navlint-window")
    static let url = NodeLook(
        shape: .ellipse, line: .dashed, color: "#6f6f6f", fill: "#f4f4f4", className: "navlint-url")
    static let missing = NodeLook(
        shape: .box, line: .dashed, color: "#c62828", fill: "#fdecea", className: "navlint-missing")
    /// A container drawn as one box by `--overview`; its border takes the container's colours.
    static let collapsed = NodeLook(
        shape: .box, line: .solid, color: "#2f5b8a", fill: nil, className: "navlint-collapsed")

    /// A group of shared edges (`groups`), drawn once; its edges leave it, its includers point at it.
    static let group = NodeLook(
        shape: .box, line: .dashed, color: "#5a6b2f", fill: "#f2f5e6", className: "navlint-group")
    static let back = NodeLook(shape: .text, line: .solid, color: "#8a8a8a", fill: nil, className: "navlint-back")
    /// A slot of a container whose model is drawn elsewhere; a dotted line leads there.
    static let reference = NodeLook(
        shape: .box, line: .dotted, color: "#8a8a8a", fill: "#fafafa", className: "navlint-ref")

    static func container(_ kind: ModelKind) -> ClusterLook {
        switch kind {
        case .tabs: ClusterLook(line: .bold, color: "#1b7a5a", className: "navlint-tabs")
        case .switch: ClusterLook(line: .bold, color: "#8a2f6b", className: "navlint-switch")
        case .split: ClusterLook(line: .bold, color: "#6b5a2f", className: "navlint-split")
        case .stack, .screen, .dialog: ClusterLook(line: .solid, color: "#2f5b8a", className: "navlint-stack")
        }
    }

    static let tab = ClusterLook(line: .dashed, color: "#1b7a5a", className: "navlint-tab")
    /// A tab that stands for tabs made at run time (`"dynamic": true`): drawn once.
    static let dynamicTab = ClusterLook(line: .dashed, color: "#1b7a5a", className: "navlint-tab-dynamic")
    /// A tab that runs an action instead of showing a model.
    static let actionTab = NodeLook(
        shape: .box, line: .dashed, color: "#1b7a5a", fill: "#e9f5ec", className: "navlint-action-tab")
    static let switchCase = ClusterLook(line: .dashed, color: "#8a2f6b", className: "navlint-case")
    static let column = ClusterLook(line: .dashed, color: "#6b5a2f", className: "navlint-column")

    static func edge(_ kind: DiagramEdgeKind) -> EdgeLook {
        switch kind {
        case .navigation(let via): navigation(via)
        case .route: EdgeLook(line: .solid, color: "#6a4c93", arrowhead: "normal", tag: nil)
        case .presentRoute: EdgeLook(line: .dashed, color: "#a03a6e", arrowhead: "normal", tag: "presents")
        case .windowRoot: EdgeLook(line: .bold, color: "#2e6b3c", arrowhead: "normal", tag: nil)
        case .contains: EdgeLook(line: .dotted, color: "#9a9a9a", arrowhead: "odot", tag: nil)
        case .finding: EdgeLook(line: .dashed, color: markColor(.error), arrowhead: "none", tag: nil)
        case .includes: EdgeLook(line: .dotted, color: "#5a6b2f", arrowhead: "empty", tag: "includes")
        case .structure: EdgeLook(line: .invisible, color: "transparent", arrowhead: "none", tag: nil)
        }
    }

    private static func navigation(_ via: EdgeKind) -> EdgeLook {
        switch via {
        case .push: EdgeLook(line: .solid, color: "#333333", arrowhead: "normal", tag: nil)
        case .setRoot: EdgeLook(line: .solid, color: "#333333", arrowhead: "diamond", tag: "setRoot")
        // A push that takes the place of its origin: the push's colour and arrow, with a line of its own.
        case .replace: EdgeLook(line: .bold, color: "#333333", arrowhead: "normal", tag: "replace")
        case .sheet: EdgeLook(line: .dashed, color: "#2f5b8a", arrowhead: "normal", tag: "sheet")
        case .fullScreenCover: EdgeLook(line: .bold, color: "#2f5b8a", arrowhead: "normal", tag: "fullScreenCover")
        case .popover: EdgeLook(line: .dashed, color: "#2f5b8a", arrowhead: "vee", tag: "popover")
        case .alert: EdgeLook(line: .dotted, color: "#9a6b16", arrowhead: "normal", tag: "alert")
        case .confirmationDialog: EdgeLook(line: .dotted, color: "#9a6b16", arrowhead: "vee", tag: "confirmationDialog")
        case .selectTab: EdgeLook(line: .solid, color: "#1b7a5a", arrowhead: "empty", tag: "selectTab")
        case .switch: EdgeLook(line: .solid, color: "#8a2f6b", arrowhead: "empty", tag: "switch")
        case .openWindow: EdgeLook(line: .dashed, color: "#2e6b3c", arrowhead: "empty", tag: "openWindow")
        case .openURL: EdgeLook(line: .dashed, color: "#6f6f6f", arrowhead: "vee", tag: "openURL")
        case .pop, .popToRoot, .dismiss, .dismissWindow:
            EdgeLook(line: .dashed, color: "#9a9a9a", arrowhead: "onormal", tag: via.rawValue)
        }
    }

    /// Outline colour for elements with findings.
    static func markColor(_ severity: Severity) -> String {
        switch severity {
        case .error: "#d32f2f"
        case .warning: "#ef6c00"
        case .note: "#1e88e5"
        }
    }

    static let markPenWidth = 3.0

    /// Outline colour of what changed since an older version: added green, removed red, changed amber.
    static func changeColor(_ change: DiagramChanges.Change) -> String {
        switch change {
        case .added: "#26a269"
        case .removed: "#c01c28"
        case .changed: "#e5a50a"
        }
    }

    /// Fill of a removed model drawn as a ghost.
    static let ghostFill = "#fbe3e3"

    /// The sign before the rule ids of a marked element.
    static func badge(_ severity: Severity) -> String {
        severity == .note ? "\u{2139}" : "\u{26A0}"
    }
    /// The line under a route that iOS does not hand to the app (a crossed link: `⊘`), by the app-link rule
    /// that says why; nil for a route no such rule names.
    static func undeliveredLine(rules: [String]) -> String? {
        let reasons: [(String, String)] = [
            (LinkNotDeliveredRule.description.id, "link not delivered"),
            (LinkPartlyDeliveredRule.description.id, "link partly delivered"),
            (LinkDomainUnassociatedRule.description.id, "domain not associated"),
            (LinkSchemeUnregisteredRule.description.id, "scheme not registered"),
        ]
        guard let reason = reasons.first(where: { rules.contains($0.0) }) else { return nil }
        return "\u{2298} " + reason.1
    }
    static let undeliveredClass = "navlint-undelivered"
    static let coveredFill = "#d7f0d4"
    static let uncoveredFill = "#f6d5d5"
}
