import Foundation
import NavLintCore
import XCTest

/// `navlint diff` compares behaviour: what each link opens, not the text of the spec.
final class DiffBehaviourTests: XCTestCase {
    /// Also the header of the tests over the second edition's route forms (DiffRouteFormsTests.swift).
    static let header = """
        navgraph 1
        links scheme shop, host example.com, host "*.example.com", anyHost
        root Home
        screen Home(id: String?, name: String?)
        screen Product(id: String?)
        screen Profile(name: String)

        """

    func diagnostics(_ old: String, _ new: String) throws -> [Diagnostic] {
        Analysis(spec: try NavDSLReader.read(Self.header + new), file: "new.nav").diagnostics(
            comparedWith: Analysis(spec: try NavDSLReader.read(Self.header + old), file: "old.nav"), by: .defaults)
    }

    func testEverySampleAgainstItselfGivesNothing() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: SampleFiles.samplesDirectory.path)
            .filter(SpecFormat.isSpecFileName).sorted()
        XCTAssertFalse(samples.isEmpty)
        for name in samples {
            let bytes = try SampleFiles.bytes(of: SampleFiles.samplesDirectory.appendingPathComponent(name))
            let spec = try SpecReader.read(bytes, format: SpecFormat(fileName: name, bytes: bytes))
            let found = Analysis(spec: spec, file: name).diagnostics(
                comparedWith: Analysis(spec: spec, file: name), by: .defaults)
            XCTAssertEqual(found.map(\.message), [], name)
        }
    }

    func testAdditionsOnlyGiveNoError() throws {
        let name = "DeepLinkTabs.navgraph.json"
        let spec = try JSONSpecReader.read(
            SampleFiles.bytes(of: SampleFiles.samplesDirectory.appendingPathComponent(name)))
        var added = spec
        let target = try XCTUnwrap(spec.routes.first).target
        let scheme = try XCTUnwrap(spec.links?.schemes.first).value
        added.routes.append(
            Route(
                id: Located("brandNew", at: SourceLocation(line: 999, column: 1)),
                pattern: Located("\(scheme)://brand-new-place/{code}", at: SourceLocation(line: 999, column: 10)),
                target: target, location: SourceLocation(line: 999, column: 1)))
        let found = Analysis(spec: added, file: name).diagnostics(
            comparedWith: Analysis(spec: spec, file: name), by: .defaults)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(found.map(\.rule), ["route-added"])
        XCTAssertEqual(found.first?.ids, ["brandNew"])
    }

    func testReorderedRoutesAndRenamedIdsAreSilent() throws {
        let old = """
            route a "shop://a/{id:int}" -> Product
            route b "shop://b/{name}" -> Profile
            """
        let new = """
            route bee "shop://b/{name}" -> Profile
            route a2 "shop://a/{id:int}" -> Product
            """
        XCTAssertEqual(try diagnostics(old, new).map(\.message), [])
    }

    func testPlaceholderRenamedWithTheSameTypeIsOnlyAWarning() throws {
        let found = try diagnostics(
            #"route p "shop://p/{id:int}" -> Product"#,
            #"route p "shop://p/{pid:int}" -> Product bind Product.id = pid"#)
        XCTAssertEqual(found.map(\.rule), ["route-param-renamed"])
        XCTAssertEqual(found.first?.severity, .warning)
    }

    func testWidenedTypeIsANoteAndNeverNarrowed() throws {
        let found = try diagnostics(#"route p "shop://p/{id:int}" -> Product"#, #"route p "shop://p/{id}" -> Product"#)
        XCTAssertEqual(found.map(\.rule), ["route-widened"])
        XCTAssertEqual(found.first?.severity, .note)
    }

    func testAddedRouteThatTakesNoOldURLIsOnlyANote() throws {
        let found = try diagnostics(
            #"route user "shop://users/{name}" -> Profile"#,
            "route user \"shop://users/{name}\" -> Profile\nroute me \"shop://me/{name}\" -> Home")
        XCTAssertEqual(found.map(\.rule), ["route-added"])
    }

    func testTypedRouteInFrontOfAStringOneIsCaughtWithItsURL() throws {
        let found = try diagnostics(
            #"route item "shop://items/{id}" -> Product"#,
            "route item \"shop://items/{id}\" -> Product\nroute legacy \"shop://items/{id:int}\" -> Home")
        let retargeted = try XCTUnwrap(found.first { $0.rule == "route-retargeted" })
        XCTAssertTrue(
            retargeted.message.contains("shop://items/1 opened Product (route item) and now opens Home (route legacy)"),
            retargeted.message)
        XCTAssertEqual(retargeted.ids, ["item", "legacy"])
        XCTAssertEqual(retargeted.file, "new.nav")
    }

    /// An unchanged route is compared through its twin only when no changed route overlaps it, however many
    /// unchanged routes overlap it too (more than a lookup in the whole new table returns).
    func testTakeoverBehindManyUnchangedOverlappingRoutesIsCaught() throws {
        let unchanged = (0..<300).map { #"route fixed\#($0) "shop://items/code\#($0)" -> Home"# }
            .joined(separator: "\n")
        let found = try diagnostics(
            "route item \"shop://items/{id}\" -> Product\n" + unchanged,
            "route item \"shop://items/{id}\" -> Product\n" + unchanged
                + "\nroute legacy \"shop://items/special\" -> Profile")
        let retargeted = try XCTUnwrap(found.first { $0.rule == "route-retargeted" }, "\(found.map(\.message))")
        XCTAssertEqual(retargeted.ids, ["item", "legacy"])
        XCTAssertTrue(retargeted.message.contains("shop://items/special"), retargeted.message)
    }

    func testNarrowedTypeIsReportedInsteadOfRemovedOrRetargeted() throws {
        let found = try diagnostics(
            #"route p "shop://p/{id}" -> Product"#,
            "route p \"shop://p/{id:int}\" -> Product\nroute rest \"shop://p/{rest*}\" -> Home")
        XCTAssertEqual(Set(found.filter { $0.severity == .error }.map(\.rule)), ["route-param-narrowed"])
        XCTAssertTrue(found.contains { $0.message.contains("no longer accepts \"a\"") })
    }

    func testRouteMovedUnderANewIdWithoutReplacesIsSilentAndWithReplacesANote() throws {
        let old = #"route old "shop://p/{id:int}" -> Product"#
        XCTAssertEqual(try diagnostics(old, #"route new "shop://p/{id:int}" -> Product"#).map(\.rule), [])
        XCTAssertEqual(
            try diagnostics(old, #"route new "shop://p/{id:int}" -> Product replaces old"#).map(\.rule),
            ["route-replaced"])
        let broken = try diagnostics(old, #"route new "shop://q/{id:int}" -> Product replaces old"#).map(\.rule)
        XCTAssertTrue(broken.contains("route-removed"), "\(broken)")
        XCTAssertFalse(broken.contains("route-replaced"))
    }

    func testConfiguredSeveritiesAndInlineDisables() throws {
        let old =
            "route gone \"shop://gone\" -> Home {\n  lint disable route-removed\n}\nroute other \"shop://other\" -> Home"
        let differ = SpecDiffer { $0.id == "route-removed" ? .warning : $0.defaultSeverity }
        let found = Analysis(spec: try NavDSLReader.read(Self.header), file: "new.nav").diagnostics(
            comparedWith: Analysis(spec: try NavDSLReader.read(Self.header + old), file: "old.nav"), by: differ)
        XCTAssertEqual(found.map(\.ids), [["other"]])
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertEqual(found.first?.file, "old.nav")
    }

    func testReplacesRoundTripsThroughBothFormats() throws {
        let dsl = Self.header + "route p \"shop://p/{id}\" -> Product replaces old-p, older\n"
        let spec = try NavDSLReader.read(dsl)
        XCTAssertEqual(spec.routes.first?.replaces.map(\.value), ["old-p", "older"])
        let json = JSONSpecWriter.write(spec)
        XCTAssertTrue(json.contains("\"target\": \"Product\",\n      \"replaces\": [\"old-p\", \"older\"]\n"), json)
        let reread = try JSONSpecReader.read(Array(json.utf8))
        XCTAssertEqual(reread.routes.first?.replaces.map(\.value), ["old-p", "older"])
        XCTAssertTrue(NavDSLWriter.write(reread).contains("replaces old-p, older"))
    }

    func testAReplacedRouteIdMustBeARouteId() {
        let json =
            #"{"navgraph": 1, "root": "A", "models": [{"id": "A", "kind": "screen"}], "routes": [{"id": "r", "pattern": "a:b", "target": "A", "replaces": ["not a id"]}]}"#
        XCTAssertThrowsError(try JSONSpecReader.read(Array(json.utf8))) { error in
            XCTAssertTrue("\(error)".contains("replaced route id"), "\(error)")
        }
    }
}
