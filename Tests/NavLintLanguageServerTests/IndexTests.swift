import Foundation
import NavLintCore
import XCTest

@testable import NavLintLanguageServer

final class IndexTests: XCTestCase {
    /// The samples and the test fixtures that read, every id they name: each occurrence's range holds exactly the
    /// name it stands for.
    func testEveryOccurrenceInTheSamplesCoversItsName() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Samples", "Tests/Fixtures", "Tests/Browser/Fixtures"] {
            let url = root.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(atPath: url.path).filter {
                $0.hasSuffix(".nav") || $0.hasSuffix(".navgraph.json")
            }.map { url.appendingPathComponent($0) }
        }
        XCTAssertGreaterThan(files.count, 10)
        for file in files.sorted(by: { $0.path < $1.path }) {
            let name = file.lastPathComponent
            let bytes = Array(try Data(contentsOf: file))
            let format = SpecFormat(fileName: name, bytes: bytes)
            guard let spec = try? SpecReader.read(bytes, format: format) else { continue }
            let index = SpecIndexBuilder.index(of: spec, document: TextDocument(bytes: bytes), format: format)
            XCTAssertGreaterThan(index.occurrences.count, 10, name)
            for occurrence in index.occurrences {
                let written = String(decoding: bytes[occurrence.range.start..<occurrence.range.end], as: UTF8.self)
                let location = index.document.location(ofOffset: occurrence.range.start)
                XCTAssertEqual(written, occurrence.symbol.member, "\(name):\(location) \(occurrence.symbol)")
            }
            // Every reference to a model, tab or case that the spec defines finds its definition.
            for occurrence in index.occurrences
            where !occurrence.isDefinition && ![.rule, .swiftType].contains(occurrence.symbol.kind) {
                XCTAssertNotNil(index.definition(of: occurrence.symbol), "\(name): \(occurrence.symbol)")
            }
        }
    }

    func testOccurrenceLookupAtEdges() {
        let text = "navgraph 1\nroot A\nscreen A { push B }\nscreen B\n"
        let spec = try! SpecReader.read(Array(text.utf8), format: .nav)
        let index = SpecIndexBuilder.index(of: spec, document: TextDocument(text), format: .nav)
        let start = text.utf8.count - "B\n".utf8.count
        XCTAssertEqual(index.occurrence(at: start)?.symbol, Symbol(kind: .model, name: "B"))
        XCTAssertEqual(index.occurrence(at: start + 1)?.symbol, Symbol(kind: .model, name: "B"), "just past the name")
        XCTAssertNil(index.occurrence(at: 3))
        XCTAssertEqual(index.occurrences(of: Symbol(kind: .model, name: "B")).count, 2)
    }
}
