import NavLintCore

extension TypeTables {
    /// The registered enums that have a case of this name.
    func registeredEnums(withCase name: String) -> [String] {
        registrations.keys.filter { enums[$0]?.cases.contains(name) == true }.sorted()
    }

    /// The enums whose view builders map a case of this name to a view.
    func mappedEnums(withCase name: String) -> [String] {
        caseViews.compactMap { $0.value[name] == nil ? nil : $0.key }.sorted()
    }

    /// A value read as of the type `Route.KeySettings` (`NavigationLink(value: Route.KeySettings(keypair: k))`)
    /// that is a case of the declared enum `Route`, written with a capital as some apps name their cases; nil for
    /// any other destination. An enum cannot declare a nested type and a case of one name, so the enum decides,
    /// looked up from `scope` (the view the value is written in) first: several views may nest one of that name.
    func capitalisedCase(_ destination: Destination, in scope: String?) -> Destination? {
        guard case .value(.named(let written)) = destination else { return nil }
        let name = Self.lastComponent(written)
        guard name.count < written.count,
            let owner = resolve(.named(String(written.dropLast(name.count + 1))), in: scope),
            enums[owner]?.cases.contains(name) == true
        else { return nil }
        return .enumCase(type: .named(owner), name: name)
    }

    /// A mapping's views by the names the tables know them by, looked up where its `switch` is written: a view
    /// nested in the switch's type or around it first (see ``NestedNames``), else the one declared nearest to its
    /// file. A candidate that names no view (a type's factory, `SettingsModule.view`) stays as written.
    func resolvedWhereWritten(_ candidates: [ViewCandidate], of mapping: CaseMapping) -> [ViewCandidate] {
        candidates.map { candidate in
            var candidate = candidate
            let (written, file) = (candidate.name, mapping.location.file)
            let nested = nestedNames.lookUp(SpecNaming.plain(written), in: mapping.scope)
            candidate.name = nested.flatMap { views[$0]?.name } ?? resolveViewName(written, from: file) ?? written
            return candidate
        }
    }

    /// `Outer.Inner` → `Inner` (dots at the end ignored); a name without a dot is itself. Read from the bytes
    /// without splitting: it runs for every name the sources write.
    static func lastComponent(_ name: String) -> String {
        let dot = UInt8(ascii: ".")
        let bytes = name.utf8
        guard let last = bytes.lastIndex(where: { $0 != dot }) else { return name }
        // Both ends sit next to a dot or at an end of the name, so on character boundaries.
        let end = bytes.index(after: last)
        let first = bytes[..<last].lastIndex(of: dot).map { bytes.index(after: $0) } ?? bytes.startIndex
        if first == bytes.startIndex, end == bytes.endIndex { return name }
        return String(name[first..<end])
    }

    /// `Router<Route>` → `Router`: a type's name without the arguments it is specialised with.
    static func withoutGenericArguments(_ name: String) -> String {
        name.split(separator: "<").first.map(String.init) ?? name
    }
}

extension TypeTables {
    /// The views the bodies of the sources build, and those their presentations show.
    func builtViews() -> Set<String> {
        var built: Set<String> = []
        for view in views.values {
            let file = view.location.file
            built.formUnion(view.embedded.compactMap { resolveViewName($0, from: file) })
            for site in view.sites {
                guard case .present(_, .content(let shape, _, _)) = site.action else { continue }
                built.formUnion(shape.candidates.compactMap { resolveViewName($0.name, from: file) })
            }
        }
        return built
    }
}
