import NavLintCore
import XCTest

@testable import NavLintExtract

/// `#if os(...)` branches give the edges in them `platforms`; other conditions are a note.
final class PlatformBranchTests: XCTestCase {
    private func platforms(_ body: String) -> ([String: [String]], [String]) {
        let text = """
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    NavigationStack {
            \(body)
                    }
                }
            }
            struct AView: View { var body: some View { Text("a") } }
            struct BView: View { var body: some View { Text("b") } }
            struct CView: View { var body: some View { Text("c") } }
            """
        let extraction = SwiftExtractor.extract([SwiftSource(path: "Home.swift", text: text)])
        let home = extraction.spec.models.first { $0.id.value == "HomeView" }
        var found: [String: [String]] = [:]
        for edge in home?.edges ?? [] {
            found[edge.target.modelID?.value ?? ""] = edge.platforms?.platforms.map(\.value.rawValue) ?? ["all"]
        }
        return (found, extraction.notes.map(\.message))
    }

    func testBranchesElseIfAndElseGetTheirPlatforms() {
        let (found, notes) = platforms(
            """
            #if os(iOS) || os(visionOS)
            NavigationLink("a") { AView() }
            #elseif os(macOS)
            NavigationLink("b") { BView() }
            #else
            NavigationLink("c") { CView() }
            #endif
            """)
        XCTAssertEqual(found["AView"], ["iOS", "iPadOS", "visionOS"])
        XCTAssertEqual(found["BView"], ["macOS"])
        XCTAssertEqual(found["CView"], ["watchOS", "tvOS"])
        XCTAssertEqual(notes, [])
    }

    func testTheSameNavigationInEveryBranchHasNoPlatformsAndNestedBranchesIntersect() {
        let (found, _) = platforms(
            """
            #if os(macOS)
            NavigationLink("a") { AView() }
            #else
            NavigationLink("a") { AView() }
            #if os(watchOS) || os(macOS)
            NavigationLink("b") { BView() }
            #endif
            #endif
            """)
        XCTAssertEqual(found["AView"], ["all"])
        XCTAssertEqual(found["BView"], ["watchOS"])
    }

    func testNegationAndConjunctionOfOperatingSystemsAreRead() {
        let (found, notes) = platforms(
            """
            #if !os(watchOS)
            NavigationLink("a") { AView() }
            #else
            NavigationLink("b") { BView() }
            #endif
            #if (os(iOS) || os(macOS)) && !os(macOS)
            NavigationLink("c") { CView() }
            #endif
            """)
        XCTAssertEqual(found["AView"], ["iOS", "iPadOS", "macOS", "visionOS", "tvOS"])
        XCTAssertEqual(found["BView"], ["watchOS"])
        XCTAssertEqual(found["CView"], ["iOS", "iPadOS"])
        XCTAssertEqual(notes, [])
    }

    func testTabsScreensAndContainersInABranchGetItsPlatforms() throws {
        let text = """
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    TabView {
                        FeedView().tabItem { Text("Feed") }.tag("feed")
                        #if os(iOS)
                        CameraView().tabItem { Text("Camera") }.tag("camera")
                        #endif
                    }
                }
            }
            struct FeedView: View {
                var body: some View {
                    #if !os(watchOS)
                    NavigationStack { Text("feed") }
                    #endif
                }
            }
            #if os(iOS)
            struct CameraView: View { var body: some View { Text("camera") } }
            #endif
            """
        let spec = SwiftExtractor.extract([SwiftSource(path: "Home.swift", text: text)]).spec
        let models = Dictionary(spec.models.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        func names(_ set: PlatformSet?) -> [String] { set?.platforms.map(\.value.rawValue) ?? ["all"] }
        guard case .tabs(let tabs)? = models["HomeViewTabs"]?.content else { return XCTFail("\(spec.models)") }
        XCTAssertEqual(tabs.tabs.map { names($0.platforms) }, [["all"], ["iOS", "iPadOS"]])
        XCTAssertEqual(names(models["CameraView"]?.platforms), ["iOS", "iPadOS"])
        XCTAssertEqual(names(models["FeedViewStack"]?.platforms), ["iOS", "iPadOS", "macOS", "visionOS", "tvOS"])
        XCTAssertEqual(names(models["HomeViewTabs"]?.platforms), ["all"])
        let diagnostics = Analysis(spec: spec, file: "home").diagnostics()
        XCTAssertFalse(diagnostics.contains(where: \.isInputError), "\(diagnostics)")
    }

    func testOtherConditionsKeepEveryBranchWithANote() {
        let (found, notes) = platforms(
            """
            #if os(iOS) && DEBUG
            NavigationLink("a") { AView() }
            #else
            NavigationLink("b") { BView() }
            #endif
            """)
        XCTAssertEqual(found["AView"], ["all"])
        XCTAssertEqual(found["BView"], ["all"])
        XCTAssertEqual(notes.count, 2, "\(notes)")
        XCTAssertTrue(notes[0].contains("#if os(iOS) && DEBUG: every branch kept"), "\(notes)")
    }

    /// Settings opened in a branch of platforms without a Settings scene (iOS) opens nothing there: no edge with an
    /// empty list of platforms, which no spec may hold (found by the Swift-source fuzz harness).
    func testOpeningSettingsWhereNoPlatformHasItGivesNoEdge() throws {
        let text = """
            import SwiftUI
            struct ToolbarView: View {
                @Environment(\\.openSettings) private var openSettings
                var body: some View {
                    #if os(iOS)
                    Button("Settings") { openSettings() }
                    #endif
                }
            }
            """
        let extraction = SwiftExtractor.extract([SwiftSource(path: "Toolbar.swift", text: text)])
        let edges = extraction.spec.models.flatMap(\.edges)
        XCTAssertFalse(edges.contains { $0.platforms?.platforms.isEmpty == true }, "an edge on no platform")
        XCTAssertEqual(edges.count, 0)
        let json = JSONSpecWriter.write(extraction.spec)
        let errors = Analysis(spec: try JSONSpecReader.read(Array(json.utf8)), file: "t").diagnostics()
        XCTAssertEqual(errors.filter(\.isInputError).map(\.message), [])
    }
}
