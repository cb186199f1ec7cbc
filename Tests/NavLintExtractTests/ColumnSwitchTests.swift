import NavLintCore
import XCTest

@testable import NavLintExtract

/// A split view's content or detail column that switches over the selection is a `switch` model whose cases are
/// the column's destinations, and the links that set the selection are `switch` edges to its cases.
final class ColumnSwitchTests: XCTestCase {
    private static let sidebar = """
        NavigationSplitView {
                    List(selection: $selection) {
                        NavigationLink(value: Panel.orders) { Text("Orders") }
                        NavigationLink(value: Panel.donuts) { Text("Donuts") }
                    }
                }
        """

    private static let views = """
        enum Panel: Hashable { case orders, donuts, settings }
        struct OrdersView: View { var body: some View { Text("o") } }
        struct DonutsView: View { var body: some View { Text("d") } }
        struct SettingsView: View { var body: some View { Text("s") } }

        """

    private func extract(_ text: String) -> Extraction {
        SwiftExtractor.extract([SwiftSource(path: "App.swift", text: Self.views + text)])
    }

    private func model(
        _ id: String, in extraction: Extraction, file: StaticString = #filePath, line: UInt = #line
    )
        -> Model?
    {
        let found = extraction.spec.models.first { $0.id.value == id }
        XCTAssertNotNil(found, "no model \(id) in \(extraction.spec.models.map(\.id.value))", file: file, line: line)
        return found
    }

    private func assertSwitch(
        _ id: String, in extraction: Extraction, cases expected: [String], initial: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let found = cases(of: model(id, in: extraction, file: file, line: line))
        XCTAssertEqual(found.cases, expected, file: file, line: line)
        XCTAssertEqual(found.initial, initial, file: file, line: line)
    }

    /// The cases of a switch model as `id → model`, and its initial case.
    private func cases(of model: Model?) -> (cases: [String], initial: String?) {
        guard case .switch(let content) = model?.content else { return ([], nil) }
        return (content.cases.map { "\($0.id.value) → \($0.model.value)" }, content.initial?.value)
    }

    private func edges(of model: Model?) -> [String] {
        (model?.edges ?? []).map { edge in
            let target: String =
                switch edge.target {
                case .switchCase(let id), .model(let id): id.value
                default: "?"
                }
            return "\(edge.kind.rawValue) \(target) at \(edge.source?.value ?? "?")"
        }
    }

    func testTheDetailSwitchIsASwitchModelAndTheSidebarLinksSelectItsCases() {
        let extraction = extract(
            """
            struct ContentView: View {
                @State private var selection: Panel? = .donuts
                var body: some View {
                    \(Self.sidebar) detail: {
                        switch selection {
                        case .orders: OrdersView()
                        case .donuts: DonutsView()
                        case .settings, .none: SettingsView()
                        }
                    }
                }
            }
            """)
        let detail = model("ContentViewDetail", in: extraction)
        XCTAssertEqual(detail?.source?.value, "App.swift:14:13")
        XCTAssertEqual(
            cases(of: detail).cases, ["orders → OrdersView", "donuts → DonutsView", "settings → SettingsView"])
        XCTAssertEqual(cases(of: detail).initial, "donuts")
        guard case .split(let split) = model("ContentViewSplit", in: extraction)?.content else {
            return XCTFail("ContentViewSplit is no split")
        }
        XCTAssertEqual([split.sidebar.value, split.detail.value], ["ContentView", "ContentViewDetail"])
        XCTAssertEqual(
            edges(of: model("ContentView", in: extraction)),
            [
                "switch ContentViewDetail.orders at App.swift:10:17",
                "switch ContentViewDetail.donuts at App.swift:11:17",
            ])
        XCTAssertEqual(extraction.notes, [])
        XCTAssertEqual(extraction.screenCount, 4)
    }

    func testANilSelectionStartsOnTheCaseThatAlsoMatchesNilAndAStackInTheColumnKeepsTheSwitchAsItsRoot() {
        let extraction = extract(
            """
            struct ContentView: View {
                @State private var selection: Panel? = nil
                var body: some View {
                    \(Self.sidebar) detail: {
                        NavigationStack {
                            switch selection {
                            case .orders: OrdersView()
                            case nil, .settings: SettingsView()
                            default: DonutsView()
                            }
                        }
                    }
                }
            }
            """)
        guard case .stack(let stack) = model("ContentViewStack", in: extraction)?.content else {
            return XCTFail("ContentViewStack is no stack")
        }
        XCTAssertEqual(stack.root.value, "ContentViewDetail")
        assertSwitch(
            "ContentViewDetail", in: extraction, cases: ["orders → OrdersView", "settings → SettingsView"],
            initial: "settings")
        // `.donuts` is no case the switch names (it falls to `default`): its link stays unresolved.
        XCTAssertEqual(
            edges(of: model("ContentView", in: extraction)), ["switch ContentViewDetail.orders at App.swift:10:17"])
        XCTAssertEqual(extraction.notes.map(\.location.line), [11])
    }

    func testASidebarViewHandedTheSelectionLoopingOverEveryCaseSelectsEachAndTheFallbackIsTheInitialCase() {
        let extraction = extract(
            """
            final class Model: ObservableObject { @Published var selection: Panel? }
            struct ContentView: View {
                @StateObject private var model = Model()
                var body: some View {
                    NavigationSplitView {
                        Sidebar(model: model)
                    } detail: {
                        switch model.selection ?? .orders {
                        case .orders: OrdersView()
                        case .donuts: DonutsView()
                        case .settings: SettingsView()
                        }
                    }
                }
            }
            struct Sidebar: View {
                @ObservedObject var model: Model
                var body: some View {
                    List(Panel.allCases, selection: $model.selection) { panel in
                        NavigationLink(value: panel) { Text("x") }
                    }
                }
            }
            struct ContentViewDetail: View { var body: some View { Text("a view of the same name") } }
            final class Search { var selection: String = "" }
            """)
        // A view the sources declare has the name the switch would get: the switch is numbered past it. Two types
        // declare `selection`, so its type is not known: the loop's `Panel` has every case the switch names.
        assertSwitch(
            "ContentViewDetail2", in: extraction,
            cases: ["orders → OrdersView", "donuts → DonutsView", "settings → SettingsView"], initial: "orders")
        XCTAssertEqual(
            edges(of: model("Sidebar", in: extraction)),
            [
                "switch ContentViewDetail2.orders at App.swift:24:13",
                "switch ContentViewDetail2.donuts at App.swift:24:13",
                "switch ContentViewDetail2.settings at App.swift:24:13",
            ])
        XCTAssertEqual(extraction.notes, [])
    }

    func testADestinationRegisteredOnTheLinksStackForItsTypeKeepsWinningWhenTheSelectionsTypeIsNotKnown() {
        let extraction = extract(
            """
            final class Model: ObservableObject { @Published var selection: Panel? }
            final class Search { var selection: String = "" }
            struct ContentView: View {
                @StateObject private var model = Model()
                var body: some View {
                    NavigationSplitView {
                        NavigationStack {
                            List(selection: $model.selection) {
                                NavigationLink(value: Panel.orders) { Text("Orders") }
                            }
                            .navigationDestination(for: Panel.self) { _ in SettingsView() }
                        }
                    } detail: {
                        switch model.selection {
                        case .orders: OrdersView()
                        case .donuts: DonutsView()
                        default: SettingsView()
                        }
                    }
                }
            }
            """)
        XCTAssertNotNil(model("ContentViewDetail", in: extraction))
        // The registration's views are those the detail's switch maps the cases to, as for any other stack.
        XCTAssertEqual(edges(of: model("ContentView", in: extraction)), ["push OrdersView at App.swift:13:21"])
    }

    func testASidebarViewNotHandedTheSelectionSelectsNothing() {
        let extraction = extract(
            """
            struct ContentView: View {
                @State private var selection: Panel?
                var body: some View {
                    NavigationSplitView {
                        Sidebar()
                    } detail: {
                        switch selection {
                        case .orders: OrdersView()
                        case .donuts: DonutsView()
                        default: SettingsView()
                        }
                    }
                }
            }
            struct Sidebar: View {
                var body: some View {
                    List { NavigationLink(value: Panel.orders) { Text("x") } }
                }
            }
            """)
        XCTAssertEqual(cases(of: model("ContentViewDetail", in: extraction)).initial, "orders")
        XCTAssertEqual(edges(of: model("Sidebar", in: extraction)), [])
        XCTAssertEqual(
            extraction.notes.map(\.description),
            ["App.swift:21:16: unresolved: no navigationDestination is registered for .orders"])
    }

    func testTheTagsOfTheRowsOfASelectionListInTheSidebarSelectAndElsewhereAreNoNavigation() {
        let extraction = extract(
            """
            struct ContentView: View {
                @State private var selection: Panel? = .orders
                var body: some View {
                    NavigationSplitView {
                        List(selection: $selection) {
                            Label("Orders", systemImage: "box").tag(Panel.orders)
                            NavigationLink(value: Panel.donuts) { Text("Donuts") }.tag(Panel.donuts)
                            Text("Settings")
                                .tag(Panel.settings)
                        }
                    } detail: {
                        switch selection {
                        case .orders: OrdersView()
                        case .donuts: DonutsView()
                        case .settings, .none: SettingsView()
                        }
                    }
                }
            }
            struct Elsewhere: View {
                @State private var panel: Panel? = nil
                var body: some View {
                    NavigationStack {
                        List(selection: $panel) { Text("Orders").tag(Panel.orders) }
                        Picker("Panel", selection: $panel) { Text("Donuts").tag(Panel.donuts) }
                    }
                }
            }
            """)
        XCTAssertEqual(
            edges(of: model("ContentView", in: extraction)),
            [
                "switch ContentViewDetail.orders at App.swift:10:53",
                "switch ContentViewDetail.donuts at App.swift:11:17",
                "switch ContentViewDetail.settings at App.swift:13:22",
            ])
        XCTAssertEqual(extraction.notes, [])
        XCTAssertEqual(extraction.callSiteCount, 3)
    }

    func testColumnsWrittenAsComputedPropertiesOfTheViewAreReadAsIfWrittenInTheSplit() {
        let extraction = extract(
            """
            struct ContentView: View {
                @State private var selection: Panel? = .settings
                var body: some View {
                    NavigationSplitView { sidebar } detail: { detail }
                }
                private var sidebar: some View {
                    List(selection: $selection) {
                        NavigationLink(value: Panel.orders) { Text("Orders") }
                        NavigationLink(value: Panel.settings) { Text("Settings") }
                    }
                }
                @ViewBuilder private var detail: some View {
                    NavigationStack {
                        switch selection {
                        case .orders: OrdersView()
                        case .donuts: DonutsView()
                        case .settings, nil: SettingsView()
                        }
                    }
                }
            }
            """)
        guard case .stack(let stack) = model("ContentViewStack", in: extraction)?.content else {
            return XCTFail("ContentViewStack is no stack")
        }
        XCTAssertEqual(stack.root.value, "ContentViewDetail")
        assertSwitch(
            "ContentViewDetail", in: extraction,
            cases: ["orders → OrdersView", "donuts → DonutsView", "settings → SettingsView"], initial: "settings")
        XCTAssertEqual(
            edges(of: model("ContentView", in: extraction)),
            [
                "switch ContentViewDetail.orders at App.swift:12:13",
                "switch ContentViewDetail.settings at App.swift:13:13",
            ])
        XCTAssertEqual(extraction.notes, [])
        XCTAssertEqual(extraction.spec.models.filter { $0.kind == .stack }.count, 1)
    }

    func testOnlyAColumnSwitchWithACaseShowingAViewOfTheSourcesIsASwitchModel() {
        let extraction = extract(
            """
            struct ContentView: View {
                @State private var selection: Panel? = .orders
                var body: some View {
                    NavigationSplitView {
                        Text("Sidebar")
                    } content: {
                        switch selection {
                        case .orders: Text("Orders")
                        default: Text("Other")
                        }
                    } detail: {
                        switch selection {
                        case .orders: Text("Orders")
                        case .settings: SettingsView()
                        default: Text("Other")
                        }
                    }
                }
            }
            """)
        // The content column's cases build no view of the sources: it is content written in place, as before.
        XCTAssertEqual(
            extraction.spec.models.map { "\($0.id.value) \($0.kind.rawValue)" }.filter { $0.hasPrefix("ContentView") },
            ["ContentView screen", "ContentViewDetail switch", "ContentViewSplit split"])
        guard case .split(let split) = model("ContentViewSplit", in: extraction)?.content else {
            return XCTFail("ContentViewSplit is no split")
        }
        XCTAssertEqual([split.content?.value, split.detail.value], ["ContentView", "ContentViewDetail"])
        XCTAssertEqual(
            cases(of: model("ContentViewDetail", in: extraction)).cases,
            ["orders → ContentView", "settings → SettingsView"])
    }
}
