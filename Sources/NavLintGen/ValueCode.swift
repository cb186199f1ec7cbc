import NavLintRoutes

/// The Swift expressions for one parameter's value: its type, how it is read from a URL's text, and
/// how it is written back as text. One place per value type, so that a new placeholder form is one
/// new case here.
struct ValueCode {
    let model: DeepLinkModel

    /// The associated value's type, with `?` for an optional query item, in brackets for a list.
    func swiftType(_ parameter: DeepLinkModel.Parameter) -> String {
        let base: String
        switch parameter.type {
        case .string, .tail: base = "String"
        case .int: base = "Int"
        case .double: base = "Double"
        case .bool: base = "Bool"
        case .uuid: base = "UUID"
        case .enumeration(let index): base = model.valueEnums[index].typeName
        }
        if parameter.isList { return "[" + base + "]" }
        return parameter.isOptional ? base + "?" : base
    }

    /// An expression that turns the String `text` into the value, optional (nil when it does not
    /// convert), or nil for strings and tails, which are their text.
    func parse(_ type: DeepLinkModel.ValueType, _ text: String) -> String? {
        switch type {
        case .string, .tail: return nil
        case .int: return "Int(\(text))"
        case .double: return "double(\(text))"
        case .bool: return "bool(\(text))"
        case .uuid: return "UUID(uuidString: \(text))"
        case .enumeration(let index):
            let valueEnum = model.valueEnums[index]
            if valueEnum.inHost {
                return "caseInsensitive(\(valueEnum.typeName).self, \(text))"
            }
            return "\(valueEnum.typeName)(rawValue: \(text))"
        }
    }

    /// The arguments of `optional(text, ...)` for an optional query item of the type: a lexical test
    /// and a conversion that may still fail (numbers), or one conversion that is the test.
    func optionalArguments(_ type: DeepLinkModel.ValueType) -> String {
        switch type {
        case .string, .tail: return "{ $0 }"
        case .int: return "Lexical.isInt, { Int($0) }"
        case .double: return "Lexical.isDouble, double"
        case .uuid: return "Lexical.isUUID, { UUID(uuidString: $0) }"
        case .bool: return "bool"
        case .enumeration(let index): return "\(model.valueEnums[index].typeName).init(rawValue:)"
        }
    }

    /// The parameter's value `name` as `navlint resolve --format json` prints it: strings without quotes,
    /// a list as its JSON array.
    func text(_ parameter: DeepLinkModel.Parameter, _ name: String) -> String {
        guard parameter.isList else { return text(parameter.type, name) }
        let element: String
        switch parameter.type {
        case .string, .tail: element = "Matcher.jsonString($0)"
        case .uuid, .enumeration: element = "Matcher.jsonString(\(text(parameter.type, "$0")))"
        case .int, .double, .bool: element = text(parameter.type, "$0")
        }
        return "Matcher.jsonArray(\(name).map { \(element) })"
    }

    /// The value `name` as `navlint resolve --format json` prints it (strings without quotes).
    func text(_ type: DeepLinkModel.ValueType, _ name: String) -> String {
        switch type {
        case .string, .tail: return name
        case .int, .bool: return "String(\(name))"
        case .double: return "Matcher.number(\(name))"
        case .uuid: return "\(name).uuidString.lowercased()"
        case .enumeration: return "\(name).rawValue"
        }
    }

    /// The value `name` as URL text, before percent-encoding: doubles without an exponent.
    func urlText(_ type: DeepLinkModel.ValueType, _ name: String) -> String {
        type == .double ? "Matcher.decimal(\(name))" : text(type, name)
    }

    /// The condition that a String expression is accepted by a position, query value or fragment;
    /// `tables` names the static sets of values and automata.
    static func condition(_ accepts: RouteTableLayout.Accepts, _ text: String, tables: StaticTables) -> String {
        switch accepts {
        case .literal(let literal): return "\(text) == \(SwiftCode.literal(literal))"
        case .values(let values): return "\(tables.valueSet(values)).contains(\(text))"
        case .int: return "Lexical.isInt(\(text))"
        case .double: return "Lexical.isDouble(\(text))"
        case .uuid: return "Lexical.isUUID(\(text))"
        case .string: return "!\(text).isEmpty"
        case .text: return "true"
        case .mixed(let segment): return "\(tables.automaton(segment)).contains(\(text))"
        }
    }
}

/// The static tables of a generated matcher: each distinct list of values a position or query value
/// accepts (a `Set<String>`), and each distinct automaton of a segment that mixes text and placeholders,
/// numbered in the order the route table first shows them.
struct StaticTables {
    private(set) var valueSets: [[String]] = []
    private(set) var automata: [[Int]] = []
    private var valueSetNumbers: [[String]: Int] = [:]
    private var automatonNumbers: [[Int]: Int] = [:]

    init(layout: RouteTableLayout) {
        var accepted = layout.nodes.map(\.accepts)
        for route in layout.routes {
            accepted += route.positions.map(\.accepts) + (route.required + route.optional).map(\.accepts)
            if let fragment = route.fragment { accepted.append(fragment.accepts) }
        }
        for accepts in accepted {
            switch accepts {
            case .values(let list) where valueSetNumbers[list] == nil:
                valueSetNumbers[list] = valueSets.count
                valueSets.append(list)
            case .mixed(let segment):
                let table = Self.table(segment)
                if automatonNumbers[table] == nil {
                    automatonNumbers[table] = automata.count
                    automata.append(table)
                }
            default:
                break
            }
        }
    }

    func valueSet(_ values: [String]) -> String { "valueSet\(valueSetNumbers[values] ?? 0)" }

    func automaton(_ segment: RouteTableLayout.MixedSegment) -> String {
        "automaton\(automatonNumbers[Self.table(segment)] ?? 0)"
    }

    /// An automaton as the generated `Automaton` reads it: for each state whether it accepts, its
    /// piece and its number of moves, then each move's class (-1 any, -2 digit, -3 hex digit, else a
    /// scalar's value) and target; the first number is the count of pieces.
    static func table(_ segment: RouteTableLayout.MixedSegment) -> [Int] {
        var table = [segment.placeholders.count]
        for state in segment.moves.indices {
            table += [segment.accepting[state] ? 1 : 0, segment.piece[state], segment.moves[state].count]
            for move in segment.moves[state] {
                switch move.reads {
                case .any: table.append(-1)
                case .digit: table.append(-2)
                case .hexDigit: table.append(-3)
                case .scalar(let scalar): table.append(Int(scalar.value))
                }
                table.append(move.target)
            }
        }
        return table
    }
}
