// Models: their kinds, contents, params and param types.
extension SpecDecoder {
    mutating func decodeModel(_ value: Int) -> Model? {
        guard document.kind(of: value) == .object else {
            fail(
                "expected an object for a model, found \(document.typeDescription(of: value))",
                at: document.location(of: value))
            return nil
        }
        let kindValue = SpecKeys.kind.firstValue(in: value, of: document)
        let idValue = SpecKeys.id.firstValue(in: value, of: document)
        let name = ElementName(kind: "model", id: idValue, in: document)
        guard let kindValue else {
            missing(
                "kind", in: "\(name) (one of: \(ModelKind.allCases.map(\.rawValue).joined(separator: ", ")))",
                at: document.location(of: value))
            return nil
        }
        guard let entry = SpecKeys.modelKinds.value(spelledAt: kindValue, in: document) else {
            guard let kindName = string(kindValue, "\"kind\"") else { return nil }
            let message = "unknown model kind \(Self.quoted(kindName.value)) in \(name)"
            fail(
                message + Self.hint(for: kindName.value, among: ModelKind.allCases.map(\.rawValue)),
                at: kindName.location)
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
        model.swift = nonEmptyString(object[.swift], "the Swift type of \(name)")
        model.source = nonEmptyString(object[.source], "the source of \(name)")
        model.interactiveDismiss = bool(object[.interactiveDismiss], "the interactiveDismiss of \(name)") ?? true
        model.include = groupIDs(object[.include], "the include of \(name)")
        model.platforms = decodePlatforms(object[.platforms], "the platforms of \(name)")
        return model
    }

    mutating func decodeStack(_ object: Fields, _ name: ElementName) -> ModelContent? {
        guard let root = identifier(object[.root], "the root of \(name)") else {
            if object[.root] == nil {
                missing("root", in: "\(name) (a stack needs the model at its root)", at: object.location)
            }
            return nil
        }
        let path = stringArray(object[.path], "the path of \(name)") { $0.identifier($1, "a path entry") }
        var stack = StackContent(root: root, path: path)
        stack.bind = decodeConstantBind(object[.bind], "the bind of \(name)")
        return .stack(stack)
    }

    mutating func decodeTabs(_ object: Fields, _ name: ElementName) -> ModelContent? {
        guard let tabValues = array(object[.tabs], "the tabs of \(name)") else {
            if object[.tabs] == nil { missing("tabs", in: "\(name)", at: object.location) }
            return nil
        }
        let tabs = tabValues.decoded { value -> Tab? in
            guard let tab = fields(value, allowed: SpecKeys.tab, in: "a tab of \(name)") else { return nil }
            return decodeTab(tab, name)
        }
        return .tabs(TabsContent(tabs: tabs, initial: identifier(object[.initial], "the initial tab of \(name)")))
    }

    mutating func decodeTab(_ tab: Fields, _ name: ElementName) -> Tab? {
        let id = identifier(tab[.id], "the tab id")
        let model = identifier(tab[.model], "the tab's model")
        let isAction = bool(tab[.action], "\"action\"") ?? false
        if tab[.id] == nil { missing("id", in: "a tab of \(name)", at: tab.location) }
        if tab[.model] == nil, !isAction { missing("model", in: "a tab of \(name)", at: tab.location) }
        let title = string(tab[.title], "the tab title")
        let icon = string(tab[.icon], "the tab icon")
        guard let id, model != nil || isAction else { return nil }
        var decoded = Tab(
            id: id, title: title, icon: icon, model: model, location: tab.location,
            source: nonEmptyString(tab[.source], "the tab's source"))
        decodeTabVariants(tab, into: &decoded, name)
        return decoded
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
        return .switch(
            SwitchContent(cases: cases, initial: identifier(object[.initial], "the initial case of \(name)")))
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
            missing(
                "type", in: "a param of \(name) (string, int, double, bool, uuid or an array of values)",
                at: object.location)
        }
        let optional = bool(object[.optional], "\"optional\"") ?? false
        guard let paramName, let type else { return nil }
        return Param(name: paramName, type: type, optional: optional, location: object.location)
    }

    /// A param type: a scalar name (`"int"`), a list of one (`"[int]"`), an array of enum values
    /// (`["home", "more"]`) or a list of an enum (`[["home", "more"]]`).
    mutating func decodeParamType(_ value: Int?, _ name: ElementName) -> Located<ParamType>? {
        guard let value else { return nil }
        let location = document.location(of: value)
        switch document.kind(of: value) {
        case .string:
            let typeName = document.string(at: value) ?? ""
            guard let type = ParamType.named(typeName) else {
                fail(ParamType.unknownNameMessage(typeName, in: "\(name)"), at: location)
                return nil
            }
            return Located(type, at: location)
        case .array:
            let elements = Array(document.elements(of: value))
            if elements.count == 1, document.kind(of: elements[0]) == .array {
                return decodeEnumValues(elements[0]).map { Located(.list($0), at: location) }
            }
            return decodeEnumValues(value).map { Located($0, at: location) }
        default:
            fail(
                "expected a type name or an array of values for the param type, found "
                    + "\(document.typeDescription(of: value))",
                at: location)
            return nil
        }
    }

    /// The enum of an array of string values.
    private mutating func decodeEnumValues(_ value: Int) -> ParamType? {
        let elements = document.elements(of: value)
        var values: [String] = []
        for element in elements {
            guard let text = string(element, "an enum value") else { continue }
            guard Identifiers.isEnumValue(text.value) else {
                fail(
                    "enum value \(Self.quoted(text.value)) may use only letters, digits, _, - and .",
                    at: text.location)
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
        return .oneOf(values)
    }
}
