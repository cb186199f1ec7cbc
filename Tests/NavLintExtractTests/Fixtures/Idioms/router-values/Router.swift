import SwiftUI

/// A router that pushes any value; the stack's registrations say which view each type shows.
final class Router: ObservableObject {
    @Published var path = NavigationPath()

    func push<Destination: Hashable>(_ destination: Destination) {
        path.append(destination)
    }
}

struct Author: Hashable {
    let name: String
}

struct EditProfileDestination: Hashable {
    let author: Author
}

/// A value no stack registers.
struct Draft: Hashable {}
