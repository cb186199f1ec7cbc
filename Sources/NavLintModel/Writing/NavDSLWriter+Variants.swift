// Variants: `bind` constants, `platforms`, and the dynamic and action tabs.
extension NavDSLWriter {
    /// ` bind param = "=literal", ...` when there are constants.
    static func appendConstants(_ bind: [ConstantBinding], to output: inout String) {
        guard !bind.isEmpty else { return }
        output += " bind "
        for (index, binding) in bind.enumerated() {
            if index > 0 { output += ", " }
            appendWord(binding.parameter.value, to: &output)
            output += " = "
            appendWord("=" + binding.literal.value, to: &output)
        }
    }

    /// ` platforms iOS, macOS` when the element is limited to some platforms.
    static func appendPlatforms(_ platforms: PlatformSet?, to output: inout String) {
        guard let platforms else { return }
        output += " platforms "
        output += platforms.platforms.map(\.value.rawValue).joined(separator: ", ")
    }

    /// A tab's options after its model (or `action`), its source, then an action tab's edges.
    static func appendTabVariants(_ tab: Tab, to output: inout String) {
        appendConstants(tab.bind, to: &output)
        appendPlatforms(tab.platforms, to: &output)
        if tab.isDynamic { output += " dynamic" }
        appendSource(tab.source, to: &output)
        guard tab.isAction else { return }
        let edges = tab.edges.map { edge in
            var text = ""
            appendEdge(edge, to: &text)
            return text
        }
        if edges.count <= 1 {
            output += " { \(edges.first ?? "") }"
        } else {
            output += " {\n" + edges.map { "    " + $0 + "\n" }.joined() + "  }"
        }
    }
}
