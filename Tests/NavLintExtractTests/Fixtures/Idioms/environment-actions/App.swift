import SwiftUI

@main
struct JournalApp: App {
    @State private var trail: [Page] = []

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $trail) {
                EntriesView()
                    .navigationDestination(for: Page.self) { page in
                        switch page {
                        case .entry(let id): EntryView(id: id)
                        case .tags: TagsView()
                        case .export: ExportView()
                        }
                    }
            }
            // The action's closure forwards what each call hands it: the calls are the navigation.
            .environment(\.openPage, OpenPageAction { page in
                withAnimation { trail.append(page) }
            })
        }
    }
}
