import SwiftUI

enum Section: String, CaseIterable, Identifiable {
    case home, search, inbox, compose
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

extension Section {
    @ViewBuilder
    var screen: some View {
        switch self {
        case .home: HomeScreen()
        case .search: SearchScreen()
        case .inbox: InboxScreen()
        case .compose: EmptyView()
        }
    }
}

@main
struct CasedTabsApp: App {
    var body: some Scene {
        WindowGroup { MainTabs() }
        WindowGroup(id: "compact") { CompactTabs() }
        WindowGroup(id: "labels") { LabelledTabs() }
    }
}

/// iOS 18 tabs, one per case, each a stack (under a layout view) whose root is what the case maps to.
struct MainTabs: View {
    @State private var selection: Section = .home

    var body: some View {
        TabView(selection: $selection) {
            ForEach(Section.allCases) { section in
                Tab(section.title, systemImage: "circle", value: section) {
                    SectionRoot(section: section)
                }
            }
        }
    }
}

struct SectionRoot: View {
    let section: Section

    var body: some View {
        GeometryReader { _ in
            NavigationStack {
                section.screen
                    .navigationTitle(section.title)
            }
        }
    }
}

/// Tagged tabs over a stored list of the cases, each showing the case's screen without a stack of its own.
struct CompactTabs: View {
    let sections: [Section] = Section.allCases

    var body: some View {
        TabView {
            ForEach(sections) {
                SectionPage(which: $0)
                    .tag($0)
            }
        }
    }
}

struct SectionPage: View {
    private let section: Section

    init(which section: Section) {
        self.section = section
    }

    var body: some View { section.screen.padding() }
}

/// Not a cased view: what it shows is a label, not what the case maps to. The loop stays one dynamic tab.
struct LabelledTabs: View {
    var body: some View {
        TabView {
            ForEach(Section.allCases) { section in
                SectionLabel(section: section).tag(section)
            }
        }
    }
}

struct SectionLabel: View {
    let section: Section
    var body: some View { Text(section.title) }
}

struct HomeScreen: View {
    var body: some View { NavigationLink("Search") { SearchScreen() } }
}

struct SearchScreen: View { var body: some View { Text("Search") } }
struct InboxScreen: View { var body: some View { Text("Inbox") } }
