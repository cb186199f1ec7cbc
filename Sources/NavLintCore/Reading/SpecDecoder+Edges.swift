// Edges: the `via` kind, its target key and the edge options.
extension SpecDecoder {
    mutating func decodeEdge(_ value: Int, _ name: ElementName) -> Edge? {
        guard document.kind(of: value) == .object else {
            fail(
                "expected an object for an edge of \(name), found \(document.typeDescription(of: value))",
                at: document.location(of: value))
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
            let message = "unknown navigation \(Self.quoted(viaName.value)) in \(context())"
            fail(message + Self.hint(for: viaName.value, among: names), at: viaName.location)
            return nil
        }
        let kind = entry.kind
        guard
            let object = fields(
                value, allowed: entry.keys, in: "\(Self.article(kind)) \(kind.rawValue) edge of \(name)")
        else { return nil }
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
            case .case:
                target = qualified(targetValue, "the case", example: "\"SwitchId.caseId\"").map(EdgeTarget.switchCase)
            case .window: target = identifier(targetValue, "the window").map(EdgeTarget.window)
            default: target = nonEmptyString(targetValue, "the URL").map(EdgeTarget.url)
            }
            guard let target else { return nil }
            edge.target = target
        }
        edge.stacked = bool(object[.stacked], "\"stacked\"") ?? false
        edge.label = string(object[.label], "the edge label")
        edge.condition = string(object[.when], "the edge condition")
        edge.source = nonEmptyString(object[.source], "the edge's source")
        edge.external = bool(object[.external], "\"external\"") ?? false
        if let after = string(object[.after], "\"after\"") {
            if let value = EdgeAfter(rawValue: after.value) {
                edge.after = Located(value, at: after.location)
            } else {
                fail(
                    "unknown \"after\" \(Self.quoted(after.value)) in \(context()); expected dismiss",
                    at: after.location)
            }
        }
        edge.bind = decodeConstantBind(object[.bind], "the bind of \(context())")
        edge.platforms = decodePlatforms(object[.platforms], "the platforms of \(context())")
        return edge
    }
}
