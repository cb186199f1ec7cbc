import XCTest

final class EndToEndTestsSmokeTests: XCTestCase {
    func testBuilds() {}
}
