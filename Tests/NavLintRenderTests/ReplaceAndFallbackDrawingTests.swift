import NavLintCore
import XCTest

@testable import NavLintRender

/// A `replace` is drawn as a push with a line of its own and a legend entry; a push with a fallback says what it
/// presents outside a stack, in DOT, Mermaid and the page's data.
final class ReplaceAndFallbackDrawingTests: XCTestCase {
    private let text = """
        navgraph 1
        root Stack
        stack Stack root Home
        screen Home {
          push Form "start"
          sheet Cart
        }
        screen Form { replace Done "submit" }
        screen Done
        screen Cart {
          push Done "recommended" fallback sheet
          dismiss
        }
        """

    private func diagram() throws -> Diagram {
        try DiagramBuilder(options: DiagramOptions()).build(try NavDSLReader.read(text))
    }

    func testAReplaceHasItsOwnLineAndLegendEntry() throws {
        let diagram = try diagram()
        let replace = try XCTUnwrap(diagram.edges.first { $0.kind == .navigation(.replace) })
        let push = try XCTUnwrap(diagram.edges.first { $0.kind == .navigation(.push) })
        XCTAssertNotEqual(replace.line, push.line)
        XCTAssertEqual(replace.color, push.color)
        let captions = try XCTUnwrap(diagram.legend).entries.map(\.caption)
        XCTAssertTrue(captions.contains("replace (a push in the origin's place)"), "\(captions)")
        let dot = DOTWriter.write(diagram)
        XCTAssertTrue(dot.contains("replace"), dot)
        let mermaid = MermaidWriter.write(diagram)
        XCTAssertTrue(mermaid.contains("==>"), mermaid)
    }

    func testAFallbackPushSaysWhatItPresentsOutsideAStack() throws {
        let diagram = try diagram()
        let fallback = try XCTUnwrap(diagram.edges.first { $0.classes.contains("navlint-fallback") })
        XCTAssertTrue(fallback.label?.contains("(sheet outside a stack)") == true, "\(fallback.label ?? "")")
        XCTAssertTrue(MermaidWriter.write(diagram).contains("sheet outside a stack"))
        XCTAssertTrue(DOTWriter.write(diagram).contains("sheet outside a stack"))
        let data = ReviewPageData(
            resolver: LinkResolver(spec: try NavDSLReader.read(text)), options: DiagramOptions(),
            drawing: .overBudget(reason: "r"))
        let page = data.json().prettyPrinted()
        XCTAssertTrue(page.contains(#""fallback": "sheet""#), page)
    }
}
