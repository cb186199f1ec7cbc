/// Turns spec text into label text for a diagram language: some characters replaced, each line
/// break (`\n`, `\r` or `\r\n`) written once as `lineBreak`, other control characters as spaces.
enum LabelText {
    static func escape(_ text: String, lineBreak: String, replacing replacements: [Unicode.Scalar: String]) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if let replacement = replacements[scalar] {
                result += replacement
            } else if scalar == "\n" {
                if !previousWasCR { result += lineBreak }
            } else if scalar == "\r" {
                result += lineBreak
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
