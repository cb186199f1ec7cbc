/// Reads the canonical JSON form of a navgraph spec (`*.navgraph.json`).
///
/// Strict by design: an unknown key, a value of the wrong type, an unknown `kind` or `via`, an id that is
/// not an identifier or an unsupported `navgraph` version is a `schema` error, so that a typo such as
/// `egdes` is never ignored. Reading goes on after a schema error so that one run reports them all.
public enum JSONSpecReader {
    /// Parses and decodes a spec; throws every `syntax` or `schema` error found.
    public static func read(_ bytes: [UInt8]) throws(SpecErrors) -> Spec {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw SpecErrors([error])
        }
        defer { Parallel.releaseInBackground(document) }
        return try decode(document)
    }

    /// Decodes an already parsed JSON document.
    public static func decode(_ document: JSONValue) throws(SpecErrors) -> Spec {
        var decoder = SpecDecoder()
        let spec = decoder.decodeSpec(document)
        if let spec, decoder.errors.isEmpty { return spec }
        throw SpecErrors(decoder.errors)
    }
}

/// The keys each object of the format accepts, in the order the documentation lists them.
enum SpecKeys {
    static let top = ["navgraph", "$schema", "app", "links", "root", "windows", "models", "routes"]
    static let links = ["schemes", "hosts"]
    static let window = ["id", "root"]
    static let modelCommon = ["id", "kind", "title", "doc", "edges", "lint"]
    static func model(_ kind: ModelKind) -> [String] { modelKeys[kind] ?? [] }
    private static let modelKeys: [ModelKind: [String]] = Dictionary(uniqueKeysWithValues: ModelKind.allCases.map { ($0, keys(of: $0)) })
    private static func keys(of kind: ModelKind) -> [String] {
        switch kind {
        case .screen, .dialog: modelCommon + ["params"]
        case .stack: modelCommon + ["root", "path"]
        case .tabs: modelCommon + ["tabs", "initial"]
        case .switch: modelCommon + ["cases", "initial"]
        case .split: modelCommon + ["sidebar", "content", "detail"]
        }
    }
    static let tab = ["id", "title", "icon", "model"]
    static let switchCase = ["id", "model", "when"]
    static let param = ["name", "type", "optional"]
    /// The keys an edge of this kind accepts: `via`, its target key, `stacked` where it applies, `label`, `when`.
    static func edge(_ kind: EdgeKind) -> [String] { edgeKeys[kind] ?? [] }
    private static let edgeKeys: [EdgeKind: [String]] = Dictionary(uniqueKeysWithValues: EdgeKind.allCases.map { kind in
        var keys = ["via"]
        if let key = kind.targetKey { keys.append(key) }
        if kind.acceptsStacked { keys.append("stacked") }
        return (kind, keys + ["label", "when"])
    })
    static let route = ["id", "pattern", "target", "via", "bind", "present", "doc", "lint"]
    static let lint = ["disable"]
}

/// Turns a JSON document into a ``Spec``, collecting schema errors.
private struct SpecDecoder: Sendable {
    var errors: [SpecError] = []

    // MARK: Objects

    /// The members of an object after checking for unknown and repeated keys.
    struct Fields {
        /// The accepted members; objects have a handful of keys, so a list beats hashing.
        var members: [JSONMember] = []
        var location: SourceLocation

        subscript(key: String) -> JSONValue? {
            for member in members where member.key == key { return member.value }
            return nil
        }
    }

    mutating func fields(_ value: JSONValue, allowed: [String], in context: @autoclosure () -> String) -> Fields? {
        guard case .object(let members) = value.storage else {
            fail("expected an object for \(context()), found \(value.typeDescription)", at: value.location)
            return nil
        }
        var fields = Fields(location: value.location)
        fields.members.reserveCapacity(members.count)
        for member in members {
            guard allowed.contains(member.key) else {
                var message = "unknown key \"\(member.key)\" in \(context())"
                if let hint = Identifiers.suggestion(for: member.key, among: allowed) {
                    message += "; did you mean \"\(hint)\"?"
                } else {
                    message += "; expected one of: \(allowed.joined(separator: ", "))"
                }
                fail(message, at: member.keyLocation)
                continue
            }
            if fields[member.key] != nil {
                fail("the key \"\(member.key)\" appears twice in \(context())", at: member.keyLocation)
                continue
            }
            fields.members.append(member)
        }
        return fields
    }

    mutating func fail(_ message: String, at location: SourceLocation) {
        errors.append(SpecError(.schema, message, at: location))
    }

    mutating func missing(_ key: String, in context: String, at location: SourceLocation) {
        fail("missing required key \"\(key)\" in \(context)", at: location)
    }

    // MARK: Values

    mutating func string(_ value: JSONValue?, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let value else { return nil }
        guard case .string(let text) = value.storage else {
            fail("expected a string for \(what()), found \(value.typeDescription)", at: value.location)
            return nil
        }
        return Located(text, at: value.location)
    }

    mutating func nonEmptyString(_ value: JSONValue?, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        guard !located.value.isEmpty else {
            fail("\(what()) must not be empty", at: located.location)
            return nil
        }
        return located
    }

    /// A name matching `[A-Za-z_][A-Za-z0-9_]*`.
    mutating func identifier(_ value: JSONValue?, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        guard Identifiers.isIdentifier(located.value) else {
            fail("\(what()) \"\(located.value)\" is not an identifier; use letters, digits and _ and do not start with a digit", at: located.location)
            return nil
        }
        return located
    }

    /// `Owner.member`, such as `MainTabs.home`.
    mutating func qualified(_ value: JSONValue?, _ what: @autoclosure () -> String, example: String) -> Located<String>? {
        guard let located = string(value, what()) else { return nil }
        guard Identifiers.isQualified(located.value) else {
            fail("\(what()) \"\(located.value)\" must be written as \(example)", at: located.location)
            return nil
        }
        return located
    }

    mutating func bool(_ value: JSONValue?, _ what: @autoclosure () -> String) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = value.storage else {
            fail("expected true or false for \(what()), found \(value.typeDescription)", at: value.location)
            return nil
        }
        return flag
    }

    mutating func array(_ value: JSONValue?, _ what: @autoclosure () -> String) -> [JSONValue]? {
        guard let value else { return nil }
        guard case .array(let elements) = value.storage else {
            fail("expected an array for \(what()), found \(value.typeDescription)", at: value.location)
            return nil
        }
        return elements
    }

    mutating func stringArray(_ value: JSONValue?, _ what: @autoclosure () -> String, element: (inout SpecDecoder, JSONValue) -> Located<String>?) -> [Located<String>] {
        guard let elements = array(value, what()) else { return [] }
        return elements.compactMap { element(&self, $0) }
    }

    // MARK: Spec

    mutating func decodeSpec(_ document: JSONValue) -> Spec? {
        guard let top = fields(document, allowed: SpecKeys.top, in: "the spec") else { return nil }
        guard let versionValue = top["navgraph"] else {
            missing("navgraph", in: "the spec (the format version, 1)", at: document.location)
            return nil
        }
        guard case .number(let number, true) = versionValue.storage else {
            fail("expected the format version 1 for \"navgraph\", found \(versionValue.typeDescription)", at: versionValue.location)
            return nil
        }
        guard number == Double(Spec.supportedVersion) else {
            fail("unsupported navgraph version \(number.formatted); this navlint reads version \(Spec.supportedVersion)", at: versionValue.location)
            return nil
        }
        var spec = Spec(version: Located(Spec.supportedVersion, at: versionValue.location))
        spec.schema = string(top["$schema"], "\"$schema\"")
        spec.app = string(top["app"], "\"app\"")
        if let linksValue = top["links"], let links = fields(linksValue, allowed: SpecKeys.links, in: "\"links\"") {
            spec.links = Links(
                schemes: stringArray(links["schemes"], "\"links.schemes\"") { $0.nonEmptyString($1, "a URL scheme") },
                hosts: stringArray(links["hosts"], "\"links.hosts\"") { $0.nonEmptyString($1, "a host") },
                location: links.location)
        }
        spec.root = identifier(top["root"], "\"root\"")
        if let windowValues = array(top["windows"], "\"windows\"") {
            spec.windows = windowValues.compactMap { decodeWindow($0) }
        }
        switch (top["root"], top["windows"]) {
        case (nil, nil):
            fail("missing \"root\" (the main window's root model) or \"windows\" (for multi-window apps)", at: document.location)
        case (.some(let root), .some):
            fail("use either \"root\" or \"windows\", not both; put the main window's root in \"windows\"", at: root.location)
        default:
            break
        }
        if let modelValues = array(top["models"], "\"models\"") {
            spec.models = decodeInParallel(modelValues) { $0.decodeModel($1) }
        } else if top["models"] == nil {
            missing("models", in: "the spec", at: document.location)
        }
        if let routeValues = array(top["routes"], "\"routes\"") {
            spec.routes = decodeInParallel(routeValues) { $0.decodeRoute($1) }
        }
        return spec
    }

    /// Decodes the elements of a long array in chunks on several cores; the values and the errors keep
    /// the order of the elements.
    mutating func decodeInParallel<Value: Sendable>(
        _ elements: [JSONValue], _ decode: @escaping @Sendable (inout SpecDecoder, JSONValue) -> Value?
    ) -> [Value] {
        let chunkSize = 2048
        guard elements.count > chunkSize else { return elements.compactMap { decode(&self, $0) } }
        let chunks = stride(from: 0, to: elements.count, by: chunkSize).map { $0..<min($0 + chunkSize, elements.count) }
        let results = Parallel.map(chunks) { range -> ([Value], [SpecError]) in
            var decoder = SpecDecoder()
            let values = elements[range].compactMap { decode(&decoder, $0) }
            return (values, decoder.errors)
        }
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for (chunkValues, chunkErrors) in results {
            values += chunkValues
            errors += chunkErrors
        }
        return values
    }

    mutating func decodeWindow(_ value: JSONValue) -> Window? {
        guard let object = fields(value, allowed: SpecKeys.window, in: "a window") else { return nil }
        let id = identifier(object["id"], "the window id")
        let root = identifier(object["root"], "the window's root")
        if object["id"] == nil { missing("id", in: "a window", at: object.location) }
        if object["root"] == nil { missing("root", in: "a window", at: object.location) }
        guard let id, let root else { return nil }
        return Window(id: id, root: root, location: object.location)
    }

    // MARK: Models

    mutating func decodeModel(_ value: JSONValue) -> Model? {
        guard case .object(let members) = value.storage else {
            fail("expected an object for a model, found \(value.typeDescription)", at: value.location)
            return nil
        }
        let kindValue = members.first { $0.key == "kind" }?.value
        let idValue = members.first { $0.key == "id" }?.value
        let name = idValue.flatMap { if case .string(let id) = $0.storage { "model \"\(id)\"" } else { nil } } ?? "a model"
        guard let kindValue else {
            missing("kind", in: "\(name) (one of: \(ModelKind.allCases.map(\.rawValue).joined(separator: ", ")))", at: value.location)
            return nil
        }
        guard let kindName = string(kindValue, "\"kind\"") else { return nil }
        guard let kind = ModelKind(rawValue: kindName.value) else {
            var message = "unknown model kind \"\(kindName.value)\" in \(name)"
            if let hint = Identifiers.suggestion(for: kindName.value, among: ModelKind.allCases.map(\.rawValue)) {
                message += "; did you mean \"\(hint)\"?"
            } else {
                message += "; expected one of: \(ModelKind.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            fail(message, at: kindName.location)
            return nil
        }
        guard let object = fields(value, allowed: SpecKeys.model(kind), in: "\(name) (a \(kind.rawValue))") else { return nil }
        guard let id = identifier(object["id"], "the model id") else {
            if object["id"] == nil { missing("id", in: "a \(kind.rawValue) model", at: object.location) }
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
        model.title = string(object["title"], "the title of \(name)")
        model.doc = string(object["doc"], "the doc of \(name)")
        if let params = array(object["params"], "the params of \(name)") {
            model.params = params.compactMap { decodeParam($0, name) }
        }
        if let edges = array(object["edges"], "the edges of \(name)") {
            model.edges = edges.compactMap { decodeEdge($0, name) }
        }
        model.lint = decodeLint(object["lint"], name)
        return model
    }

    mutating func decodeStack(_ object: Fields, _ name: String) -> ModelContent? {
        guard let root = identifier(object["root"], "the root of \(name)") else {
            if object["root"] == nil { missing("root", in: "\(name) (a stack needs the model at its root)", at: object.location) }
            return nil
        }
        let path = stringArray(object["path"], "the path of \(name)") { $0.identifier($1, "a path entry") }
        return .stack(StackContent(root: root, path: path))
    }

    mutating func decodeTabs(_ object: Fields, _ name: String) -> ModelContent? {
        guard let tabValues = array(object["tabs"], "the tabs of \(name)") else {
            if object["tabs"] == nil { missing("tabs", in: name, at: object.location) }
            return nil
        }
        let tabs = tabValues.compactMap { value -> Tab? in
            guard let tab = fields(value, allowed: SpecKeys.tab, in: "a tab of \(name)") else { return nil }
            let id = identifier(tab["id"], "the tab id")
            let model = identifier(tab["model"], "the tab's model")
            if tab["id"] == nil { missing("id", in: "a tab of \(name)", at: tab.location) }
            if tab["model"] == nil { missing("model", in: "a tab of \(name)", at: tab.location) }
            let title = string(tab["title"], "the tab title")
            let icon = string(tab["icon"], "the tab icon")
            guard let id, let model else { return nil }
            return Tab(id: id, title: title, icon: icon, model: model, location: tab.location)
        }
        return .tabs(TabsContent(tabs: tabs, initial: identifier(object["initial"], "the initial tab of \(name)")))
    }

    mutating func decodeSwitch(_ object: Fields, _ name: String) -> ModelContent? {
        guard let caseValues = array(object["cases"], "the cases of \(name)") else {
            if object["cases"] == nil { missing("cases", in: name, at: object.location) }
            return nil
        }
        let cases = caseValues.compactMap { value -> SwitchCase? in
            guard let entry = fields(value, allowed: SpecKeys.switchCase, in: "a case of \(name)") else { return nil }
            let id = identifier(entry["id"], "the case id")
            let model = identifier(entry["model"], "the case's model")
            if entry["id"] == nil { missing("id", in: "a case of \(name)", at: entry.location) }
            if entry["model"] == nil { missing("model", in: "a case of \(name)", at: entry.location) }
            let condition = string(entry["when"], "the case condition")
            guard let id, let model else { return nil }
            return SwitchCase(id: id, model: model, condition: condition, location: entry.location)
        }
        return .switch(SwitchContent(cases: cases, initial: identifier(object["initial"], "the initial case of \(name)")))
    }

    mutating func decodeSplit(_ object: Fields, _ name: String) -> ModelContent? {
        let sidebar = identifier(object["sidebar"], "the sidebar of \(name)")
        let content = identifier(object["content"], "the content column of \(name)")
        let detail = identifier(object["detail"], "the detail of \(name)")
        if object["sidebar"] == nil { missing("sidebar", in: name, at: object.location) }
        if object["detail"] == nil { missing("detail", in: name, at: object.location) }
        guard let sidebar, let detail else { return nil }
        return .split(SplitContent(sidebar: sidebar, content: content, detail: detail))
    }

    mutating func decodeParam(_ value: JSONValue, _ name: String) -> Param? {
        guard let object = fields(value, allowed: SpecKeys.param, in: "a param of \(name)") else { return nil }
        let paramName = identifier(object["name"], "the param name")
        if object["name"] == nil { missing("name", in: "a param of \(name)", at: object.location) }
        let type = decodeParamType(object["type"], name)
        if object["type"] == nil {
            missing("type", in: "a param of \(name) (string, int, double, bool, uuid or an array of values)", at: object.location)
        }
        let optional = bool(object["optional"], "\"optional\"") ?? false
        guard let paramName, let type else { return nil }
        return Param(name: paramName, type: type, optional: optional, location: object.location)
    }

    mutating func decodeParamType(_ value: JSONValue?, _ name: String) -> Located<ParamType>? {
        guard let value else { return nil }
        switch value.storage {
        case .string(let typeName):
            guard let type = ParamType.scalarNames[typeName] else {
                fail("unknown param type \"\(typeName)\" in \(name); expected string, int, double, bool, uuid or an array of values", at: value.location)
                return nil
            }
            return Located(type, at: value.location)
        case .array(let elements):
            var values: [String] = []
            for element in elements {
                guard let text = string(element, "an enum value") else { continue }
                guard Identifiers.isEnumValue(text.value) else {
                    fail("enum value \"\(text.value)\" may use only letters, digits, _, - and .", at: text.location)
                    continue
                }
                if values.contains(text.value) {
                    fail("enum value \"\(text.value)\" is listed twice", at: text.location)
                    continue
                }
                values.append(text.value)
            }
            guard !elements.isEmpty else {
                fail("an enum type needs at least one value", at: value.location)
                return nil
            }
            return Located(.oneOf(values), at: value.location)
        default:
            fail("expected a type name or an array of values for the param type, found \(value.typeDescription)", at: value.location)
            return nil
        }
    }

    // MARK: Edges

    mutating func decodeEdge(_ value: JSONValue, _ name: String) -> Edge? {
        guard case .object(let members) = value.storage else {
            fail("expected an object for an edge of \(name), found \(value.typeDescription)", at: value.location)
            return nil
        }
        func context() -> String { "an edge of \(name)" }
        guard let viaValue = members.first(where: { $0.key == "via" })?.value else {
            missing("via", in: "\(context()) (how it navigates: push, sheet, ...)", at: value.location)
            return nil
        }
        guard let viaName = string(viaValue, "\"via\"") else { return nil }
        guard let kind = EdgeKind(rawValue: viaName.value) else {
            let names = EdgeKind.allCases.map(\.rawValue)
            var message = "unknown navigation \"\(viaName.value)\" in \(context())"
            if let hint = Identifiers.suggestion(for: viaName.value, among: names) {
                message += "; did you mean \"\(hint)\"?"
            } else {
                message += "; expected one of: \(names.joined(separator: ", "))"
            }
            fail(message, at: viaName.location)
            return nil
        }
        guard let object = fields(value, allowed: SpecKeys.edge(kind), in: "a \(kind.rawValue) edge of \(name)") else { return nil }
        var edge = Edge(via: Located(kind, at: viaName.location), location: object.location)
        if let key = kind.targetKey {
            guard let targetValue = object[key] else {
                missing(key, in: "a \(kind.rawValue) edge of \(name)", at: object.location)
                return nil
            }
            let target: EdgeTarget?
            switch key {
            case "to": target = identifier(targetValue, "the edge target").map(EdgeTarget.model)
            case "tab": target = qualified(targetValue, "the tab", example: "\"TabsId.tabId\"").map(EdgeTarget.tab)
            case "case": target = qualified(targetValue, "the case", example: "\"SwitchId.caseId\"").map(EdgeTarget.switchCase)
            case "window": target = identifier(targetValue, "the window").map(EdgeTarget.window)
            default: target = nonEmptyString(targetValue, "the URL").map(EdgeTarget.url)
            }
            guard let target else { return nil }
            edge.target = target
        }
        edge.stacked = bool(object["stacked"], "\"stacked\"") ?? false
        edge.label = string(object["label"], "the edge label")
        edge.condition = string(object["when"], "the edge condition")
        return edge
    }

    // MARK: Routes

    mutating func decodeRoute(_ value: JSONValue) -> Route? {
        guard let object = fields(value, allowed: SpecKeys.route, in: "a route") else { return nil }
        let idText = object["id"].flatMap { if case .string(let id) = $0.storage { id } else { nil } }
        let name = idText.map { "route \"\($0)\"" } ?? "a route"
        var id: Located<String>?
        if let located = string(object["id"], "the route id") {
            if Identifiers.isRouteIdentifier(located.value) {
                id = located
            } else {
                fail("the route id \"\(located.value)\" is not an identifier; use letters, digits, _, - and . and start with a letter", at: located.location)
            }
        } else if object["id"] == nil {
            missing("id", in: "a route", at: object.location)
        }
        let pattern = nonEmptyString(object["pattern"], "the pattern of \(name)")
        if object["pattern"] == nil { missing("pattern", in: name, at: object.location) }
        let target = identifier(object["target"], "the target of \(name)")
        if object["target"] == nil { missing("target", in: name, at: object.location) }
        let via = stringArray(object["via"], "the via of \(name)") { decoder, value in
            guard let waypoint = decoder.string(value, "a waypoint") else { return nil }
            guard Identifiers.isIdentifier(waypoint.value) || Identifiers.isQualified(waypoint.value) else {
                decoder.fail("the waypoint \"\(waypoint.value)\" must be a model id, \"TabsId.tabId\" or \"SwitchId.caseId\"", at: waypoint.location)
                return nil
            }
            return waypoint
        }
        var bindings: [Route.Binding] = []
        if let bindValue = object["bind"] {
            if case .object(let members) = bindValue.storage {
                for member in members {
                    guard Identifiers.isQualified(member.key) else {
                        fail("a bind key must be written \"Model.param\", found \"\(member.key)\"", at: member.keyLocation)
                        continue
                    }
                    guard let placeholder = identifier(member.value, "the placeholder bound to \(member.key)") else { continue }
                    bindings.append(Route.Binding(parameter: Located(member.key, at: member.keyLocation), placeholder: placeholder))
                }
            } else {
                fail("expected an object for the bind of \(name), found \(bindValue.typeDescription)", at: bindValue.location)
            }
        }
        var present: Located<PresentStyle>?
        if let style = string(object["present"], "\"present\"") {
            if let value = PresentStyle(rawValue: style.value) {
                present = Located(value, at: style.location)
            } else {
                fail("unknown presentation \"\(style.value)\" for \(name); expected sheet or fullScreenCover", at: style.location)
            }
        }
        let doc = string(object["doc"], "the doc of \(name)")
        let lint = decodeLint(object["lint"], name)
        guard let id, let pattern, let target else { return nil }
        return Route(
            id: id, pattern: pattern, target: target, via: via, bind: bindings, present: present, doc: doc,
            lint: lint, location: object.location)
    }

    mutating func decodeLint(_ value: JSONValue?, _ name: String) -> LintSettings? {
        guard let value, let object = fields(value, allowed: SpecKeys.lint, in: "the lint settings of \(name)") else { return nil }
        let disabled = stringArray(object["disable"], "\"lint.disable\"") { $0.nonEmptyString($1, "a rule id") }
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
