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
    let values: ValueCode

    /// Nodes with more literal children than this get a function of their own and a dictionary.
    static let switchLimit = 8

    /// Each distinct list of values a position or query item accepts, numbered for a static set.
    let valueSets: [[String]: Int]

    init(layout: RouteTableLayout, model: DeepLinkModel) {
        self.layout = layout
        self.model = model
        values = ValueCode(model: model)
        var sets: [[String]: Int] = [:]
        let accepted = layout.nodes.map(\.accepts) + layout.routes.flatMap { $0.required.map(\.accepts) }
        for case .values(let list) in accepted where sets[list] == nil { sets[list] = sets.count }
        valueSets = sets
    }

    private func condition(_ accepts: RouteTableLayout.Accepts, _ text: String) -> String {
        ValueCode.condition(accepts, text) { "valueSet\(valueSets[$0] ?? 0)" }
    }

    func write(into code: inout SwiftCode, dispatch: SwiftGenerator.Dispatch) {
        switch dispatch {
        case .trie: writeTrie(into: &code)
        case .chain: ChainEmitter(layout: layout, condition: condition).write(into: &code)
        }
        writeValueSets(into: &code)
        writeRequiredQuery(into: &code)
        writeMake(into: &code)
    }

    private func writeTrie(into code: inout SwiftCode) {
        code.doc("The index of the route that wins the URL, if one does.")
        code.block("static func winner(_ parts: Parts) -> Int? {") { code in
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

    private func writeValueSets(into code: inout SwiftCode) {
        for (list, number) in valueSets.sorted(by: { $0.value < $1.value }) {
            code.line()
            code.line("private static let valueSet\(number): Set<String> = [")
            for value in list { code.line("  " + SwiftCode.literal(value) + ",") }
            code.line("]")
        }
    }

    private func hasOwnFunction(_ node: Int) -> Bool {
        layout.nodes[node].literalChildren.count > Self.switchLimit
    }

    private func writeFunction(_ node: Int, depth: Int, into code: inout SwiftCode) {
        code.line()
        code.block("private static func node\(node)(_ parts: Parts, _ found: inout Found) {") { code in
            writeBody(node, depth: depth, into: &code)
        }
        let children = layout.nodes[node].literalChildren + layout.nodes[node].typedChildren
        if hasOwnFunction(node) {
            code.line()
            code.line("private static let literals\(node): [String: Int] = [")
            for (index, child) in layout.nodes[node].literalChildren.enumerated() {
                guard case .literal(let literal) = layout.nodes[child].accepts else { continue }
                code.line("  \(SwiftCode.literal(literal)): \(SwiftCode.number(index)),")
            }
            code.line("]")
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
        offer(from: 0, into: &code)
    }

    private func writeRequiredQuery(into code: inout SwiftCode) {
        code.line()
        code.doc("The required query keys of a route, sorted, with their ranks.")
        code.block("static func requiredQuery(_ route: Int) -> [(key: String, rank: Int)] {") { code in
            code.line("switch route {")
            for (index, route) in layout.routes.enumerated() where !route.required.isEmpty {
                let items = route.required.map { "(\(SwiftCode.literal($0.key)), \(SwiftCode.number($0.rank)))" }
                code.line("case \(SwiftCode.number(index)):")
                code.line("  return [\(items.joined(separator: ", "))]")
            }
            code.line("default:")
            code.line("  return []")
            code.line("}")
        }
    }

    private func writeMake(into code: inout SwiftCode) {
        code.line()
        code.doc("The case of a route for the URL it won, or nil when a value is out of Swift's range.")
        code.block("static func make(_ route: Int, _ parts: Parts) -> \(model.typeName)? {") { code in
            code.line("switch route {")
            for linkCase in model.cases {
                code.line("case \(SwiftCode.number(linkCase.entry)):")
                code.indented { code in writeMakeCase(linkCase, into: &code) }
            }
            code.line("default:")
            code.line("  return nil")
            code.line("}")
        }
    }

    private func writeMakeCase(_ linkCase: DeepLinkModel.Case, into code: inout SwiftCode) {
        for (index, parameter) in linkCase.parameters.enumerated() {
            let name = "v\(index)"
            let text = sourceText(parameter.source)
            if parameter.isOptional {
                code.guardElseReturnNil("let \(name) = optional(\(text), \(values.optionalArguments(parameter.type)))")
            } else if let parse = values.parse(parameter.type, text) {
                code.guardElseReturnNil("let \(name) = \(parse)")
            } else {
                code.line("let \(name) = \(text)")
            }
        }
        code.line("return " + DeclarationsEmitter.construction(linkCase, model: model))
    }

    private func sourceText(_ source: DeepLinkModel.Source) -> String {
        switch source {
        case .position(let index): return "parts.positions[\(index)]"
        case .tail(let start): return "tail(parts, from: \(start))"
        case .query(let key, let required):
            return required
                ? "parts.query[\(SwiftCode.literal(key)), default: \"\"]" : "parts.query[\(SwiftCode.literal(key))]"
        }
    }
}
