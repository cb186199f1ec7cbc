import SwiftUI

/// The app's own row: a link to whatever view its caller hands it.
struct LinkRow<Destination: View, Label: View>: View {
    @ViewBuilder let destination: () -> Destination
    @ViewBuilder let label: () -> Label

    var body: some View {
        NavigationLink(destination: destination) { label() }
    }
}

/// A module builds its screen behind a static function, its model made first.
enum AccountsModule {
    static func view() -> some View {
        let model = AccountsModel()
        return AccountsView(model: model)
    }
}

final class AccountsModel: ObservableObject {}

struct AccountsView: View {
    @ObservedObject var model: AccountsModel
    var body: some View { Text("Accounts") }
}

struct LedgerView: View {
    var body: some View {
        NavigationStack {
            List {
                LinkRow(destination: {
                    AccountsModule.view()
                        .onAppear { print("opened") }
                }) {
                    Text("Accounts")
                }
            }
        }
    }
}
