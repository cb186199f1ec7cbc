/// The screens of the demo app, as its navigation code names them.
public enum DemoScreen: String, CaseIterable, Sendable {
    case home = "Home"
    case detail = "Detail"
}
