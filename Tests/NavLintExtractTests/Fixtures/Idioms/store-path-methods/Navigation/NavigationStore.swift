import SwiftUI

/// A store whose methods turn the value they are handed into a case appended to its own path (a qualified case, or
/// one written with the type left out) or set a flag a root's sheet is bound to: a view's call of one of them
/// pushes or presents, at the call.
public enum Destination: Hashable {
    case post(Int)
    case comments(Int)
    case settings
}

@MainActor
public protocol NavigationStoring: ObservableObject {
    var path: NavigationPath { get set }
    var selectedPostId: Int? { get set }
    var showingSettings: Bool { get set }
    var showingLogin: Bool { get set }
    func showPost(_ id: Int)
    func showComments(_ id: Int)
    func showSettings()
    func showLogin()
}

@MainActor
public final class NavigationStore: NavigationStoring {
    @Published public var path = NavigationPath()
    @Published public var selectedPostId: Int?
    @Published public var showingSettings = false
    @Published public var showingLogin = false

    public init() {}

    public func showPost(_ id: Int) {
        if UIDevice.current.userInterfaceIdiom == .pad {
            selectedPostId = id
        } else {
            path.append(Destination.post(id))
        }
    }

    public func showComments(_ id: Int) {
        self.path.append(.comments(id))
    }

    public func showSettings() { showingSettings = true }

    public func showLogin() { showingLogin = true }
}
