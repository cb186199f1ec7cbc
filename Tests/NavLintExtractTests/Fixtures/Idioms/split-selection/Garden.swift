import SwiftUI

enum Bed: Hashable { case roses, herbs, compost }

/// A sidebar view of its own is handed the selection; the detail column is a stack whose root switches.
struct GardenView: View {
    @State private var bed: Bed?
    var body: some View {
        NavigationSplitView {
            BedList(bed: $bed)
        } detail: {
            NavigationStack {
                switch bed ?? .herbs {
                case .roses: RoseBed()
                case .herbs: HerbBed()
                case .compost: Text("Compost")
                }
            }
        }
    }
}

struct BedList: View {
    @Binding var bed: Bed?
    var body: some View {
        List(selection: $bed) {
            NavigationLink(value: Bed.roses) { Text("Roses") }
            NavigationLink(value: Bed.herbs) { Text("Herbs") }
            NavigationLink(value: Bed.compost) { Text("Compost") }
        }
    }
}

struct RoseBed: View {
    var body: some View { NavigationLink("Pruning") { PruningGuide() } }
}
struct HerbBed: View { var body: some View { Text("Herbs") } }
struct PruningGuide: View { var body: some View { Text("Prune") } }
