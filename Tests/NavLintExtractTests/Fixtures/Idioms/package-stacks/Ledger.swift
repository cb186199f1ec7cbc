import SwiftUI
import StackKit

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup {
            LedgerHome()
        }
    }
}

/// A stack from a package the sources do not hold, named as one: its root pushes.
struct LedgerHome: View {
    var body: some View {
        KitNavigationView(hidesBar: true) {
            List {
                NavigationLink("Accounts", destination: AccountsView())
            }
        }
    }
}

/// A stack type of the app itself, named as one: read as the view it is, which wraps its content in a stack.
struct AccountsView: View {
    @State private var showBudget = false
    var body: some View {
        Button("Budget") { showBudget = true }
            .sheet(isPresented: $showBudget) {
                LedgerNavigationStack { BudgetView() }
            }
    }
}

struct LedgerNavigationStack<Content: View>: View {
    @ViewBuilder let content: () -> Content
    var body: some View {
        NavigationStack { content() }
    }
}

struct BudgetView: View {
    var body: some View {
        NavigationLink("Entries", destination: EntriesView())
    }
}

struct EntriesView: View { var body: some View { Text("Entries") } }
