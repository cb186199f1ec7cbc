import SwiftUI

struct LibraryView: View {
    @State private var failure: String?
    @State private var asksToDelete = false
    @State private var picksSnapshot = false
    @State private var shelfCount = 3

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Shelf") { ShelfView() }
                NavigationLink("Loans") { LoansView() }
                Stepper("Shelves", value: $shelfCount).resettable($shelfCount, to: 3)
            }
            .failureAlert($failure)
            .deletionConfirmation(isAsking: $asksToDelete)
            .swipeChoices(["Keep", "Lend"])
            .snapshotPicker(isPresented: $picksSnapshot) { print($0) }
        }
    }
}

struct ShelfView: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Text("Shelf")
            .backBar(title: "Back", mode: presentationMode)
    }
}

/// The title-only overload takes no way back.
struct LoansView: View {
    var body: some View {
        Text("Loans")
            .backBar(title: "Loans")
    }
}
