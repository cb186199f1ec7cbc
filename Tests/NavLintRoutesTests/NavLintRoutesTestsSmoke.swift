import XCTest

final class NavLintRoutesTestsSmokeTests: XCTestCase {
    func testBuilds() {}
}
