import SwiftUI

enum Screen: Hashable {
    case home
    case account(_ page: AccountPage)
    case help
}

enum AccountPage: Hashable {
    case signIn
    case twoFactor(code: String)
    case recover
}

extension Screen {
    @ViewBuilder func view() -> some View {
        switch self {
        case .home: HomeView()
        case let .account(page): page.view()
        case .help: HelpView()
        }
    }
}

extension AccountPage {
    @ViewBuilder func view() -> some View {
        switch self {
        case .signIn: SignInView()
        case .twoFactor(let code): TwoFactorView(code: code)
        case .recover: RecoverView()
        }
    }
}

@Observable
final class Router {
    var path: [Screen] = []

    func push(_ screen: Screen) {
        path.append(screen)
    }
}

extension NavigationLink where Destination == Never {
    init(_ title: String, screen: Screen) where Label == Text {
        self.init(value: screen) { Text(title) }
    }
}
