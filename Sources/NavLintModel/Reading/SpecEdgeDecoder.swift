/// Edges: the `via` kind, its target key and the edge options.
struct SpecEdgeDecoder {
    let values: SpecValueReader
    let variants: SpecVariantDecoder

    func decodeEdge(_ value: Int, _ name: ElementName) -> Edge? {
        guard values.document.kind(of: value) == .object else {
            values.fail(
                "expected an object for an edge of \(name), found \(values.document.typeDescription(of: value))",
                at: values.document.location(of: value))
            return nil
        }
        func context() -> String { "an edge of \(name)" }
        guard let viaValue = SpecKeys.via.firstValue(in: value, of: values.document) else {
            values.missing(
                "via", in: "\(context()) (how it navigates: push, sheet, ...)", at: values.document.location(of: value))
            return nil
        }
        guard let entry = SpecKeys.edgeKinds.value(spelledAt: viaValue, in: values.document) else {
            guard let viaName = values.string(viaValue, "\"via\"") else { return nil }
            let names = EdgeKind.allCases.map(\.rawValue)
            let message = "unknown navigation \(SpecValueReader.quoted(viaName.value)) in \(context())"
            values.fail(message + SpecValueReader.hint(for: viaName.value, among: names), at: viaName.location)
            return nil
        }
        let kind = entry.kind
        guard
            let object = values.fields(
                value, allowed: entry.keys, in: "\(SpecValueReader.article(kind)) \(kind.rawValue) edge of \(name)")
        else { return nil }
        var edge = Edge(via: Located(kind, at: values.document.location(of: viaValue)), location: object.location)
        if let key = entry.targetKey {
            guard let targetValue = object[key] else {
                values.missing(
                    key.name, in: "\(SpecValueReader.article(kind)) \(kind.rawValue) edge of \(name)",
                    at: object.location)
                return nil
            }
            guard let target = decodeTarget(targetValue, key: key) else { return nil }
            edge.target = target
        }
        edge.stacked = values.bool(object[.stacked], "\"stacked\"") ?? false
        edge.label = values.string(object[.label], "the edge label")
        edge.condition = values.string(object[.when], "the edge condition")
        edge.source = values.nonEmptyString(object[.source], "the edge's source")
        edge.external = values.bool(object[.external], "\"external\"") ?? false
        edge.after = decodeOption(object[.after], "after", in: context())
        edge.fallback = decodeOption(object[.fallback], "fallback", in: context())
        edge.bind = variants.decodeConstantBind(object[.bind], "the bind of \(context())")
        edge.platforms = variants.decodePlatforms(object[.platforms], "the platforms of \(context())")
        return edge
    }

    /// An option whose string value names one of `Value`'s cases (`after`, `fallback`); a located error otherwise.
    private func decodeOption<Value: RawRepresentable & CaseIterable>(
        _ value: Int?, _ key: String, in context: @autoclosure () -> String
    ) -> Located<Value>? where Value.RawValue == String {
        guard let text = values.string(value, "\"\(key)\"") else { return nil }
        if let option = Value(rawValue: text.value) { return Located(option, at: text.location) }
        let expected = Value.allCases.map(\.rawValue).joined(separator: " or ")
        values.fail(
            "unknown \"\(key)\" \(SpecValueReader.quoted(text.value)) in \(context()); expected \(expected)",
            at: text.location)
        return nil
    }

    /// The target of an edge, under the key its kind names it with (`to`, `tab`, `case`, `window`, `url`).
    func decodeTarget(_ value: Int, key: SpecKeys.Key) -> EdgeTarget? {
        switch key {
        case .to: values.identifier(value, "the edge target").map(EdgeTarget.model)
        case .tab: values.qualified(value, "the tab", example: "\"TabsId.tabId\"").map(EdgeTarget.tab)
        case .case: values.qualified(value, "the case", example: "\"SwitchId.caseId\"").map(EdgeTarget.switchCase)
        case .window: values.identifier(value, "the window").map(EdgeTarget.window)
        default: values.nonEmptyString(value, "the URL").map(EdgeTarget.url)
        }
    }
}
