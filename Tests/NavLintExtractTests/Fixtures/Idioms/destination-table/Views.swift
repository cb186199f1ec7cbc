import SwiftUI

@main
struct ParkApp: App {
    var body: some Scene {
        WindowGroup { ParkSplit() }
    }
}

struct ParkSplit: View {
    @State private var selection: Section?

    var body: some View {
        NavigationSplitView {
            SectionList(selection: $selection)
        } detail: {
            Text("Pick a section")
        }
    }
}

/// Links a loop variable over every case of the table's enum, which no stack registers.
struct SectionList: View {
    @Binding var selection: Section?

    var body: some View {
        List(Section.allCases, selection: $selection) { section in
            NavigationLink(value: section) { Text("Section") }
        }
    }
}

/// Negative: a loop over a collection of another type, whose value is no table.
struct VisitorList: View {
    let names: [String]

    var body: some View {
        ForEach(names) { section in
            NavigationLink(value: section) { Text(section) }
        }
    }
}

struct GardenView: View { var body: some View { Text("Garden") } }
struct PondView: View { var body: some View { Text("Pond") } }

/// Tabs built over every case of the table: one tab per case, showing that case's view.
struct ParkTabs: View {
    var body: some View {
        TabView {
            ForEach(Section.allCases) { section in
                section.destination
                    .tabItem { Text("Section") }
            }
        }
    }
}
