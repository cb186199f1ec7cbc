import NavLintCore

/// The interactive review page (`render -o app.html`): one self-contained HTML file with the drawing, the
/// spec's models, edges, routes, findings and compiled route table, and a script that searches, selects,
/// explains and resolves URLs in the page. It loads nothing from the network (its Content-Security-Policy
/// forbids it), and the same input gives the same bytes.
///
/// Text from the spec never becomes markup: the data travels as JSON in a `<script type="application/json">`
/// block with `<`, `>`, `&` and the line separators escaped, and the script inserts it as text only.
public struct ReviewPage: Sendable {
    /// What the page shows as its diagram.
    public enum Drawing: Sendable {
        /// The Graphviz drawing (the same as `-o .svg`) of the diagram.
        case diagram(Diagram, svg: String)
        /// The spec is past the static diagram's budget (the reason says how): the page draws containers
        /// collapsed to one node each, expanding on click.
        case overBudget(reason: String)
    }

    /// The Content-Security-Policy: inline script and style only, images from `data:` only, no connections.
    public static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
        + "connect-src 'none'; font-src 'none'; base-uri 'none'; form-action 'none'"

    let data: ReviewPageData

    /// - Parameters:
    ///   - resolver: the spec's link resolver; its context's graph and route facts are what the page shows.
    ///   - options: the findings to mark and the coverage to show, as for the diagram; on the page of a
    ///     change, the changes to list.
    ///   - older: on the page of a change, the older version's graph: its routes say which model a finding
    ///     about a route that is gone selects.
    public init(resolver: LinkResolver, options: DiagramOptions, drawing: Drawing, older: NavGraph? = nil) {
        data = ReviewPageData(resolver: resolver, options: options, drawing: drawing, older: older)
    }

    /// The page's HTML.
    public func html() -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>navlint review</title>\n<style>\n" + ReviewPageAssets.style + "</style>\n</head>\n<body>\n"
        page += ReviewPageAssets.body
        page += "<div id=\"navlint-canvas\" tabindex=\"-1\">"
        if case .diagram(_, let svg) = data.drawing { page += Self.inlineSVG(svg) }
        page += "</div>\n</main>\n"
        page += "<script type=\"application/json\" id=\"navlint-data\">"
        page += ScriptText.json(data.json().compact())
        page += "</script>\n<script>\n"
        page += ReviewPageAssets.script
        page += "</script>\n</body>\n</html>\n"
        return page
    }

    /// The `<svg>` element of Graphviz's output, without the XML declaration and doctype before it.
    static func inlineSVG(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...])
    }
}

/// Text placed inside a `<script>` element.
enum ScriptText {
    /// JSON text safe inside `<script type="application/json">`: `<`, `>` and `&` (which occur only inside
    /// strings) as `\u` escapes, so no `</script>` or comment can end the block; U+2028 and U+2029 are
    /// already escaped by ``JSONOutput``.
    static func json(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": output += "\\u003c"
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
