import SwiftUI

enum AppSheet: Identifiable, Hashable {
    case report
    case upgrade
    case share

    var id: Self { self }
}

@Observable final class AppRouter {
    var sheet: AppSheet?

    func present(sheet: AppSheet) { self.sheet = sheet }
}

struct AppRoot: View {
    @State private var router = AppRouter()

    var body: some View {
        TabView {
            NavigationStack { ReportsScreen() }
            NavigationStack { SharingScreen() }
        }
        .environment(router)
        .sheet(item: $router.sheet) { sheet in
            switch sheet {
            case .report: ReportScreen()
            case .upgrade: UpgradeScreen()
            case .share: ShareScreen()
            }
        }
    }
}

struct ReportScreen: View {
    var body: some View { Text("Report") }
}

struct UpgradeScreen: View {
    var body: some View { Text("Upgrade") }
}

struct ShareScreen: View {
    var body: some View { Text("Share") }
}
