import NavLintCore
import XCTest

/// The readers of an app's configuration files: what they take from each, and where they say a file is wrong.
final class AppConfigReaderTests: XCTestCase {
    private func file(_ path: String, _ text: String) -> AppConfigFile {
        AppConfigFile(path: path, bytes: Array(text.utf8))
    }

    private func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    func testMalformedXMLNamesTheLineAndColumn() {
        let text = plist("  <key>CFBundleURLTypes</key>\n  <array>\n    <dict>\n  </array>")
        XCTAssertThrowsError(try InfoPlistReader.schemes(in: file("Info.plist", text))) { error in
            let error = error as? AppConfigError
            XCTAssertEqual(error?.location, SourceLocation(line: 7, column: 11))
            XCTAssertEqual(error?.message, "not a property list: the XML is not well-formed here")
        }
    }

    func testABrokenBinaryPlistNamesTheFileAlone() {
        let bytes = Array("bplist00".utf8) + [0xFF, 0x00, 0x13]
        XCTAssertThrowsError(try InfoPlistReader.schemes(in: AppConfigFile(path: "Info.plist", bytes: bytes))) {
            XCTAssertEqual(
                ($0 as? AppConfigError)?.description,
                "Info.plist: not a property list (XML or binary) "
                    + "that Foundation can read")
        }
    }

    func testSchemesKeepBuildSettingsAsText() throws {
        let text = plist(
            """
              <key>CFBundleURLTypes</key>
              <array>
                <dict><key>CFBundleURLSchemes</key><array><string>shop</string></array></dict>
                <dict><key>CFBundleURLSchemes</key><array><string>$(APP_SCHEME)</string></array></dict>
              </array>
            """)
        let schemes = try InfoPlistReader.schemes(in: file("Info.plist", text))
        XCTAssertEqual(schemes.map(\.text), ["shop", "$(APP_SCHEME)"])
        XCTAssertEqual(schemes.map(\.hasBuildSetting), [false, true])
        XCTAssertEqual(schemes[0].location, SourceLocation(line: 6, column: 55))
    }

    func testEntitlementsWithWildcardsAndModes() throws {
        let text = plist(
            """
              <key>com.apple.developer.associated-domains</key>
              <array>
                <string>applinks:Shop.Example.com?mode=developer</string>
                <string>applinks:*.example.com?mode=managed</string>
                <string>webcredentials:example.com</string>
              </array>
            """)
        let domains = try EntitlementsReader.applinks(in: file("App.entitlements", text))
        XCTAssertEqual(domains.map(\.host), ["shop.example.com", "example.com"])
        XCTAssertEqual(domains.map(\.mode), ["developer", "managed"])
        XCTAssertTrue(domains[1].covers("www.example.com"))
        XCTAssertFalse(domains[1].covers("example.com"), "a wildcard covers subdomains only")
        let bad = plist(
            """
              <key>com.apple.developer.associated-domains</key>
              <array><string>applinks:example.com?mode=beta</string></array>
            """)
        XCTAssertThrowsError(try EntitlementsReader.applinks(in: file("App.entitlements", bad))) {
            XCTAssertEqual(($0 as? AppConfigError)?.location, SourceLocation(line: 5, column: 18))
        }
    }

    func testAASAInBothFormsWithDefaults() throws {
        let text = """
            {"applinks": {"defaults": {"caseSensitive": false}, "details": [
              {"appID": "A.one", "paths": ["NOT /a/*", "/a%20b/*"]},
              {"appIDs": ["A.two"], "defaults": {"percentEncoded": false},
               "components": [{"/": "/%41", "?": {"q": "?*"}, "#": "x", "exclude": true, "comment": "c"}]}
            ]}}
            """
        let site = try AASAReader.site(file("example.com/apple-app-site-association", text), domain: "Example.com")
        XCTAssertEqual(site.domain, "example.com")
        let old = try XCTUnwrap(site.entry(for: "A.one"))
        XCTAssertEqual(old.components.map(\.summary), ["/a/* (exclude)", "/a b/*"])
        let new = try XCTUnwrap(site.entry(for: "A.two"))
        XCTAssertEqual(new.components.map(\.summary), ["/%41 ?q=?* #x (exclude)"])
        XCTAssertEqual(new.components[0].comment, "c")
        XCTAssertNil(site.entry(for: "A.three"))
        XCTAssertEqual(site.entry(for: nil)?.appIDs, ["A.one"])
    }

    func testAASAErrorsSayWhere() {
        let cases: [(String, String)] = [
            (#"{"applinks": {"details": [{"components": []}]}}"#, "1:27: the entry names no app: add 'appIDs'"),
            (#"{"applinks": {"details": {}}}"#, "1:26: 'details' must be an array, found an object"),
            (#"{"applinks": {"detials": []}}"#, #"1:15: unknown key 'detials' in 'applinks'; did you mean "details"?"#),
            (#"{"applinks": {"details": [{"appID": "A", "paths": ["/%zz"]}]}}"#, "1:52: '/%zz' has a '%' that is "),
            ("{", "1:2: "),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try AASAReader.site(file("a.json", text), domain: "example.com")) { error in
                XCTAssertTrue(String(describing: error).hasPrefix("a.json:" + expected), "\(error)")
            }
        }
    }

    func testHostileAASAFilesAreBounded() throws {
        let many = (0...1_000).map { #"{"/": "/a\#($0)"}"# }.joined(separator: ",")
        let text = #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": ["# + many + "]}]}}"
        XCTAssertThrowsError(try AASAReader.site(file("a.json", text), domain: "example.com")) {
            XCTAssertTrue(String(describing: $0).contains("1001 components"), "\($0)")
        }
        let large = AppConfigFile(path: "a.json", bytes: Array(repeating: 0x20, count: AASAReader.maximumSize + 1))
        XCTAssertThrowsError(try AASAReader.site(large, domain: "example.com")) {
            XCTAssertTrue(String(describing: $0).contains("at most 131072 bytes"), "\($0)")
        }
        let tangled = (0..<1_000).map { #"{"/": "/*x\#($0)*y*"}"# }.joined(separator: ",")
        let aasa = #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": ["# + tangled + "]}]}}"
        let spec = try NavDSLReader.read(
            """
            navgraph 1
            links host example.com
            root Home
            screen Home
            route item "https://example.com/{slug}/{id:int}" -> Home
            """)
        let config = AppConfig.read(
            infoPlists: [], entitlements: [], aasa: [(file("example.com/apple-app-site-association", aasa), nil)],
            appID: nil)
        let comparison = AppLinkComparison(context: LintContext(spec: spec), config: config)
        XCTAssertEqual(comparison.sitesPastBudget, [0])
        XCTAssertEqual(comparison.verdicts.count, 0)
        let findings = AppConfigInvalidRule().check(comparison)
        XCTAssertEqual(findings.map(\.file), ["example.com/apple-app-site-association"])
        XCTAssertTrue(findings.first?.message.contains("1000 components took more than navlint's budget") == true)
    }

    /// The components' unrouted paths are walked only when `aasa-unrouted`, the rule that reads them, is on.
    func testUnroutedComponentsAreLookedForOnlyWhenTheirRuleIsOn() throws {
        let spec = try NavDSLReader.read(
            """
            navgraph 1
            links host example.com
            root Home
            screen Home
            route item "https://example.com/p/{id:int}" -> Home
            """)
        let aasa = #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/blog/*"}]}]}}"#
        let config = AppConfig.read(
            infoPlists: [], entitlements: [], aasa: [(file("example.com/apple-app-site-association", aasa), nil)],
            appID: nil)
        let on = Analysis(spec: spec, file: "shop.nav").appLinks(config)
        XCTAssertEqual(on.unroutedPaths, [["/blog/a"]])
        let unrouted = AASAUnroutedRule.description.id
        let off = Analysis(
            spec: spec, file: "shop.nav",
            settings: AnalysisSettings { $0.id == unrouted ? nil : $0.defaultSeverity })
        XCTAssertEqual(off.appLinks(config).unroutedPaths, [[]])
    }
}
