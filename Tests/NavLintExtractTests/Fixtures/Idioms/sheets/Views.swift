import SwiftUI

enum Panel: Identifiable {
    case compose
    case filters
    var id: Self { self }
}

struct InboxView: View {
    @State private var showNew = false
    @State private var showCover = false
    @State private var showTip = false
    @State private var panel: Panel?

    var body: some View {
        List { Text("Inbox") }
            .sheet(isPresented: $showNew) { NewMessageView() }
            .fullScreenCover(isPresented: $showCover) { NavigationStack { OnboardingView() } }
            .popover(isPresented: $showTip) { TipView() }
            .sheet(item: $panel) { panel in
                switch panel {
                case .compose: ComposeView()
                case .filters: FiltersView()
                }
            }
            // Negative: a sheet with content written in place is unresolved.
            .sheet(isPresented: $showTip) { Text("Inline") }
    }
}

struct NewMessageView: View { var body: some View { Text("New") } }
struct OnboardingView: View { var body: some View { Text("Welcome") } }
struct TipView: View { var body: some View { Text("Tip") } }
struct ComposeView: View { var body: some View { Text("Compose") } }
struct FiltersView: View { var body: some View { Text("Filters") } }
