import SwiftUI

struct AccountView: View {
    @Environment(Router.self) private var router
    @State private var confirmSignOut = false

    var body: some View {
        List {
            NavigationLink("Settings", destination: SettingsView())
            NavigationLink(destination: AddressesView()) {
                Label("Addresses", systemImage: "house")
            }
            Button("Sign out") { confirmSignOut = true }
        }
        .alert("Sign out?", isPresented: $confirmSignOut) {
            Button("Sign out", role: .destructive) { router.presentedSheet = .login }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct SettingsView: View {
    @AppStorage("marketing") private var marketing = false

    var body: some View {
        Form {
            Toggle("Marketing e-mails", isOn: $marketing)
            NavigationLink("Notifications") { NotificationsSettingsView() }
            Link("Privacy policy", destination: URL(string: "https://shop.example.com/privacy")!)
        }
    }
}

struct NotificationsSettingsView: View {
    var body: some View {
        Text("Notifications")
    }
}
