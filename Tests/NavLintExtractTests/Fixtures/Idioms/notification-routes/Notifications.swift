import Foundation

extension Notification.Name {
    static let openRoute = Notification.Name("openRoute")
    static let openPreferences = Notification.Name("openPreferences")
    static let openDraft = Notification.Name("openDraft")
    static let refreshFeed = Notification.Name("refreshFeed")
}

/// What the route notification carries: the value to push, and who asked.
struct RouteRequest {
    let value: any Hashable
    let origin: String
}

func post(_ name: Notification.Name, _ object: Any? = nil) {
    NotificationCenter.default.post(name: name, object: object)
}

func listen(_ name: Notification.Name) -> NotificationCenter.Publisher {
    NotificationCenter.default.publisher(for: name)
}

/// Posts through `post(_:_:)`: two of the app's functions deep.
func openRoute(_ value: any Hashable, origin: String) {
    post(.openRoute, RouteRequest(value: value, origin: origin))
}

/// Posts nothing: calling it navigates nowhere.
func logVisit(_ value: any Hashable) {
    print(value)
}
