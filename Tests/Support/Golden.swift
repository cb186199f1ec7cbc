import Foundation
import XCTest

/// Golden files: expected output kept in a test target's `Golden/` folder (copied into its bundle).
/// Run the tests with `NAVLINT_UPDATE_GOLDEN=1` to write the files from the current output instead.
public enum Golden {
    /// Whether this run writes the golden files instead of comparing with them.
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment["NAVLINT_UPDATE_GOLDEN"] == "1" }

    /// Compares `text` with the golden file `name` in `bundle` (the test target's `Bundle.module`); when
    /// updating, writes `text` (atomically) to the `Golden/` folder beside the test file `file` instead.
    public static func assertMatches(
        _ text: String, named name: String, in bundle: Bundle, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        if isUpdating {
            let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Golden")
            try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
            return
        }
        guard let url = bundle.url(forResource: name, withExtension: nil, subdirectory: "Golden") else {
            XCTFail("missing golden file \(name); run with NAVLINT_UPDATE_GOLDEN=1", file: file, line: line)
            return
        }
        let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        XCTAssertEqual(
            text, expected, "output differs from Golden/\(name); if intended, regenerate with NAVLINT_UPDATE_GOLDEN=1",
            file: file, line: line)
    }
}
