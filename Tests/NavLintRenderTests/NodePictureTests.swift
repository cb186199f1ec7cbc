import Foundation
import NavLintCore
import NavLintTestSupport
import XCTest

@testable import NavLintRender

/// Screenshots in drawings: only screens and dialogs get one, Graphviz draws it above the name, and the SVG
/// carries the picture's data instead of the file's path.
final class NodePictureTests: XCTestCase {
    private let spec = """
        navgraph 1
        root Main
        stack Main root Home
        screen Home {
          sheet Confirm "Delete"
        }
        dialog Confirm

        """

    /// The spec's diagram with a picture for each model, in `folder/ID.png`.
    private func drawing(folder: String) throws -> Diagram {
        var options = DiagramOptions(legend: false)
        for id in ["Home", "Confirm", "Main"] {
            options.pictures[id] = NodePicture(
                file: folder + "/\(id).png", width: 40, height: 80, href: "data:image/png;base64,\(id)")
        }
        return try DiagramBuilder(options: options).build(try NavDSLReader.read(spec))
    }

    func testOnlyScreensAndDialogsGetTheirPicture() throws {
        let pictured = try drawing(folder: "unused").allNodes.filter { $0.picture != nil }.map(\.id).sorted()
        XCTAssertEqual(pictured, ["model-Confirm", "model-Home"])
    }

    func testTheSVGCarriesThePictureNotTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-pictures-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (id, height) in [("Home", 80), ("Confirm", 30), ("Main", 10)] {
            let file = folder.appendingPathComponent("\(id).png")
            try Data(TestPictures.png(width: 40, height: height)).write(to: file)
        }
        let diagram = try drawing(folder: folder.path)
        let drawn = try GraphvizRenderer.render(diagram, format: .svg).bytes
        let svg = String(decoding: SVGPictures.embed(drawn, of: diagram), as: UTF8.self)
        XCTAssertFalse(svg.contains(folder.path), "the SVG names the scratch file")
        try assertGolden(svg, named: "pictures.svg")
    }

    func testEmbeddingLeavesOtherImagesAlone() {
        var diagram = Diagram(direction: .topToBottom)
        var node = DiagramNode(id: "a", label: "A", shape: .roundedBox)
        node.picture = NodePicture(file: "/tmp/a.png", width: 1, height: 1, href: "data:x")
        diagram.nodes = [node]
        let svg = #"<g><image xlink:href="/tmp/a.png" width="9"/><image xlink:href="/tmp/b.png"/></g>"#
        XCTAssertEqual(
            String(decoding: SVGPictures.embed(Array(svg.utf8), of: diagram), as: UTF8.self),
            #"<g><image class="navlint-thumb" xlink:href="data:x" width="9"/><image xlink:href="/tmp/b.png"/></g>"#)
    }
}
