/// Graphviz's SVG names each picture by the file it read; this puts the picture itself there instead, with the
/// class the review page shows and hides (`navlint-thumb`), so that the drawing is self-contained and does not
/// depend on where the files were written.
public enum SVGPictures {
    private static let drawn = "<image xlink:href=\""

    /// The SVG with every `<image>` of a node's picture pointing at the picture's `href`, in one pass.
    public static func embed(_ svg: [UInt8], of diagram: Diagram) -> [UInt8] {
        var hrefs: [String: String] = [:]
        for picture in diagram.allNodes.compactMap(\.picture) { hrefs[GraphvizForm.html(picture.file)] = picture.href }
        guard !hrefs.isEmpty else { return svg }
        let text = String(decoding: svg, as: UTF8.self)
        var output = ""
        output.reserveCapacity(text.utf8.count + hrefs.values.reduce(0) { $0 + $1.utf8.count })
        var rest = text[...]
        while let found = rest.firstRange(of: drawn) {
            output += rest[..<found.lowerBound]
            let value = rest[found.upperBound...]
            guard let quote = value.firstIndex(of: "\"") else { break }
            if let href = hrefs[String(value[..<quote])] {
                output += "<image class=\"navlint-thumb\" xlink:href=\"" + href
            } else {
                output += rest[found.lowerBound..<quote]
            }
            rest = value[quote...]
        }
        output += rest
        return Array(output.utf8)
    }
}
