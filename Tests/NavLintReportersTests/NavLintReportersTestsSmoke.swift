import XCTest

final class NavLintReportersTestsSmokeTests: XCTestCase {
    func testBuilds() {}
}
