import NavLintRoutes

/// Writes `make`, which builds the case of the route that won a URL from the URL's parts: each
/// parameter's text read from its position, query item or fragment (split by the segment's automaton
/// where it mixes text and placeholders), then converted to its type.
struct MakeEmitter {
    let layout: RouteTableLayout
    let model: DeepLinkModel
    let tables: StaticTables
    let values: ValueCode

    init(layout: RouteTableLayout, model: DeepLinkModel, tables: StaticTables) {
        self.layout = layout
        self.model = model
        self.tables = tables
        values = ValueCode(model: model)
    }

    func write(into code: inout SwiftCode) {
        code.line()
        code.doc("The case of a route for the URL it won, or nil when a value is out of Swift's range.")
        code.routeSwitch(
            "make", parameters: "_ route: Int, _ parts: Parts", arguments: "route, parts",
            result: "\(model.typeName)?",
            cases: model.cases.map { linkCase in
                (number: linkCase.entry, body: { (code: inout SwiftCode) in writeCase(linkCase, into: &code) })
            },
            fallback: "return nil")
    }

    private func writeCase(_ linkCase: DeepLinkModel.Case, into code: inout SwiftCode) {
        var splits = Set<String>()
        for (index, parameter) in linkCase.parameters.enumerated() {
            let name = "v\(index)"
            if parameter.isList, case .query(let key, _, _) = parameter.source {
                let arguments = values.optionalArguments(parameter.type)
                code.guardElseReturnNil("let \(name) = list(parts, \(SwiftCode.literal(key)), \(arguments))")
                continue
            }
            let text = sourceText(parameter.source, route: layout.routes[linkCase.entry], splits: &splits, &code)
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

    /// The String expression of a source's text (optional for an optional query item), after the
    /// statements that split a mixed value into its pieces, written once per value in `splits`.
    private func sourceText(
        _ source: DeepLinkModel.Source, route: RouteTableLayout.Route, splits: inout Set<String>,
        _ code: inout SwiftCode
    ) -> String {
        func split(_ name: String, _ accepts: RouteTableLayout.Accepts?, _ whole: String, optional: Bool) {
            guard splits.insert(name).inserted, case .mixed(let segment)? = accepts else { return }
            let automaton = tables.automaton(segment)
            if optional {
                code.line("let \(name) = \(whole).flatMap { \(automaton).split($0) }")
            } else {
                code.guardElseReturnNil("let \(name) = \(automaton).split(\(whole))")
            }
        }
        switch source {
        case .position(let index, let piece):
            let whole = "parts.positions[\(index)]"
            guard let piece else { return whole }
            split("p\(index)", route.positions[index].accepts, whole, optional: false)
            return "p\(index)[\(piece)]"
        case .tail(let start):
            return "tail(parts, from: \(start))"
        case .query(let key, let required, let piece):
            let literal = SwiftCode.literal(key)
            let whole = required ? "parts.query[\(literal), default: \"\"]" : "parts.query[\(literal)]"
            guard let piece else { return whole }
            let items = required ? route.required : route.optional
            let number = items.firstIndex { $0.key == key } ?? 0
            let name = (required ? "r" : "o") + String(number)
            split(name, items[number].accepts, whole, optional: !required)
            return required ? "\(name)[\(piece)]" : "\(name)?[\(piece)]"
        case .fragment(let piece):
            let whole = "parts.fragment ?? \"\""
            guard let piece else { return whole }
            split("f", route.fragment?.accepts, whole, optional: false)
            return "f[\(piece)]"
        }
    }
}
