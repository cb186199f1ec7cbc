import SwiftUI

enum AccountSheet: Identifiable {
    case editProfile
    case addAccount
    var id: Self { self }
}

@Observable
final class SheetRouter {
    var destination: AccountSheet?
}

/// A custom modifier wrapping .sheet: followed into its definition.
extension View {
    func accountSheets(_ item: Binding<AccountSheet?>) -> some View {
        sheet(item: item) { sheet in
            switch sheet {
            case .editProfile: EditProfileView()
            case .addAccount: AddAccountView()
            }
        }
    }

    /// A modifier presenting content extract cannot read: said, not dropped.
    func helpSheet(_ shown: Binding<Bool>) -> some View {
        sheet(isPresented: shown) { makeHelp() }
    }
}
