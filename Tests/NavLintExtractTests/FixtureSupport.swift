import Foundation
import NavLintCore
import NavLintExtract
import XCTest

/// The fixtures folder next to this file, read from the source tree.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every `.swift` file under `folder/name`, with paths relative to it, as the CLI run there would name them.
    static func sources(_ name: String) throws -> [SwiftSource] {
        let root = folder.appendingPathComponent(name)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            SwiftSource(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// Compares text with `Fixtures/name`; with `NAVLINT_UPDATE_GOLDEN=1` rewrites the file instead.
    static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws
    {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden file \(name); run with NAVLINT_UPDATE_GOLDEN=1", file: file, line: line)
            return
        }
        XCTAssertEqual(text, expected, "extraction differs from \(name)", file: file, line: line)
    }
}
