import SwiftUI

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            HomeView()
                .navigationDestination(for: Screen.self) { screen in screen.view() }
        }
        .environment(router)
    }
}

struct HomeView: View {
    @Environment(Router.self) private var router
    let lastPage: AccountPage = .signIn

    var body: some View {
        List {
            Button("Help") { router.push(.help) }
            Button("Code") { router.push(.account(.twoFactor(code: "123456"))) }
            Button("Recover") { router.push(.account(.recover)) }
            Button("Again") { router.push(.account(lastPage)) }
            NavigationLink("Sign in", screen: .account(.signIn))
        }
    }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}

struct SignInView: View {
    var body: some View { Text("Sign in") }
}

struct TwoFactorView: View {
    let code: String
    var body: some View { Text(code) }
}

struct RecoverView: View {
    var body: some View { Text("Recover") }
}
