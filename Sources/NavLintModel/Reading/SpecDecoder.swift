import NavLintRoutes
import NavLintSupport

/// Turns a JSON document into a ``Spec``, collecting schema errors: the top level (version, links, windows,
/// groups), with a decoder for each of models, routes, edges, params and variants, which share one
/// ``SpecValueReader``. Values are referred to by their node in the document.
struct SpecDecoder {
    let values: SpecValueReader
    let models: SpecModelDecoder
    let routes: SpecRouteDecoder
    let edges: SpecEdgeDecoder
    let variants: SpecVariantDecoder

    init(document: JSONTape) {
        values = SpecValueReader(document: document)
        variants = SpecVariantDecoder(values: values)
        edges = SpecEdgeDecoder(values: values, variants: variants)
        models = SpecModelDecoder(
            values: values, edges: edges, params: SpecParamDecoder(values: values), variants: variants)
        routes = SpecRouteDecoder(values: values, variants: variants)
    }

    /// The errors recorded so far, in the order of the elements.
    var errors: [InputError] { values.errors }

    func decodeSpec(_ root: Int) -> Spec? {
        guard let top = values.fields(root, allowed: SpecKeys.top, in: "the spec") else { return nil }
        guard let versionValue = top[.navgraph] else {
            values.missing("navgraph", in: "the spec (the format version, 1)", at: values.document.location(of: root))
            return nil
        }
        guard let (number, _) = values.document.number(at: versionValue) else {
            values.fail(
                "expected the format version 1 for \"navgraph\", found "
                    + values.document.typeDescription(of: versionValue),
                at: values.document.location(of: versionValue))
            return nil
        }
        guard number == Double(Spec.supportedVersion) else {
            values.fail(
                "unsupported navgraph version \(number.plainText); this navlint reads version \(Spec.supportedVersion)",
                at: values.document.location(of: versionValue))
            return nil
        }
        var spec = Spec(version: Located(Spec.supportedVersion, at: values.document.location(of: versionValue)))
        spec.schema = values.string(top[.schema], "\"$schema\"")
        spec.app = values.string(top[.app], "\"app\"")
        if let linksValue = top[.links] { spec.links = decodeLinks(linksValue) }
        spec.root = values.identifier(top[.root], "\"root\"")
        if let windowValues = values.array(top[.windows], "\"windows\"") {
            spec.windows = windowValues.compactMap { decodeWindow($0) }
        }
        switch (top[.root], top[.windows]) {
        case (nil, nil):
            values.fail(
                "missing \"root\" (the main window's root model) or \"windows\" (for multi-window apps)",
                at: values.document.location(of: root))
        case (.some(let root), .some):
            values.fail(
                "use either \"root\" or \"windows\", not both; put the main window's root in \"windows\"",
                at: values.document.location(of: root))
        default:
            break
        }
        if let groupValues = values.array(top[.groups], "\"groups\"") {
            spec.groups = groupValues.decoded { decodeGroup($0) }
        }
        let modelValues = values.array(top[.models], "\"models\"")
        if modelValues == nil && top[.models] == nil {
            values.missing("models", in: "the spec", at: values.document.location(of: root))
        }
        let routeValues = values.array(top[.routes], "\"routes\"")
        (spec.models, spec.routes) = decodeModelsAndRoutes(
            modelValues.map(Array.init) ?? [], routeValues.map(Array.init) ?? [])
        return spec
    }

    /// Decodes the models and the routes together, in chunks spread over the cores; the values and the
    /// errors keep the order of the elements (models first).
    func decodeModelsAndRoutes(_ models: [Int], _ routes: [Int]) -> ([Model], [Route]) {
        // Small chunks keep both cores busy to the end.
        let chunkSize = 256
        func chunks(_ count: Int) -> [Range<Int>] {
            stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
        }
        let work =
            chunks(models.count).map { (routes: false, range: $0) }
            + chunks(routes.count).map { (routes: true, range: $0) }
        let document = values.document
        typealias Decoded = (models: DecodedValues<Model>?, routes: DecodedValues<Route>?, errors: [InputError])
        let results = Parallel.map(work) { chunk -> Decoded in
            let decoder = SpecDecoder(document: document)
            if chunk.routes {
                let decoded = DecodedValues<Route>(capacity: chunk.range.count)
                for index in chunk.range {
                    if let route = decoder.routes.decodeRoute(routes[index]) { decoded.append(route) }
                }
                return (nil, decoded, decoder.errors)
            }
            let decoded = DecodedValues<Model>(capacity: chunk.range.count)
            for index in chunk.range {
                if let model = decoder.models.decodeModel(models[index]) { decoded.append(model) }
            }
            return (decoded, nil, decoder.errors)
        }
        for result in results { values.errors += result.errors }
        return (DecodedValues.join(results.compactMap(\.models)), DecodedValues.join(results.compactMap(\.routes)))
    }

    /// The `links` object: schemes, hosts, `anyHost` and intercepted hosts.
    func decodeLinks(_ value: Int) -> Links? {
        guard let object = values.fields(value, allowed: SpecKeys.links, in: "\"links\"") else { return nil }
        var links = Links(
            schemes: values.stringArray(object[.schemes], "\"links.schemes\"") {
                $0.nonEmptyString($1, "a URL scheme")
            },
            hosts: values.stringArray(object[.hosts], "\"links.hosts\"") { $0.nonEmptyString($1, "a host") },
            anyHost: values.bool(object[.anyHost], "\"links.anyHost\"") ?? false, location: object.location)
        links.intercepts = values.stringArray(object[.intercepts], "\"links.intercepts\"") {
            $0.nonEmptyString($1, "an intercepted host")
        }
        for host in links.hosts + links.intercepts {
            if let problem = DeclaredHosts.problem(with: host.value) { values.fail(problem, at: host.location) }
        }
        return links
    }

    func decodeWindow(_ value: Int) -> Window? {
        guard let object = values.fields(value, allowed: SpecKeys.window, in: "a window") else { return nil }
        let id = values.identifier(object[.id], "the window id")
        let root = values.identifier(object[.root], "the window's root")
        if object[.id] == nil { values.missing("id", in: "a window", at: object.location) }
        if object[.root] == nil { values.missing("root", in: "a window", at: object.location) }
        guard let id, let root else { return nil }
        let source = values.nonEmptyString(object[.source], "the window's source")
        var window = Window(id: id, root: root, location: object.location, source: source)
        window.platforms = variants.decodePlatforms(object[.platforms], "the platforms of window \(id.value)")
        return window
    }

    func decodeGroup(_ value: Int) -> EdgeGroup? {
        let name = ElementName(
            kind: "group", id: SpecKeys.id.firstValue(in: value, of: values.document), in: values.document)
        guard let object = values.fields(value, allowed: SpecKeys.group, in: "\(name)") else { return nil }
        guard let id = values.identifier(object[.id], "the group id") else {
            if object[.id] == nil { values.missing("id", in: "a group", at: object.location) }
            return nil
        }
        var group = EdgeGroup(id: id, location: object.location)
        group.doc = values.string(object[.doc], "the doc of \(name)")
        group.include = values.groupIDs(object[.include], "the include of \(name)")
        if let edges = values.array(object[.edges], "the edges of \(name)") {
            group.edges = edges.decoded { self.edges.decodeEdge($0, name) }
        }
        return group
    }
}

extension Double {
    /// Integers without a fraction, other numbers as Swift prints them (not Foundation's `formatted()`).
    package var plainText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

/// The values one chunk decoded, kept outside an array so that joining the chunks moves them instead of
/// copying them: a model copied whole costs a dozen reference counts, and as many to free the copy.
private final class DecodedValues<Value: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value>
    private var count = 0

    init(capacity: Int) { storage = .allocate(capacity: capacity) }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func append(_ value: consuming Value) {
        (storage + count).initialize(to: value)
        count += 1
    }

    /// The values of every chunk, in order, moved out of them (they are left empty).
    static func join(_ chunks: [DecodedValues]) -> [Value] {
        let total = chunks.reduce(0) { $0 + $1.count }
        guard total > 0 else { return [] }
        return [Value](unsafeUninitializedCapacity: total) { buffer, initialized in
            for chunk in chunks {
                (buffer.baseAddress! + initialized).moveInitialize(from: chunk.storage, count: chunk.count)
                initialized += chunk.count
                chunk.count = 0
            }
        }
    }
}
