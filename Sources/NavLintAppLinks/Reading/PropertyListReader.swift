import Foundation
import NavLintModel
import NavLintSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XML or binary property list with Foundation, and finds where an XML one holds a value: Foundation
/// gives no positions, so an error's line and column come from an XML parser and a string's from the text.
enum PropertyListReader {
    /// The dictionary at the top of the property list in `file`.
    static func dictionary(_ file: AppConfigFile) throws(AppConfigError) -> [String: Any] {
        // Foundation would read anything else as an old-style text property list, and say so on standard
        // error: navlint reads the two forms Xcode writes.
        let start = file.bytes.drop {
            $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
        }
        guard start.first == UInt8(ascii: "<") || file.bytes.starts(with: Array("bplist".utf8)) else {
            throw AppConfigError(
                file: file.path, location: .start,
                message: "not a property list: an XML one starts with '<', a binary one with 'bplist'")
        }
        let data = Data(file.bytes)
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let xmlError = isXML(file) ? xmlErrorLocation(data) : nil
            throw AppConfigError(
                file: file.path, location: xmlError ?? (isXML(file) ? .start : nil),
                message: xmlError == nil
                    ? "not a property list (XML or binary) that Foundation can read"
                    : "not a property list: the XML is not well-formed here")
        }
        guard let dictionary = root as? [String: Any] else {
            throw AppConfigError(
                file: file.path, location: isXML(file) ? .start : nil,
                message: "the property list must hold a dictionary at its top")
        }
        return dictionary
    }

    static func isXML(_ file: AppConfigFile) -> Bool { !file.bytes.starts(with: Array("bplist".utf8)) }

    /// Where the XML parser meets its first error, when it does: told by its delegate, as `parse()` on Linux
    /// can return true after an error.
    /// Bytes that are not UTF-8 are reported where they stop being so, and never given to the XML parser,
    /// which can trap on them.
    private static func xmlErrorLocation(_ data: Data) -> SourceLocation? {
        let bytes = [UInt8](data)
        if let offset = firstInvalidUTF8(bytes) { return location(ofOffset: offset, in: bytes) }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let errors = FirstXMLError()
        parser.delegate = errors
        _ = parser.parse()
        return errors.location
    }

    /// The offset of the first byte that does not continue UTF-8 text (a NUL counts), nil when all do.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                if buffer[offset] == 0 { return offset }
                if buffer[offset] < 0x80 {
                    offset += 1
                    continue
                }
                do throws(UTF8Validator.Problem) {
                    offset += try UTF8Validator.sequenceLength(at: offset, in: buffer)
                } catch {
                    return offset
                }
            }
            return nil
        }
    }

    /// The line and column (in Unicode scalars) of a byte offset of UTF-8 text that is valid before it.
    static func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(line: line, column: column)
    }

    /// Each `<string>` element of an XML property list whose text is `value`, in order, at its text's
    /// first character; none for a binary one. `occurrence` counts from 0.
    static func location(ofString value: String, occurrence: Int, in file: AppConfigFile) -> SourceLocation? {
        guard isXML(file) else { return nil }
        let escaped = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let needle = Array("<string>\(escaped)</string>".utf8)
        let bytes = file.bytes
        var found = 0
        var line = 1
        var lineStart = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) {
                if found == occurrence {
                    let prefix = bytes[lineStart..<index + 8]
                    let column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
                    return SourceLocation(line: line, column: column)
                }
                found += 1
            }
            index += 1
        }
        return nil
    }

    /// The strings of an array value, or an error naming the key.
    static func strings(_ value: Any, key: String, in file: AppConfigFile) throws(AppConfigError) -> [String] {
        guard let array = value as? [Any], let strings = array as? [String] else {
            throw AppConfigError(
                file: file.path, location: isXML(file) ? .start : nil, message: "\(key) must be an array of strings")
        }
        return strings
    }

    /// The values with their places, counting each text's occurrences in order.
    static func located(_ texts: [String], in file: AppConfigFile) -> [ConfigValue] {
        var seen: [String: Int] = [:]
        return texts.map { text in
            let occurrence = seen[text, default: 0]
            seen[text] = occurrence + 1
            return ConfigValue(
                text, file: file.path, location: location(ofString: text, occurrence: occurrence, in: file))
        }
    }
}

/// Keeps where an XML parser reports its first error.
private final class FirstXMLError: NSObject, XMLParserDelegate {
    var location: SourceLocation?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard location == nil else { return }
        location = SourceLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }
}
