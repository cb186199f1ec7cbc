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
    /// errors keep the order of the elements (models first). Each value is decoded straight into its place in
    /// the array returned, so no thread moves them all again once the chunks are done.
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
        var decodedRoutes: [Route] = []
        let (decodedModels, errors) = DecodedSlots<Model>.array(count: models.count) { modelSlots in
            let (routeValues, errors) = DecodedSlots<Route>.array(count: routes.count) { routeSlots in
                Parallel.map(work) { chunk -> [InputError] in
                    let decoder = SpecDecoder(document: document)
                    for index in chunk.range {
                        if chunk.routes {
                            routeSlots.store(decoder.routes.decodeRoute(routes[index]), at: index)
                        } else {
                            modelSlots.store(decoder.models.decodeModel(models[index]), at: index)
                        }
                    }
                    return decoder.errors
                }
            }
            decodedRoutes = routeValues
            return errors
        }
        for chunkErrors in errors { values.errors += chunkErrors }
        return (decodedModels, decodedRoutes)
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

/// The slots of an array being built, which decoders on several cores fill at once, each slot from one of them:
/// a value is stored where it belongs instead of being copied there later (a model copied whole costs a dozen
/// reference counts, and as many to free the copy). A slot whose element failed to decode stays empty.
private struct DecodedSlots<Value>: @unchecked Sendable {
    private let values: UnsafeMutableBufferPointer<Value>
    private let filled: UnsafeMutableBufferPointer<Bool>

    /// Stores the value decoded for element `index`; nil (the element failed) leaves its slot empty.
    func store(_ value: consuming Value?, at index: Int) {
        guard let value else { return }
        values.initializeElement(at: index, to: value)
        filled[index] = true
    }

    /// An array of the values `fill` stores in `count` slots, in order, without the empty slots; and what `fill`
    /// returns.
    static func array<Result>(count: Int, _ fill: (DecodedSlots) -> Result) -> ([Value], Result) {
        var result: Result?
        let values = [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            let filled = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count)
            filled.initialize(repeating: false)
            defer { filled.deallocate() }
            result = fill(DecodedSlots(values: buffer, filled: filled))
            // Close the gaps that failed elements left (only a spec with errors has any).
            var next = 0
            for index in 0..<count where filled[index] {
                if index != next { buffer.initializeElement(at: next, to: buffer.moveElement(from: index)) }
                next += 1
            }
            initialized = next
        }
        return (values, result!)
    }
}
