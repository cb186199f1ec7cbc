import NavLintCore
import NavLintRoutes

/// The Swift API generated for a spec's routes: the enum's cases with their parameters and the nested
/// enums, with every name decided. Built from the route table, so the cases are exactly the routes the
/// table holds (a route whose pattern does not parse has none).
public struct DeepLinkModel: Sendable {
    /// The Swift type of a parameter.
    public enum ValueType: Sendable, Hashable {
        case string, int, double, bool, uuid
        /// A `{rest*}` tail: the remaining segments joined by `/`.
        case tail
        /// An enum placeholder: the nested enum's index in ``valueEnums``.
        case enumeration(Int)
    }

    /// Where a parameter's text comes from in a matched URL. `piece` is, for a segment that mixes text
    /// and placeholders, the piece of its automaton whose text the parameter is (nil for a whole value).
    public enum Source: Sendable, Hashable {
        /// A fixed position (the host first for custom schemes).
        case position(Int, piece: Int?)
        /// Every position from this one on.
        case tail(from: Int)
        /// A query item; for a list every value of the key.
        case query(key: String, required: Bool, piece: Int?)
        /// The URL's fragment.
        case fragment(piece: Int?)
    }

    /// One placeholder as an associated value.
    public struct Parameter: Sendable {
        /// The placeholder's name, the key of ``DeepLink/parameters`` and of `navlint resolve`.
        public let name: String
        public let label: String
        /// The placeholder in the pattern.
        public let placeholder: RoutePlaceholder
        public let type: ValueType
        public let source: Source
        /// An optional query item's value (`{page:int?}`): nil when absent or not of its type.
        public let isOptional: Bool
        /// A list (`{tags:[string]}`): every value of its key that fits the element type, as an array.
        public let isList: Bool

        /// An ignored placeholder (`{_}`, `{_host}`): carried so that `url` rebuilds the link, but not one
        /// of the ``DeepLink/parameters`` (`navlint resolve` prints none for it).
        public var isIgnored: Bool { placeholder.isIgnored }

        /// The key of the value in the generated `_values`: the placeholder's name, or for an ignored
        /// placeholder `_` and its label (two `{_}` have the same name but not the same label).
        public var valueKey: String { isIgnored ? "_" + label : name }
    }

    /// One route as a case.
    public struct Case: Sendable {
        public let routeID: String
        /// The route's index in the table.
        public let entry: Int
        public let name: String
        public let pattern: RoutePattern
        public let parameters: [Parameter]
    }

    /// A nested `String` raw-value enum: cases with their raw values.
    public struct ValueEnum: Sendable {
        public let typeName: String
        public let cases: [(name: String, rawValue: String)]
        /// Compared case-insensitively (an enum that is a custom scheme's whole host).
        public let inHost: Bool
        public let doc: String
    }

    public let typeName: String
    public let cases: [Case]
    /// The run-time condition (`when`) and the platforms of each route, by table entry: routes whose
    /// conditions differ, or whose platforms do not meet, are alternatives, and where they tie the first
    /// declared stands for them, as in `navlint resolve`.
    public let conditions: [String?]
    public let platforms: [[String]?]
    /// The `bind` entries of each route, by table entry: `Model.param` and its value as written (a
    /// placeholder's name, `$url` or `=literal`).
    public let bindings: [[(parameter: String, value: String)]]
    /// Enums of enum placeholders.
    public let valueEnums: [ValueEnum]
    /// `<Id>Tab` for each tabs model and `<Id>Case` for each switch.
    public let stateEnums: [ValueEnum]

    /// Names the generated code declares beside the cases and nested enums.
    static let memberNames: Set<String> = [
        "url", "routeID", "parameters", "bindings", "patterns", "init", "hash", "hashValue", "encode", "Matcher",
    ]
    /// Type names a nested enum or `--type-name` must not take: the types the generated code names (a
    /// nested enum of that name would hide them inside the enum), the runtime's own types, and keywords.
    static let typeNames: Set<String> = {
        let emitted: Set<String> = [
            "Matcher", "CodingKeys", "String", "Int", "Double", "Bool", "UUID", "URL", "Character", "Array",
            "Dictionary", "Set", "Optional", "Substring", "Error", "Never", "Void", "Hashable", "Sendable", "Codable",
            "CaseIterable", "Equatable", "Encoder", "Decoder", "Hasher", "UInt8", "Swift", "Foundation",
            "RawRepresentable",
        ]
        return emitted.union(GeneratedRuntime.typeNames).union(
            SwiftNames.keywords.filter { $0.first?.isUppercase == true })
    }()
    static let enumCaseReserved: Set<String> = ["rawValue", "allCases", "hashValue", "hash", "init", "encode"]
    public init(spec: Spec, table: RouteTable, typeName: String) {
        self.typeName = typeName
        var members = NameScope(reserved: Self.memberNames)
        let caseNames = table.entries.map { members.claim(SwiftNames.lowerCamel($0.id)) }
        var types = NameScope(
            reserved: Self.typeNames.union([typeName]).union(
                caseNames.map {
                    SwiftNames.upperCamel($0) + "CodingKeys"
                }))
        stateEnums = Self.stateEnums(spec, types: &types)
        var enums = EnumRegistry()
        let layout = RouteTableLayout(table)
        cases = table.entries.enumerated().map { entry, route in
            let parameters = Self.parameters(
                of: route, compiled: layout.routes[entry], enums: &enums, types: &types)
            return Case(
                routeID: route.id, entry: entry, name: caseNames[entry], pattern: route.pattern, parameters: parameters)
        }
        valueEnums = enums.enums
        var routeByID: [String: Route] = [:]
        for route in spec.routes.reversed() { routeByID[route.id.value] = route }
        conditions = table.entries.map { routeByID[$0.id]?.when?.value }
        bindings = table.entries.map { entry in
            (routeByID[entry.id]?.bind ?? []).map { (parameter: $0.parameter.value, value: $0.placeholder.value) }
        }
        platforms = table.entries.map { entry in
            routeByID[entry.id]?.platforms.map { $0.platforms.map(\.value.rawValue) }
        }
    }

    /// The case's parameters in the pattern's order; labels go to the placeholders the app reads first,
    /// then to the ignored ones.
    private static func parameters(
        of route: RouteTable.Entry, compiled: RouteTableLayout.Route, enums: inout EnumRegistry, types: inout NameScope
    ) -> [Parameter] {
        let placeholders = route.pattern.placeholders
        var labels = NameScope(reserved: ["_"])
        var labelOf: [RoutePlaceholder: String] = [:]
        for placeholder in placeholders.filter({ !$0.isIgnored }) + placeholders.filter(\.isIgnored) {
            labelOf[placeholder] = labels.claim(SwiftNames.lowerCamel(placeholder.name))
        }
        return placeholders.map { placeholder in
            let source = Self.source(of: placeholder, in: compiled)
            var type: ValueType
            switch placeholder.type {
            case .string: type = placeholder.isTail ? .tail : .string
            case .int: type = .int
            case .double: type = .double
            case .bool: type = .bool
            case .uuid: type = .uuid
            case .oneOf(let values):
                type = .enumeration(
                    enums.register(
                        values: values, comparison: Self.comparison(source, kind: route.pattern.kind),
                        placeholder: placeholder.name, route: route, types: &types))
            }
            return Parameter(
                name: placeholder.name, label: labelOf[placeholder] ?? "value", placeholder: placeholder, type: type,
                source: source, isOptional: placeholder.isOptional && !placeholder.isList, isList: placeholder.isList)
        }
    }

    /// How an enum's values compare in a custom scheme's host: a whole host compares case-insensitively
    /// and gives the declared spelling; a piece of a mixed host gives the lowercased text.
    private static func comparison(_ source: Source, kind: RoutePattern.Kind) -> EnumRegistry.Comparison {
        guard kind == .custom, case .position(0, let piece) = source else { return .exact }
        return piece == nil ? .caseInsensitive : .lowercased
    }

    private static func source(of placeholder: RoutePlaceholder, in route: RouteTableLayout.Route) -> Source {
        if placeholder.isTail { return .tail(from: route.positions.count) }
        for (index, position) in route.positions.enumerated() {
            if let holding = Holding(placeholder, in: position.accepts, whole: position.placeholder) {
                return .position(index, piece: holding.piece)
            }
        }
        for (required, items) in [(true, route.required), (false, route.optional)] {
            for item in items {
                if let holding = Holding(placeholder, in: item.accepts, whole: item.placeholder) {
                    return .query(key: item.key, required: required, piece: holding.piece)
                }
            }
        }
        let fragment = route.fragment.flatMap { Holding(placeholder, in: $0.accepts, whole: $0.placeholder) }
        return .fragment(piece: fragment?.piece)
    }

    /// How a position, query value or fragment holds a placeholder: as its whole value or as a piece of
    /// a segment that mixes text and placeholders.
    private enum Holding {
        case whole
        case piece(Int)

        /// Nil when the value does not hold the placeholder.
        init?(_ placeholder: RoutePlaceholder, in accepts: RouteTableLayout.Accepts, whole: RoutePlaceholder?) {
            if whole == placeholder {
                self = .whole
            } else if case .mixed(let segment) = accepts, let piece = segment.placeholders.firstIndex(of: placeholder) {
                self = .piece(piece)
            } else {
                return nil
            }
        }

        var piece: Int? {
            if case .piece(let piece) = self { return piece }
            return nil
        }
    }

    private static func stateEnums(_ spec: Spec, types: inout NameScope) -> [ValueEnum] {
        spec.models.compactMap { model in
            let ids: [String]
            let suffix: String
            switch model.content {
            case .tabs(let content):
                (ids, suffix) = (content.tabs.filter(\.showsModel).map(\.id.value), "Tab")
            case .switch(let content):
                (ids, suffix) = (content.cases.map(\.id.value), "Case")
            default:
                return nil
            }
            let kind = suffix == "Tab" ? "tabs" : "cases"
            return ValueEnum(
                typeName: types.claim(SwiftNames.upperCamel(model.id.value) + suffix), cases: caseNames(for: ids),
                inHost: false, doc: "The \(kind) of `\(model.id.value)`.")
        }
    }

    /// Case names for raw values, distinct within their enum.
    static func caseNames(for values: [String]) -> [(name: String, rawValue: String)] {
        var scope = NameScope(reserved: enumCaseReserved)
        return values.map { (scope.claim(SwiftNames.lowerCamel($0)), $0) }
    }
}

/// The nested enums of enum placeholders: one per distinct list of values, named after the placeholder
/// (`Sort`), or after the route and the placeholder when that name holds other values (`SearchSort`).
struct EnumRegistry {
    private(set) var enums: [DeepLinkModel.ValueEnum] = []
    private var byName: [String: Int] = [:]

    /// How a URL's text is compared with the values.
    enum Comparison {
        case exact
        /// Case-insensitively, giving the declared spelling (a custom scheme's whole host).
        case caseInsensitive
        /// The values lowercased, compared exactly (a piece of a custom scheme's mixed host).
        case lowercased
    }

    mutating func register(
        values declared: [String], comparison: Comparison, placeholder: String, route: RouteTable.Entry,
        types: inout NameScope
    ) -> Int {
        let inHost = comparison == .caseInsensitive
        var values = declared
        if comparison == .lowercased {
            values = []
            for value in declared.map({ $0.lowercased() }) where !values.contains(value) { values.append(value) }
        }
        let preferred = SwiftNames.upperCamel(placeholder)
        if let index = byName[preferred], enums[index].cases.map(\.rawValue) == values, enums[index].inHost == inHost {
            return index
        }
        let name =
            types.isTaken(preferred) ? types.claim(SwiftNames.upperCamel(route.id) + preferred) : types.claim(preferred)
        enums.append(
            DeepLinkModel.ValueEnum(
                typeName: name, cases: DeepLinkModel.caseNames(for: values), inHost: inHost,
                doc: "The values of `{\(placeholder)}` in `\(route.pattern.text)`."))
        if byName[preferred] == nil { byName[preferred] = enums.count - 1 }
        return enums.count - 1
    }
}
