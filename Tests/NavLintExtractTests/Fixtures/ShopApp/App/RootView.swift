import SwiftUI

enum AppTab: Hashable {
    case home, search, orders, account
}

struct RootView: View {
    @Environment(Router.self) private var router
    @State private var selectedTab: AppTab = .home

    var body: some View {
        @Bindable var router = router
        TabView(selection: $selectedTab) {
            NavigationStack(path: $router.path) {
                HomeView()
                    .withAppRouter()
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(AppTab.home)

            NavigationStack {
                SearchView()
                    .withAppRouter()
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(AppTab.search)

            OrdersView()
                .tabItem { Label("Orders", systemImage: "shippingbox") }
                .tag(AppTab.orders)

            NavigationStack {
                AccountView()
                    .withAppRouter()
            }
            .tabItem { Label("Account", systemImage: "person.crop.circle") }
            .tag(AppTab.account)
        }
        .sheet(item: $router.presentedSheet) { sheet in
            sheet.sheetView
                .environment(router)
        }
        .onOpenURL { url in
            router.handle(url)
        }
    }
}
