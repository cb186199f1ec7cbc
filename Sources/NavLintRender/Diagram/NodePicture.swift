/// A screenshot drawn inside a screen's node, above its name (`render --screenshots DIR`).
public struct NodePicture: Sendable, Equatable {
    /// A PNG file of the picture: Graphviz reads its size for the layout and, for PNG and PDF output, its pixels.
    public var file: String
    /// The picture's size in pixels.
    public var width: Int
    public var height: Int
    /// What the SVG's `<image>` shows instead of the file: the picture as a `data:` URI, so that the drawing
    /// and the page need no other file and do not depend on where the PNG was written.
    public var href: String

    /// How wide the picture is drawn in its node, in points.
    public static let drawnWidth = 90
    /// The tallest a picture is drawn: a taller one is scaled to fit.
    public static let drawnMaximumHeight = 200

    public init(file: String, width: Int, height: Int, href: String) {
        self.file = file
        self.width = width
        self.height = height
        self.href = href
    }

    /// The size of the cell the picture is drawn in, in points.
    var drawnSize: (width: Int, height: Int) {
        let height = width > 0 ? (height * Self.drawnWidth + width / 2) / width : Self.drawnWidth
        return (Self.drawnWidth, min(max(height, 1), Self.drawnMaximumHeight))
    }
}
