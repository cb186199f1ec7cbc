/// How wide Graphviz sets text in Helvetica when it sizes text itself (the SVG drawings, see
/// ``GraphvizRenderer``): each byte of the UTF-8 text by its width in Helvetica's metrics, so `il` is narrow
/// and `WM` wide. A byte outside printable ASCII (a part of a letter beyond it) counts as an average letter.
enum HelveticaWidths {
    /// Widths of the printable ASCII characters, space to `~`, in thousandths of the font size.
    // lint: table begin
    private static let printable: [Double] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  //  !"#$%&'()*+,-./
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0123456789:;<=>?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ABCDEFGHIJKLMNO
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // PQRSTUVWXYZ[\]^_
        222, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // `abcdefghijklmno
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // pqrstuvwxyz{|}~
    ]
    // lint: table end

    /// The width of a byte outside printable ASCII, in thousandths of the font size: an average letter's.
    private static let otherByte = 556.0

    /// The width of one line of text at `fontSize` points, in points.
    static func width(of line: Substring, fontSize: Double) -> Double {
        var thousandths = 0.0
        for byte in line.utf8 {
            let index = Int(byte) - 32
            thousandths += printable.indices.contains(index) ? printable[index] : otherByte
        }
        return thousandths * fontSize / 1000
    }
}
