/// Models: their kinds and contents (stacks, tabs, switches, splits) and the keys every model has.
struct SpecModelDecoder {
    let values: SpecValueReader
    let edges: SpecEdgeDecoder
    let params: SpecParamDecoder
    let variants: SpecVariantDecoder

    func decodeModel(_ value: Int) -> Model? {
        guard values.document.kind(of: value) == .object else {
            values.fail(
                "expected an object for a model, found \(values.document.typeDescription(of: value))",
                at: values.document.location(of: value))
            return nil
        }
        let kindValue = SpecKeys.kind.firstValue(in: value, of: values.document)
        let idValue = SpecKeys.id.firstValue(in: value, of: values.document)
        let name = ElementName(kind: "model", id: idValue, in: values.document)
        guard let kindValue else {
            values.missing(
                "kind", in: "\(name) (one of: \(ModelKind.allCases.map(\.rawValue).joined(separator: ", ")))",
                at: values.document.location(of: value))
            return nil
        }
        guard let entry = SpecKeys.modelKinds.value(spelledAt: kindValue, in: values.document) else {
            guard let kindName = values.string(kindValue, "\"kind\"") else { return nil }
            let message = "unknown model kind \(SpecValueReader.quoted(kindName.value)) in \(name)"
            values.fail(
                message + SpecValueReader.hint(for: kindName.value, among: ModelKind.allCases.map(\.rawValue)),
                at: kindName.location)
            return nil
        }
        let kind = entry.kind
        guard let object = values.fields(value, allowed: entry.keys, in: "\(name) (a \(kind.rawValue))") else {
            return nil
        }
        guard let id = values.identifier(object[.id], "the model id") else {
            if object[.id] == nil { values.missing("id", in: "a \(kind.rawValue) model", at: object.location) }
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
        model.title = values.string(object[.title], "the title of \(name)")
        model.doc = values.string(object[.doc], "the doc of \(name)")
        if let params = values.array(object[.params], "the params of \(name)") {
            model.params = params.decoded { self.params.decodeParam($0, name) }
        }
        if let edges = values.array(object[.edges], "the edges of \(name)") {
            model.edges = edges.decoded { self.edges.decodeEdge($0, name) }
        }
        model.lint = values.decodeLint(object[.lint], name)
        model.swift = values.nonEmptyString(object[.swift], "the Swift type of \(name)")
        model.source = values.nonEmptyString(object[.source], "the source of \(name)")
        model.screenshot = values.nonEmptyString(object[.screenshot], "the screenshot of \(name)")
        model.interactiveDismiss = values.bool(object[.interactiveDismiss], "the interactiveDismiss of \(name)") ?? true
        model.include = values.groupIDs(object[.include], "the include of \(name)")
        model.platforms = variants.decodePlatforms(object[.platforms], "the platforms of \(name)")
        return model
    }

    func decodeStack(_ object: SpecValueReader.Fields, _ name: ElementName) -> ModelContent? {
        guard let root = values.identifier(object[.root], "the root of \(name)") else {
            if object[.root] == nil {
                values.missing("root", in: "\(name) (a stack needs the model at its root)", at: object.location)
            }
            return nil
        }
        let path = values.stringArray(object[.path], "the path of \(name)") { $0.identifier($1, "a path entry") }
        var stack = StackContent(root: root, path: path)
        stack.bind = variants.decodeConstantBind(object[.bind], "the bind of \(name)")
        return .stack(stack)
    }

    func decodeTabs(_ object: SpecValueReader.Fields, _ name: ElementName) -> ModelContent? {
        guard let tabValues = values.array(object[.tabs], "the tabs of \(name)") else {
            if object[.tabs] == nil { values.missing("tabs", in: "\(name)", at: object.location) }
            return nil
        }
        let tabs = tabValues.decoded { value -> Tab? in
            guard let tab = values.fields(value, allowed: SpecKeys.tab, in: "a tab of \(name)") else { return nil }
            return decodeTab(tab, name)
        }
        return .tabs(
            TabsContent(tabs: tabs, initial: values.identifier(object[.initial], "the initial tab of \(name)")))
    }

    func decodeTab(_ tab: SpecValueReader.Fields, _ name: ElementName) -> Tab? {
        let id = values.identifier(tab[.id], "the tab id")
        let model = values.identifier(tab[.model], "the tab's model")
        let isAction = values.bool(tab[.action], "\"action\"") ?? false
        if tab[.id] == nil { values.missing("id", in: "a tab of \(name)", at: tab.location) }
        if tab[.model] == nil, !isAction { values.missing("model", in: "a tab of \(name)", at: tab.location) }
        let title = values.string(tab[.title], "the tab title")
        let icon = values.string(tab[.icon], "the tab icon")
        guard let id, model != nil || isAction else { return nil }
        var decoded = Tab(
            id: id, title: title, icon: icon, model: model, location: tab.location,
            source: values.nonEmptyString(tab[.source], "the tab's source"))
        decodeTabVariants(tab, into: &decoded, name)
        return decoded
    }

    func decodeSwitch(_ object: SpecValueReader.Fields, _ name: ElementName) -> ModelContent? {
        guard let caseValues = values.array(object[.cases], "the cases of \(name)") else {
            if object[.cases] == nil { values.missing("cases", in: "\(name)", at: object.location) }
            return nil
        }
        let cases = caseValues.decoded { value -> SwitchCase? in
            guard let entry = values.fields(value, allowed: SpecKeys.switchCase, in: "a case of \(name)") else {
                return nil
            }
            let id = values.identifier(entry[.id], "the case id")
            let model = values.identifier(entry[.model], "the case's model")
            if entry[.id] == nil { values.missing("id", in: "a case of \(name)", at: entry.location) }
            if entry[.model] == nil { values.missing("model", in: "a case of \(name)", at: entry.location) }
            let condition = values.string(entry[.when], "the case condition")
            guard let id, let model else { return nil }
            return SwitchCase(id: id, model: model, condition: condition, location: entry.location)
        }
        return .switch(
            SwitchContent(cases: cases, initial: values.identifier(object[.initial], "the initial case of \(name)")))
    }

    func decodeSplit(_ object: SpecValueReader.Fields, _ name: ElementName) -> ModelContent? {
        let sidebar = values.identifier(object[.sidebar], "the sidebar of \(name)")
        let content = values.identifier(object[.content], "the content column of \(name)")
        let detail = values.identifier(object[.detail], "the detail of \(name)")
        if object[.sidebar] == nil { values.missing("sidebar", in: "\(name)", at: object.location) }
        if object[.detail] == nil { values.missing("detail", in: "\(name)", at: object.location) }
        guard let sidebar, let detail else { return nil }
        return .split(SplitContent(sidebar: sidebar, content: content, detail: detail))
    }

    /// A tab's `bind`, `platforms`, `dynamic`, `action` and `edges`.
    func decodeTabVariants(_ tabFields: SpecValueReader.Fields, into tab: inout Tab, _ name: ElementName) {
        let tabName = "the tab \(tab.id.value) of \(name)"
        tab.bind = variants.decodeConstantBind(tabFields[.bind], "the bind of \(tabName)")
        tab.platforms = variants.decodePlatforms(tabFields[.platforms], "the platforms of \(tabName)")
        tab.isDynamic = values.bool(tabFields[.dynamic], "\"dynamic\"") ?? false
        tab.isAction = values.bool(tabFields[.action], "\"action\"") ?? false
        if let edges = values.array(tabFields[.edges], "the edges of \(tabName)") {
            tab.edges = edges.decoded { self.edges.decodeEdge($0, name) }
        }
        guard tab.isAction else {
            if tabFields[.edges] != nil {
                values.fail(
                    "only an action tab has edges; add \"action\": true to \(tabName)", at: tabFields.location)
            }
            return
        }
        if let model = tab.model {
            values.fail(
                "an action tab shows no model; remove \"model\" from \(tabName) or drop \"action\"", at: model.location)
        }
        if tab.edges.isEmpty, tabFields[.edges] == nil {
            values.missing("edges", in: "\(tabName) (an action tab runs its edges)", at: tabFields.location)
        }
        if !tab.bind.isEmpty {
            values.fail("an action tab shows no model to bind params of", at: tab.bind[0].parameter.location)
        }
        if tab.isDynamic { values.fail("a tab is either dynamic or an action, not both", at: tabFields.location) }
    }
}
