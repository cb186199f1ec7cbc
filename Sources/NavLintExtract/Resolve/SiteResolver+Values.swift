import NavLintCore

extension SiteResolver {
    /// The registrations of `type` a site's navigation goes through: for a write of a property (`router.sheet =
    /// .settings`, or a call of a method that writes it), those of the presentations that read that property,
    /// wherever they are: the kind is the reader's. Else those around the view, less, for the write of a property
    /// no presentation reads (a path), the presentations that read another.
    func registrations(of type: String, writtenBy site: NavSite, in view: ViewFacts?) -> [Registration] {
        let around = tables.registrations(of: type, around: view?.name, from: site.location.file)
        guard let written = site.router?.assigned else {
            // A router's call whose body the sources do not hold goes as its name says (`push`, `presentSheet`).
            guard let call = site.router, call.function != nil else { return around }
            let named = around.filter { $0.kind == call.kind }
            return named.isEmpty ? around : named
        }
        let object = site.router?.object.map(TypeTables.lastComponent)
        let readers = (tables.registrations[type] ?? []).filter { registration in
            guard let read = readProperty(of: registration), TypeTables.lastComponent(read) == written else {
                return false
            }
            // `Router.sheet` is not `Presenter.sheet`.
            let reader = read.split(separator: ".").dropLast().last.map(String.init)
            return object == nil || reader == nil || reader == object
        }
        if !readers.isEmpty { return readers }
        let unbound = around.filter { readProperty(of: $0) == nil }
        return unbound.isEmpty ? around : unbound
    }

    /// The property a router's presentation reads as its item, as written (`Router.sheet` of `$router.sheet`).
    private func readProperty(of registration: Registration) -> String? {
        guard case .property(let property) = registration.type else { return nil }
        return property
    }

    /// A literal linked or appended (`path.append("settings")`): the view of its case in each destination around the
    /// view that chooses by literal (see ``LiteralCase``); with none, a value of its type.
    func routeLiteral(_ literal: String, of type: String, site: NavSite, in view: ViewFacts?) -> Outcome {
        let choosing = registrations(of: type, writtenBy: site, in: view).filter { $0.literalChoice != nil }
        guard !choosing.isEmpty else { return routeValue(.named(type), site: site, in: view) }
        let found = choosing.flatMap { registration in
            let chosen = registration.literalChoice?.chosen(literal).map {
                tables.branchViews($0.views, from: registration.location.file)
            }
            return (chosen ?? []).map { edge(registration, $0, site) }
        }
        guard found.isEmpty else { return .edges(found) }
        return site.speculative
            ? .ignored : .unresolved("no navigationDestination for \(type) shows a view for the literal \(literal)")
    }

    /// Every destination a registration that chooses by literal gives a stack, each at its case, in the order of
    /// the literals, then the default's.
    func edges(choosingBy choice: LiteralChoice, of registration: Registration, site: NavSite) -> [ResolvedEdge] {
        let cases = choice.cases.sorted { $0.key < $1.key }.map(\.value) + (choice.otherwise.map { [$0] } ?? [])
        return cases.flatMap { literalCase in
            tables.branchViews(literalCase.views, from: registration.location.file).map { shown in
                var edge = edge(registration, shown, site)
                edge.location = literalCase.location
                return edge
            }
        }
    }

    /// A value made by a static member or factory that carries its view (`router.route(to: .settings)`): an edge
    /// to that view, of the kind its transition names, else of the kind its type is registered for; nil when
    /// no such member is known (or, without a declared type, when several types or an enum have it).
    func carriedView(_ member: String, declared: String?, site: NavSite) -> Outcome? {
        if declared == nil, site.speculative || !tables.mappedEnums(withCase: member).isEmpty { return nil }
        guard let entry = tables.valueViews.entry(member, of: declared) else { return nil }
        let written = "\(entry.type).\(member)"
        guard let view = tables.firstView(entry.candidates, from: entry.file) else {
            return .unresolved("\(written) carries content that builds no view type declared in the sources")
        }
        var kind: EdgeKind
        if let transition = entry.transition {
            // What the router does with the transition, else what its name says when it is SwiftUI's.
            let followed = entry.transitionType.flatMap { transitions.kind(of: transition, type: $0) }
            guard let named = followed ?? ValueViews.kind(ofTransition: transition) else {
                return .unresolved(
                    "\(written) passes .\(transition), which neither a switch of the router nor SwiftUI reads as a "
                        + "kind of navigation")
            }
            kind = named
        } else {
            kind = tables.registrations[entry.type]?.first?.kind ?? site.router?.kind ?? .push
        }
        if kind == .push, site.router?.replaces == true { kind = .replace }
        return .edges([edge(kind, ViewCandidate(name: view.name, stacked: false), site)])
    }

    /// A router handed the view's own parameter of an enum no stack registers (`router.show(destination)`): an edge
    /// for each case the view's callers pass as literals that the router maps to a view, each marked with its case
    /// (see ``PassedCase``); nil when the site links no parameter or no passed case maps.
    func passedCaseEdges(of type: String, site: NavSite, in view: ViewFacts) -> [ResolvedEdge]? {
        guard let parameter = site.parameter, site.router != nil, tables.enums[type] != nil else { return nil }
        let found = passedLiteralEdges(of: type, site: site, in: view, parameter: parameter) { caseName, handed in
            var handed = handed
            (handed.action, handed.parameter) = (.route(.enumCase(type: .named(type), name: caseName)), nil)
            return resolve(handed, in: view)
        }
        return found.isEmpty ? nil : found
    }

    /// The edges of a link of the view's own parameter for each literal its callers pass that is a case of `type`
    /// (of the literals' own cases when the sources declare no such enum), each as `resolved` gives a case's edges
    /// with the site handed the inner case passed with it (`RowLink(.settings(.general))`), marked with the literal
    /// (see ``PassedCase``).
    func passedLiteralEdges(
        of type: String, site: NavSite, in view: ViewFacts, parameter: String,
        resolved: (String, NavSite) -> Outcome
    ) -> [ResolvedEdge] {
        let passed = tables.literalArguments.cases(of: view.name, parameter: parameter)
        let cases = (tables.enums[type]?.cases ?? passed.sorted()).filter(passed.contains)
        return cases.flatMap { caseName -> [ResolvedEdge] in
            let inner = PassedLiterals.innerCases(of: caseName, among: passed)
            let literals: [(String, String?)] =
                inner.isEmpty ? [(caseName, nil)] : inner.map { ("\(caseName).\($0)", $0) }
            return literals.flatMap { literal, innerCase -> [ResolvedEdge] in
                var handed = site
                handed.nestedCase = innerCase ?? site.nestedCase
                let passed = PassedCase(
                    view: view.name, parameter: parameter, caseName: literal, atConstruction: site.speculative)
                return resolved(caseName, handed).foundEdges.map { $0.passing(passed) }
            }
        }
    }
}

extension SiteResolver {
    /// A link of the app's own initialiser handing on a case of an enum that no stack registers but whose view
    /// builder maps the case (`NavigationLink(.profile(id))`, which wraps the value in one a stack registers):
    /// a push of the case's view, as a value of a destination table is. SwiftUI's own value link of such a case
    /// goes nowhere, and is not one.
    func linkedCase(_ name: String, of reference: TypeRef?, declared: String?, site: NavSite) -> Outcome? {
        guard case .parameter(let key)? = reference, key.hasPrefix("NavigationLink("), site.router == nil,
            let declared,
            let view = tables.caseViews[declared]?[name].flatMap(tables.firstView)
        else { return nil }
        return .edges([edge(.push, view, site)])
    }
}

extension SiteResolver {
    /// A case whose enum shows it by its associated value's own view builder (`case let .logIn(page):
    /// page.view()`), handed on with a case of that value written inside (`push(.logIn(.totp(...)))`): the
    /// view the inner enum maps the inner case to; nil when the enum does not forward the case.
    func nestedCase(_ name: String, declared: String?, site: NavSite) -> Outcome? {
        // Without a declared type, only a router's method (`navigation.push(_:)`) is taken for one; a function
        // whose name says nothing (`Nav.to(_:)`) is, when it takes a registered destination type.
        let registered = declared.map { tables.registrations[$0] != nil } ?? false
        guard registered || !site.speculative && (declared != nil || site.router?.isRouterMethod == true) else {
            return nil
        }
        let owners =
            declared.map { [$0] } ?? tables.caseForwards.keys.filter { tables.caseForwards[$0]!.contains(name) }
        guard owners.count == 1, tables.caseForwards[owners[0]]?.contains(name) == true else { return nil }
        let payload = tables.enums[owners[0]]?.payloads[name].flatMap(tables.resolveEnumName)
        guard let inner = site.nestedCase else {
            return .unresolved(".\(name) is handed a value whose case extract cannot read")
        }
        guard let payload, let view = tables.caseViews[payload]?[inner].flatMap(tables.firstView) else {
            return .unresolved("no view builder maps .\(name)(.\(inner)) to a view")
        }
        // The outer case's name says the kind when it names one (`.sheet(.settings)`), else the call's name.
        let kind = ValueViews.kind(ofTransition: name) ?? site.router.map { $0.replaces ? .replace : $0.kind } ?? .push
        return .edges([edge(kind, view, site)])
    }

    /// A case named after a kind of navigation that wraps a destination (`navigate(.push(.detail(id)))`,
    /// `coordinator.show(.sheet(.settings))`), of no registered enum: the wrapped case's view, by that kind; one
    /// named after a way back (`router.go(.pop)`), that way back. Nil for any other case, and when the wrapped case
    /// goes nowhere.
    func kindCase(_ name: String, site: NavSite, in view: ViewFacts?) -> Outcome? {
        guard let call = site.router else { return nil }
        if site.nestedCase == nil, call.looksLikeNavigation, let back = ValueViews.kind(ofWayBack: name),
            tables.mappedEnums(withCase: name).isEmpty
        {
            return .edges([ResolvedEdge(kind: back, target: .none, stacked: false, location: site.location)])
        }
        guard let kind = ValueViews.kind(ofTransition: name), let inner = site.nestedCase else { return nil }
        var wrapped = site
        wrapped.nestedCase = nil
        let inside = route(.enumCase(type: nil, name: inner), site: wrapped, in: view)
        guard case .edges(let found) = inside, !found.isEmpty else { return nil }
        return .edges(
            found.map { edge in
                var edge = edge
                (edge.kind, edge.stacked) = (kind, kind.acceptsStacked && edge.stacked)
                return edge
            })
    }

    /// The case a call's method hands on for the value it is passed (see ``CaseForward``): the one case every
    /// method of that name taking a value of that type hands, with the enum they write it of when they agree on
    /// one; nil when none does, or when they hand several.
    func forwardedCase(of type: String?, site: NavSite) -> (name: String, type: TypeRef?)? {
        guard let type, let function = site.router?.function,
            let forwards = tables.valueForwards[TypeTables.lastComponent(type)]
        else { return nil }
        let matching = forwards.filter { $0.method == function }
        guard Set(matching.map(\.caseName)).count == 1, let name = matching.first?.caseName else { return nil }
        let types = Set(matching.map(\.caseType))
        return (name, types.count == 1 ? types.first!.map(TypeRef.named) : nil)
    }
}

extension SiteResolver {
    /// A value known to be one of some cases (``NavSite/passedCases``, or those the constructions of a type write
    /// for the property it reads, ``LiteralArguments/cases(of:)``): each case, as if handed itself; nil when none
    /// goes anywhere.
    func knownCaseEdges(of reference: TypeRef, resolved: String?, site: NavSite, in view: ViewFacts?) -> Outcome? {
        guard let type = resolved, let cases = tables.enums[type]?.cases else { return nil }
        let passed = (site.passedCases ?? []).union(tables.literalArguments.cases(of: reference))
        let found = cases.filter(passed.contains).flatMap {
            routeCase($0, of: .named(type), site: site, in: view).foundEdges
        }
        return found.isEmpty ? nil : .edges(found)
    }
}
