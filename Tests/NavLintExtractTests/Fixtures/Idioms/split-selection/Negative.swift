import SwiftUI

enum Tool: Hashable { case saw, drill }
enum Mood: Hashable { case calm, busy }

/// A registered destination keeps winning: the sidebar's links push the registered views.
struct WorkshopView: View {
    @State private var tool: Tool? = .saw
    var body: some View {
        NavigationSplitView {
            NavigationStack {
                List(selection: $tool) {
                    NavigationLink(value: Tool.saw) { Text("Saw") }
                    NavigationLink(value: Tool.drill) { Text("Drill") }
                }
                .navigationDestination(for: Tool.self) { tool in ToolManual() }
            }
        } detail: {
            switch tool {
            case .saw: SawBench()
            case .drill, .none: DrillBench()
            }
        }
    }
}

/// A detail switch whose cases build no view of the app is content written in place, as before.
struct MoodView: View {
    @State private var mood = Mood.calm
    var body: some View {
        NavigationSplitView {
            MoodPicker()
        } detail: {
            switch mood {
            case .calm: Text("Calm")
            case .busy: Text("Busy")
            }
        }
    }
}

struct ToolManual: View { var body: some View { Text("Manual") } }
struct SawBench: View { var body: some View { Text("Saw") } }
struct DrillBench: View { var body: some View { Text("Drill") } }
struct MoodPicker: View { var body: some View { Text("Mood") } }
