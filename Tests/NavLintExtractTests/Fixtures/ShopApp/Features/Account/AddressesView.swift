import SwiftUI

struct Address: Identifiable {
    var id: Int
    var line: String
}

struct AddressesView: View {
    @State private var addresses: [Address] = []
    @State private var editing: Address?

    var body: some View {
        List(addresses) { address in
            Button(address.line) { editing = address }
        }
        .sheet(item: $editing) { address in
            EditAddressView(addressID: address.id)
        }
    }
}

struct EditAddressView: View {
    let addressID: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Button("Save") { dismiss() }
        }
    }
}
