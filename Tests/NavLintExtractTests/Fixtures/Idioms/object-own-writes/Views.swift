import SwiftUI

@main struct LibraryApp: App {
    @StateObject private var model = LibraryModel()
    var body: some Scene {
        WindowGroup {
            LibraryRoot().environmentObject(model)
        }
    }
}

struct LibraryRoot: View {
    @EnvironmentObject private var model: LibraryModel

    var body: some View {
        NavigationStack {
            CatalogView()
        }
        .alert(item: $model.alert) { alert in Alert(title: Text(alert.id)) }
        .sheet(item: $model.sheet) { sheet in
            switch sheet {
            case .loanReceipt: ReceiptView()
            case .renewals: RenewalsView()
            }
        }
        .sheet(isPresented: $model.isShowingWhatsNew) { WhatsNewView() }
    }
}

struct CatalogView: View {
    @EnvironmentObject private var model: LibraryModel

    var body: some View {
        List {
            Button("Borrow") { model.checkOut("Dune") }
            NavigationLink("Shelf") { ShelfView() }
        }
    }
}

struct ShelfView: View {
    @EnvironmentObject private var model: LibraryModel
    @State private var shelf = ShelfModel()

    var body: some View {
        Button("Reload") { shelf.reload() }
            .alert(item: $shelf.alert) { alert in Alert(title: Text(alert.id)) }
    }
}

struct ReceiptView: View {
    @EnvironmentObject private var model: LibraryModel
    var body: some View { Button("Close") { model.closeWhatsNew() } }
}

struct RenewalsView: View { var body: some View { Text("Renewals") } }
struct WhatsNewView: View { var body: some View { Text("What's new") } }
