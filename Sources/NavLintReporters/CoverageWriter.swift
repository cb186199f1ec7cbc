import NavLintCore

/// Writes a ``CoverageReport`` as text for a terminal, as the normative JSON, or as Markdown for a
/// pull-request comment. Deterministic: the same report gives the same bytes. Text from the URL list is
/// written with control characters as visible escapes (``singleLine(_:)``), so a list cannot drive a
/// terminal or a CI log.
public enum CoverageWriter {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, markdown
    }

    public static func write(_ report: CoverageReport, format: Format, minimum: Double?) -> String {
        switch format {
        case .text: text(report, minimum: minimum)
        case .json: json(report).prettyPrinted() + "\n"
        case .markdown: markdown(report, minimum: minimum)
        }
    }

    static func percent(_ share: Double) -> String {
        let tenths = (share * 1000).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))%" : "\(tenths)%"
    }

    private static func text(_ report: CoverageReport, minimum: Double?) -> String {
        let hit = report.routes.count { $0.hits > 0 }
        var text =
            "route coverage: \(percent(report.routeCoverage)) (\(hit) of \(report.routes.count) routes hit by "
            + "\(report.urlCount) URLs)"
        if let minimum {
            text +=
                report.routeCoverage * 100 >= minimum
                ? ", meets the minimum of \(Int(minimum))%" : ", BELOW the minimum of \(Int(minimum))%"
        }
        text += "\n"
        let width = report.routes.map(\.id.count).max() ?? 0
        if !report.routes.isEmpty {
            text += "\nhits per route:\n"
            for route in report.routes {
                text +=
                    "  \(route.id.padding(toLength: width, withPad: " ", startingAt: 0))  "
                    + "\(route.hits)\(route.hits == 0 ? "  (never hit)" : "")\n"
            }
        }
        if !report.unmatched.isEmpty {
            text += "\nURLs no route matches:\n" + report.unmatched.map { "  \(singleLine($0))\n" }.joined()
        }
        if !report.ambiguous.isEmpty {
            text +=
                "\nURLs on which routes tie:\n"
                + report.ambiguous.map { "  \(singleLine($0.url))  (\($0.routes.joined(separator: ", ")))\n" }.joined()
        }
        if !report.unexpectedMatches.isEmpty {
            text +=
                "\nURLs that must match no route but do (FAILS):\n"
                + report.unexpectedMatches.map { "  !\(singleLine($0.url))  (\($0.routes.joined(separator: ", ")))\n" }
                .joined()
        }
        if !report.invalid.isEmpty {
            text +=
                "\nlines that are not URLs:\n"
                + report.invalid.map { "  line \($0.line): \(singleLine($0.text)): \(singleLine($0.message))\n" }
                .joined()
        }
        text += "\nscreens with a route: \(report.routedScreens.count); without: \(report.unroutedScreens.count)\n"
        if !report.unroutedScreens.isEmpty {
            text += "  without a route: \(report.unroutedScreens.joined(separator: ", "))\n"
        }
        return text
    }

    /// The normative `coverage --format json` object, plus `ambiguous` and `invalid`, and `mustNotMatch`
    /// when the list has `!URL` lines: each with the routes it matches (empty when it rightly matches none).
    public static func json(_ report: CoverageReport) -> JSONOutput {
        let pairs: KeyValuePairs<String, JSONOutput> = [
            "routes": .array(report.routes.map { .object(["id": .string($0.id), "hits": .integer($0.hits)]) }),
            "unmatched": .strings(report.unmatched),
            "routeCoverage": .number(report.routeCoverage),
            "screens": .object(["routed": .strings(report.routedScreens), "unrouted": .strings(report.unroutedScreens)]
            ),
            "ambiguous": .array(
                report.ambiguous.map { .object(["url": .string($0.url), "routes": .strings($0.routes)]) }),
            "invalid": .array(
                report.invalid.map {
                    .object(["line": .integer($0.line), "text": .string($0.text), "message": .string($0.message)])
                }),
        ]
        var members = pairs.map { JSONOutput.Member($0.key, $0.value) }
        if !report.mustNotMatch.isEmpty {
            members.append(
                JSONOutput.Member(
                    "mustNotMatch",
                    .array(
                        report.mustNotMatch.map { .object(["url": .string($0.url), "routes": .strings($0.routes)]) })))
        }
        return .object(members)
    }

    private static func markdown(_ report: CoverageReport, minimum: Double?) -> String {
        let hit = report.routes.count { $0.hits > 0 }
        var text = "## Deep-link coverage: \(percent(report.routeCoverage))\n\n"
        text += "\(hit) of \(report.routes.count) routes hit by \(report.urlCount) URLs"
        if let minimum {
            text +=
                report.routeCoverage * 100 >= minimum
                ? " (minimum \(Int(minimum))%: met)" : " (minimum \(Int(minimum))%: **not met**)"
        }
        text += ".\n\n"
        if !report.routes.isEmpty {
            text += "| route | hits |\n|---|---:|\n"
            for route in report.routes {
                text += "| `\(cell(route.id))` | \(route.hits == 0 ? "**0**" : String(route.hits)) |\n"
            }
            text += "\n"
        }
        if !report.unmatched.isEmpty {
            text += "URLs no route matches:\n\n" + report.unmatched.map { "- `\(cell($0))`\n" }.joined() + "\n"
        }
        if !report.ambiguous.isEmpty {
            text +=
                "URLs on which routes tie:\n\n"
                + report.ambiguous.map { "- `\(cell($0.url))`: \($0.routes.joined(separator: ", "))\n" }.joined() + "\n"
        }
        if !report.unexpectedMatches.isEmpty {
            text +=
                "URLs that must match no route but do (**fails**):\n\n"
                + report.unexpectedMatches.map { "- `!\(cell($0.url))`: \($0.routes.joined(separator: ", "))\n" }
                .joined() + "\n"
        }
        if !report.invalid.isEmpty {
            text +=
                "Lines that are not URLs:\n\n"
                + report.invalid.map { "- line \($0.line): `\(cell($0.text))`\n" }.joined() + "\n"
        }
        let unrouted = report.unroutedScreens.map { "`\($0)`" }.joined(separator: ", ")
        text += "Screens without a route: \(report.unroutedScreens.isEmpty ? "none" : unrouted)\n"
        return text
    }

    /// `text` for a code span in a table: control characters as visible escapes, `|` escaped, backticks
    /// as quotes (a code span shows everything else literally, `@names` included).
    private static func cell(_ text: String) -> String {
        singleLine(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
    }
}
