import SwiftUI

struct Recipe: Hashable { var id: Int }
struct Chef: Hashable { var handle: String }
struct Pantry: Hashable { var shelves: Int }
struct Review: Hashable { var id: Int }

enum KitchenRoute: Hashable {
    case recipe(id: Int)
    case chef(handle: String)
    case pantry(Pantry)
}

/// The app's router: typed overloads turn a model into the route that shows it.
@Observable final class KitchenRouter {
    var path = NavigationPath()

    func push(_ route: KitchenRoute) {
        path.append(route)
    }

    func push(_ recipe: Recipe) {
        push(.recipe(id: recipe.id))
    }

    func push(_ chef: Chef) {
        guard !chef.handle.isEmpty else { return }
        self.push(.chef(handle: chef.handle))
    }

    func showPantry(_ pantry: Pantry) {
        push(.pantry(pantry))
    }

    /// Hands one of two routes: which one is decided at run time.
    func open(_ review: Review) {
        if review.id > 0 {
            push(.recipe(id: review.id))
        } else {
            push(.chef(handle: "\(review.id)"))
        }
    }
}
