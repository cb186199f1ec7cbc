import SwiftUI

struct ShelvesView: View {
    @State private var showAccount = false
    @State private var showHelp = false

    var body: some View {
        NavigationStack {
            List {
                Button("Account") { showAccount = true }
                Button("Help") { showHelp = true }
            }
            .sheet(isPresented: $showAccount) { AccountSheet() }
            .sheet(isPresented: $showHelp) { HelpSheet() }
        }
    }
}

/// Two views that pass through in turn: the sheet presents the account's stack.
struct AccountSheet: View {
    var body: some View { AccountPage() }
}

struct AccountPage: View {
    var body: some View { AccountView(name: "reader").padding() }
}

struct AccountView: View {
    let name: String
    var body: some View {
        NavigationStack {
            NavigationLink("Loans") { LoansView() }
        }
    }
}

/// Shows one view but presents something of its own: a screen, not a pass-through.
struct HelpSheet: View {
    @State private var showContact = false
    var body: some View {
        HelpView()
            .sheet(isPresented: $showContact) { ContactView() }
    }
}

struct HelpView: View {
    var body: some View { NavigationStack { Text("Help") } }
}

struct SignInView: View { var body: some View { Text("Sign in") } }
struct LoansView: View { var body: some View { Text("Loans") } }
struct ContactView: View { var body: some View { Text("Contact") } }
