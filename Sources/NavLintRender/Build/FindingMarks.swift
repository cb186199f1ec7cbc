import NavLintCore

/// The findings of a diagram resolved to the elements they mark.
///
/// Rules name tabs and cases either qualified (`App.loggedIn`) or bare beside their owner's id
/// (`["App", "loggedIn"]`); both mark the case's cluster. Pairs of routes one finding names are kept so
/// that the diagram can link them.
struct FindingMarks {
    /// An element of the spec that can carry a mark.
    enum Key: Hashable {
        case model(String)
        case route(String)
        case window(String)
        /// A tab of a tabs model or a case of a switch model.
        case member(owner: String, name: String)
    }

    /// The findings on one element.
    struct Mark {
        var severity: Severity
        /// `severity: message [rule]`, in the findings' order.
        var messages: [String] = []
        /// Rule ids, each once, in the findings' order.
        var rules: [String] = []

        /// The visible line under the element's label: `⚠ unreachable-model`.
        var badge: String {
            let shown = rules.prefix(2).joined(separator: ", ")
            let more = rules.count > 2 ? " +\(rules.count - 2)" : ""
            return "\(VisualLanguage.badge(severity)) \(shown)\(more)"
        }

        var tooltip: String { messages.joined(separator: "\n") }
    }

    /// Two routes one finding is about.
    struct RoutePair: Hashable {
        var first: String
        var second: String
        var severity: Severity
        var rule: String
    }

    private(set) var marks: [Key: Mark] = [:]
    private(set) var routePairs: [RoutePair] = []

    init(_ findings: [DiagramFinding], graph: NavGraph) {
        let spec = graph.spec
        let routes = Set(spec.routes.map(\.id.value))
        // The windows the diagram draws: those declared, or `main` for a spec with `root`.
        let windows = spec.windows != nil || spec.root != nil ? Set(graph.windows.map(\.id)) : []
        func members(_ owner: String) -> Set<String> {
            graph.modelIndex[owner].map { Set(graph.memberNames(of: $0)) } ?? []
        }
        var seenPairs: Set<[String]> = []
        for finding in findings {
            var keys: [Key] = []
            for id in finding.ids {
                if let dot = id.firstIndex(of: "."),
                    members(String(id[..<dot])).contains(String(id[id.index(after: dot)...]))
                {
                    keys.append(.member(owner: String(id[..<dot]), name: String(id[id.index(after: dot)...])))
                } else if let owner = finding.ids.first(where: { $0 != id && members($0).contains(id) }) {
                    keys.append(.member(owner: owner, name: id))
                } else {
                    if graph.modelIndex[id] != nil { keys.append(.model(id)) }
                    if routes.contains(id) { keys.append(.route(id)) }
                    if windows.contains(id) { keys.append(.window(id)) }
                }
            }
            var seen: Set<Key> = []
            for key in keys where seen.insert(key).inserted {
                var mark = marks[key] ?? Mark(severity: finding.severity)
                mark.severity = max(mark.severity, finding.severity)
                mark.messages.append("\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
                if !mark.rules.contains(finding.rule) { mark.rules.append(finding.rule) }
                marks[key] = mark
            }
            let pairRoutes = keys.compactMap { key -> String? in if case .route(let id) = key { id } else { nil } }
            for (first, second) in zip(pairRoutes, pairRoutes.dropFirst()) where first != second {
                guard seenPairs.insert([first, second].sorted()).inserted else { continue }
                routePairs.append(
                    RoutePair(
                        first: first, second: second, severity: finding.severity, rule: finding.rule))
            }
        }
    }

    subscript(_ key: Key) -> Mark? { marks[key] }
}
