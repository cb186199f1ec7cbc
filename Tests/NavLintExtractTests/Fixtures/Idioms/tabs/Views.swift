import SwiftUI

enum Section: Hashable { case feed, search }

struct MainView: View {
    @State private var section = Section.feed
    @State private var showsWelcome = true

    var body: some View {
        TabView(selection: $section) {
            NavigationStack { FeedView() }
                .tabItem { Label("Feed", systemImage: "list.bullet") }
                .tag(Section.feed)
            SearchView()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Section.search)
            // Negative: no tag, so the tab is numbered.
            ProfileView()
                .tabItem { Text("Profile") }
        }
        // Presented over whichever tab shows: from the first tab's root screen.
        .sheet(isPresented: $showsWelcome) { WelcomeView() }
    }
}

struct WelcomeView: View { var body: some View { Text("Welcome") } }

struct FeedView: View { var body: some View { Text("Feed") } }
struct SearchView: View { var body: some View { NavigationStack { Text("Search") } } }
struct ProfileView: View { var body: some View { Text("Profile") } }
