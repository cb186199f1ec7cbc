import SwiftUI

/// A tab view whose tabs a method of the view builds for each argument: each tab shows `PageView`.
struct PagesView: View {
    var body: some View {
        SwiftUI.TabView {
            page(number: 1)
                .tag(1)
            page(number: 2)
                .tag(2)
        }
    }

    private func page(number: Int) -> some View {
        PageView(number: number)
    }
}

struct PageView: View {
    let number: Int
    var body: some View { Text("Page \(number)") }
}

/// Negative: a stack around content its callers hand, one of which hands content extract cannot name, keeps its
/// content in place rather than show the other caller's view.
struct RouteStack: View {
    private let content: AnyView

    init(@ViewBuilder content: () -> some View) {
        self.content = AnyView(content())
    }

    var body: some View {
        NavigationStack { content }
    }
}

struct BookList: View {
    let destination: AnyView

    var body: some View {
        VStack {
            RouteStack { BookView() }
            RouteStack { destination }
        }
    }
}
