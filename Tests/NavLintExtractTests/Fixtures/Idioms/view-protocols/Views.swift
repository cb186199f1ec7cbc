import FluxKit
import SwiftUI

@main
struct CinemaApp: App {
    var body: some Scene {
        WindowGroup { FilmList() }
    }
}

/// A view through a protocol declared in another file.
struct FilmList: StoreView {
    func body(state: Int) -> some View {
        NavigationStack {
            List {
                NavigationLink("Film") { FilmDetail(id: state) }
            }
        }
    }
}

/// A view through a protocol of a package the sources do not hold.
struct FilmDetail: PackagedView {
    let id: Int
    @State private var showsActions = false

    func body(props: Int) -> some View {
        Button("More") { showsActions = true }
            .actionSheet(isPresented: $showsActions) {
                ActionSheet(title: Text("More"), buttons: [.default(Text("Cast")) { }, .cancel()])
            }
    }
}

/// Negative: conforms only to a protocol the sources declare that does not refine View.
struct Ticket: Printable {
    var text: String { "" }
    var body: some View { NavigationLink("Never") { FilmDetail(id: 0) } }
}

/// Negative: a view modifier's `body(content:)` is no screen.
struct Framed: ViewModifier {
    func body(content: Content) -> some View { content.border(.black) }
}
