import NavLintCore
import XCTest

/// The one entry every command runs: a spec read, taken to a platform, resolved and checked once.
final class AnalysisTests: XCTestCase {
    /// Preferences is shown on macOS only: on iPadOS nothing leads to it.
    private static let spec = """
        navgraph 1
        links scheme app
        root Feed
        stack Feed root Timeline
        screen Timeline {
          push Archive
          sheet Preferences platforms macOS
        }
        screen Archive platforms iPadOS, macOS
        screen Preferences { dismiss }
        route timeline "app://timeline" -> Timeline
        route preferences "app://preferences" -> Preferences platforms macOS
        """

    private func analysis(platform: Platform? = nil) throws -> Analysis {
        var settings = AnalysisSettings.defaults
        settings.platform = platform
        return try Analysis(reading: Array(Self.spec.utf8), file: "app.nav", settings: settings)
    }

    func testOnePlatformIsCheckedOnItsGraphAndEveryPlatformOnEachOfTheirs() throws {
        XCTAssertEqual(try analysis(platform: .macOS).diagnostics(), [])
        let phone = try analysis(platform: .iOS).diagnostics().map(\.message)
        XCTAssertEqual(phone, ["screen Preferences is unreachable: no window root leads to it and no route targets it"])
        let every = try analysis().diagnostics().map(\.message)
        XCTAssertEqual(every, [phone[0] + " (on iPadOS)"])
    }

    func testUnderAnotherLinterTheSameSpecIsAnalysedAgain() throws {
        let every = try analysis()
        var settings = AnalysisSettings.defaults
        settings.platform = .iOS
        let phone = every.under(settings)
        XCTAssertEqual(phone.spec.models.map(\.id.value), ["Feed", "Timeline", "Preferences"])
        XCTAssertEqual(phone.readSpec.models.count, 4)
        XCTAssertEqual(phone.diagnostics(), try analysis(platform: .iOS).diagnostics())
    }

    func testTheResolverAndTheRulesReadTheSameRoutes() throws {
        let mac = try analysis(platform: .macOS)
        XCTAssertEqual(mac.routeTable.entries.count, 2)
        guard case .matched(let route, _) = mac.resolver.resolve("app://preferences").outcome else {
            return XCTFail("app://preferences opens no route on macOS")
        }
        XCTAssertEqual(mac.spec.routes[route].id.value, "preferences")
        XCTAssertEqual(try analysis(platform: .iOS).routeTable.entries.count, 1)
    }

    func testAnUnknownRuleInLintDisableIsAnError() throws {
        let bad = Self.spec.replacingOccurrences(
            of: "screen Preferences { dismiss }", with: "screen Preferences {\n  dismiss\n  lint disable nope\n}")
        XCTAssertThrowsError(try Analysis(reading: Array(bad.utf8), file: "app.nav")) { error in
            XCTAssertTrue((error as? SpecErrors)?.description.contains("unknown rule nope") ?? false, "\(error)")
        }
    }
}
