import ComposableArchitecture
import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            // Nothing but a placeholder under tests: the app's content is the other branch.
            if isTesting {
                EmptyView()
            } else {
                ShelfView(store: Store(initialState: ShelfFeature.State()) { ShelfFeature() })
            }
        }
    }
}

struct ShelfView: View {
    @Bindable var store: StoreOf<ShelfFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List(store.books) { book in
                NavigationLink(state: ShelfFeature.Path.State.book(BookFeature.State(book: book))) {
                    Text(book.title)
                }
                .swipeActions { Button("Remove") { store.send(.removeTapped(book.id)) } }
                ShelfFooter(store: store)
            }
            .toolbar {
                Button("Add") { store.send(.addTapped) }
                Button("Scan") { store.send(.scanTapped) }
                Button("Sync") { store.send(.syncTapped) }
            }
        } destination: { store in
            switch store.case {
            case let .book(store):
                BookView(store: store)
            case let .scanner(store):
                ScannerView(store: store)
            }
        }
        .sheet(item: $store.scope(state: \.destination?.addBook, action: \.destination.addBook)) { store in
            AddBookView(store: store)
        }
        .alert($store.scope(state: \.destination?.confirmRemoval, action: \.destination.confirmRemoval))
    }
}

/// Holds the shelf's store too: each view's sending of an action whose case only navigates is where it navigates.
@ViewAction(for: ShelfFeature.self)
struct ShelfFooter: View {
    let store: StoreOf<ShelfFeature>

    var body: some View {
        Button("Scan a barcode") { store.send(.scanTapped) }
        Button("Scan again") { send(.scanAgainTapped) }
    }
}

/// Holds its store as `Store<State, Action>`.
struct BookView: View {
    @Bindable var store: Store<BookFeature.State, BookFeature.Action>

    var body: some View {
        Text(store.book.title)
            .toolbar { Button("Share") { store.send(.shareTapped) } }
            .popover(item: $store.scope(\.$destination, action: \.destination).share) { store in
                ShareView(store: store)
            }
            .alert($store.scope(\.alert, action: \.alert))
    }
}

struct AddBookView: View {
    let store: StoreOf<AddBookFeature>
    var body: some View { Text("Add") }
}

struct ScannerView: View {
    let store: StoreOf<ScannerFeature>
    var body: some View { Text("Scan") }
}

struct ShareView: View {
    let store: StoreOf<ShareFeature>
    var body: some View { Text("Share") }
}
