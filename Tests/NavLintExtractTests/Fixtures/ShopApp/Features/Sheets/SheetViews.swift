import SwiftUI

struct FiltersView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { Text("Price") }
                .toolbar { Button("Apply") { dismiss() } }
        }
    }
}

struct WriteReviewView: View {
    let productID: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form { Button("Submit") { dismiss() } }
    }
}

struct LoginView: View {
    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Create an account", destination: SignUpView())
            }
        }
    }
}

struct SignUpView: View {
    var body: some View {
        Text("Sign up")
    }
}

struct ShareView: View {
    let productID: Int

    var body: some View {
        Text("Share \(productID)")
    }
}

struct SortOptionsView: View {
    var body: some View {
        Text("Sort by")
    }
}

#Preview {
    NavigationStack { LoginView() }
}
