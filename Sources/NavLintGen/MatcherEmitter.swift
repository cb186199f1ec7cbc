import NavLintRoutes

/// Writes the spec-specific part of the matcher: the route table's segment trie as nested `switch`
/// and `if` statements (a node with many literal children looks its child up in a dictionary), the
/// required query items that break ties, and the function that builds a case from a matched URL.
///
/// A URL visits only the branches whose positions it matches, like the engine's trie walk; every
/// route that matches is offered with its rank vector's order, and `Found` keeps the best.
struct MatcherEmitter {
    let layout: RouteTableLayout
    let model: DeepLinkModel
    let tables: StaticTables

    /// Nodes with more literal children than this get a function of their own and a dictionary (and with
    /// more than `CaseSwitch.limit`, functions for blocks of their children's branches).
    static let switchLimit = 8

    init(layout: RouteTableLayout, model: DeepLinkModel) {
        self.layout = layout
        self.model = model
        tables = StaticTables(layout: layout)
    }

    private func condition(_ accepts: RouteTableLayout.Accepts, _ text: String) -> String {
        ValueCode.condition(accepts, text, tables: tables)
    }

    func write(into code: inout SwiftCode, dispatch: SwiftGenerator.Dispatch) {
        switch dispatch {
        case .trie: writeTrie(into: &code)
        case .chain: ChainEmitter(layout: layout, tables: tables).write(into: &code)
        }
        writeTables(into: &code)
        writeTieBreaks(into: &code)
        MakeEmitter(layout: layout, model: model, tables: tables).write(into: &code)
    }

    private func writeTrie(into code: inout SwiftCode) {
        code.doc("The index of the route that wins the URL, if one does.")
        code.block("static func winner(_ parts: Parts) -> Int? {") { code in
            guard !layout.buckets.isEmpty else {
                code.line("nil")
                return
            }
            code.line("var found = Found()")
            code.line("switch parts.bucket {")
            for bucket in layout.buckets {
                code.line("case \(SwiftCode.literal(bucket.key)):")
                code.line("  node\(bucket.node)(parts, &found)")
            }
            code.line("default:")
            code.line("  break")
            code.line("}")
            code.line("return found.winner")
        }
        for bucket in layout.buckets { writeFunction(bucket.node, depth: 0, into: &code) }
    }

    private func writeTables(into code: inout SwiftCode) {
        for (number, list) in tables.valueSets.enumerated() {
            code.line()
            code.line("private static let valueSet\(number): Set<String> = [")
            for value in list { code.line("  " + SwiftCode.literal(value) + ",") }
            code.line("]")
        }
        guard !tables.automata.isEmpty else { return }
        code.line()
        code.lines(GeneratedRuntime.automaton)
        for (number, table) in tables.automata.enumerated() {
            code.line()
            code.line("private static let automaton\(number) = Automaton([")
            for start in stride(from: 0, to: table.count, by: 16) {
                let row = table[start..<min(start + 16, table.count)].map { SwiftCode.number($0) }
                code.line("  " + row.joined(separator: ", ") + ",")
            }
            code.line("])")
        }
    }

    private func hasOwnFunction(_ node: Int) -> Bool {
        layout.nodes[node].literalChildren.count > Self.switchLimit
    }

    /// Whether a node has so many literal children that their branches are split over functions of
    /// `CaseSwitch.limit` children each.
    private func hasChildFunctions(_ node: Int) -> Bool {
        layout.nodes[node].literalChildren.count > CaseSwitch.limit
    }

    private func writeFunction(_ node: Int, depth: Int, into code: inout SwiftCode) {
        code.line()
        code.line("@inline(never)")
        code.block("private static func node\(node)(_ parts: Parts, _ found: inout Found) {") { code in
            writeBody(node, depth: depth, into: &code)
        }
        let children = layout.nodes[node].literalChildren + layout.nodes[node].typedChildren
        if hasOwnFunction(node) {
            code.line()
            let entries = layout.nodes[node].literalChildren.enumerated().compactMap {
                index, child -> (key: String, value: String)? in
                guard case .literal(let literal) = layout.nodes[child].accepts else { return nil }
                return (key: SwiftCode.literal(literal), value: SwiftCode.number(index))
            }
            code.dictionary(
                "private static let literals\(node)", type: "[String: Int]", name: "literals\(node)Table",
                entries: entries)
        }
        if hasChildFunctions(node) {
            code.line()
            code.doc("The branch of the literal child at `index` in `literals\(node)`.")
            let cases = layout.nodes[node].literalChildren.enumerated().map { index, child in
                (number: index, body: { (code: inout SwiftCode) in writeChild(child, depth: depth + 1, into: &code) })
            }
            code.routeSwitch(
                "node\(node)Literal", parameters: "_ index: Int, _ parts: Parts, _ found: inout Found",
                arguments: "index, parts, &found", result: nil, cases: cases, fallback: "break", subject: "index")
        }
        for child in children { writeFunctions(under: child, depth: depth + 1, into: &code) }
    }

    /// The functions of the nodes below `node` (itself included) that have their own.
    private func writeFunctions(under node: Int, depth: Int, into code: inout SwiftCode) {
        if hasOwnFunction(node) {
            writeFunction(node, depth: depth, into: &code)
            return
        }
        for child in layout.nodes[node].literalChildren + layout.nodes[node].typedChildren {
            writeFunctions(under: child, depth: depth + 1, into: &code)
        }
    }

    /// The statements that offer the routes ending at `node` and descend into its children; `depth`
    /// positions of the URL are matched.
    private func writeBody(_ node: Int, depth: Int, into code: inout SwiftCode) {
        let current = layout.nodes[node]
        if !current.terminals.isEmpty {
            code.block("if parts.positions.count == \(depth) {") { code in
                for route in current.terminals { writeOffer(route, into: &code) }
            }
        }
        for route in current.tails { writeOffer(route, into: &code) }
        guard !current.literalChildren.isEmpty || !current.typedChildren.isEmpty else { return }
        code.block("if parts.positions.count > \(depth) {") { code in
            let value = "v\(depth)"
            code.line("let \(value) = parts.positions[\(depth)]")
            writeLiteralChildren(of: node, value: value, depth: depth, into: &code)
            for child in current.typedChildren {
                code.block("if \(condition(layout.nodes[child].accepts, value)) {") { code in
                    writeChild(child, depth: depth + 1, into: &code)
                }
            }
        }
    }

    private func writeLiteralChildren(of node: Int, value: String, depth: Int, into code: inout SwiftCode) {
        let children = layout.nodes[node].literalChildren
        guard !children.isEmpty else { return }
        guard !hasChildFunctions(node) else {
            code.line("if let index = Self.literals\(node)[\(value)] { node\(node)Literal(index, parts, &found) }")
            return
        }
        let byDictionary = hasOwnFunction(node)
        code.line(byDictionary ? "switch Self.literals\(node)[\(value)] {" : "switch \(value) {")
        for (index, child) in children.enumerated() {
            guard case .literal(let literal) = layout.nodes[child].accepts else { continue }
            code.line(byDictionary ? "case \(SwiftCode.number(index))?:" : "case \(SwiftCode.literal(literal)):")
            code.indented { code in writeChild(child, depth: depth + 1, into: &code) }
        }
        code.line("default:")
        code.line("  break")
        code.line("}")
    }

    private func writeChild(_ child: Int, depth: Int, into code: inout SwiftCode) {
        if hasOwnFunction(child) {
            code.line("node\(child)(parts, &found)")
        } else {
            writeBody(child, depth: depth, into: &code)
        }
    }

    /// `found.add(...)`, under the route's required query items, one `if` each.
    private func writeOffer(_ route: Int, into code: inout SwiftCode) {
        let compiled = layout.routes[route]
        func offer(from item: Int, into code: inout SwiftCode) {
            guard item < compiled.required.count else {
                code.line("found.add(\(SwiftCode.number(route)), order: \(SwiftCode.number(compiled.pathOrder)))")
                return
            }
            let required = compiled.required[item]
            let value = "q\(item)"
            let lookup = "parts.query[\(SwiftCode.literal(required.key))]"
            let test =
                required.accepts == .text
                ? "\(lookup) != nil" : "let \(value) = \(lookup), \(condition(required.accepts, value))"
            code.block("if \(test) {") { code in offer(from: item + 1, into: &code) }
        }
        guard let fragment = compiled.fragment else {
            offer(from: 0, into: &code)
            return
        }
        code.block("if let fragment = parts.fragment, \(condition(fragment.accepts, "fragment")) {") { code in
            offer(from: 0, into: &code)
        }
    }

    /// What breaks ties between routes with the same rank vector: their required query items and
    /// fragments.
    private func writeTieBreaks(into code: inout SwiftCode) {
        code.line()
        code.doc("The required query keys of a route, sorted, with their ranks.")
        let queries = layout.routes.enumerated().filter { !$0.element.required.isEmpty }.map { index, route in
            let items = route.required.map { "(\(SwiftCode.literal($0.key)), \(SwiftCode.number($0.rank)))" }
            return (
                number: index,
                body: { (code: inout SwiftCode) in code.line("return [\(items.joined(separator: ", "))]") }
            )
        }
        code.routeSwitch(
            "requiredQuery", parameters: "_ route: Int", arguments: "route", result: "[(key: String, rank: Int)]",
            cases: queries, fallback: "return []")
        code.line()
        code.doc("The rank of the fragment a route requires; `Int.max` for one that does not constrain it.")
        let fragments = layout.routes.enumerated().compactMap { index, route in
            route.fragment.map { fragment in
                (
                    number: index,
                    body: { (code: inout SwiftCode) in code.line("return \(SwiftCode.number(fragment.rank))") }
                )
            }
        }
        code.routeSwitch(
            "fragmentRank", parameters: "_ route: Int", arguments: "route", result: "Int", cases: fragments,
            fallback: "return Int.max")
        writeSomeRoutes(
            "condition", result: "String?", values: model.conditions.map { $0.map(SwiftCode.literal) },
            doc: "The run-time condition (`when`) of a route; routes whose conditions differ are alternatives.",
            into: &code)
        writeSomeRoutes(
            "platforms", result: "[String]?",
            values: model.platforms.map { $0.map { "[" + $0.map(SwiftCode.literal).joined(separator: ", ") + "]" } },
            doc: "The platforms a route exists on; nil for all.", into: &code)
    }

    /// A function from a route to a value that only some routes have (`values`, as Swift expressions, by
    /// route; nil for the others).
    private func writeSomeRoutes(
        _ name: String, result: String, values: [String?], doc: String, into code: inout SwiftCode
    ) {
        code.line()
        code.doc(doc)
        let cases = values.enumerated().compactMap { index, value in
            value.map { value in (number: index, body: { (code: inout SwiftCode) in code.line("return \(value)") }) }
        }
        code.routeSwitch(
            name, parameters: "_ route: Int", arguments: "route", result: result, cases: cases, fallback: "return nil")
    }
}
