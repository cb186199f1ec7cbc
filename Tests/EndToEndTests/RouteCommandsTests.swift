import Foundation
import XCTest

/// `resolve`, `examples` and `coverage` on the bundled samples, through the built binary.
final class RouteCommandsTests: XCTestCase {
    private let countries = "Samples/CountriesTabs.navgraph.json"
    private let deepLinks = "Samples/DeepLinkTabs.navgraph.json"

    func testResolvePrintsRouteParamsAndPath() throws {
        let result = try NavLintRunner.run([
            "resolve", countries, "https://WWW.Example.com/?alpha3code=ITA&utm_source=mail",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("route: country"), result.stdout)
        XCTAssertTrue(result.stdout.contains(#"params: code = "ITA""#), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("path: MainTabs ▸ [home] CountriesStack ▸ CountriesList ▸ push CountryDetails"),
            result.stdout)
    }

    func testResolveJSONFollowsTheContract() throws {
        let result = try NavLintRunner.run([
            "resolve", "--format", "json", deepLinks, "dla://products?id=30", "dla://nowhere",
        ])
        XCTAssertEqual(result.status, 1, "an unmatched URL fails the run")
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        let first = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        XCTAssertEqual(first["route"] as? String, "product")
        XCTAssertEqual((first["params"] as? [String: Any])?["id"] as? Int, 30)
        XCTAssertEqual(first["path"] as? [String], ["MainTabs", "ProductsStack", "ProductList", "ProductDetail"])
        XCTAssertTrue(first["ambiguous"] is NSNull)
        let second = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        XCTAssertTrue(second["route"] is NSNull)
    }

    func testResolveReportsATieAsAmbiguous() throws {
        let result = try NavLintRunner.run([
            "resolve", "--format", "json", "Samples/Broken/ambiguous-route.navgraph.json", "dla://Settings?id=5",
        ])
        XCTAssertEqual(result.status, 1)
        let answer = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(answer["ambiguous"] as? [String], ["product", "settings-section"])
        XCTAssertTrue(answer["route"] is NSNull)
    }

    func testExplainListsEveryCandidate() throws {
        let result = try NavLintRunner.run(["resolve", "--explain", deepLinks, "dla://Products?id=30"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("candidates:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("won:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("outranked:"), result.stdout)
    }

    /// When no URL can be parsed nothing was resolved: the arguments are wrong (exit 2).
    func testInvalidURLExitsTwo() throws {
        let result = try NavLintRunner.run(["resolve", deepLinks, "not a url"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stdout.contains("not a URL"), result.stdout)
        XCTAssertEqual(try NavLintRunner.run(["resolve", deepLinks, "not a url", "nor this"]).status, 2)
    }

    /// Among URLs that resolve, one that cannot be parsed is reported with the reason and counts as
    /// matching nothing (exit 1), after every URL has been answered.
    func testAnUnparseableURLAmongOthersMatchesNothing() throws {
        let result = try NavLintRunner.run(["resolve", deepLinks, "not a url", "dla://products?id=30"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.contains("not a url\n  no route matches: not a URL navlint can read"), result.stdout)
        XCTAssertTrue(result.stdout.contains("route: product"), "the other URL is still resolved: \(result.stdout)")

        let json = try NavLintRunner.run(["resolve", "--format", "json", deepLinks, "dla://products?id=30", "::"])
        XCTAssertEqual(json.status, 1)
        let lines = json.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        let second = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        XCTAssertTrue(second["route"] is NSNull)
        XCTAssertNotNil(second["error"] as? String)
    }

    func testResolveShowsNoControlCharacters() throws {
        let result = try NavLintRunner.run(["resolve", deepLinks, "dla://products?id=\u{1B}[2J", "dla://x"])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), result.stdout)
        XCTAssertTrue(result.stdout.contains(#"\u{1B}[2J"#), result.stdout)
    }

    /// Every example URL resolves back to its own route, for every sample.
    func testExamplesResolveBackToTheirRoutes() throws {
        let samples = try FileManager.default.contentsOfDirectory(
            atPath: NavLintRunner.packageRoot.appendingPathComponent("Samples").path
        )
        .filter { $0.hasSuffix(".navgraph.json") }.sorted()
        XCTAssertFalse(samples.isEmpty)
        for sample in samples {
            let path = "Samples/" + sample
            let listed = try NavLintRunner.run(["examples", "--format", "json", path])
            XCTAssertEqual(listed.status, 0, listed.stderr)
            let pairs = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
            let urls = pairs.compactMap { $0["url"] as? String }
            XCTAssertEqual(urls.count, pairs.count, "\(sample): every route of a clean sample has an example")
            guard !urls.isEmpty else { continue }
            let resolved = try NavLintRunner.run(["resolve", "--format", "json", path] + urls)
            XCTAssertEqual(resolved.status, 0, "\(sample): \(resolved.stdout)")
            let answers = resolved.stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            XCTAssertEqual(answers.map { $0["route"] as? String }, pairs.map { $0["route"] as? String }, sample)
        }
    }

    func testCoverageGateAndInvalidLines() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let list = folder.appendingPathComponent("urls.txt")
        try Data(
            """
            # links from the support team
            https://www.example.com/?alpha3code=ITA
            https://www.100items.com/details?id=75
            countries://nowhere/at/all
            not a url

            """.utf8
        ).write(to: list)
        let spec = NavLintRunner.packageRoot.appendingPathComponent(countries).path
        let passing = try NavLintRunner.run(
            ["coverage", spec, "--urls", list.path, "--min", "50", "--format", "json"], in: folder)
        XCTAssertEqual(passing.status, 0, passing.stderr)
        XCTAssertTrue(
            passing.stderr.contains("urls.txt:5:"), "the invalid line is named with its number: \(passing.stderr)")
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(passing.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["routeCoverage"] as? Double, 0.5)
        XCTAssertEqual(report["unmatched"] as? [String], ["countries://nowhere/at/all"])
        let routes = try XCTUnwrap(report["routes"] as? [[String: Any]])
        XCTAssertEqual(routes.first { $0["id"] as? String == "item" }?["hits"] as? Int, 1)
        let screens = try XCTUnwrap(report["screens"] as? [String: [String]])
        XCTAssertEqual(
            screens["routed"],
            ["CountryDetails", "ItemDetails", "MoreActions"].filter { screens["routed"]?.contains($0) == true })
        XCTAssertFalse(screens["unrouted"]?.isEmpty ?? true)
        let failing = try NavLintRunner.run(["coverage", spec, "--urls", list.path, "--min", "80"], in: folder)
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stdout.contains("BELOW the minimum of 80%"), failing.stdout)
        let markdown = try NavLintRunner.run(
            ["coverage", spec, "--urls", list.path, "--format", "markdown"], in: folder)
        XCTAssertTrue(markdown.stdout.hasPrefix("## Deep-link coverage: 50%"), markdown.stdout)
    }

    /// CRLF line ends, a byte order mark and trailing comments, as lists exported on other systems have.
    func testCoverageReadsListsFromOtherSystems() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let list = folder.appendingPathComponent("urls.txt")
        try Data(
            ("\u{FEFF}https://www.example.com/?alpha3code=ITA\r\n"
                + "https://www.100items.com/details?id=75   # from the app\r\n"
                + "https://www.100items.com/details?id=76 old link\r\n" + "\u{1B}]0;x\u{07}countries://nowhere\r\n")
                .utf8
        ).write(to: list)
        let spec = NavLintRunner.packageRoot.appendingPathComponent(countries).path
        let result = try NavLintRunner.run(["coverage", spec, "--urls", list.path], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("route coverage: 50% (2 of 4 routes hit by 2 URLs)"), result.stdout)
        XCTAssertTrue(result.stderr.contains("urls.txt:3: not one URL"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("urls.txt:4: not a URL: it holds the control character U+001B"), result.stderr)
        XCTAssertFalse(
            result.stdout.contains("\u{1B}") || result.stderr.contains("\u{1B}"), "no raw escape reaches the terminal")
        XCTAssertTrue(result.stdout.contains(#"line 4: \u{1B}]0;x\u{7}countries://nowhere"#), result.stdout)
    }

    /// An explicit --config is read and validated even when --min makes its coverage.min unnecessary.
    func testCoverageAlwaysReadsTheConfiguration() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try Data("rules:\n  modal-trapp: off\n".utf8).write(to: folder.appendingPathComponent("bad.yml"))
        try Data("https://www.100items.com/details?id=75\n".utf8).write(to: folder.appendingPathComponent("urls.txt"))
        let spec = NavLintRunner.packageRoot.appendingPathComponent(countries).path
        let bad = try NavLintRunner.run(
            ["coverage", spec, "--urls", "urls.txt", "--config", "bad.yml", "--min", "10"], in: folder)
        XCTAssertEqual(bad.status, 2, bad.stdout)
        XCTAssertTrue(bad.stderr.contains("bad.yml:2:3:"), bad.stderr)
        let missing = try NavLintRunner.run(
            ["coverage", spec, "--urls", "urls.txt", "--config", "missing.yml", "--min", "10"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("missing.yml"), missing.stderr)
        try Data("coverage:\n  min: 90\n".utf8).write(to: folder.appendingPathComponent("good.yml"))
        XCTAssertEqual(
            try NavLintRunner.run(
                ["coverage", spec, "--urls", "urls.txt", "--config", "good.yml", "--min", "10"], in: folder
            ).status, 0, "--min wins over coverage.min")
    }

    func testCoverageMinimumFromConfiguration() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = folder.appendingPathComponent("App.navgraph.json")
        try FileManager.default.copyItem(at: NavLintRunner.packageRoot.appendingPathComponent(countries), to: spec)
        try Data("coverage:\n  min: 90\n".utf8).write(to: folder.appendingPathComponent(".navlint.yml"))
        try Data("https://www.100items.com/details?id=75\n".utf8).write(to: folder.appendingPathComponent("urls.txt"))
        let result = try NavLintRunner.run(["coverage", "App.navgraph.json", "--urls", "urls.txt"], in: folder)
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("minimum of 90%"), result.stdout)
    }
}
