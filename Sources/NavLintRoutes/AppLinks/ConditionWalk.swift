/// A breadth-first walk of every text of a URL's query or fragment that meets the conditions `must` asks,
/// reading the other groups of conditions beside them: which combinations of the groups (each group holds
/// when all its conditions do) some text gives, each with a shortest text that gives it. Exact: every
/// condition is deterministic and the walk reads one character of each class they tell apart; in a query it
/// also meets every way the decoded text splits into items (an `&` in a key or value is written escaped).
struct ConditionWalk {
    /// A place of the walk: each condition's state; in a query, where in an item the text stands (0 at an
    /// item's start, 1 in its key, 2 in its value) and whether an item so far was not `key=value`.
    private struct Node: Hashable {
        var states: [[Int]]
        var item: UInt8
        var irregular: Bool
        var empty: Bool
    }

    let conditions: [TextCondition]
    let must: [Int]
    let groups: [[Int]]
    let isQuery: Bool
    let steps: Int
    let alphabet: [Unicode.Scalar]

    init(conditions: [TextCondition], must: [Int], groups: [[Int]], isQuery: Bool, steps: Int) {
        self.conditions = conditions
        self.must = must
        self.groups = groups
        self.isQuery = isQuery
        self.steps = steps
        var mentioned = conditions.reduce(into: Set<Unicode.Scalar>()) { $0.formUnion($1.mentioned) }
        if isQuery { mentioned.formUnion(["&", "="]) }
        var alphabet = GlobProduct.alphabet(mentioning: mentioned)
        if isQuery { alphabet.append(TextCondition.escapedAmpersand) }
        self.alphabet = alphabet
    }

    /// Every combination of the groups some text that meets `must` gives, each with a shortest such text
    /// written as it stands in a URL (percent-encoded), preferring texts whose query items are all
    /// `key=value`; nil past the budget.
    func matchSets() -> [GlobMatchSet]? {
        let places = min(GlobProduct.nodeBudget, steps / max(alphabet.count * max(conditions.count, 1), 1))
        let start = Node(states: conditions.map(\.start), item: 0, irregular: false, empty: true)
        var nodes = [start]
        var parents: [(node: Int, character: Unicode.Scalar)] = [(-1, " ")]
        var seen: [Node: Int] = [start: 0]
        var found: [[Bool]: (witness: String, regular: Bool)] = [:]
        var order: [[Bool]] = []
        var regularCount = 0
        var next = 0
        while next < nodes.count {
            let node = nodes[next]
            let index = next
            next += 1
            if let matches = combination(at: node) {
                let regular = isRegular(node)
                let known = found[matches]
                if known == nil || (regular && known?.regular == false) {
                    if known == nil { order.append(matches) }
                    found[matches] = (spelling(index, parents), regular)
                    if regular { regularCount += 1 }
                    if regularCount == 1 << min(groups.count, 20) { break }
                }
            }
            for character in alphabet {
                let successor = step(node, character)
                guard seen[successor] == nil, !must.contains(where: { conditions[$0].isDead(successor.states[$0]) })
                else { continue }
                guard nodes.count < places else { return nil }
                seen[successor] = nodes.count
                nodes.append(successor)
                parents.append((index, character))
            }
        }
        return order.map { GlobMatchSet(matches: $0, witness: found[$0]!.witness) }
    }

    /// The groups' answers for a text that ends at `node`; nil when it does not meet `must`.
    private func combination(at node: Node) -> [Bool]? {
        let holds = { (condition: Int) in conditions[condition].accepts(node.states[condition], empty: node.empty) }
        guard must.allSatisfy(holds) else { return nil }
        return groups.map { $0.allSatisfy(holds) }
    }

    private func isRegular(_ node: Node) -> Bool {
        !isQuery || (!node.irregular && (node.item == 2 || node.empty))
    }

    private func step(_ node: Node, _ character: Unicode.Scalar) -> Node {
        var successor = node
        successor.empty = false
        successor.states = zip(conditions, node.states).map { $0.step($1, character, separators: isQuery) }
        guard isQuery else { return successor }
        switch character {
        case "&":
            if node.item != 2 { successor.irregular = true }
            successor.item = 0
        case "=":
            if node.item == 0 { successor.irregular = true }
            successor.item = 2
        default:
            if node.item == 0 { successor.item = 1 }
        }
        return successor
    }

    /// The text that reached the node at `index`, percent-encoded as a URL carries it.
    private func spelling(_ index: Int, _ parents: [(node: Int, character: Unicode.Scalar)]) -> String {
        var scalars: [Unicode.Scalar] = []
        var current = index
        while current > 0 {
            scalars.append(parents[current].character)
            current = parents[current].node
        }
        var text = ""
        for character in scalars.reversed() {
            switch character {
            case "&" where isQuery, "=" where isQuery: text.unicodeScalars.append(character)
            case TextCondition.escapedAmpersand: text += "%26"
            default: text += PercentCoding.encodeURLComponent(String(character))
            }
        }
        return text
    }
}
