import NavLintModel

/// An app's own configuration as read for `check --info-plist --entitlements --aasa --app-id`: the schemes
/// its Info.plists register, the domains its entitlements associate, each domain's AASA file, and the files
/// that could not be read (each an `app-config-invalid` finding; the rest are still compared).
public struct AppConfig: Sendable {
    /// Every `CFBundleURLSchemes` entry of the Info.plists, in file order.
    public var schemes: [ConfigValue] = []
    /// Whether Info.plists were given and read: without, schemes are not judged.
    public var hasInfoPlists = false
    /// The `applinks:` entries of the entitlements.
    public var domains: [AssociatedDomain] = []
    /// Whether entitlements files were given and read: without, domains are not judged.
    public var hasEntitlements = false
    public var sites: [AASASite] = []
    /// The AASA entry to read (`appIDs`); without it, each file's first entry.
    public var appID: String?
    public var errors: [AppConfigError] = []

    public init() {}

    /// Reads every file; an AASA file's domain is the one given with it, else its folder's name.
    public static func read(
        infoPlists: [AppConfigFile], entitlements: [AppConfigFile], aasa: [(file: AppConfigFile, domain: String?)],
        appID: String?
    ) -> AppConfig {
        var config = AppConfig()
        config.appID = appID
        for file in infoPlists {
            do { config.schemes += try InfoPlistReader.schemes(in: file) } catch { config.errors.append(error) }
        }
        // Routes are judged against the schemes or domains only when every file that gives them was read.
        config.hasInfoPlists = !infoPlists.isEmpty && config.errors.isEmpty
        let before = config.errors.count
        for file in entitlements {
            do { config.domains += try EntitlementsReader.applinks(in: file) } catch { config.errors.append(error) }
        }
        config.hasEntitlements = !entitlements.isEmpty && config.errors.count == before
        for (file, domain) in aasa {
            guard let domain = domain ?? Self.domain(ofAASAPath: file.path) else {
                config.errors.append(
                    AppConfigError(
                        file: file.path, location: nil,
                        message: "cannot tell which domain serves this AASA file: put it in a folder named after the "
                            + "domain (example.com/.well-known/apple-app-site-association) or name the domain "
                            + "(--aasa example.com=FILE, or aasa: {example.com: FILE} in .navlint.yml)"))
                continue
            }
            do { config.sites.append(try AASAReader.site(file, domain: domain)) } catch { config.errors.append(error) }
        }
        return config
    }

    /// The domain an AASA file's folder names: `DOMAIN/.well-known/FILE` or `DOMAIN/FILE`, when that folder's
    /// name is a host name with a dot.
    public static func domain(ofAASAPath path: String) -> String? {
        var folders = path.split(separator: "/").dropLast()
        if folders.last == ".well-known" { folders = folders.dropLast() }
        guard let name = folders.last, name.contains("."), !name.hasPrefix("."),
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" })
        else { return nil }
        return name.lowercased()
    }

    /// Whether some registered scheme is written as a build setting, which navlint does not expand.
    public var hasUnexpandedScheme: Bool { schemes.contains(where: \.hasBuildSetting) }

    /// Whether some associated domain is written as a build setting.
    public var hasUnexpandedDomain: Bool { domains.contains { $0.entry.hasBuildSetting } }
}
