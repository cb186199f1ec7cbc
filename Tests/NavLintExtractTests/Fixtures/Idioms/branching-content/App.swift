import SwiftUI

@main
struct AccountsApp: App {
    var body: some Scene {
        WindowGroup { HomeView() }
    }
}

enum AccountSheet: Identifiable {
    case signIn
    case code(Int)
    case editor
    var id: Int { 0 }
}

final class AccountModel: ObservableObject {
    @Published var sheet: AccountSheet?
    @Published var isSignedIn = false

    func requestCode(digits: Int) {
        sheet = .code(digits)
    }
}

struct HomeView: View {
    @StateObject private var model = AccountModel()
    @State private var showsBanner = false
    @State private var showsNews = false

    var body: some View {
        VStack {
            Button("Sign in") { model.sheet = .signIn }
            Button("Code") { model.requestCode(digits: 6) }
            Button("Edit") { model.sheet = .editor }
            Button("News") { showsNews = true }
        }
        .sheet(item: $model.sheet) { sheet in
            switch sheet {
            case .signIn:
                signInView()
            case .code(let digits):
                codeView(digits)
            case .editor:
                // The view built in the condition is what the first branch shows.
                if let editor = EditorView(draft: "") {
                    editor
                } else {
                    Text("No account")
                }
            }
        }
        // Negative: a banner shown inside the content is no choice of what the sheet shows.
        .sheet(isPresented: $showsNews) {
            VStack {
                NewsView()
                if showsBanner {
                    BannerView()
                }
            }
        }
    }

    /// One of two views, by the model's state: the sheet shows either.
    @ViewBuilder
    private func signInView() -> some View {
        if model.isSignedIn {
            AccountView()
        } else if model.sheet == nil {
            WaitingView()
        } else {
            CredentialsView()
        }
    }

    @ViewBuilder
    private func codeView(_ digits: Int) -> some View {
        switch digits {
        case 4: ShortCodeView()
        default: LongCodeView()
        }
    }
}

struct EditorView: View {
    init?(draft: String) {}
    var body: some View { Text("Editor") }
}

struct AccountView: View { var body: some View { Text("Account") } }
struct WaitingView: View { var body: some View { Text("Waiting") } }
struct CredentialsView: View { var body: some View { Text("Credentials") } }
struct ShortCodeView: View { var body: some View { Text("Short") } }
struct LongCodeView: View { var body: some View { Text("Long") } }
struct NewsView: View { var body: some View { Text("News") } }
struct BannerView: View { var body: some View { Text("Banner") } }
