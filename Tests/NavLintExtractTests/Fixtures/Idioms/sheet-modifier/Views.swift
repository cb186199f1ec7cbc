import SwiftUI

struct AccountView: View {
    @State private var router = SheetRouter()

    var body: some View {
        List {
            Button("Edit") { router.destination = .editProfile }
            Button("Add") { router.destination = .addAccount }
        }
        .accountSheets($router.destination)
    }
}

struct EditProfileView: View { var body: some View { Text("Edit") } }
struct AddAccountView: View { var body: some View { Text("Add") } }
