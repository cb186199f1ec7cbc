/// What a list of URLs exercises of a spec's routes: the answer to `navlint coverage`.
public struct CoverageReport: Sendable {
    public struct RouteHits: Sendable, Equatable {
        public var id: String
        public var hits: Int
    }

    /// A line of the URL list that is not a URL navlint can read.
    public struct InvalidLine: Sendable, Equatable {
        public var line: Int
        public var text: String
        public var message: String
    }

    /// Every route in spec order with the number of listed URLs it wins (a URL that alternatives tie on counts for
    /// each of them).
    public var routes: [RouteHits]
    /// URLs no route matches, in list order.
    public var unmatched: [String]
    /// URLs on which routes tie, with the tied route ids.
    public var ambiguous: [(url: String, routes: [String])]
    public var invalid: [InvalidLine]
    /// The `!URL` lines: URLs that must match no route. Each names the routes it matches (one when a route
    /// wins, several when they tie), or none when it rightly matches nothing.
    public var mustNotMatch: [(url: String, routes: [String])]
    /// The `!URL` lines that match a route after all: a failure of the coverage gate.
    public var unexpectedMatches: [(url: String, routes: [String])] { mustNotMatch.filter { !$0.routes.isEmpty } }
    /// Screens some route targets, and screens none does, each sorted.
    public var routedScreens: [String]
    public var unroutedScreens: [String]

    /// The share of routes hit at least once, from 0 to 1 (1 when the spec has no routes).
    public var routeCoverage: Double {
        routes.isEmpty ? 1 : Double(routes.count { $0.hits > 0 }) / Double(routes.count)
    }

    /// The URLs checked: the list's valid URLs (matched, tied or unmatched); invalid lines do not count.
    public var urlCount: Int

    /// Resolves every URL of `list`; see ``entries(of:)`` for how the list is read.
    public init(resolver: LinkResolver, list: String) {
        let spec = resolver.context.spec
        var hits = [Int](repeating: 0, count: spec.routes.count)
        unmatched = []
        ambiguous = []
        invalid = []
        mustNotMatch = []
        urlCount = 0
        for entry in Self.entries(of: list) {
            if let problem = entry.problem {
                invalid.append(InvalidLine(line: entry.line, text: entry.text, message: problem))
                continue
            }
            let answer = resolver.resolve(entry.text)
            if entry.mustNotMatch {
                switch answer.outcome {
                case .matched(let route, _): mustNotMatch.append((entry.text, [spec.routes[route].id.value]))
                case .ambiguous(let routes): mustNotMatch.append((entry.text, routes.map { spec.routes[$0].id.value }))
                case .noMatch: mustNotMatch.append((entry.text, []))
                case .invalid(let message):
                    invalid.append(InvalidLine(line: entry.line, text: entry.text, message: message))
                }
                continue
            }
            switch answer.outcome {
            case .matched(let route, _) where answer.alternatives.isEmpty: hits[route] += 1
            case .matched: for alternative in answer.alternatives { hits[alternative.route] += 1 }
            case .ambiguous(let routes): ambiguous.append((entry.text, routes.map { spec.routes[$0].id.value }))
            case .noMatch: unmatched.append(entry.text)
            case .invalid(let message):
                invalid.append(InvalidLine(line: entry.line, text: entry.text, message: message))
                continue
            }
            urlCount += 1
        }
        routes = zip(spec.routes, hits).map { RouteHits(id: $0.id.value, hits: $1) }
        let targets = Set(spec.routes.map(\.target.value))
        let screens = spec.models.filter { $0.kind == .screen }.map(\.id.value)
        routedScreens = screens.filter { targets.contains($0) }.sorted()
        unroutedScreens = screens.filter { !targets.contains($0) }.sorted()
    }

    /// One non-blank, non-comment line of a URL list: its 1-based number, its text without the comment
    /// and surrounding blanks (and without the `!` of a URL that must match nothing), and why it cannot be
    /// a URL when it cannot.
    public struct Entry: Sendable, Equatable {
        public var line: Int
        public var text: String
        public var problem: String?
        /// True for a `!URL` line: the URL must match no route.
        public var mustNotMatch: Bool

        public init(line: Int, text: String, problem: String?, mustNotMatch: Bool = false) {
            self.line = line
            self.text = text
            self.problem = problem
            self.mustNotMatch = mustNotMatch
        }
    }

    /// The entries of a URL list.
    ///
    /// Lines end at LF, CRLF or a lone CR; a leading byte order mark is skipped. Blank lines and lines
    /// whose first non-blank character is `#` are skipped; a `#` after a blank starts a comment that runs
    /// to the end of the line (a URL holds no blanks, so `shop://p/1#top` keeps its fragment while
    /// `shop://p/1  # old link` is the URL `shop://p/1`). A line that starts with `!` is a URL that must
    /// match no route. What is left must be one URL: a line that still holds a blank or a control
    /// character is invalid.
    public static func entries(of list: String) -> [Entry] {
        var entries: [Entry] = []
        for (index, rawLine) in lines(of: list).enumerated() {
            let line = withoutComment(rawLine)
            guard let first = line.firstIndex(where: { !isBlank($0) }),
                let last = line.lastIndex(where: { !isBlank($0) })
            else { continue }
            var text = String(String.UnicodeScalarView(line[first...last]))
            let mustNotMatch = text.hasPrefix("!")
            if mustNotMatch { text.removeFirst() }
            var problem: String?
            if let bad = text.unicodeScalars.first(where: { isBlank($0) || isControl($0) }) {
                problem =
                    isBlank(bad)
                    ? "not one URL: a URL holds no blanks (write %20; a comment after a URL starts with a blank and #)"
                    : "not a URL: it holds the control character U+\(hex(bad.value))"
            }
            if mustNotMatch && text.isEmpty {
                problem = "not a URL: '!' must be followed by the URL that matches no route"
            }
            entries.append(Entry(line: index + 1, text: text, problem: problem, mustNotMatch: mustNotMatch))
        }
        return entries
    }

    /// The lines of `text` as Unicode scalars, split at LF, CRLF and CR, without a leading byte order mark.
    private static func lines(of text: String) -> [Substring.UnicodeScalarView] {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var lines: [Substring.UnicodeScalarView] = []
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(scalars[start..<index])
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            start = index
        }
        if start < scalars.endIndex { lines.append(scalars[start...]) }
        return lines
    }

    /// The line up to a comment: a `#` at its start or after a blank.
    private static func withoutComment(_ line: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
        var previousIsBlank = true
        for index in line.indices {
            let scalar = line[index]
            if scalar == "#" && previousIsBlank { return line[line.startIndex..<index] }
            previousIsBlank = isBlank(scalar)
        }
        return line
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
