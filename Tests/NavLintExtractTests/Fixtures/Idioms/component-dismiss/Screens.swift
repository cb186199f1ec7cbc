import SwiftUI

struct GardenView: View {
    @State private var showsPlanter = false
    @State private var showsJournal = false
    @State private var showsSeeds = false
    @State private var showsTrellis = false
    @State private var showsCamera = false
    @State private var showsLabels = false

    var body: some View {
        NavigationStack {
            List {
                Button("Planter") { showsPlanter = true }
                Button("Journal") { showsJournal = true }
                Button("Seeds") { showsSeeds = true }
                Button("Trellis") { showsTrellis = true }
                Button("Camera") { showsCamera = true }
                Button("Labels") { showsLabels = true }
            }
            .sheet(isPresented: $showsPlanter) { PlanterEditor() }
            .sheet(isPresented: $showsJournal) { JournalEditor() }
            .sheet(isPresented: $showsSeeds) { SeedCatalogue() }
            .sheet(isPresented: $showsTrellis) { TrellisEditor() }
            // A view of a package, with the app's close button in its toolbar: the button is not what it shows.
            .sheet(isPresented: $showsCamera) {
                PackagedCameraView().toolbar { ShutToolbarItem() }
            }
            .sheet(isPresented: $showsLabels) { LabelPrinter() }
        }
    }
}

/// Closed by the shared close button, written in its toolbar and in its body.
struct PlanterEditor: View {
    var body: some View {
        Form {
            Text("Planter")
            ShutButton()
        }
        .toolbar {
            ShutToolbarItem()
        }
    }
}

/// Hands the close button a closure: what the closure does is what counts.
struct JournalEditor: View {
    @State private var saved = false

    var body: some View {
        Form {
            Text("Journal")
        }
        .toolbar {
            ToolbarItem {
                ShutButton {
                    saved = true
                }
            }
        }
    }
}

/// A toolbar of its own whose button is no content of the sheet that shows the catalogue.
struct SeedCatalogue: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Text("Seeds")
        }
        .toolbar {
            ToolbarItem {
                Button("Done") { dismiss() }
            }
        }
    }
}

/// Closed through an object that holds the environment's dismiss action.
struct TrellisEditor: View {
    @Exit private var exit

    var body: some View {
        Button("Save") { exit.dismiss() }
    }
}

/// Hands the environment's dismiss action on as a function, and calls it by that name.
struct LabelPrinter: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Button("Print and close") { dismiss.callAsFunction() }
        }
        .toolbar {
            Button("Cancel", action: dismiss.callAsFunction)
        }
    }
}
