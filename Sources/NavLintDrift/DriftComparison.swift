import NavLintGraph
import NavLintModel
import NavLintRules

/// A spec beside the graph `extract` recovered from its Swift code: the facts the drift rules read
/// (`check --sources`). Screens are matched by id, or by a spec model's `swift` key; edges by the screens at
/// both ends, where a stack counts as the screen at its root. Findings point at the spec and name the Swift
/// location.
public struct DriftComparison: Sendable {
    /// What the code holds, as `extract` recovered it.
    public struct Code: Sendable {
        /// The spec extract wrote for the code.
        public var spec: Spec
        /// Every View type declared in the code, by its spec id, with where it is declared (`path:line:column`).
        public var declaredViews: [String: String]
        /// By screen id, the screens whose navigation holds something unresolved, each with the kinds of the
        /// navigations extract could not follow there: a spec edge of such a kind that the code lacks is not
        /// judged stale (an unresolved URL or dismiss excuses no edge to a screen).
        public var unresolvedKinds: [String: Set<EdgeKind>]
        /// By screen id, the navigations the screen leaves to a group.
        public var groupedEdges: [String: [GroupedEdge]]
        /// The navigation call sites extract could not follow.
        public var unresolvedSites: Int

        public init(
            spec: Spec, declaredViews: [String: String], unresolvedKinds: [String: Set<EdgeKind>],
            groupedEdges: [String: [GroupedEdge]], unresolvedSites: Int = 0
        ) {
            self.spec = spec
            self.declaredViews = declaredViews
            self.unresolvedKinds = unresolvedKinds
            self.groupedEdges = groupedEdges
            self.unresolvedSites = unresolvedSites
        }

        /// What the code holds on `platform`: its spec and the navigations it leaves to groups, less what
        /// `#if os(...)` limits to other platforms.
        public func filtered(for platform: Platform) -> Code {
            var filtered = self
            filtered.spec = spec.filtered(for: platform)
            filtered.groupedEdges = groupedEdges.mapValues { $0.filter { $0.edge.exists(on: platform) } }
            return filtered
        }
    }

    /// A spec screen and what the code has of it.
    public struct Screen: Sendable {
        /// The spec's screen.
        public let model: Model
        /// The name of the View type it maps to (its `swift` key, else its id) and that type's id in the code.
        public let swiftName: String
        public let codeID: String
        /// Where the code declares that View type; `nil` when it does not.
        public let declaration: String?
        /// The code's screen of that id, when the code shows the type as a screen.
        public let codeScreen: Model?
    }

    /// An edge to a screen, with the screen it reaches in the code's terms (a stack stands for its root).
    public struct Target: Sendable {
        public let key: String
        public let edge: Edge
    }

    /// The navigations of one spec screen, or of a group both have, beside the code's.
    public struct Navigations: Sendable {
        /// The screen's id, or the group's.
        public let name: String
        public let isGroup: Bool
        /// Where the spec declares the screen or group.
        public let location: SourceLocation
        /// The spec's edges the code's are compared with: a screen's own and those of the groups it has in every
        /// context the spec shows it in (a group it has only somewhere does not stand for what the code does
        /// wherever the screen is).
        public let spec: [Target]
        /// The spec's edges whose absence from the code is judged: a screen's own, a group's.
        public let judged: [Target]
        /// The code's edges: a screen's own and those it leaves to groups the spec does not have.
        public let code: [Target]
        /// Every screen the code reaches from here (also through groups), with the kinds of edge it reaches it by.
        public let codeReaches: [String: Set<EdgeKind>]
        /// The kinds of the navigations the code performs here and extract could not follow: a spec edge of
        /// such a kind that the code lacks may be one of them, so it is not judged stale.
        public let unresolvedKinds: Set<EdgeKind>
        /// The Swift location the judged edges' findings name.
        public let codeSource: String

        /// Whether the code performs a spec edge: it reaches the edge's screen by the edge's kind.
        public func codePerforms(_ target: Target) -> Bool {
            codeReaches[target.key]?.contains(target.edge.kind) == true
        }

        /// Whether a judged spec edge is compared with the code: the code performs it, or nothing the code
        /// leaves unresolved here could be it.
        public func compares(_ target: Target) -> Bool {
            codePerforms(target) || !unresolvedKinds.contains(target.edge.kind)
        }

        /// Whether a judged spec edge that the code does not perform is stale: it is compared, and every kind
        /// the code reaches its screen by is one the spec has too (else it is the spec's side of a kind
        /// difference, `drift-edge-kind`).
        public func isStale(_ target: Target) -> Bool {
            guard !codePerforms(target), compares(target) else { return false }
            let specKinds = Set(spec.filter { $0.key == target.key }.map(\.edge.kind))
            return (codeReaches[target.key] ?? []).isSubset(of: specKinds)
        }
    }

    public let spec: Spec
    public let code: Code
    /// The spec's graph: the edges its groups give each screen, and its inline `lint.disable` settings.
    public let graph: NavGraph
    /// The spec's screens, in spec order.
    public let screens: [Screen]
    /// The navigations of each screen the code shows as a screen, in spec order, then of each group both have.
    public let navigations: [Navigations]
    /// The navigations of each spec dialog the code has by the same id (its buttons'), beside the code's.
    public let dialogs: [Navigations]
    /// The tabs of each spec tabs model that maps to a View whose tabs the code has, beside the code's: compared
    /// like a screen's navigations (a tab as a `selectTab` edge to its model).
    public let containers: [Navigations]
    /// The code's screens that no spec model maps to or is named as.
    public let unmatchedCodeScreens: [Model]

    let codeModels: [String: Model]
    /// The spec's screens in the code's terms.
    let specScreens: Set<String>

    /// Compares `spec`, resolved as `graph`, with `code`; `codeID` spells a Swift type name as the id extract
    /// gives it.
    public init(spec: Spec, graph: NavGraph, code: Code, codeID: (String) -> String) {
        let codeModels = Dictionary(
            code.spec.models.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let facts = SpecFacts(graph: graph, declared: code.declaredViews, codeID: codeID)
        let screens = spec.models.indices.filter { spec.models[$0].kind == .screen }.map { index in
            let (model, codeID) = (spec.models[index], facts.codeIDs[index])
            return Screen(
                model: model, swiftName: graph.swiftNames[index], codeID: codeID,
                declaration: code.declaredViews[codeID],
                codeScreen: codeModels[codeID].flatMap { $0.kind == .screen ? $0 : nil })
        }
        let matched = Set(screens.filter { $0.declaration != nil }.map(\.codeID))
        let specIDs = Set(spec.models.map(\.id.value))
        let codeIndex = Dictionary(
            code.spec.models.enumerated().map { ($1.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let reader = DriftNavigationReader(
            spec: spec, code: code, graph: graph, codeModels: codeModels,
            codeMembers: MemberReferences(models: code.spec.models, index: codeIndex), facts: facts)
        self.spec = spec
        self.code = code
        self.graph = graph
        self.screens = screens
        self.codeModels = codeModels
        specScreens = Set(screens.map(\.codeID))
        navigations = screens.compactMap(reader.navigations(of:)) + reader.groupNavigations()
        dialogs = reader.dialogNavigations()
        containers = reader.containerNavigations(codeContainers: Self.containers(of: code.spec, codeID: codeID))
        unmatchedCodeScreens = code.spec.models.filter {
            $0.kind == .screen && !matched.contains($0.id.value) && !specIDs.contains($0.id.value)
        }
    }

    /// The code's containers by the id of the View each stands for (its `swift` key); a View two containers
    /// stand for (same-named Views of two targets) maps to neither.
    private static func containers(of spec: Spec, codeID: (String) -> String) -> [String: Model] {
        var found: [String: Model?] = [:]
        for model in spec.models where model.kind != .screen {
            guard let swift = model.swift?.value else { continue }
            let key = codeID(swift)
            found[key] = found[key] == nil ? model : .some(nil)
        }
        return found.compactMapValues { $0 }
    }

    /// Whether the spec has a screen that no View type of the code declares: edges to it are part of that
    /// screen's finding (`drift-screen-stale`).
    public func isStaleScreen(_ key: String) -> Bool {
        code.declaredViews[key] == nil && specScreens.contains(key)
    }

    /// The code's edges that the spec does not have with the same kind on every platform the code has them,
    /// each with the spec's own edges to the same screen of kinds the code does not reach it by (none when the
    /// spec lacks the edge, or has it with the same kind on fewer platforms). An edge to a screen the code shows and
    /// the spec lacks is part of that screen's finding (`drift-screen-missing`).
    public func unmatchedCodeEdges(of navigations: Navigations) -> [(code: Target, spec: [Target])] {
        navigations.code.compactMap { target in
            guard specScreens.contains(target.key) || codeModels[target.key]?.kind != .screen else { return nil }
            let sameKind = navigations.spec.filter { $0.key == target.key && $0.edge.kind == target.edge.kind }
            if sameKind.isEmpty {
                // Another kind is a kind difference only when it is the spec's own edge (a group's edge is one
                // destination among those it offers) and the code does not present the screen that way too.
                let codeKinds = navigations.codeReaches[target.key] ?? []
                let other = navigations.judged.filter { $0.key == target.key && !codeKinds.contains($0.edge.kind) }
                return (target, other)
            }
            let covered = Platform.allCases.allSatisfy { platform in
                !target.edge.platforms.includes(platform) || sameKind.contains { $0.edge.platforms.includes(platform) }
            }
            return covered ? nil : (target, [])
        }
    }
}

/// Each of a spec's models' View type in the code's terms, read from the graph's Swift map by model index.
struct SpecFacts: Sendable {
    /// By model index, the id the code gives the View type the model maps to.
    let codeIDs: [String]

    /// A View type the code declares in several places has an id qualified by its folder (`Watch_ContentView`
    /// for `Watch/ContentView.swift`): a model whose id is such a qualified id of its Swift name, declared in the
    /// code, maps to that declaration.
    init(graph: NavGraph, declared: [String: String], codeID: (String) -> String) {
        codeIDs = zip(graph.spec.models, graph.swiftNames).map { model, swiftName in
            let (plain, own) = (codeID(swiftName), codeID(model.id.value))
            let qualified = own != plain && own.hasSuffix("_" + plain) && declared[own] != nil
            return qualified ? own : plain
        }
    }
}

/// A navigation a screen performs through a group that it has wherever it is shown: written in the group,
/// not on the screen, and kept by extract for drift and for measuring what extraction recovered.
public struct GroupedEdge: Sendable, Equatable {
    /// The group that holds the edge.
    public var group: String
    /// The edge as the screen performs it, with the Swift location of the call.
    public var edge: Edge

    public init(group: String, edge: Edge) {
        self.group = group
        self.edge = edge
    }
}

extension DriftComparison: RuleSubject {
    public typealias Found = Finding
    public typealias Example = DriftExample

    public var versions: [NavGraph] { [graph] }
}

extension Rule where Subject == DriftComparison {
    /// A finding of this drift rule that names a place in the Swift code (none when `related` is empty).
    func finding(_ message: String, at location: SourceLocation, ids: [String], related: String) -> Finding {
        var finding = finding(message, at: location, ids: ids)
        finding.related = related.isEmpty ? [] : [related]
        return finding
    }
}

/// A spec in the DSL and the Swift source of its app: an example of a drift rule (a rule over a
/// ``DriftComparison``). The finding markers of a triggering example stand in the spec.
public struct DriftExample: RuleExample, Hashable {
    /// The spec in the DSL; a triggering example marks where each finding lands in it.
    public var spec: String
    /// The text of the app's one Swift file, read as ``swiftPath``.
    public var swift: String

    public init(spec: String, swift: String) {
        self.spec = spec
        self.swift = swift
    }

    /// The path the examples' Swift file is read under: the findings name it.
    public static let swiftPath = "Views.swift"

    /// Both in one text, as `navlint rules` and docs/RULES.md show them.
    public var text: String { "# SPEC\n\(spec)\n\n# \(Self.swiftPath)\n\(swift)" }
}
