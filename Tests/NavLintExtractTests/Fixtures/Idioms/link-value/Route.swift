enum Route: Hashable {
    case item(id: Int)
    case settings
    case help
}
