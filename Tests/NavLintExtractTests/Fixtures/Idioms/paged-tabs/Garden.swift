import SwiftUI

@main struct GardenApp: App {
    var body: some Scene {
        WindowGroup { GardenTabs() }
    }
}

/// The tab bar: a `TabView` with no style of pages.
struct GardenTabs: View {
    var body: some View {
        TabView {
            NavigationStack { BedsView() }
                .tabItem { Label("Beds", systemImage: "leaf") }
            SeedsView()
                .tabItem { Label("Seeds", systemImage: "circle") }
        }
    }
}

struct BedsView: View {
    var body: some View {
        List {
            NavigationLink("Tour") { TourView() }
            NavigationLink("Photos") { PhotoPager() }
        }
    }
}

/// A pager pushed onto the stack: one screen whose pages are its content, not a tab bar in a stack.
struct TourView: View {
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            WelcomePage().tag(0)
            WateringPage().tag(1)
        }
        .padding()
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

struct WelcomePage: View {
    var body: some View { Text("Welcome") }
}

/// A page's own navigation is the pager's screen's.
struct WateringPage: View {
    @State private var showsTips = false

    var body: some View {
        Button("Tips") { showsTips = true }
            .sheet(isPresented: $showsTips) { TipsView() }
    }
}

struct PhotoPager: View {
    let photos = ["rose", "tulip"]

    var body: some View {
        TabView {
            ForEach(photos, id: \.self) { name in
                Image(name)
            }
        }
        .tabViewStyle(PageTabViewStyle())
    }
}

/// A stack whose root is a pager: the stack shows this view itself.
struct SeedsView: View {
    var body: some View {
        NavigationStack {
            TabView {
                SeedPacket()
                SeedPacket()
            }
            .tabViewStyle(.page)
            .toolbar {
                NavigationLink("Planner") { PlannerView() }
            }
        }
    }
}

struct SeedPacket: View {
    var body: some View { Text("Packet") }
}

struct TipsView: View {
    var body: some View { Text("Tips") }
}

struct PlannerView: View {
    var body: some View { Text("Planner") }
}
