import XCTest

final class NavLintRenderTestsSmokeTests: XCTestCase {
    func testBuilds() {}
}
