import NavLintCore

/// The ids of a diagram's nodes and clusters, each handed out once: readable fragments of spec ids, with a
/// counter on a clash.
struct DiagramIDs {
    private var registry = NodeID.Registry(reserved: [GraphvizForm.titleNodeID, "navlint-legend"], separator: "-")
    /// The node id of each model, by model index (empty for a model that repeats an earlier id).
    let modelNodeIDs: [String]
    private(set) var missingNodeIDs: [String: String] = [:]
    /// Missing references, in the order their ids were handed out.
    private(set) var missingOrder: [String] = []
    private(set) var urlNodeIDs: [String: String] = [:]
    /// URLs, in the order their ids were handed out.
    private(set) var urlOrder: [String] = []

    /// Ids for a drawing without models (the review page replays route ids with it).
    init() { modelNodeIDs = [] }

    /// Hands out the models' node ids first, in spec order, so that a model's id does not depend on
    /// what is drawn before it.
    init(graph: NavGraph) {
        var modelNodeIDs = Array(repeating: "", count: graph.spec.models.count)
        for index in graph.firstModels {
            modelNodeIDs[index] = registry.claim("model-" + Self.fragment(graph.spec.models[index].id.value))
        }
        self.modelNodeIDs = modelNodeIDs
    }

    /// Keeps letters, digits, `_` and `-`; writes anything else as `-uHEX-`, so spec ids stay readable and
    /// docs can style them. Clashes are settled by ``unique(_:)``.
    static func fragment(_ raw: String) -> String {
        if raw.isEmpty { return "-empty-" }
        return NodeID.sanitise(
            raw, keep: { NodeID.isLetterOrDigit($0) || $0 == "_" || $0 == "-" },
            replacement: { "-u\(String($0.value, radix: 16, uppercase: true))-" })
    }

    /// The spec id a node id was made from (`model-Home` is `Home`), for messages; other ids as they are.
    static func displayName<S: StringProtocol>(_ nodeID: S) -> String {
        nodeID.hasPrefix("model-") ? String(nodeID.dropFirst("model-".count)) : String(nodeID)
    }

    /// `base`, or `base-N` with the first free counter.
    mutating func unique(_ base: String) -> String { registry.claim(base) }

    mutating func missing(_ reference: String) -> String {
        if let existing = missingNodeIDs[reference] { return existing }
        let nodeID = unique("missing-" + Self.fragment(reference))
        missingNodeIDs[reference] = nodeID
        missingOrder.append(reference)
        return nodeID
    }

    mutating func url(_ url: String) -> String {
        if let existing = urlNodeIDs[url] { return existing }
        let nodeID = unique("url-\(urlOrder.count + 1)")
        urlNodeIDs[url] = nodeID
        urlOrder.append(url)
        return nodeID
    }
}
