import SwiftUI

struct DetailView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") {
            dismiss()
        }
    }
}

struct ProfileView: View {
    var body: some View {
        Text("Profile")
    }
}
