import NavLintModel
import NavLintRoutes
import NavLintSupport

/// Holds the parsed JSON of one AASA file to the documented shape, failing at the first value that is not.
struct AASAValueReader {
    let file: String

    /// `caseSensitive` and `percentEncoded` in force: the file's `defaults`, then an entry's.
    struct Defaults {
        var caseSensitive = true
        var percentEncoded = true
    }

    func fail(_ message: String, at location: SourceLocation) -> AppConfigError {
        AppConfigError(file: file, location: location, message: message)
    }

    func members(
        _ value: JSONValue, of what: String, allowed: [String]
    ) throws(AppConfigError) -> [String: JSONValue] {
        guard case .object(let members) = value.storage else {
            throw fail("\(what) must be an object, found \(value.typeDescription)", at: value.location)
        }
        var result: [String: JSONValue] = [:]
        for member in members {
            guard allowed.isEmpty || allowed.contains(member.key) else {
                let hint = Suggestion.hint(for: member.key, among: allowed)
                throw fail("unknown key '\(member.key)' in \(what)\(hint)", at: member.keyLocation)
            }
            result[member.key] = member.value
        }
        return result
    }

    func string(_ value: JSONValue, _ what: String) throws(AppConfigError) -> String {
        guard case .string(let text) = value.storage else {
            throw fail("\(what) must be a string, found \(value.typeDescription)", at: value.location)
        }
        return text
    }

    func bool(_ value: JSONValue?, _ what: String) throws(AppConfigError) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = value.storage else {
            throw fail("\(what) must be true or false, found \(value.typeDescription)", at: value.location)
        }
        return flag
    }

    func array(_ value: JSONValue, _ what: String) throws(AppConfigError) -> [JSONValue] {
        guard case .array(let items) = value.storage else {
            throw fail("\(what) must be an array, found \(value.typeDescription)", at: value.location)
        }
        return items
    }

    mutating func site(_ root: JSONValue, domain: String) throws(AppConfigError) -> AASASite {
        let top = try members(root, of: "the file", allowed: [])
        // A file for web credentials or App Clips only hands no links to any app (aasa-app-missing says so).
        guard let applinks = top["applinks"] else {
            return AASASite(file: file, domain: domain, entries: [], location: root.location)
        }
        let links = try members(
            applinks, of: "'applinks'", allowed: ["apps", "defaults", "details", "substitutionVariables"])
        let defaults = try self.defaults(links["defaults"], inherited: Defaults())
        guard let details = links["details"] else {
            throw fail("'applinks' has no 'details' array", at: applinks.location)
        }
        var entries: [AASAEntry] = []
        for detail in try array(details, "'details'") { entries.append(try entry(detail, defaults: defaults)) }
        return AASASite(file: file, domain: domain, entries: entries, location: applinks.location)
    }

    func defaults(_ value: JSONValue?, inherited: Defaults) throws(AppConfigError) -> Defaults {
        guard let value else { return inherited }
        let keys = try members(value, of: "'defaults'", allowed: ["caseSensitive", "percentEncoded"])
        var result = inherited
        if let flag = try bool(keys["caseSensitive"], "caseSensitive") { result.caseSensitive = flag }
        if let flag = try bool(keys["percentEncoded"], "percentEncoded") { result.percentEncoded = flag }
        return result
    }

    func entry(_ value: JSONValue, defaults inherited: Defaults) throws(AppConfigError) -> AASAEntry {
        let keys = try members(
            value, of: "a 'details' entry", allowed: ["appID", "appIDs", "components", "defaults", "paths"])
        var appIDs: [String] = []
        if let single = keys["appID"] { appIDs.append(try string(single, "appID")) }
        if let list = keys["appIDs"] {
            for item in try array(list, "'appIDs'") { appIDs.append(try string(item, "an app ID")) }
        }
        guard !appIDs.isEmpty else { throw fail("the entry names no app: add 'appIDs'", at: value.location) }
        let defaults = try self.defaults(keys["defaults"], inherited: inherited)
        var components: [AASAComponent] = []
        if let list = keys["components"] {
            for item in try array(list, "'components'") {
                components.append(try component(item, number: components.count + 1, defaults: defaults))
            }
        } else if let list = keys["paths"] {
            for item in try array(list, "'paths'") {
                components.append(try path(item, number: components.count + 1, defaults: defaults))
            }
        }
        guard components.count <= AASAReader.maximumComponents else {
            throw fail(
                "the entry has \(components.count) components; navlint compares routes with at most "
                    + "\(AASAReader.maximumComponents) per entry", at: value.location)
        }
        return AASAEntry(appIDs: appIDs, components: components, location: value.location)
    }
}
