import NavLintModel
import XCTest

/// The JSON keys the reader knows are written out beside their cases; they must stay the cases' names.
final class SpecKeyNamesTests: XCTestCase {
    func testEachKeyIsNamedAsItsCaseAndSchemaWithADollar() {
        for key in SpecKeys.Key.allCases {
            let expected = key == .schema ? "$schema" : String(describing: key)
            XCTAssertEqual(key.name, expected)
        }
        XCTAssertEqual(Set(SpecKeys.Key.allCases.map(\.name)).count, SpecKeys.Key.allCases.count)
    }
}
