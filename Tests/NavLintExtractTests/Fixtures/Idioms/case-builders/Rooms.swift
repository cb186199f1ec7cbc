import SwiftUI

struct LobbyView: View {
    @EnvironmentObject private var coordinator: StudioCoordinator

    var body: some View {
        VStack {
            Button("Mix") { coordinator.go(to: .mixing) }
            Button("Levels") { coordinator.show(.levels) }
        }
        .onAppear { StudioCoordinator.lastPanel = nil }
    }
}

struct MixingView: View {
    @EnvironmentObject private var coordinator: StudioCoordinator

    var body: some View {
        Button("Master") { coordinator.go(to: .mastering) }
    }
}

struct MasteringView: View {
    @EnvironmentObject private var coordinator: StudioCoordinator

    var body: some View {
        Button("Export") { coordinator.show(.export) }
    }
}

/// Closes the panel it is shown in by clearing what the coordinator presents.
struct LevelsView: View {
    @EnvironmentObject private var coordinator: StudioCoordinator

    var body: some View {
        Button("Done") { coordinator.panel = nil }
    }
}

struct ExportView: View {
    @EnvironmentObject private var coordinator: StudioCoordinator

    var body: some View {
        Button("Cancel") { coordinator.panel = nil }
    }
}
