// swift-tools-version:6.0
import PackageDescription

// A small app package that uses navlint's plugins: the build-tool plugin checks the navgraph spec of
// DemoNavigation on every build and generates its DemoLink enum (navlint-gen.json opts in), and
// `swift package navlint` runs navlint on it by hand.
let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "navlint", path: "../../..")
    ],
    targets: [
        .target(
            name: "DemoNavigation",
            plugins: [.plugin(name: "NavLintBuildToolPlugin", package: "navlint")]
        )
    ]
)
