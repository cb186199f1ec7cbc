import NavLintCore
import NavLintRoutes

/// The compiled route table as JSON for the page's resolver, from ``RouteTableLayout``: each table entry's
/// index in the spec's routes, and the positions, query items and fragment it matches, in compact arrays.
///
/// A position is `[accepts, rank, placeholder]`; `accepts` is `["values", [...]]`, `["int"]`, `["double"]`,
/// `["uuid"]`, `["string"]`, `["text"]` or `["mixed", moves, accepting, piece, placeholders]`, where a move
/// is `[reads, target]` and `reads` is `0` (any), `1` (digit), `2` (hex digit) or a one-character string.
/// A placeholder is `[name, type, offset, ignored]`; a query item `[key, position, isList]`.
enum RouteTableJSON {
    static func json(_ facts: RouteFacts) -> JSONOutput {
        let layout = RouteTableLayout(facts.table)
        let entries = layout.routes.enumerated().map { entry, route -> JSONOutput in
            let machines = layout.machines(ofRoute: entry)
            let spellings = route.hostSpellings.sorted { $0.key < $1.key }.map {
                JSONOutput.Member($0.key, .string($0.value))
            }
            return .object([
                "route": .integer(facts.routeIndex(ofTableEntry: entry)), "bucket": .string(route.bucket),
                "positions": .array(
                    zip(route.positions, machines.positions).map { position($0.accepts, $0.rank, $0.placeholder, $1) }),
                "spellings": .object(spellings), "tail": route.tail.map(placeholder) ?? .null,
                "required": .array(zip(route.required, machines.required).map(queryItem)),
                "optional": .array(zip(route.optional, machines.optional).map(queryItem)),
                "fragment": layout.fragment(ofRoute: entry).map {
                    position($0.accepts, $0.rank, $0.placeholder, machines.fragment)
                } ?? .null,
            ])
        }
        return .object(["tailRank": .integer(RouteTableLayout.tailRank), "entries": .array(entries)])
    }

    private static func queryItem(
        _ item: RouteTableLayout.QueryItem, _ machine: RouteTableLayout.Machine?
    ) -> JSONOutput {
        .array([.string(item.key), position(item.accepts, item.rank, item.placeholder, machine), .bool(item.isList)])
    }

    private static func position(
        _ accepts: RouteTableLayout.Accepts, _ rank: Int, _ placeholder: RoutePlaceholder?,
        _ machine: RouteTableLayout.Machine?
    ) -> JSONOutput {
        .array([machine.map(mixed) ?? values(accepts), .integer(rank), placeholder.map(Self.placeholder) ?? .null])
    }

    private static func placeholder(_ placeholder: RoutePlaceholder) -> JSONOutput {
        let type =
            switch placeholder.type {
            case .oneOf: "enum"
            default: placeholder.type.description
            }
        return .array([
            .string(placeholder.name), .string(type), .integer(placeholder.offset), .bool(placeholder.isIgnored),
        ])
    }

    private static func values(_ accepts: RouteTableLayout.Accepts) -> JSONOutput {
        switch accepts {
        case .literal(let value): .array([.string("values"), .strings([value])])
        case .values(let values): .array([.string("values"), .strings(values)])
        case .int: .strings(["int"])
        case .double: .strings(["double"])
        case .uuid: .strings(["uuid"])
        case .string: .strings(["string"])
        // A mixed position always comes with its machine.
        case .text, .mixed: .strings(["text"])
        }
    }

    private static func mixed(_ machine: RouteTableLayout.Machine) -> JSONOutput {
        let moves = machine.moves.map { moves in
            JSONOutput.array(moves.map { move in .array([reads(move.reads), .integer(move.target)]) })
        }
        return .array([
            .string("mixed"), .array(moves), .array(machine.accepting.map(JSONOutput.bool)),
            .array(machine.piece.map(JSONOutput.integer)),
            .array(machine.placeholders.map { $0.map(placeholder) ?? .null }),
        ])
    }

    private static func reads(_ reads: RouteTableLayout.Reads) -> JSONOutput {
        switch reads {
        case .any: .integer(0)
        case .digit: .integer(1)
        case .hexDigit: .integer(2)
        case .scalar(let scalar): .string(String(scalar))
        }
    }
}
