import SwiftUI

/// The delegate's own calls hand the tab on: a view's call of `onContinueUserActivity` switches to either tab.
extension SceneDelegate {
    func onContinueUserActivity(_ activity: NSUserActivity) {
        switch activity.activityType {
        case "containers":
            navigate(to: .containers)
        default:
            navigate(to: .stacks)
        }
    }

    func navigate(to tab: ViewTab) {
        activeTab = tab
    }

    /// Negative: a method that writes a string it is handed switches no tab.
    func remember(_ activity: String) {
        lastActivity = activity
    }
}
