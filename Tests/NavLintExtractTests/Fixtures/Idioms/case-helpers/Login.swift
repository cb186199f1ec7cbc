import SwiftUI

enum LoginSheet: Identifiable {
    case signIn, code(Int), banner
    var id: String { "\(self)" }
}

@Observable final class LoginState {
    var sheet: LoginSheet?
    var signedIn = false
    func start() { sheet = .signIn }
    func verify(_ code: Int) { sheet = .code(code) }
}

@main struct LoginApp: App {
    @State private var state = LoginState()
    var body: some Scene { WindowGroup { LoginView().environment(state) } }
}

/// The sheet's cases call the view's own helpers, whose bodies choose the view: each case shows each of them.
struct LoginView: View {
    @Environment(LoginState.self) private var state

    var body: some View {
        @Bindable var state = state
        VStack {
            Button("Sign in") { state.start() }
            Button("Verify") { state.verify(3) }
            Button("Notes") { notes() }
        }
        .sheet(item: $state.sheet) { sheet in
            switch sheet {
            case .signIn: signInView()
            case .code(let code): codeView(code)
            case .banner: BannerView()
            }
        }
    }

    @ViewBuilder private func signInView() -> some View {
        if state.signedIn {
            AccountView()
        } else {
            CredentialsView()
        }
    }

    @ViewBuilder private func codeView(_ code: Int) -> some View {
        switch code {
        case 1: TextMessageView()
        default: CodeEntryView(code: code)
        }
    }

    /// Negative: a case appended to a local list is no navigation, though the case maps to a view.
    private func notes() {
        var shown: [LoginSheet] = []
        shown.append(.banner)
        print(shown)
    }
}

struct AccountView: View { var body: some View { Text("Account") } }
struct CredentialsView: View { var body: some View { Text("Credentials") } }
struct TextMessageView: View { var body: some View { Text("Text message") } }
struct CodeEntryView: View {
    let code: Int
    var body: some View { Text("\(code)") }
}
struct BannerView: View { var body: some View { Text("Banner") } }
