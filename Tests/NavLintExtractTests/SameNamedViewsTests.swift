import NavLintCore
import XCTest

@testable import NavLintExtract

/// Two targets that each declare a `ContentView` (an iOS app and its watch app): both views are kept, with ids
/// qualified by their folders and `swift` naming the type, and a name means the view declared nearest to it.
final class SameNamedViewsTests: XCTestCase {
    private func view(_ name: String, pushing destination: String) -> String {
        """
        import SwiftUI
        struct \(name): View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Go") { \(destination)() }
                }
            }
        }
        """
    }

    private func app(_ name: String) -> String {
        "import SwiftUI\n@main\nstruct \(name): App {\n    var body: some Scene { WindowGroup { ContentView() } }\n}\n"
    }

    private func extract() -> Extraction {
        SwiftExtractor.extract([
            SwiftSource(path: "Phone/PhoneApp.swift", text: app("PhoneApp")),
            SwiftSource(path: "Phone/ContentView.swift", text: view("ContentView", pushing: "PhoneDetail")),
            SwiftSource(path: "Phone/PhoneDetail.swift", text: view("PhoneDetail", pushing: "Settings")),
            SwiftSource(path: "Watch/WatchApp.swift", text: app("WatchApp")),
            SwiftSource(path: "Watch/ContentView.swift", text: view("ContentView", pushing: "WatchDetail")),
            SwiftSource(path: "Watch/WatchDetail.swift", text: view("WatchDetail", pushing: "Settings")),
            SwiftSource(
                path: "Shared/Settings.swift", text: "struct Settings: View { var body: some View { Text(\"s\") } }"),
        ])
    }

    func testBothViewsAreScreensWithQualifiedIdsAndTheirOwnEdges() throws {
        let extraction = extract()
        let models = Dictionary(
            extraction.spec.models.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let phone = try XCTUnwrap(models["Phone_ContentView"])
        let watch = try XCTUnwrap(models["Watch_ContentView"])
        XCTAssertEqual(phone.swift?.value, "ContentView")
        XCTAssertEqual(watch.swift?.value, "ContentView")
        XCTAssertEqual(phone.source?.value, "Phone/ContentView.swift:2:8")
        XCTAssertEqual(watch.source?.value, "Watch/ContentView.swift:2:8")
        XCTAssertEqual(phone.edges.compactMap(\.target.modelID?.value), ["PhoneDetailStack"])
        XCTAssertEqual(watch.edges.compactMap(\.target.modelID?.value), ["WatchDetailStack"])
        XCTAssertNil(models["ContentView"])
        XCTAssertNil(models["Settings"]?.swift, "a name declared once keeps its plain id")
    }

    func testEachAppsWindowShowsItsOwnTargetsView() throws {
        let spec = extract().spec
        XCTAssertEqual(spec.windows?.map(\.root.value).sorted(), ["Phone_ContentViewStack", "Watch_ContentViewStack"])
        let diagnostics = Analysis(spec: spec, file: "apps").diagnostics()
        XCTAssertFalse(diagnostics.contains(where: \.isInputError), "\(diagnostics)")
    }

    func testQualifiersAreTheFirstFoldersThatDiffer() {
        XCTAssertEqual(
            SameNamedViews.qualifiers(of: ["App/iOS/Home.swift", "App/macOS/Home.swift", "Widgets/Home.swift"]),
            ["iOS", "macOS", "Widgets"])
        XCTAssertEqual(
            SameNamedViews.qualifiers(of: [
                "Packages/Feed/Sources/Feed/Row.swift", "Packages/Chat/Sources/Chat/Row.swift",
            ]),
            ["Feed", "Chat"])
        XCTAssertEqual(SameNamedViews.qualifiers(of: ["App/Home.swift", "App/Home+Old.swift"]), ["Home", "Home+Old"])
    }
}
