import SwiftUI

final class Dispatcher: ObservableObject {
    @Published var presentedSheet: Errand?
    @Published var results: [String] = []

    /// Closes the top sheet through another method of its own.
    func dismissSheet() {
        closeEverything()
    }

    func closeEverything() {
        presentedSheet = nil
    }

    /// Named for a way back, takes nothing presented away.
    func dismissKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }

    /// Empties a list that no name says is navigation.
    func closeSearch() {
        results.removeAll()
    }
}

enum Errand: String, Identifiable {
    case parcel
    var id: String { rawValue }
}

final class Courier: ObservableObject {
    @Published var routePath = NavigationPath()

    var currentPath: Binding<NavigationPath> {
        Binding(get: { self.routePath }, set: { self.routePath = $0 })
    }

    /// Takes the top screen off the path its binding's value is.
    func pop() {
        currentPath.wrappedValue.removeLast()
    }
}

struct Stop: Hashable {
    var address: String
}
