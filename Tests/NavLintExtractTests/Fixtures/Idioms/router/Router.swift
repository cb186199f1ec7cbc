import SwiftUI
import Observation

enum RouterDestination: Hashable {
    case profile(id: Int)
    case post(id: Int)
    case settings
}

enum SheetDestination: Identifiable {
    case compose
    case report(postID: Int)
    var id: String { "\(self)" }
}

@Observable
final class Router {
    var path: [RouterDestination] = []
    var presentedSheet: SheetDestination?

    func navigate(to destination: RouterDestination) {
        path.append(destination)
    }
}

extension View {
    func withAppRouter() -> some View {
        navigationDestination(for: RouterDestination.self) { destination in
            switch destination {
            case .profile(let id): ProfileView(id: id)
            case .post(let id): PostView(id: id)
            case .settings: SettingsView()
            }
        }
    }

    func withSheetDestinations(sheet: Binding<SheetDestination?>) -> some View {
        self.sheet(item: sheet) { destination in
            destination.view
        }
    }
}

extension SheetDestination {
    @ViewBuilder var view: some View {
        switch self {
        case .compose: NavigationStack { ComposeView() }
        case .report(let postID): ReportView(postID: postID)
        }
    }
}
