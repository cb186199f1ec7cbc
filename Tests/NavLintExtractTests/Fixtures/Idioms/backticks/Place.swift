enum Place: Hashable {
    case `default`
    case `private`, open
}
