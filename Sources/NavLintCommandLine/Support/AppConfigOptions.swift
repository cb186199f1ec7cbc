import ArgumentParser
import NavLintCore

/// `check`'s options for the app's own configuration files, which the `app:` section of `.navlint.yml`
/// gives too (an option replaces that key of the section).
package struct AppConfigOptions: ParsableArguments {
    @Option(
        name: .customLong("info-plist"),
        help: ArgumentHelp(
            "An Info.plist (XML or binary) whose CFBundleURLSchemes the custom-scheme routes must be in; repeatable.",
            valueName: "file"))
    var infoPlists: [String] = []

    @Option(
        help: ArgumentHelp(
            "An entitlements file whose applinks: domains the https routes' hosts must be; repeatable.",
            valueName: "file"))
    var entitlements: [String] = []

    @Option(
        help: ArgumentHelp(
            "An apple-app-site-association file the https routes of its domain must pass: the domain is the "
                + "folder it sits in (DOMAIN/.well-known/FILE or DOMAIN/FILE), or write DOMAIN=FILE; repeatable.",
            valueName: "file"))
    var aasa: [String] = []

    @Option(
        name: .customLong("app-id"),
        help: ArgumentHelp(
            "The app's ID (TEAMID.bundle.id): the AASA entry whose appIDs include it is read; by default the first.",
            valueName: "id"))
    var appID: String?

    package init() {}

    /// The files in force for a spec checked with `settings`: the options, else the configuration's `app:`
    /// (its paths relative to its folder); nil when none is named.
    package func files(for settings: Settings) -> Configuration.AppFiles? {
        var files = settings.configuration.app ?? Configuration.AppFiles()
        let folder = settings.path.map(SpecFiles.folder(of:)) ?? "."
        let relative = { (path: String) in path.hasPrefix("/") || folder == "." ? path : folder + "/" + path }
        files.infoPlists = infoPlists.isEmpty ? files.infoPlists.map(relative) : infoPlists
        files.entitlements = entitlements.isEmpty ? files.entitlements.map(relative) : entitlements
        if aasa.isEmpty {
            files.aasa = files.aasa.map { .init(domain: $0.domain, path: relative($0.path)) }
        } else {
            files.aasa = aasa.map(Self.aasaFile)
        }
        files.appID = appID ?? files.appID
        let named = !files.infoPlists.isEmpty || !files.entitlements.isEmpty || !files.aasa.isEmpty
        return named || files.appID != nil ? files : nil
    }

    /// `DOMAIN=FILE` or `FILE`.
    static func aasaFile(_ argument: String) -> Configuration.AppFiles.AASAFile {
        guard let equals = argument.firstIndex(of: "="), !argument[..<equals].contains("/") else {
            return .init(domain: nil, path: argument)
        }
        return .init(domain: String(argument[..<equals]), path: String(argument[argument.index(after: equals)...]))
    }

    /// Reads the files; one that cannot be read is an `app-config-invalid` error of the configuration.
    package static func read(_ files: Configuration.AppFiles, maximumSize: Int) -> AppConfig {
        var unreadable: [AppConfigError] = []
        func load(_ path: String) -> AppConfigFile? {
            do {
                return AppConfigFile(path: path, bytes: try FileSystem.read(path, maximumSize: maximumSize))
            } catch {
                unreadable.append(AppConfigError(file: path, location: nil, message: error.message))
                return nil
            }
        }
        var config = AppConfig.read(
            infoPlists: files.infoPlists.compactMap(load), entitlements: files.entitlements.compactMap(load),
            aasa: files.aasa.compactMap { file in load(file.path).map { ($0, file.domain) } }, appID: files.appID)
        config.hasInfoPlists = config.hasInfoPlists && unreadable.allSatisfy { !files.infoPlists.contains($0.file) }
        config.hasEntitlements =
            config.hasEntitlements && unreadable.allSatisfy { !files.entitlements.contains($0.file) }
        config.errors = unreadable + config.errors
        return config
    }
}
