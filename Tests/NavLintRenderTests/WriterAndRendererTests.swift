import Foundation
import NavLintCore
import XCTest

@testable import NavLintRender

#if canImport(FoundationXML)
import FoundationXML
#endif

final class WriterAndRendererTests: XCTestCase {
    private func diagram(_ spec: Spec = Fixtures.shop, _ options: DiagramOptions = DiagramOptions()) throws -> Diagram {
        try DiagramBuilder(options: options).build(spec)
    }

    private var markedOptions: DiagramOptions {
        var options = DiagramOptions(direction: .leftToRight, showBackEdges: true, coverage: ["product": 2, "cart": 0])
        options.mark([
            Diagnostic(
                rule: "unreachable-model", severity: .error, message: "Help is unreachable", file: "x",
                location: Fixtures.here, ids: ["Help"]),
            Diagnostic(
                rule: "ambiguous-route", severity: .warning, message: "product and cart tie", file: "x",
                location: Fixtures.here, ids: ["product", "cart"]),
            Diagnostic(
                rule: "invalid-initial", severity: .note, message: "case note", file: "x",
                location: Fixtures.here, ids: ["App", "loggedIn"]),
        ])
        return options
    }

    private func svg(_ drawing: Diagram) throws -> SVGDocument {
        try SVGDocument(GraphvizRenderer.render(drawing, format: .svg).bytes)
    }

    // MARK: - Golden files

    func testGoldenDOT() throws {
        try assertGolden(DOTWriter.write(diagram()), named: "shop.dot")
        try assertGolden(DOTWriter.write(diagram(Fixtures.shop, markedOptions)), named: "shop-marked-lr.dot")
    }

    func testGoldenMermaid() throws {
        try assertGolden(MermaidWriter.write(diagram()), named: "shop.mmd")
        try assertGolden(MermaidWriter.write(diagram(Fixtures.shop, markedOptions)), named: "shop-marked-lr.mmd")
    }

    // MARK: - DOT

    func testDOTIsAcceptedByDotWithoutWarnings() throws {
        for options in [DiagramOptions(), markedOptions] {
            let result = try runDot(DOTWriter.write(diagram(Fixtures.shop, options)), arguments: ["-Tsvg"])
            XCTAssertEqual(result.status, 0, result.errors)
            XCTAssertEqual(result.errors, "")
            XCTAssertNoThrow(try SVGDocument(Array(result.output)))
        }
    }

    /// In-process SVG is drawn with the dot layout and the core renderer only (Graphviz's own font
    /// metrics, no Pango): `dot` with just those plugins draws the DOT export the same, byte for byte.
    func testInProcessSVGMatchesDotOnTheDOTExport() throws {
        let drawing = try diagram(Fixtures.shop, markedOptions)
        let plugins = try corePluginFolder()
        defer { try? FileManager.default.removeItem(at: plugins) }
        let result = try runDot(DOTWriter.write(drawing), arguments: ["-Tsvg"], environment: ["GVBINDIR": plugins.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(
            normalisedSVG(Array(result.output)), normalisedSVG(try GraphvizRenderer.render(drawing, format: .svg).bytes)
        )
    }

    func testDOTQuoting() {
        XCTAssertEqual(DOTWriter.quote("a\"b"), "\"a\\\"b\"")
        XCTAssertEqual(DOTWriter.quote("a\\"), "\"a\\\\\"")
        XCTAssertEqual(GraphvizForm.escString("x\\N&amp;\ny\r\nz\u{0}"), "x\\\\N&amp;amp;\\ny\\nz ")
    }

    /// dot 2.43 corrupts its heap freeing a labelled edge that lies within one rank; such edges never get
    /// an ordinary label, and `newrank` keeps constraining edges off a single rank.
    func testNoEdgeThatMayLieFlatCarriesAnOrdinaryLabel() throws {
        for drawing in [
            try diagram(), try diagram(Fixtures.shop, markedOptions), try diagram(generatedSpec(screens: 60)),
        ] {
            XCTAssertTrue(GraphvizForm.graph(drawing).contains { $0 == ("newrank", "true") })
            for edge in drawing.edges where GraphvizForm.labelKey(edge) == "label" {
                XCTAssertTrue(edge.constrains && edge.minimumLength != 0, edge.id)
            }
            let lateral = drawing.edges.filter { !$0.constrains && $0.label != nil }
            XCTAssertTrue(lateral.allSatisfy { GraphvizForm.edge($0).contains { $0.key == "xlabel" } })
        }
    }

    // MARK: - SVG structure

    func testSVGHasANodePerModelAndClassesPerEdgeKind() throws {
        let svg = try svg(diagram(Fixtures.shop, markedOptions))
        let nodeIDs = try svg.ids(withClass: "node")
        for model in Fixtures.shop.models {
            XCTAssertTrue(nodeIDs.contains("model-\(model.id.value)"), "no SVG node for \(model.id.value)")
        }
        XCTAssertTrue(nodeIDs.contains("navlint-title"))
        XCTAssertTrue(try svg.ids(withClass: "navlint-screen").contains("model-ProductDetail"))
        XCTAssertTrue(try svg.ids(withClass: "navlint-dialog").contains("model-ConfirmLogout"))
        XCTAssertTrue(try svg.ids(withClass: "navlint-route").contains("route-product"))
        for kind in EdgeKind.allCases {
            XCTAssertFalse(try svg.groups(withClass: "navlint-edge-\(kind.rawValue)").isEmpty, "no \(kind) edge in SVG")
        }
        XCTAssertFalse(try svg.groups(withClass: "navlint-edge-finding").isEmpty)
        let clusterIDs = try svg.ids(withClass: "cluster")
        for id in [
            "cluster-App", "cluster-MainTabs", "cluster-MainTabs-tab-home", "cluster-HomeStack", "cluster-Mail",
            "cluster-Mail-detail", "cluster-App-case-loggedOut",
        ] {
            XCTAssertTrue(clusterIDs.contains(id), "no cluster \(id)")
        }
        XCTAssertTrue(try svg.ids(withClass: "navlint-tabs").contains("cluster-MainTabs"))
        // The legend is the graph's label, not a cluster.
        XCTAssertFalse(clusterIDs.contains { $0.contains("legend") })
        let texts = try svg.texts()
        XCTAssertTrue(texts.contains("Legend"))
        XCTAssertTrue(texts.contains("error (\u{26A0} names the rule)"))
        // Marks, their badges and coverage reach the SVG.
        let help = try XCTUnwrap(try svg.groups(withClass: "navlint-error").first)
        XCTAssertEqual(help.value(of: "id"), "model-Help")
        XCTAssertTrue(help.xmlString.contains("Help is unreachable"))
        XCTAssertTrue(texts.contains("\u{26A0} unreachable-model"))
        XCTAssertTrue(texts.contains("\u{2139} invalid-initial"))
        XCTAssertTrue(try svg.ids(withClass: "navlint-note").contains("cluster-App-case-loggedIn"))
        let covered = try XCTUnwrap(try svg.groups(withClass: "navlint-covered").first)
        XCTAssertTrue(covered.xmlString.contains("fill=\"\(VisualLanguage.coveredFill)\""))
        let uncovered = try XCTUnwrap(try svg.groups(withClass: "navlint-uncovered").first)
        XCTAssertTrue(uncovered.xmlString.contains("fill=\"\(VisualLanguage.uncoveredFill)\""))
    }

    func testEntryPointsShareTheFirstRankAlone() throws {
        var options = DiagramOptions()
        options.mark([
            Diagnostic(
                rule: "unreachable-model", severity: .error, message: "x", file: "x",
                location: Fixtures.here, ids: ["Orphan"])
        ])
        var spec = Fixtures.shop
        spec.models.append(Fixtures.screen("Orphan", [Fixtures.edge(.push, to: Fixtures.to("Cart"))]))
        let drawing = try diagram(spec, options)
        let positions = try svg(drawing).nodeCentres()
        let top = try XCTUnwrap(positions["window-main"]).y
        for id in ["window-waiting", "route-product", "route-cart", "route-subscription", "navlint-title"] {
            XCTAssertEqual(try XCTUnwrap(positions[id]).y, top, accuracy: 8, id)
        }
        for (id, centre) in positions where id.hasPrefix("model-") || id.hasPrefix("url-") {
            XCTAssertGreaterThan(centre.y, top + 20, "\(id) shares the entry rank")
        }
    }

    func testTabsCasesAndColumnsKeepSpecOrder() throws {
        for direction in Diagram.Direction.allCases {
            // Marks and back edges pull parts around; the order holds anyway.
            var options = markedOptions
            options.direction = direction
            let boxes = try svg(diagram(Fixtures.shop, options)).clusterBoxes()
            func start(_ id: String) throws -> Double {
                let box = try XCTUnwrap(boxes[id], id)
                return direction == .topToBottom ? box.minX : box.minY
            }
            let orders = [
                ["cluster-MainTabs-tab-home", "cluster-MainTabs-tab-settings", "cluster-MainTabs-tab-mail"],
                ["cluster-Mail-sidebar", "cluster-Mail-content", "cluster-Mail-detail"],
                ["cluster-App-case-loggedOut", "cluster-App-case-loggedIn"],
            ]
            for order in orders {
                for (first, second) in zip(order, order.dropFirst()) {
                    XCTAssertLessThan(try start(first), try start(second), "\(direction): \(first) before \(second)")
                }
            }
        }
    }

    func testSpecTextStaysInertInSVG() throws {
        let hostile = "<script>alert(1)</script>"
        let spec = Spec(
            version: Fixtures.loc(1), app: Fixtures.loc("\"><svg onload=alert(1)>"), root: Fixtures.loc("Evil"),
            models: [
                Model(
                    id: Fixtures.loc("Evil"), content: .screen, title: Fixtures.loc(hostile),
                    doc: Fixtures.loc("&foo; \\N \\G ]]> <!--"),
                    edges: [
                        Fixtures.edge(.openURL, to: .url(Fixtures.loc("javascript:alert(1)")), label: "<b>x</b>"),
                        Fixtures.edge(.push, to: Fixtures.to("&amp;"), when: "a\\\"b"),
                    ],
                    location: Fixtures.here)
            ],
            routes: [Fixtures.route("r", "x://<img src=x onerror=alert(1)>", "Evil")])
        var options = DiagramOptions()
        options.mark([
            Diagnostic(
                rule: "r", severity: .warning, message: hostile, file: "x", location: Fixtures.here, ids: ["Evil"])
        ])
        let drawing = try diagram(spec, options)
        let bytes = try GraphvizRenderer.render(drawing, format: .svg).bytes
        let svg = try SVGDocument(bytes)
        let elements = try svg.allElements()
        let names = Set(elements.compactMap(\.localName))
        XCTAssertFalse(names.contains("script"))
        XCTAssertFalse(names.contains("img"))
        for element in elements {
            for attribute in element.attributes ?? [] {
                let name = attribute.localName ?? ""
                XCTAssertFalse(
                    name == "href" || name.hasPrefix("on"), "attribute \(attribute.name ?? "") on \(element.name ?? "")"
                )
            }
        }
        let texts = try svg.texts()
        XCTAssertTrue(texts.contains("\"\(hostile)\""), "title not shown as text: \(texts)")
        XCTAssertTrue(texts.contains("\"><svg onload=alert(1)>"))
        XCTAssertTrue(texts.contains("javascript:alert(1)"))
        XCTAssertTrue(texts.contains("openURL: <b>x</b>"))
        XCTAssertTrue(texts.contains("&amp;"))
        XCTAssertTrue(texts.contains("[a\\\"b]"))
        // The same SVG comes from dot reading the DOT export, so the DOT quoting holds too.
        let plugins = try corePluginFolder()
        defer { try? FileManager.default.removeItem(at: plugins) }
        let viaDot = try runDot(DOTWriter.write(drawing), arguments: ["-Tsvg"], environment: ["GVBINDIR": plugins.path])
        XCTAssertEqual(normalisedSVG(Array(viaDot.output)), normalisedSVG(bytes))

        let mermaid = MermaidWriter.write(drawing)
        XCTAssertFalse(mermaid.contains("<script"))
        XCTAssertFalse(mermaid.contains("<img"))
        XCTAssertTrue(mermaid.contains("#60;script#62;alert(1)#60;/script#62;"))
    }

    // MARK: - Mermaid

    func testMermaidStructure() throws {
        let text = MermaidWriter.write(try diagram(Fixtures.shop, DiagramOptions(legend: false)))
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.first, "flowchart TD")
        XCTAssertTrue(lines.contains("subgraph cluster_MainTabs[\"tabs MainTabs\"]"))
        XCTAssertTrue(lines.contains("model_Home(\"Home<br/>#34;Shop#34;\")"))
        XCTAssertTrue(lines.contains("model_Home -->|\"browse\"| model_ProductList"))
        XCTAssertTrue(lines.contains("model_Home -.->|\"sheet: cart<br/>(stacked)\"| model_Cart"))
        XCTAssertTrue(lines.contains("model_ProductDetail ==>|\"fullScreenCover<br/>(stacked)\"| model_Checkout"))
        XCTAssertEqual(lines.filter { $0.hasPrefix("subgraph ") }.count, lines.filter { $0 == "end" }.count)
        // Edges to a container end at its subgraph; no empty anchor circles are left over.
        XCTAssertTrue(lines.contains("window_main ==> cluster_App"))
        XCTAssertTrue(lines.contains("model_Home -->|\"selectTab\"| cluster_SettingsStack"))
        XCTAssertFalse(lines.contains { $0.hasSuffix("((\" \"))") })
        XCTAssertFalse(text.contains("structure"), "invisible layout edges are left out")
        let edgeCount = lines.filter { $0.contains("-->") || $0.contains("-.->") || $0.contains("==>") }.count
        let styled = lines.filter { $0.hasPrefix("linkStyle ") }.flatMap {
            $0.split(separator: " ")[1].split(separator: ",").compactMap { Int($0) }
        }
        XCTAssertEqual(styled.sorted(), Array(0..<edgeCount))
        let lr = MermaidWriter.write(try diagram(Fixtures.shop, DiagramOptions(direction: .leftToRight)))
        XCTAssertTrue(lr.hasPrefix("flowchart LR\n"))
        XCTAssertTrue(lr.contains("navlint_legend[\"Legend<br/>"))
    }

    func testMermaidKeepsAnAnchorWhereAnEdgeLinksAContainerToItsInside() {
        let drawing = Diagram(
            nodes: [DiagramNode(id: "out", label: "out", shape: .roundedBox)],
            clusters: [
                DiagramCluster(
                    id: "cluster-S", label: "stack S",
                    nodes: [
                        DiagramNode(id: "model-S", label: "", shape: .point, anchorOf: "cluster-S"),
                        DiagramNode(id: "in", label: "in", shape: .roundedBox),
                    ])
            ],
            edges: [
                DiagramEdge(id: "a", from: "out", to: "model-S", kind: .route),
                DiagramEdge(id: "b", from: "in", to: "model-S", kind: .navigation(.setRoot)),
            ])
        let text = MermaidWriter.write(drawing)
        XCTAssertTrue(text.contains("  out --> cluster_S\n"))
        XCTAssertTrue(text.contains("  in --> model_S\n"))
        XCTAssertTrue(text.contains("    model_S((\" \"))\n"))
        XCTAssertTrue(text.contains("fill:none,stroke:none"))
    }

    func testMermaidEscapingAndIds() {
        XCTAssertEqual(MermaidWriter.escape("a \"b\" #1 <i>&`\nc"), "a #34;b#34; #35;1 #60;i#62;#38;#96;<br/>c")
        XCTAssertEqual(MermaidWriter.escape("%%{init: {}}%%"), "#37;#37;{init: {}}#37;#37;")
        let drawing = Diagram(
            nodes: [
                DiagramNode(id: "model-end", label: "[x]{y}|z", shape: .roundedBox),
                DiagramNode(id: "model_end", label: "b", shape: .box),
                DiagramNode(id: "9", label: "c", shape: .box),
            ], edges: [DiagramEdge(id: "e", from: "model-end", to: "model_end", kind: .route)])
        let text = MermaidWriter.write(drawing)
        XCTAssertTrue(text.contains("  model_end(\"[x]{y}|z\")\n"))
        XCTAssertTrue(text.contains("  model_end_2[\"b\"]\n"))
        XCTAssertTrue(text.contains("  n_9[\"c\"]\n"))
        XCTAssertTrue(text.contains("  model_end --> model_end_2\n"))
    }

    // MARK: - Images

    func testPNGAndPDF() throws {
        let drawing = try diagram()
        let png = try GraphvizRenderer.render(drawing, format: .png).bytes
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let pdf = try GraphvizRenderer.render(drawing, format: .pdf).bytes
        XCTAssertEqual(Array(pdf.prefix(4)), Array("%PDF".utf8))
        XCTAssertTrue(String(decoding: pdf, as: UTF8.self).contains("/CreationDate (D:19700101000000"))
    }

    func testAPreparedContextDrawsTheSamePicture() throws {
        let drawing = try diagram(Fixtures.shop, markedOptions)
        let direct = try GraphvizRenderer.render(drawing, format: .svg)
        GraphvizRenderer.prepare(.svg)
        XCTAssertEqual(try GraphvizRenderer.render(drawing, format: .svg), direct)
        // A preparation for another format is dropped, and one that is never used can be waited for.
        GraphvizRenderer.prepare(.png)
        XCTAssertEqual(try GraphvizRenderer.render(drawing, format: .svg), direct)
        GraphvizRenderer.prepare(.pdf)
        GraphvizRenderer.finishPreparing()
        XCTAssertEqual(Array(try GraphvizRenderer.render(drawing, format: .pdf).bytes.prefix(4)), Array("%PDF".utf8))
    }

    func testSameInputSameBytesInEveryFormat() throws {
        let first = try diagram(Fixtures.shop, markedOptions)
        let second = try diagram(Fixtures.shop, markedOptions)
        XCTAssertEqual(first, second)
        XCTAssertEqual(DOTWriter.write(first), DOTWriter.write(second))
        XCTAssertEqual(MermaidWriter.write(first), MermaidWriter.write(second))
        for format in GraphvizRenderer.Format.allCases {
            XCTAssertEqual(
                try GraphvizRenderer.render(first, format: format), try GraphvizRenderer.render(second, format: format),
                "\(format)")
        }
    }

    func testPDFDatesAreNormalisedInPlace() {
        let text =
            "1 0 obj\n<< /Producer (cairo)\n   /CreationDate (D:20261123000842+01'00)\n   /ModDate (D:2026)\n>>\nxref"
        let normalised = String(decoding: DeterministicPDF.normalised(Array(text.utf8)), as: UTF8.self)
        XCTAssertEqual(normalised.count, text.count)
        XCTAssertTrue(normalised.contains("/CreationDate (D:19700101000000+00'00)"))
        XCTAssertTrue(normalised.contains("/ModDate (D:1970)"))
        XCTAssertTrue(normalised.hasSuffix(">>\nxref"))
    }

    // MARK: - Graphviz failures and messages

    func testMissingPluginsBecomeAClearError() throws {
        XCTAssertThrowsError(try GraphvizRenderer.render(diagram(), format: .svg, engine: "dot", plugins: .none)) {
            error in
            guard case .pluginMissing(let kind, let name, let message)? = error as? GraphvizError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(kind, "layout")
            XCTAssertEqual(name, "dot")
            XCTAssertTrue(message.contains("Layout type: \"dot\" not recognized"), message)
            XCTAssertTrue("\(error)".contains("dot -c"))
        }
        XCTAssertThrowsError(
            try GraphvizRenderer.render(diagram(), format: .svg, engine: "no-such-engine", plugins: .configured))
        // A failure leaves Graphviz usable.
        XCTAssertNoThrow(try GraphvizRenderer.render(diagram(), format: .svg))
    }

    func testAHalfRegisteredRendererIsAMissingPlugin() {
        let error = GraphvizRenderer.classify(stage: "render", name: "png", message: "renderer for png is unavailable")
        guard case .pluginMissing(let kind, let name, _) = error else { return XCTFail("unexpected \(error)") }
        XCTAssertEqual(kind, "output format")
        XCTAssertEqual(name, "png")
        XCTAssertTrue(error.description.contains("dot -c"))
        XCTAssertEqual(
            GraphvizRenderer.classify(stage: "layout", name: "dot", message: "trouble in init_rank"),
            .failed(stage: "layout", message: "trouble in init_rank"))
    }

    func testACrashInsideGraphvizBecomesAnError() throws {
        XCTAssertThrowsError(
            try GraphvizRenderer.render(diagram(), format: .svg, engine: "dot", plugins: .configured, fault: .abort)
        ) { error in
            guard case .crashed(let signal)? = error as? GraphvizError else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(signal.lowercased().contains("abort"), signal)
            XCTAssertTrue("\(error)".contains("--focus"))
        }
        XCTAssertNoThrow(try GraphvizRenderer.render(diagram(), format: .svg))
    }

    func testALayoutPastTheTimeLimitIsStopped() throws {
        XCTAssertThrowsError(
            try GraphvizRenderer.render(
                diagram(), format: .svg, engine: "dot", plugins: .configured, timeout: 0.2, fault: .hang)
        ) { error in
            guard case .timedOut(let seconds, _, _)? = error as? GraphvizError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(seconds, 0.2)
            XCTAssertTrue("\(error)".contains("--timeout"))
            XCTAssertTrue("\(error)".contains("--focus ID --depth N"))
        }
        XCTAssertNoThrow(try GraphvizRenderer.render(diagram(), format: .svg))
    }

    func testWarningsAfterASuccessfulLayoutAreReported() throws {
        let drawing = Diagram(nodes: [
            DiagramNode(id: "a", label: "a", shape: .box, attributes: ["shape": "no-such-shape"])
        ])
        let rendering = try GraphvizRenderer.render(drawing, format: .svg)
        XCTAssertTrue(rendering.warnings.contains { $0.contains("no-such-shape") }, "\(rendering.warnings)")
        XCTAssertEqual(try GraphvizRenderer.render(diagram(), format: .svg).warnings, [])
    }

    func testGraphvizMessagesAreSplitAndCounted() {
        let messages = GraphvizMessages("Warning: a\nin label of node x\nError: b\nWarning: a\nin label of node x\n")
        XCTAssertEqual(messages.entries.map(\.text), ["a in label of node x", "b", "a in label of node x"])
        XCTAssertEqual(messages.errorText, "b")
        XCTAssertEqual(messages.advice.count, 1)
        XCTAssertTrue(messages.advice[0].hasPrefix("Graphviz reported 2 other problems"), messages.advice[0])
        XCTAssertTrue(messages.advice[0].contains("\"a in label of node x\""), messages.advice[0])
        // Plugins that print to standard error: cairo scaling a bitmap down, for one.
        let printed = GraphvizMessages(
            printedBy: "(null): graph is too large for cairo-renderer bitmaps. Scaling by 0.5 to fit\n")
        XCTAssertEqual(
            printed.entries.map(\.text), ["graph is too large for cairo-renderer bitmaps. Scaling by 0.5 to fit"])
    }

    func testLayoutTroubleBecomesAdviceThatNamesWhatToDo() {
        let text = """
            Warning: lost model-Explore model-HashtagTimeline edge
            Warning: lost model-Home window-main edge
            Error: trouble in init_rank
            \tmodel-A 2
            """
        let printed = """
            libpath/shortest.c:324: triangulation failed
            libpath/shortest.c:200: source point not in any triangle
            """
        let advice = GraphvizMessages(text).merged(with: GraphvizMessages(printedBy: printed)).advice
        XCTAssertEqual(advice.count, 3, "\(advice)")
        XCTAssertEqual(advice[0], GraphvizMessages.rankingAdvice)
        let lost = "2 edges inside its cluster (Explore \u{2192} HashtagTimeline, Home \u{2192} window-main)"
        XCTAssertTrue(advice[1].contains(lost), advice[1])
        XCTAssertTrue(advice[2].contains("could not route 2 edge lines"), advice[2])
        for line in advice {
            XCTAssertTrue(line.contains("--overview"), line)
            XCTAssertFalse(line.contains("libpath") || line.contains("init_rank") || line.contains("lost "), line)
        }
    }
}

extension SVGDocument {
    /// Every text shown, one string per `<text>` element.
    func texts() throws -> Set<String> {
        Set(try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue))
    }

    /// The centre of each node's shape, by node id, from its polygon, path or ellipse.
    func nodeCentres() throws -> [String: (x: Double, y: Double)] {
        var result: [String: (x: Double, y: Double)] = [:]
        for group in try groups(withClass: "node") {
            guard let id = group.value(of: "id"), let box = Self.box(of: group) else { continue }
            result[id] = ((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)
        }
        return result
    }

    /// Each cluster's outline box, by cluster id.
    func clusterBoxes() throws -> [String: (minX: Double, minY: Double, maxX: Double, maxY: Double)] {
        var result: [String: (minX: Double, minY: Double, maxX: Double, maxY: Double)] = [:]
        for group in try groups(withClass: "cluster") {
            if let id = group.value(of: "id"), let box = Self.box(of: group) { result[id] = box }
        }
        return result
    }

    private static func box(of group: XMLElement) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var xs: [Double] = []
        var ys: [Double] = []
        // Elements with a tooltip wrap their shapes in a link: look at every descendant.
        for child in (try? group.nodes(forXPath: ".//*")) ?? [] {
            guard let shape = child as? XMLElement else { continue }
            switch shape.localName {
            case "polygon", "path":
                let numbers = (shape.value(of: "points") ?? shape.value(of: "d") ?? "")
                    .split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
                for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
                    xs.append(numbers[pair])
                    ys.append(numbers[pair + 1])
                }
            case "ellipse", "text":
                if let x = shape.value(of: "cx") ?? shape.value(of: "x"),
                    let y = shape.value(of: "cy") ?? shape.value(of: "y"),
                    let cx = Double(x), let cy = Double(y)
                {
                    xs.append(cx)
                    ys.append(cy)
                }
            default:
                continue
            }
            if shape.localName != "text" { break }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX, minY, maxX, maxY)
    }
}
