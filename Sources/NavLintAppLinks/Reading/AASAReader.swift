import NavLintModel
import NavLintRoutes
import NavLintSupport

/// One component of an AASA entry (or one entry of the older `paths`), with where it is written.
public struct AASAComponent: Sendable {
    /// What it asks of a URL, as the comparison reads it.
    package var link: LinkComponent
    public var location: SourceLocation
    /// Its number in the entry, from 1.
    public var number: Int
    public var comment: String?

    public var excludes: Bool { link.excludes }

    /// The component as messages name it: `/p/*`, `/search ?q=*`, `#top`, with `(exclude)`.
    public var summary: String {
        var parts: [String] = []
        if let path = link.path { parts.append(path.text) }
        if let query = link.query { parts.append("?" + query.text) }
        if !link.queryItems.isEmpty {
            parts.append("?" + link.queryItems.map { "\($0.key)=\($0.value.text)" }.joined(separator: "&"))
        }
        if let fragment = link.fragment { parts.append("#" + fragment.text) }
        let written = parts.isEmpty ? "*" : parts.joined(separator: " ")
        return excludes ? "\(written) (exclude)" : written
    }

    /// `component 2 (/p/0* (exclude)) at line 5`.
    public var reference: String { "component \(number) (\(summary)) at line \(location.line)" }
}

/// One `applinks.details` entry: the apps it is for and its components.
public struct AASAEntry: Sendable {
    public var appIDs: [String]
    public var components: [AASAComponent]
    public var location: SourceLocation
}

/// A domain's `apple-app-site-association` file as read.
public struct AASASite: Sendable {
    public var file: String
    /// The domain it is served from, lowercased.
    public var domain: String
    public var entries: [AASAEntry]
    /// Where `applinks` is written, for findings about the file as a whole.
    public var location: SourceLocation

    /// The entry for `appID`, or without one the first.
    public func entry(for appID: String?) -> AASAEntry? {
        guard let appID else { return entries.first }
        return entries.first { $0.appIDs.contains(appID) }
    }
}

/// Reads an `apple-app-site-association` file: `applinks.details[]` with `appIDs` (or `appID`) and
/// `components` (or the older `paths`, where `NOT ` excludes), `defaults` for the file or an entry.
public enum AASAReader {
    /// The largest AASA file iOS reads (128 KB, uncompressed).
    public static let maximumSize = 128 * 1024
    /// The most components (or `paths` entries) of one entry navlint compares routes with.
    public static let maximumComponents = 1_000

    public static func site(_ file: AppConfigFile, domain: String) throws(AppConfigError) -> AASASite {
        guard file.bytes.count <= maximumSize else {
            throw AppConfigError(
                file: file.path, location: nil,
                message: "the file has \(file.bytes.count) bytes; iOS reads an AASA file of at most \(maximumSize) "
                    + "bytes and ignores a larger one")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(file.bytes)
        } catch {
            throw AppConfigError(file: file.path, location: error.location, message: error.message)
        }
        var reader = AASAValueReader(file: file.path)
        return try reader.site(root, domain: domain.lowercased())
    }
}
