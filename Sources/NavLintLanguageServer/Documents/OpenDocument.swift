import NavLintCore

/// A document the client has open: its current text and version, and what the last analyses gave.
struct OpenDocument {
    let uri: String
    /// The name the analysis reads (a path for `file:` URIs), which states the form for `.nav` and `.json`.
    let file: String
    var version: Int
    var document: TextDocument
    /// When the current version is to be analysed; nil when it has been (or is being).
    var dueAt: ContinuousClock.Instant?
    /// The last version that read, with its index; hover and its kind answer from it.
    var results: AnalysisResults?
    /// The diagnostics last published, with their ranges in the text of ``results`` when
    /// ``diagnosticsMatchResults``.
    var diagnostics: [PublishedDiagnostic] = []
    /// Whether the last published diagnostics came from the version ``results`` holds (it read).
    var diagnosticsMatchResults = false

    var format: SpecFormat { SpecFormat(fileName: file, bytes: document.bytes) }

    /// Whether a document the client opens is a spec: language id `navlint`, or a name ending in `.nav` or
    /// `.navgraph.json`.
    static func isSpec(uri: String, languageID: String?) -> Bool {
        languageID == "navlint" || uri.hasSuffix(".nav") || uri.hasSuffix(".navgraph.json")
    }

    /// The file a URI names: the decoded path of a `file:` URI, else the URI itself, given a `.nav` name when it
    /// states no form (an untitled DSL buffer).
    static func file(of uri: String, languageID: String?) -> String {
        var file = uri
        if uri.hasPrefix("file://") {
            file = percentDecoded(String(uri.dropFirst("file://".count)))
        }
        if SpecFormat(statedBy: file) == nil && languageID == "navlint" { file += ".nav" }
        return file
    }

    private static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
