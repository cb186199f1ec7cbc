/// One component of an `apple-app-site-association` entry as the comparison reads it: what it asks of a
/// URL's path, query and fragment (nil: anything), and whether it sends the URLs it takes to the web.
package struct LinkComponent: Sendable, Hashable {
    /// The path pattern (`"/"`); nil takes every path.
    package var path: URLGlob?
    /// The whole query (`"?"` as a string); nil takes every query.
    package var query: URLGlob?
    /// Per query item (`"?"` as a dictionary): the URL must carry each key with a value the glob takes.
    package var queryItems: [QueryItem]
    /// The fragment (`"#"`); a URL without one is read as the empty text. Nil takes every fragment.
    package var fragment: URLGlob?
    /// `"exclude": true`: the URLs it takes open the web page instead.
    package var excludes: Bool

    /// A key of a `"?"` dictionary and the glob its value must match.
    package struct QueryItem: Sendable, Hashable {
        package var key: String
        package var value: URLGlob

        package init(key: String, value: URLGlob) {
            self.key = key
            self.value = value
        }
    }

    package init(
        path: URLGlob?, query: URLGlob? = nil, queryItems: [QueryItem] = [], fragment: URLGlob? = nil,
        excludes: Bool = false
    ) {
        self.path = path
        self.query = query
        self.queryItems = queryItems
        self.fragment = fragment
        self.excludes = excludes
    }

    /// Whether it asks nothing of the query and fragment, so that it takes every URL its path takes.
    package var isPathOnly: Bool { query == nil && queryItems.isEmpty && fragment == nil }

    /// Whether it asks the same of the query and fragment as `other`.
    func asksTheSameBesidesThePath(as other: LinkComponent) -> Bool {
        query == other.query && queryItems == other.queryItems && fragment == other.fragment
    }
}

/// How the components of a domain's AASA entry treat the URLs of one https route.
package enum LinkDelivery: Sendable, Hashable {
    /// The app opens every URL of the route.
    case delivered
    /// No URL of the route opens the app: `witness` is one, `decidedBy` the component that sends it to the
    /// web (an exclude), nil when no component takes it.
    case notDelivered(witness: String, decidedBy: Int?)
    /// Some URLs of the route open the app and some, like `witness`, do not.
    case partlyDelivered(witness: String, decidedBy: Int?)
    /// The comparison was past its budget.
    case unknown
}

extension Automaton {
    /// The automaton accepting a text of each piece in turn. A piece's start state has no moves into it,
    /// so each accepting state of a piece takes on the moves out of the next piece's start.
    static func concatenation(_ pieces: [Automaton]) -> Automaton {
        guard var result = pieces.last else { return AutomatonBuilder.single(.text("")) }
        for piece in pieces.dropLast().reversed() {
            let offset = piece.moves.count
            let shifted = result.moves.map { $0.map { Move(reads: $0.reads, target: $0.target + offset) } }
            var moves = piece.moves + shifted
            var accepting = piece.accepting + result.accepting
            for state in piece.moves.indices where piece.accepting[state] {
                moves[state] += shifted[0]
                accepting[state] = result.accepting[0]
            }
            result = Automaton(moves: moves, accepting: accepting, piece: piece.piece + result.piece)
        }
        return result
    }

    /// The union of several automata, from one new start.
    static func union(_ members: [Automaton]) -> Automaton {
        var moves: [[Move]] = [[]]
        var accepting = [false]
        for member in members {
            let offset = moves.count
            let shifted = member.moves.map { $0.map { Move(reads: $0.reads, target: $0.target + offset) } }
            moves[0] += shifted[0]
            accepting[0] = accepting[0] || member.accepting[0]
            moves += shifted
            accepting += member.accepting
        }
        return Automaton(moves: moves, accepting: accepting, piece: Array(repeating: -1, count: moves.count))
    }

    /// Zero or more further path segments (`/a`, `/a/b`), or with `root` the path `/` or one or more.
    static func tail(root: Bool) -> Automaton {
        let move = { (reads: CharacterClass, target: Int) in Move(reads: reads, target: target) }
        if root {
            return Automaton(
                moves: [
                    [move(.scalar("/"), 1)], [move(.any, 2)], [move(.any, 2), move(.scalar("/"), 3)], [move(.any, 2)],
                ],
                accepting: [false, true, true, false], piece: [-1, 0, 0, 0])
        }
        return Automaton(
            moves: [[move(.scalar("/"), 1)], [move(.any, 2)], [move(.any, 2), move(.scalar("/"), 1)]],
            accepting: [true, false, true], piece: [-1, 0, 0])
    }
}
