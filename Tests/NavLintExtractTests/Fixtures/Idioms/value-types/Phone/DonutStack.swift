import SwiftUI

struct Donut: Identifiable {
    var id: String
    var name: String
}

/// Registers `Donut.ID` (a String through Identifiable) for this target's stack; links a loop variable's id,
/// and a literal String that its other registration takes.
struct DonutStack: View {
    let donuts: [Donut]

    var body: some View {
        NavigationStack {
            List {
                ForEach(donuts) { donut in
                    NavigationLink(value: donut.id) { Text(donut.name) }
                }
                DonutRow(donut: donuts[0])
                NavigationLink(value: "New") { Text("New donut") }
            }
            .navigationDestination(for: Donut.ID.self) { id in DonutDetail(id: id) }
            .navigationDestination(for: String.self) { _ in NewDonutView() }
        }
    }
}

struct DonutDetail: View {
    let id: String
    var body: some View { Text(id) }
}

struct NewDonutView: View { var body: some View { Text("New") } }
