import SwiftUI

@main
struct LedgerApp: App {
    @State private var router = RequestRouter()

    var body: some Scene {
        WindowGroup {
            AccountsView()
                .environment(router)
        }
    }
}

struct AccountsView: View {
    @Environment(RequestRouter.self) private var router

    var body: some View {
        List {
            Button("Invoice") { router.show(.invoice(7)) }
            Button("Help") { router.show(.help) }
            Button("Export") { router.show(.export) }
            Button("Ledger") { router.show(.ledger) }
        }
    }
}

struct InvoiceView: View {
    let number: Int

    var body: some View { Text("Invoice \(number)") }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}

struct LedgerView: View {
    var body: some View { Text("Ledger") }
}
