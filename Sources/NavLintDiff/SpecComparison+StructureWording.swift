import NavLintModel
import NavLintSupport

/// How the structural diff rules name models, edges and what changed about them.
extension SpecComparison {
    /// `screen Home`, `group Common`: where an edge is declared, named as the version that has it names it.
    func originName(_ origin: EdgeKey.Origin, inOld: Bool) -> String {
        switch origin {
        case .group(let id): return "group \(id)"
        case .model(let id):
            let graph = inOld ? old.graph : new.graph
            return graph.model(inOld ? formerID(of: id) : id)?.displayName ?? id
        }
    }

    /// `push to Detail "open"`, `dismiss`: an edge's kind, target and label.
    static func edgeText(kind: EdgeKind, target: String, label: String?) -> String {
        let to = target.isEmpty ? "" : " to " + QuotedString.excerpt(target)
        return kind.rawValue + to + (label.map { " " + QuotedString.quoted($0) } ?? "")
    }

    /// The ids a finding about an edge names: its origin, then its target where that is a model or a tab.
    static func ids(of key: EdgeKey) -> [String] {
        key.target.isEmpty || key.kind == .openURL ? [key.origin.id] : [key.origin.id, key.target]
    }

    /// A model's id in the old version: its old id when it was renamed, else `id` itself.
    func formerID(of id: String) -> String { models.oldIDs[id] ?? id }
}

extension EdgeChange.Aspect {
    /// `sheet (was push)`, `label "show" (was "open")`, `when "signed in" (was none)`, `platforms iOS (was all)`:
    /// how this aspect of an edge changed.
    func story(old: Edge, new: Edge) -> String {
        func quoted(_ text: String?) -> String { text.map(QuotedString.quoted) ?? "none" }
        func platforms(_ set: PlatformSet?) -> String {
            set.map { $0.platforms.map(\.value.rawValue).joined(separator: ", ") } ?? "all"
        }
        switch self {
        case .kind: return "\(new.kind.rawValue) (was \(old.kind.rawValue))"
        case .label: return "label \(quoted(new.label?.value)) (was \(quoted(old.label?.value)))"
        case .when: return "when \(quoted(new.condition?.value)) (was \(quoted(old.condition?.value)))"
        case .platforms: return "platforms \(platforms(new.platforms)) (was \(platforms(old.platforms)))"
        case .fallback:
            return "fallback \(new.fallback?.value.rawValue ?? "none") (was \(old.fallback?.value.rawValue ?? "none"))"
        }
    }
}
