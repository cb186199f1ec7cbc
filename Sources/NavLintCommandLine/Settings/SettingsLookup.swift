import NavLintCore

/// The settings for each spec of a run: the `--config` file for all of them, else the nearest
/// `.navlint.yml` of each spec's folder. Each folder is looked up once and each file read once.
package struct SettingsLookup {
    let explicitPath: String?
    private var explicit: Settings?
    private var byFolder: [String: Settings] = [:]
    private var byFile: [String: Settings] = [:]

    package init(explicitPath: String?) {
        self.explicitPath = explicitPath
    }

    package mutating func settings(forSpecIn folder: String) throws -> Settings {
        if let explicitPath {
            if let explicit { return explicit }
            let loaded = try Settings.load(explicitPath)
            explicit = loaded
            return loaded
        }
        let real = FileSystem.realPath(folder) ?? folder
        if let known = byFolder[real] { return known }
        let settings: Settings
        if let path = Configuration.find(from: real, fileExists: FileSystem.exists) {
            if let known = byFile[path] {
                settings = known
            } else {
                settings = try Settings.load(path)
                byFile[path] = settings
            }
        } else {
            settings = Settings(configuration: Configuration(), baselinePath: nil, path: nil)
        }
        byFolder[real] = settings
        return settings
    }
}
