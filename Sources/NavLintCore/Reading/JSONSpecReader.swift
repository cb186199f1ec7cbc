import NavLintRoutes

/// Reads the canonical JSON form of a navgraph spec (`*.navgraph.json`).
///
/// Strict by design: an unknown key, a value of the wrong type, an unknown `kind` or `via`, an id that is
/// not an identifier or an unsupported `navgraph` version is a `schema` error, so that a typo such as
/// `egdes` is never ignored. Reading goes on after a schema error so that one run reports them all.
public enum JSONSpecReader {
    /// Parses and decodes a spec; throws every `syntax` or `schema` error found.
    public static func read(_ bytes: [UInt8]) throws(SpecErrors) -> Spec {
        let document: JSONDocument
        do {
            document = try JSONParser.parseDocument(bytes)
        } catch {
            throw SpecErrors([error])
        }
        return try decode(document)
    }

    /// Decodes an already parsed JSON document.
    public static func decode(_ document: JSONDocument) throws(SpecErrors) -> Spec {
        let (spec, errors) = document.withTape { tape in
            var decoder = SpecDecoder(document: tape)
            return (decoder.decodeSpec(JSONDocument.root), decoder.errors)
        }
        if let spec, errors.isEmpty { return spec }
        throw SpecErrors(errors)
    }
}

/// The keys each object of the format accepts, in the order the documentation lists them.
enum SpecKeys {
    /// Every key the format knows.
    enum Key: Int, CaseIterable, Sendable {
        case navgraph, schema, app, links, root, windows, models, routes
        case schemes, hosts
        case id, kind, title, doc, edges, lint, params, path, tabs, initial, cases, sidebar, content, detail
        case icon, model, when, name, type, optional
        case via, to, tab, `case`, window, url, stacked, label
        case pattern, target, bind, present, disable

        /// The key as written in JSON.
        var name: String { Self.names[rawValue] }

        private static let names: [String] = allCases.map { key -> String in
            key == .schema ? "$schema" : String(describing: key)
        }

        init?(name: String) {
            guard let index = Self.names.firstIndex(of: name) else { return nil }
            self.init(rawValue: index)
        }
    }

    /// Names matched against string nodes in place, without decoding a string or hashing it.
    final class SpelledNames<Value: Sendable>: Sendable {
        let names: [String]
        let values: [Value]
        /// The names' UTF-8 bytes one after another, and where each starts and how long it is.
        private let spelled: [UInt8]
        private let candidates: [(start: Int, length: Int)]

        init(_ entries: [(name: String, value: Value)]) {
            names = entries.map(\.name)
            values = entries.map(\.value)
            var spelled: [UInt8] = []
            var candidates: [(start: Int, length: Int)] = []
            for entry in entries {
                candidates.append((spelled.count, entry.name.utf8.count))
                spelled += entry.name.utf8
            }
            self.spelled = spelled
            self.candidates = candidates
        }

        /// The value whose name the string at `node` spells, or nil (also for nodes that are not strings).
        func value(spelledAt node: Int, in document: JSONTape) -> Value? {
            guard let index = index(spelledAt: node, in: document) else { return nil }
            return values[index]
        }

        private func index(spelledAt node: Int, in document: JSONTape) -> Int? {
            let entry = document.nodes[node]
            guard entry.kind == .string else { return nil }
            guard !entry.flag else {
                let name = document.string(at: node)
                return names.firstIndex { $0 == name }
            }
            let start = Int(entry.start)
            let length = Int(entry.end) - start
            let bytes = document.bytes
            return spelled.withUnsafeBufferPointer { spelled in
                candidates: for (index, candidate) in candidates.enumerated() where candidate.length == length {
                    for offset in 0..<length where bytes[start + offset] != spelled[candidate.start + offset] {
                        continue candidates
                    }
                    return index
                }
                return nil
            }
        }
    }

    /// The keys one kind of object accepts.
    struct KeySet: Sendable {
        let keys: SpelledNames<Key>

        init(_ keys: [Key]) {
            self.keys = SpelledNames(keys.map { ($0.name, $0) })
        }

        var names: [String] { keys.names }

        /// The value of the first member of the object at `node` whose key is in this set, or nil.
        func firstValue(in node: Int, of document: JSONTape) -> Int? {
            document.members(of: node).first { key(spelledAt: $0.key, in: document) != nil }?.value
        }

        /// The key of this set that the string at `node` spells, or nil.
        func key(spelledAt node: Int, in document: JSONTape) -> Key? {
            keys.value(spelledAt: node, in: document)
        }
    }

    /// Keys read before an object's other keys, since they decide which keys it may have.
    static let kind = KeySet([.kind])
    static let id = KeySet([.id])
    static let via = KeySet([.via])
    static let top = KeySet([.navgraph, .schema, .app, .links, .root, .windows, .models, .routes])
    static let links = KeySet([.schemes, .hosts])
    static let window = KeySet([.id, .root])
    static let modelCommon: [Key] = [.id, .kind, .title, .doc, .edges, .lint]
    private static func keys(of kind: ModelKind) -> [Key] {
        switch kind {
        case .screen, .dialog: modelCommon + [.params]
        case .stack: modelCommon + [.root, .path]
        case .tabs: modelCommon + [.tabs, .initial]
        case .switch: modelCommon + [.cases, .initial]
        case .split: modelCommon + [.sidebar, .content, .detail]
        }
    }
    static let tab = KeySet([.id, .title, .icon, .model])
    static let switchCase = KeySet([.id, .model, .when])
    static let param = KeySet([.name, .type, .optional])
    /// The keys an edge of this kind accepts: `via`, its target key, `stacked` where it applies, `label`, `when`.
    private static func keys(of kind: EdgeKind) -> [Key] {
        var keys: [Key] = [.via]
        if let key = kind.targetKey.flatMap(Key.init(name:)) { keys.append(key) }
        if kind.acceptsStacked { keys.append(.stacked) }
        return keys + [.label, .when]
    }
    static let route = KeySet([.id, .pattern, .target, .via, .bind, .present, .doc, .lint])
    static let lint = KeySet([.disable])

    /// A model kind, found by its name, with the keys its objects accept.
    struct ModelKindEntry: Sendable {
        let kind: ModelKind
        let keys: KeySet
    }

    /// An edge kind, found by its `via` name, with the keys its objects accept and the key naming its target.
    struct EdgeKindEntry: Sendable {
        let kind: EdgeKind
        let keys: KeySet
        /// nil for back navigation.
        let targetKey: Key?
    }

    static let modelKinds = SpelledNames(ModelKind.allCases.map { ($0.rawValue, ModelKindEntry(kind: $0, keys: KeySet(keys(of: $0)))) })
    static let edgeKinds = SpelledNames(EdgeKind.allCases.map { kind in
        (kind.rawValue, EdgeKindEntry(kind: kind, keys: KeySet(keys(of: kind)), targetKey: kind.targetKey.flatMap(Key.init(name:))))
    })
}

/// How messages name a model or route: `model "Home"`, or `a model` when its id is not a string. Worked
/// out only when a message is written, so decoding a valid spec builds no such text.
private struct ElementName: CustomStringConvertible {
    let kind: String
    let id: Int?
    let document: JSONTape

    init(kind: String, id: Int?, in document: JSONTape) {
        self.kind = kind
        self.id = id
        self.document = document
    }

    var description: String {
        guard let id, let text = document.string(at: id) else { return "a \(kind)" }
        return "\(kind) \(SpecDecoder.quoted(text))"
    }
}

/// Turns a JSON document into a ``Spec``, collecting schema errors. Values are referred to by their
/// node in the document.
private struct SpecDecoder: Sendable {
    let document: JSONTape
    var errors: [SpecError] = []

    init(document: JSONTape) {
        self.document = document
    }

    /// A value from the spec as messages quote it: in double quotes, on one line, cut when long.
    static func quoted<S: StringProtocol>(_ text: S) -> String { "\"" + QuotedString.excerpt(text) + "\"" }

    /// "a" or "an" before an edge kind's name.
    static func article(_ kind: EdgeKind) -> String {
        kind == .alert || kind == .openWindow || kind == .openURL ? "an" : "a"
    }


    // MARK: Objects

    /// The members of an object after checking for unknown and repeated keys.
    struct Fields {
        /// The value node of each accepted key, by the key's raw value; -1 where the key is absent. A
        /// fixed block rather than a list, so reading an object allocates nothing.
        private var nodes = SIMD64<Int32>(repeating: -1)
        var location: SourceLocation

        init(location: SourceLocation) {
            self.location = location
        }

        subscript(key: SpecKeys.Key) -> Int? {
            get {
                let node = nodes[key.rawValue]
                return node < 0 ? nil : Int(node)
            }
            set { nodes[key.rawValue] = Int32(truncatingIfNeeded: newValue ?? -1) }
        }
    }

    mutating func fields(_ node: Int, allowed: SpecKeys.KeySet, in context: @autoclosure () -> String) -> Fields? {
        guard document.kind(of: node) == .object else {
            fail("expected an object for \(context()), found \(document.typeDescription(of: node))", at: document.location(of: node))
            return nil
        }
        var fields = Fields(location: document.location(of: node))
        for member in document.members(of: node) {
            guard let key = allowed.key(spelledAt: member.key, in: document) else {
                let name = document.string(at: member.key) ?? ""
                var message = "unknown key \(Self.quoted(name)) in \(context())"
                if let hint = Identifiers.suggestion(for: name, among: allowed.names) {
                    message += "; did you mean \"\(hint)\"?"
                } else {
                    message += "; expected one of: \(allowed.names.joined(separator: ", "))"
                }
                fail(message, at: document.location(of: member.key))
                continue
            }
            if fields[key] != nil {
                fail("the key \"\(key.name)\" appears twice in \(context())", at: document.location(of: member.key))
                continue
            }
            fields[key] = member.value
        }
        return fields
    }

    mutating func fail(_ message: String, at location: SourceLocation) {
        errors.append(SpecError(.schema, message, at: location))
    }

    mutating func missing(_ key: String, in context: String, at location: SourceLocation) {
        fail("missing required key \(Self.quoted(key)) in \(context)", at: location)
    }

    // MARK: Values

    mutating func string(_ value: Int?, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let value else { return nil }
        guard let text = document.string(at: value) else {
            fail("expected a string for \(what()), found \(document.typeDescription(of: value))", at: document.location(of: value))
            return nil
        }
        return Located(text, at: document.location(of: value))
    }

    mutating func nonEmptyString(_ value: Int?, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        guard !located.value.isEmpty else {
            fail("\(what()) must not be empty", at: located.location)
            return nil
        }
        return located
    }

    /// A name matching `[A-Za-z_][A-Za-z0-9_]*`.
    mutating func identifier(_ value: Int?, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        guard Identifiers.isIdentifier(located.value) else {
            fail("\(what()) \(Self.quoted(located.value)) is not an identifier; use letters, digits and _ and do not start with a digit", at: located.location)
            return nil
        }
        return located
    }

    /// `Owner.member`, such as `MainTabs.home`.
    mutating func qualified(_ value: Int?, _ what: @autoclosure () -> String, example: String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        guard Identifiers.isQualified(located.value) else {
            fail("\(what()) \(Self.quoted(located.value)) must be written as \(example)", at: located.location)
            return nil
        }
        return located
    }

    mutating func bool(_ value: Int?, _ what: @autoclosure () -> String) -> Bool? {
        guard let value else { return nil }
        let kind = document.kind(of: value)
        guard kind == .true || kind == .false else {
            fail("expected true or false for \(what()), found \(document.typeDescription(of: value))", at: document.location(of: value))
            return nil
        }
        return kind == .true
    }

    mutating func array(_ value: Int?, _ what: @autoclosure () -> String) -> JSONTape.Children? {
        guard let value else { return nil }
        guard document.kind(of: value) == .array else {
            fail("expected an array for \(what()), found \(document.typeDescription(of: value))", at: document.location(of: value))
            return nil
        }
        return document.elements(of: value)
    }

    mutating func stringArray(_ value: Int?, _ what: @autoclosure () -> String, element: (inout SpecDecoder, Int) -> Located<String>?) -> [Located<String>] {
        guard let elements = array(value, what()) else { return [] }
        return elements.decoded { element(&self, $0) }
    }

    // MARK: Spec

    mutating func decodeSpec(_ root: Int) -> Spec? {
        guard let top = fields(root, allowed: SpecKeys.top, in: "the spec") else { return nil }
        guard let versionValue = top[.navgraph] else {
            missing("navgraph", in: "the spec (the format version, 1)", at: document.location(of: root))
            return nil
        }
        guard let (number, _) = document.number(at: versionValue) else {
            fail("expected the format version 1 for \"navgraph\", found \(document.typeDescription(of: versionValue))", at: document.location(of: versionValue))
            return nil
        }
        guard number == Double(Spec.supportedVersion) else {
            fail("unsupported navgraph version \(number.formatted); this navlint reads version \(Spec.supportedVersion)", at: document.location(of: versionValue))
            return nil
        }
        var spec = Spec(version: Located(Spec.supportedVersion, at: document.location(of: versionValue)))
        spec.schema = string(top[.schema], "\"$schema\"")
        spec.app = string(top[.app], "\"app\"")
        if let linksValue = top[.links], let links = fields(linksValue, allowed: SpecKeys.links, in: "\"links\"") {
            spec.links = Links(
                schemes: stringArray(links[.schemes], "\"links.schemes\"") { $0.nonEmptyString($1, "a URL scheme") },
                hosts: stringArray(links[.hosts], "\"links.hosts\"") { $0.nonEmptyString($1, "a host") },
                location: links.location)
        }
        spec.root = identifier(top[.root], "\"root\"")
        if let windowValues = array(top[.windows], "\"windows\"") {
            spec.windows = windowValues.compactMap { decodeWindow($0) }
        }
        switch (top[.root], top[.windows]) {
        case (nil, nil):
            fail("missing \"root\" (the main window's root model) or \"windows\" (for multi-window apps)", at: document.location(of: root))
        case (.some(let root), .some):
            fail("use either \"root\" or \"windows\", not both; put the main window's root in \"windows\"", at: document.location(of: root))
        default:
            break
        }
        let modelValues = array(top[.models], "\"models\"")
        if modelValues == nil && top[.models] == nil {
            missing("models", in: "the spec", at: document.location(of: root))
        }
        let routeValues = array(top[.routes], "\"routes\"")
        (spec.models, spec.routes) = decodeModelsAndRoutes(modelValues.map(Array.init) ?? [], routeValues.map(Array.init) ?? [])
        return spec
    }

    /// Decodes the models and the routes together, in chunks spread over the cores; the values and the
    /// errors keep the order of the elements (models first).
    mutating func decodeModelsAndRoutes(_ models: [Int], _ routes: [Int]) -> ([Model], [Route]) {
        // Small chunks keep both cores busy to the end.
        let chunkSize = 256
        func chunks(_ count: Int) -> [Range<Int>] { stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) } }
        let work = chunks(models.count).map { (routes: false, range: $0) } + chunks(routes.count).map { (routes: true, range: $0) }
        let document = document
        let results = Parallel.map(work) { chunk -> (models: [Model], routes: [Route], errors: [SpecError]) in
            var decoder = SpecDecoder(document: document)
            if chunk.routes {
                let values = routes[chunk.range].compactMap { decoder.decodeRoute($0) }
                return ([], values, decoder.errors)
            }
            let values = models[chunk.range].compactMap { decoder.decodeModel($0) }
            return (values, [], decoder.errors)
        }
        var decodedModels: [Model] = []
        var decodedRoutes: [Route] = []
        decodedModels.reserveCapacity(models.count)
        decodedRoutes.reserveCapacity(routes.count)
        for result in results {
            decodedModels += result.models
            decodedRoutes += result.routes
            errors += result.errors
        }
        return (decodedModels, decodedRoutes)
    }

    mutating func decodeWindow(_ value: Int) -> Window? {
        guard let object = fields(value, allowed: SpecKeys.window, in: "a window") else { return nil }
        let id = identifier(object[.id], "the window id")
        let root = identifier(object[.root], "the window's root")
        if object[.id] == nil { missing("id", in: "a window", at: object.location) }
        if object[.root] == nil { missing("root", in: "a window", at: object.location) }
        guard let id, let root else { return nil }
        return Window(id: id, root: root, location: object.location)
    }

    // MARK: Models

    mutating func decodeModel(_ value: Int) -> Model? {
        guard document.kind(of: value) == .object else {
            fail("expected an object for a model, found \(document.typeDescription(of: value))", at: document.location(of: value))
            return nil
        }
        let kindValue = SpecKeys.kind.firstValue(in: value, of: document)
        let idValue = SpecKeys.id.firstValue(in: value, of: document)
        let name = ElementName(kind: "model", id: idValue, in: document)
        guard let kindValue else {
            missing("kind", in: "\(name) (one of: \(ModelKind.allCases.map(\.rawValue).joined(separator: ", ")))", at: document.location(of: value))
            return nil
        }
        guard let entry = SpecKeys.modelKinds.value(spelledAt: kindValue, in: document) else {
            guard let kindName = string(kindValue, "\"kind\"") else { return nil }
            var message = "unknown model kind \(Self.quoted(kindName.value)) in \(name)"
            if let hint = Identifiers.suggestion(for: kindName.value, among: ModelKind.allCases.map(\.rawValue)) {
                message += "; did you mean \"\(hint)\"?"
            } else {
                message += "; expected one of: \(ModelKind.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            fail(message, at: kindName.location)
            return nil
        }
        let kind = entry.kind
        guard let object = fields(value, allowed: entry.keys, in: "\(name) (a \(kind.rawValue))") else { return nil }
        guard let id = identifier(object[.id], "the model id") else {
            if object[.id] == nil { missing("id", in: "a \(kind.rawValue) model", at: object.location) }
            return nil
        }
        let content: ModelContent?
        switch kind {
        case .screen: content = .screen
        case .dialog: content = .dialog
        case .stack: content = decodeStack(object, name)
        case .tabs: content = decodeTabs(object, name)
        case .switch: content = decodeSwitch(object, name)
        case .split: content = decodeSplit(object, name)
        }
        guard let content else { return nil }
        var model = Model(id: id, content: content, location: object.location)
        model.title = string(object[.title], "the title of \(name)")
        model.doc = string(object[.doc], "the doc of \(name)")
        if let params = array(object[.params], "the params of \(name)") {
            model.params = params.decoded { decodeParam($0, name) }
        }
        if let edges = array(object[.edges], "the edges of \(name)") {
            model.edges = edges.decoded { decodeEdge($0, name) }
        }
        model.lint = decodeLint(object[.lint], name)
        return model
    }

    mutating func decodeStack(_ object: Fields, _ name: ElementName) -> ModelContent? {
        guard let root = identifier(object[.root], "the root of \(name)") else {
            if object[.root] == nil { missing("root", in: "\(name) (a stack needs the model at its root)", at: object.location) }
            return nil
        }
        let path = stringArray(object[.path], "the path of \(name)") { $0.identifier($1, "a path entry") }
        return .stack(StackContent(root: root, path: path))
    }

    mutating func decodeTabs(_ object: Fields, _ name: ElementName) -> ModelContent? {
        guard let tabValues = array(object[.tabs], "the tabs of \(name)") else {
            if object[.tabs] == nil { missing("tabs", in: "\(name)", at: object.location) }
            return nil
        }
        let tabs = tabValues.decoded { value -> Tab? in
            guard let tab = fields(value, allowed: SpecKeys.tab, in: "a tab of \(name)") else { return nil }
            let id = identifier(tab[.id], "the tab id")
            let model = identifier(tab[.model], "the tab's model")
            if tab[.id] == nil { missing("id", in: "a tab of \(name)", at: tab.location) }
            if tab[.model] == nil { missing("model", in: "a tab of \(name)", at: tab.location) }
            let title = string(tab[.title], "the tab title")
            let icon = string(tab[.icon], "the tab icon")
            guard let id, let model else { return nil }
            return Tab(id: id, title: title, icon: icon, model: model, location: tab.location)
        }
        return .tabs(TabsContent(tabs: tabs, initial: identifier(object[.initial], "the initial tab of \(name)")))
    }

    mutating func decodeSwitch(_ object: Fields, _ name: ElementName) -> ModelContent? {
        guard let caseValues = array(object[.cases], "the cases of \(name)") else {
            if object[.cases] == nil { missing("cases", in: "\(name)", at: object.location) }
            return nil
        }
        let cases = caseValues.decoded { value -> SwitchCase? in
            guard let entry = fields(value, allowed: SpecKeys.switchCase, in: "a case of \(name)") else { return nil }
            let id = identifier(entry[.id], "the case id")
            let model = identifier(entry[.model], "the case's model")
            if entry[.id] == nil { missing("id", in: "a case of \(name)", at: entry.location) }
            if entry[.model] == nil { missing("model", in: "a case of \(name)", at: entry.location) }
            let condition = string(entry[.when], "the case condition")
            guard let id, let model else { return nil }
            return SwitchCase(id: id, model: model, condition: condition, location: entry.location)
        }
        return .switch(SwitchContent(cases: cases, initial: identifier(object[.initial], "the initial case of \(name)")))
    }

    mutating func decodeSplit(_ object: Fields, _ name: ElementName) -> ModelContent? {
        let sidebar = identifier(object[.sidebar], "the sidebar of \(name)")
        let content = identifier(object[.content], "the content column of \(name)")
        let detail = identifier(object[.detail], "the detail of \(name)")
        if object[.sidebar] == nil { missing("sidebar", in: "\(name)", at: object.location) }
        if object[.detail] == nil { missing("detail", in: "\(name)", at: object.location) }
        guard let sidebar, let detail else { return nil }
        return .split(SplitContent(sidebar: sidebar, content: content, detail: detail))
    }

    mutating func decodeParam(_ value: Int, _ name: ElementName) -> Param? {
        guard let object = fields(value, allowed: SpecKeys.param, in: "a param of \(name)") else { return nil }
        let paramName = identifier(object[.name], "the param name")
        if object[.name] == nil { missing("name", in: "a param of \(name)", at: object.location) }
        let type = decodeParamType(object[.type], name)
        if object[.type] == nil {
            missing("type", in: "a param of \(name) (string, int, double, bool, uuid or an array of values)", at: object.location)
        }
        let optional = bool(object[.optional], "\"optional\"") ?? false
        guard let paramName, let type else { return nil }
        return Param(name: paramName, type: type, optional: optional, location: object.location)
    }

    mutating func decodeParamType(_ value: Int?, _ name: ElementName) -> Located<ParamType>? {
        guard let value else { return nil }
        switch document.kind(of: value) {
        case .string:
            let typeName = document.string(at: value) ?? ""
            guard let type = ParamType.scalarNames[typeName] else {
                fail("unknown param type \(Self.quoted(typeName)) in \(name); expected string, int, double, bool, uuid or an array of values", at: document.location(of: value))
                return nil
            }
            return Located(type, at: document.location(of: value))
        case .array:
            let elements = document.elements(of: value)
            var values: [String] = []
            for element in elements {
                guard let text = string(element, "an enum value") else { continue }
                guard Identifiers.isEnumValue(text.value) else {
                    fail("enum value \(Self.quoted(text.value)) may use only letters, digits, _, - and .", at: text.location)
                    continue
                }
                if values.contains(text.value) {
                    fail("enum value \(Self.quoted(text.value)) is listed twice", at: text.location)
                    continue
                }
                values.append(text.value)
            }
            guard elements.count > 0 else {
                fail("an enum type needs at least one value", at: document.location(of: value))
                return nil
            }
            return Located(.oneOf(values), at: document.location(of: value))
        default:
            fail("expected a type name or an array of values for the param type, found \(document.typeDescription(of: value))", at: document.location(of: value))
            return nil
        }
    }

    // MARK: Edges

    mutating func decodeEdge(_ value: Int, _ name: ElementName) -> Edge? {
        guard document.kind(of: value) == .object else {
            fail("expected an object for an edge of \(name), found \(document.typeDescription(of: value))", at: document.location(of: value))
            return nil
        }
        func context() -> String { "an edge of \(name)" }
        guard let viaValue = SpecKeys.via.firstValue(in: value, of: document) else {
            missing("via", in: "\(context()) (how it navigates: push, sheet, ...)", at: document.location(of: value))
            return nil
        }
        guard let entry = SpecKeys.edgeKinds.value(spelledAt: viaValue, in: document) else {
            guard let viaName = string(viaValue, "\"via\"") else { return nil }
            let names = EdgeKind.allCases.map(\.rawValue)
            var message = "unknown navigation \(Self.quoted(viaName.value)) in \(context())"
            if let hint = Identifiers.suggestion(for: viaName.value, among: names) {
                message += "; did you mean \"\(hint)\"?"
            } else {
                message += "; expected one of: \(names.joined(separator: ", "))"
            }
            fail(message, at: viaName.location)
            return nil
        }
        let kind = entry.kind
        guard let object = fields(value, allowed: entry.keys, in: "\(Self.article(kind)) \(kind.rawValue) edge of \(name)") else { return nil }
        var edge = Edge(via: Located(kind, at: document.location(of: viaValue)), location: object.location)
        if let key = entry.targetKey {
            guard let targetValue = object[key] else {
                missing(key.name, in: "\(Self.article(kind)) \(kind.rawValue) edge of \(name)", at: object.location)
                return nil
            }
            let target: EdgeTarget?
            switch key {
            case .to: target = identifier(targetValue, "the edge target").map(EdgeTarget.model)
            case .tab: target = qualified(targetValue, "the tab", example: "\"TabsId.tabId\"").map(EdgeTarget.tab)
            case .case: target = qualified(targetValue, "the case", example: "\"SwitchId.caseId\"").map(EdgeTarget.switchCase)
            case .window: target = identifier(targetValue, "the window").map(EdgeTarget.window)
            default: target = nonEmptyString(targetValue, "the URL").map(EdgeTarget.url)
            }
            guard let target else { return nil }
            edge.target = target
        }
        edge.stacked = bool(object[.stacked], "\"stacked\"") ?? false
        edge.label = string(object[.label], "the edge label")
        edge.condition = string(object[.when], "the edge condition")
        return edge
    }

    // MARK: Routes

    mutating func decodeRoute(_ value: Int) -> Route? {
        guard let object = fields(value, allowed: SpecKeys.route, in: "a route") else { return nil }
        let name = ElementName(kind: "route", id: object[.id], in: document)
        var id: Located<String>?
        if let located = string(object[.id], "the route id") {
            if Identifiers.isRouteIdentifier(located.value) {
                id = located
            } else {
                fail("the route id \(Self.quoted(located.value)) is not an identifier; use letters, digits, _, - and . and start with a letter", at: located.location)
            }
        } else if object[.id] == nil {
            missing("id", in: "a route", at: object.location)
        }
        let pattern = nonEmptyString(object[.pattern], "the pattern of \(name)")
        if object[.pattern] == nil { missing("pattern", in: "\(name)", at: object.location) }
        let target = identifier(object[.target], "the target of \(name)")
        if object[.target] == nil { missing("target", in: "\(name)", at: object.location) }
        let via = stringArray(object[.via], "the via of \(name)") { decoder, value in
            guard let waypoint = decoder.string(value, "a waypoint") else { return nil }
            guard Identifiers.isIdentifier(waypoint.value) || Identifiers.isQualified(waypoint.value) else {
                decoder.fail("the waypoint \"\(waypoint.value)\" must be a model id, \"TabsId.tabId\" or \"SwitchId.caseId\"", at: waypoint.location)
                return nil
            }
            return waypoint
        }
        var bindings: [Route.Binding] = []
        if let bindValue = object[.bind] {
            if document.kind(of: bindValue) == .object {
                for (keyNode, valueNode) in document.members(of: bindValue) {
                    let member = (key: document.string(at: keyNode) ?? "", keyLocation: document.location(of: keyNode), value: valueNode)
                    guard Identifiers.isQualified(member.key) else {
                        fail("a bind key must be written \"Model.param\", found \(Self.quoted(member.key))", at: member.keyLocation)
                        continue
                    }
                    guard !bindings.contains(where: { $0.parameter.value == member.key }) else {
                        fail("the key \(Self.quoted(member.key)) appears twice in the bind of \(name)", at: member.keyLocation)
                        continue
                    }
                    guard let placeholder = identifier(member.value, "the placeholder bound to \(member.key)") else { continue }
                    bindings.append(Route.Binding(parameter: Located(member.key, at: member.keyLocation), placeholder: placeholder))
                }
            } else {
                fail("expected an object for the bind of \(name), found \(document.typeDescription(of: bindValue))", at: document.location(of: bindValue))
            }
        }
        var present: Located<PresentStyle>?
        if let style = string(object[.present], "\"present\"") {
            if let value = PresentStyle(rawValue: style.value) {
                present = Located(value, at: style.location)
            } else {
                fail("unknown presentation \(Self.quoted(style.value)) for \(name); expected sheet or fullScreenCover", at: style.location)
            }
        }
        let doc = string(object[.doc], "the doc of \(name)")
        let lint = decodeLint(object[.lint], name)
        guard let id, let pattern, let target else { return nil }
        return Route(
            id: id, pattern: pattern, target: target, via: via, bind: bindings, present: present, doc: doc,
            lint: lint, location: object.location, patternColumns: object[.pattern].flatMap { document.sourceColumns(ofString: $0) })
    }

    mutating func decodeLint(_ value: Int?, _ name: ElementName) -> LintSettings? {
        guard let value, let object = fields(value, allowed: SpecKeys.lint, in: "the lint settings of \(name)") else { return nil }
        let disabled = stringArray(object[.disable], "\"lint.disable\"") { $0.nonEmptyString($1, "a rule id") }
        return LintSettings(disable: disabled, location: object.location)
    }
}

extension Double {
    /// Integers without a fraction, other numbers as Swift prints them.
    fileprivate var formatted: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
