import NavLintRoutes

/// Writes the dispatch of a chain of responsibility, the design apps write by hand and the benchmark
/// compares the trie with: one parser per route, tried in turn in precedence order until one matches
/// (called from functions of `CaseSwitch.limit` parsers each, so that the file compiles at 10,000 routes).
struct ChainEmitter {
    let layout: RouteTableLayout
    let tables: StaticTables

    private func condition(_ accepts: RouteTableLayout.Accepts, _ text: String) -> String {
        ValueCode.condition(accepts, text, tables: tables)
    }

    func write(into code: inout SwiftCode) {
        let order = layout.routes.indices.sorted { first, second in
            let (a, b) = (layout.routes[first], layout.routes[second])
            return (a.pathOrder, -a.required.count, first) < (b.pathOrder, -b.required.count, second)
        }
        let blocks = stride(from: 0, to: order.count, by: CaseSwitch.limit).map {
            order[$0..<min($0 + CaseSwitch.limit, order.count)]
        }
        code.doc("The first route, in precedence order, whose parser accepts the URL.")
        code.block("static func winner(_ parts: Parts) -> Int? {") { code in
            for index in blocks.indices { code.line("if let route = chain\(index)(parts) { return route }") }
            code.line("return nil")
        }
        for (index, block) in blocks.enumerated() {
            code.line()
            code.line("@inline(never)")
            code.block("private static func chain\(index)(_ parts: Parts) -> Int? {") { code in
                for route in block { code.line("if route\(route)(parts) { return \(SwiftCode.number(route)) }") }
                code.line("return nil")
            }
        }
        for route in layout.routes.indices { writeParser(route, into: &code) }
    }

    private func writeParser(_ index: Int, into code: inout SwiftCode) {
        let route = layout.routes[index]
        code.line()
        code.block("private static func route\(index)(_ parts: Parts) -> Bool {") { code in
            code.line("guard parts.bucket == \(SwiftCode.literal(route.bucket)) else { return false }")
            let count = "parts.positions.count"
            code.line(
                "guard \(count) \(route.tail == nil ? "==" : ">=") \(route.positions.count) else { return false }")
            for (position, accepts) in route.positions.map(\.accepts).enumerated() {
                code.line("guard \(condition(accepts, "parts.positions[\(position)]")) else { return false }")
            }
            for (number, item) in route.required.enumerated() {
                guard item.accepts != .text else {
                    code.line("guard parts.query[\(SwiftCode.literal(item.key))] != nil else { return false }")
                    continue
                }
                code.line("guard let q\(number) = parts.query[\(SwiftCode.literal(item.key))],")
                code.line("  \(condition(item.accepts, "q\(number)"))")
                code.line("else { return false }")
            }
            if let fragment = route.fragment {
                code.line("guard let fragment = parts.fragment, \(condition(fragment.accepts, "fragment"))")
                code.line("else { return false }")
            }
            code.line("return true")
        }
    }
}
