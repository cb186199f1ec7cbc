import XCTest

final class NavLintCoreTestsSmokeTests: XCTestCase {
    func testBuilds() {}
}
