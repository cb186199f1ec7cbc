import Foundation
import XCTest

/// `check` with the app's own configuration: XML and binary Info.plists, entitlements with a wildcard and a
/// mode, AASA files in the components and the paths form, given as options or by `app:` in `.navlint.yml`.
final class AppLinksCommandTests: XCTestCase {
    private static let fixtures = NavLintRunner.packageRoot.appendingPathComponent("Tests/Fixtures/AppLinks")
    private static let aasa = "shop.example.com/.well-known/apple-app-site-association"
    private static let mobileAASA = "m.shop.example.com/apple-app-site-association"

    private func check(_ arguments: [String], in folder: URL = fixtures) throws -> NavLintRunner.Result {
        try NavLintRunner.run(["check"] + arguments, in: folder)
    }

    private func lines(_ result: NavLintRunner.Result, rule: String) -> [String] {
        result.stdout.split(separator: "\n").map(String.init).filter { $0.hasSuffix("[\(rule)]") }
    }

    func testEveryRuleOnTheShopFixture() throws {
        let result = try check([
            "shop.nav", "--info-plist", "App/Info.plist", "--entitlements", "App/App.entitlements",
            "--aasa", Self.aasa, "--aasa", Self.mobileAASA, "--app-id", "ABCDE12345.com.example.shop",
        ])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(
            lines(result, rule: "link-partly-delivered").first,
            "shop.nav:8:15: warning: some URLs of route product do not open the app: https://shop.example.com/p/0 "
                + "goes to the web: component 1 (/p/0* (exclude)) at line 8 of \(Self.aasa) takes it first "
                + "[link-partly-delivered]")
        XCTAssertEqual(
            lines(result, rule: "link-not-delivered"),
            [
                "shop.nav:9:14: error: no URL of route orders opens the app: https://shop.example.com/orders/0 goes "
                    + "to the web: no component of \(Self.aasa) takes it [link-not-delivered]",
                "shop.nav:11:14: error: no URL of route mobile opens the app: https://m.shop.example.com/account/0 "
                    + "goes to the web: component 1 (/account/* (exclude)) at line 7 of \(Self.mobileAASA) takes it "
                    + "first [link-not-delivered]",
            ])
        XCTAssertEqual(lines(result, rule: "link-domain-unassociated").count, 1, result.stdout)
        XCTAssertTrue(lines(result, rule: "link-domain-unassociated")[0].contains("www.example.com"))
        XCTAssertEqual(
            lines(result, rule: "aasa-shadowed"),
            [
                "\(Self.aasa):10:11: warning: component 3 (/p/1) at line 10 never decides: component 2 (/p/*) at "
                    + "line 9 takes every URL it takes first [aasa-shadowed]"
            ])
        XCTAssertTrue(
            lines(result, rule: "aasa-unrouted").contains(
                "\(Self.aasa):12:11: warning: component 5 (/blog/*) at line 12 hands https://shop.example.com/blog/a "
                    + "to the app, and no route of the spec matches it [aasa-unrouted]"))
        XCTAssertEqual(
            lines(result, rule: "scheme-unrouted"),
            ["App/Info.plist:15:13: note: the scheme legacyshop is registered, and no route uses it [scheme-unrouted]"])
        XCTAssertEqual(lines(result, rule: "link-scheme-unregistered"), [])
    }

    func testTheSameRunGivesTheSameBytes() throws {
        let arguments = ["shop.nav", "--aasa", Self.aasa, "--format", "json"]
        XCTAssertEqual(try check(arguments).stdout, try check(arguments).stdout)
    }

    func testTheAppSectionOfTheConfigurationReadsABinaryPlist() throws {
        let result = try check(["shop.nav"], in: Self.fixtures.appendingPathComponent("Configured"))
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let schemes = lines(result, rule: "scheme-unrouted")
        XCTAssertEqual(schemes.count, 1, result.stdout)
        XCTAssertTrue(
            schemes[0].hasSuffix(
                "App/Info-binary.plist:1:1: note: the scheme legacyshop is registered, "
                    + "and no route uses it [scheme-unrouted]"), schemes[0])
        XCTAssertEqual(lines(result, rule: "link-partly-delivered").count, 2, result.stdout)
        XCTAssertEqual(lines(result, rule: "app-config-invalid"), [])
    }

    func testAnUnregisteredSchemeAndAnUnexpandedOne() throws {
        let unregistered = try check(["shop.nav", "--info-plist", "Widget/Info.plist"])
        XCTAssertEqual(lines(unregistered, rule: "link-scheme-unregistered"), [])
        XCTAssertEqual(
            lines(unregistered, rule: "scheme-unrouted"),
            [
                "Widget/Info.plist:10:13: note: the scheme $(WIDGET_SCHEME) is a build setting, which navlint does "
                    + "not expand: routes are not checked against the Info.plist's schemes [scheme-unrouted]"
            ])
        let plist = try NavLintRunner.temporaryFolder(for: self).appendingPathComponent("Info.plist")
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("App/Info.plist"), encoding: .utf8)
        try text.replacingOccurrences(of: "<string>shop</string>", with: "<string>store</string>")
            .write(to: plist, atomically: true, encoding: .utf8)
        let result = try check(["shop.nav", "--info-plist", plist.path])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(
            lines(result, rule: "link-scheme-unregistered"),
            [
                "shop.nav:7:12: error: route home uses the scheme shop, which no Info.plist given registers "
                    + "(CFBundleURLSchemes), so iOS never opens the app for it [link-scheme-unregistered]"
            ])
    }

    func testAnAASAForAnotherAppIsMissingTheApp() throws {
        let result = try check(["shop.nav", "--aasa", Self.aasa, "--app-id", "ZZZZZ99999.com.other.app"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(
            lines(result, rule: "aasa-app-missing"),
            [
                "\(Self.aasa):2:15: error: the AASA file of shop.example.com has no applinks.details entry for "
                    + "ZZZZZ99999.com.other.app, so iOS opens none of its links in the app [aasa-app-missing]"
            ])
        XCTAssertEqual(lines(result, rule: "link-not-delivered"), [])
    }

    func testABadFileExitsWithTwoAndSaysWhere() throws {
        let result = try check(["shop.nav", "--aasa", "shop.example.com=broken-aasa.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            lines(result, rule: "app-config-invalid"),
            [
                "broken-aasa.json:4:83: error: unknown key 'exlude' in a component; did you mean \"exclude\"? "
                    + "[app-config-invalid]"
            ])
        let garbage = try check(["shop.nav", "--info-plist", "shop.nav", "--entitlements", "missing.entitlements"])
        XCTAssertEqual(garbage.status, 2)
        XCTAssertEqual(
            lines(garbage, rule: "app-config-invalid"),
            [
                "missing.entitlements:1:1: error: cannot read missing.entitlements: No such file or directory "
                    + "[app-config-invalid]",
                "shop.nav:1:1: error: not a property list: an XML one starts with '<', a binary one with 'bplist' "
                    + "[app-config-invalid]",
            ])
        XCTAssertEqual(
            lines(garbage, rule: "link-domain-unassociated"), [], "entitlements that were not read judge nothing")
    }

    func testAnAASAOutsideADomainFolderNeedsItsDomain() throws {
        let result = try check(["shop.nav", "--aasa", "broken-aasa.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(lines(result, rule: "app-config-invalid").first?.contains("cannot tell which domain") == true)
    }

    func testVerboseNamesTheDomainsWithoutAnAASA() throws {
        let result = try check(["shop.nav", "--aasa", Self.aasa, "--verbose"])
        XCTAssertTrue(result.stderr.contains("no AASA file was given for m.shop.example.com"), result.stderr)
        XCTAssertTrue(result.stderr.contains("no AASA file was given for www.example.com"), result.stderr)
        let quiet = try check(["shop.nav", "--aasa", Self.aasa])
        XCTAssertFalse(quiet.stderr.contains("no AASA file"), quiet.stderr)
    }

    func testCoverageCountsTheAASAComponentsAsURLs() throws {
        let result = try NavLintRunner.run(
            ["coverage", "shop.nav", "--aasa", Self.aasa, "--format", "json"], in: Self.fixtures)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["unmatched"] as? [String], ["https://shop.example.com/blog/a"], result.stdout)
        let routes = try XCTUnwrap(report["routes"] as? [[String: Any]])
        let hits = Dictionary(
            uniqueKeysWithValues: routes.map { ($0["id"] as? String ?? "", $0["hits"] as? Int ?? -1) })
        XCTAssertEqual(hits["product"], 2, result.stdout)
        XCTAssertEqual(hits["search"], 1, result.stdout)
        XCTAssertEqual(hits["orders"], 0, result.stdout)
        let none = try NavLintRunner.run(["coverage", "shop.nav"], in: Self.fixtures)
        XCTAssertEqual(none.status, 2, none.stderr)
        XCTAssertTrue(none.stderr.contains("--urls FILE, --aasa FILE or both"), none.stderr)
        let broken = try NavLintRunner.run(
            ["coverage", "shop.nav", "--aasa", "shop.example.com=broken-aasa.json"], in: Self.fixtures)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("broken-aasa.json:4:83: unknown key 'exlude'"), broken.stderr)
    }

    func testDrawingsAndTheReviewPageMarkRoutesThatAreNotDelivered() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let dot = folder.appendingPathComponent("shop.dot").path
        let page = folder.appendingPathComponent("shop.html").path
        for output in [dot, page] {
            let result = try NavLintRunner.run(
                ["render", "shop.nav", "-o", output, "--aasa", Self.aasa, "--entitlements", "App/App.entitlements"],
                in: Self.fixtures)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let lines = try String(contentsOfFile: dot, encoding: .utf8).split(separator: "\n")
        func line(ofRoute id: String) -> String {
            lines.first { $0.contains("\"route-\(id)\" [") }.map(String.init) ?? ""
        }
        XCTAssertTrue(line(ofRoute: "product").contains("\\n⊘ link partly delivered"), line(ofRoute: "product"))
        XCTAssertTrue(line(ofRoute: "orders").contains("\\n⊘ link not delivered"), line(ofRoute: "orders"))
        XCTAssertTrue(line(ofRoute: "www").contains("\\n⊘ domain not associated"), line(ofRoute: "www"))
        XCTAssertFalse(line(ofRoute: "home").contains("⊘"), line(ofRoute: "home"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(
            html.contains(
                #""undelivered":[{"rule":"link-partly-delivered","severity":"warning","message":"some URLs of route "#
                    + #"product do not open the app: https://shop.example.com/p/0 goes to the web: component 1 "#),
            "the page carries why the route is not delivered")
        let plain = try NavLintRunner.run(["render", "shop.nav", "-o", dot], in: Self.fixtures)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(try String(contentsOfFile: dot, encoding: .utf8).contains("⊘"))
    }
}
