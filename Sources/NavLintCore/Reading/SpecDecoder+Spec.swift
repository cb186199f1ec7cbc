import NavLintRoutes

// The top level of a spec: version, links, windows, and the models and routes decoded in parallel.
extension SpecDecoder {
    mutating func decodeSpec(_ root: Int) -> Spec? {
        guard let top = fields(root, allowed: SpecKeys.top, in: "the spec") else { return nil }
        guard let versionValue = top[.navgraph] else {
            missing("navgraph", in: "the spec (the format version, 1)", at: document.location(of: root))
            return nil
        }
        guard let (number, _) = document.number(at: versionValue) else {
            fail(
                "expected the format version 1 for \"navgraph\", found \(document.typeDescription(of: versionValue))",
                at: document.location(of: versionValue))
            return nil
        }
        guard number == Double(Spec.supportedVersion) else {
            fail(
                "unsupported navgraph version \(number.formatted); this navlint reads version \(Spec.supportedVersion)",
                at: document.location(of: versionValue))
            return nil
        }
        var spec = Spec(version: Located(Spec.supportedVersion, at: document.location(of: versionValue)))
        spec.schema = string(top[.schema], "\"$schema\"")
        spec.app = string(top[.app], "\"app\"")
        if let linksValue = top[.links], let links = fields(linksValue, allowed: SpecKeys.links, in: "\"links\"") {
            spec.links = Links(
                schemes: stringArray(links[.schemes], "\"links.schemes\"") { $0.nonEmptyString($1, "a URL scheme") },
                hosts: stringArray(links[.hosts], "\"links.hosts\"") { $0.nonEmptyString($1, "a host") },
                anyHost: bool(links[.anyHost], "\"links.anyHost\"") ?? false, location: links.location)
            spec.links?.intercepts = stringArray(links[.intercepts], "\"links.intercepts\"") {
                $0.nonEmptyString($1, "an intercepted host")
            }
            for host in (spec.links?.hosts ?? []) + (spec.links?.intercepts ?? []) {
                if let problem = DeclaredHosts.problem(with: host.value) { fail(problem, at: host.location) }
            }
        }
        spec.root = identifier(top[.root], "\"root\"")
        if let windowValues = array(top[.windows], "\"windows\"") {
            spec.windows = windowValues.compactMap { decodeWindow($0) }
        }
        switch (top[.root], top[.windows]) {
        case (nil, nil):
            fail(
                "missing \"root\" (the main window's root model) or \"windows\" (for multi-window apps)",
                at: document.location(of: root))
        case (.some(let root), .some):
            fail(
                "use either \"root\" or \"windows\", not both; put the main window's root in \"windows\"",
                at: document.location(of: root))
        default:
            break
        }
        if let groupValues = array(top[.groups], "\"groups\"") { spec.groups = groupValues.decoded { decodeGroup($0) } }
        let modelValues = array(top[.models], "\"models\"")
        if modelValues == nil && top[.models] == nil {
            missing("models", in: "the spec", at: document.location(of: root))
        }
        let routeValues = array(top[.routes], "\"routes\"")
        (spec.models, spec.routes) = decodeModelsAndRoutes(
            modelValues.map(Array.init) ?? [], routeValues.map(Array.init) ?? [])
        return spec
    }

    /// Decodes the models and the routes together, in chunks spread over the cores; the values and the
    /// errors keep the order of the elements (models first).
    mutating func decodeModelsAndRoutes(_ models: [Int], _ routes: [Int]) -> ([Model], [Route]) {
        // Small chunks keep both cores busy to the end.
        let chunkSize = 256
        func chunks(_ count: Int) -> [Range<Int>] {
            stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
        }
        let work =
            chunks(models.count).map { (routes: false, range: $0) }
            + chunks(routes.count).map { (routes: true, range: $0) }
        let document = document
        let results = Parallel.map(work) { chunk -> (models: [Model], routes: [Route], errors: [InputError]) in
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
        let source = nonEmptyString(object[.source], "the window's source")
        var window = Window(id: id, root: root, location: object.location, source: source)
        window.platforms = decodePlatforms(object[.platforms], "the platforms of window \(id.value)")
        return window
    }
}

extension Double {
    /// Integers without a fraction, other numbers as Swift prints them.
    fileprivate var formatted: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
