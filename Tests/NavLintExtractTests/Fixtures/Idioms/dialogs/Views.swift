import SwiftUI

struct AccountView: View {
    @State private var confirmLogout = false
    @State private var askDelete = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    var body: some View {
        Form { Text("Account") }
            .alert("Sign out?", isPresented: $confirmLogout) {
                Button("Sign out", role: .destructive) { dismiss() }
                Button("Cancel", role: .cancel) {}
            }
            .confirmationDialog("Delete account?", isPresented: $askDelete) {
                Button("Read the policy") { openURL(URL(string: "https://example.com/policy")!) }
                Button("Delete", role: .destructive) {}
            }
    }
}

struct RootView: View {
    var body: some View { NavigationStack { AccountView() } }
}
