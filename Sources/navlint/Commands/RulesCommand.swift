import ArgumentParser
import NavLintCore

/// `navlint rules`: the rule catalogue.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its default severity and what it checks.",
        discussion: "Name a rule to see why it matters and examples that trigger it and that do not.")

    @Argument(help: "Show one rule in full.")
    var rule: String?

    func run() throws {
        let descriptions = RuleCatalogue.descriptions
        if let rule {
            guard let description = descriptions.first(where: { $0.id == rule }) else {
                let hint = Identifiers.suggestion(for: rule, among: descriptions.map(\.id)).map { "; did you mean \($0)?" } ?? ""
                throw CommandFailure("no rule is named \(rule)\(hint) (`navlint rules` lists them)")
            }
            Terminal.write(RuleCatalogueText.detail(description))
            return
        }
        Terminal.write(RuleCatalogueText.table(descriptions))
    }
}

/// The catalogue as text for a terminal.
enum RuleCatalogueText {
    static func table(_ descriptions: [RuleDescription]) -> String {
        let width = descriptions.map(\.id.count).max() ?? 0
        var text = ""
        for category in RuleDescription.Category.allCases {
            text += "\(category.rawValue):\n"
            for rule in descriptions where rule.category == category {
                let severity = rule.defaultSeverity.rawValue + (rule.enabledByDefault ? "" : ", off")
                let padded = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                text += "  \(padded)  \(severity.padding(toLength: 12, withPad: " ", startingAt: 0)) \(rule.summary)\n"
            }
        }
        return text
    }

    static func detail(_ rule: RuleDescription) -> String {
        var text = "\(rule.id) (\(rule.category.rawValue), \(rule.defaultSeverity.rawValue)\(rule.enabledByDefault ? "" : ", off by default"))\n\n"
        text += rule.summary + "\n\n" + rule.rationale + "\n"
        for (heading, examples) in [("Triggers on", rule.triggeringExamples), ("Does not trigger on", rule.nonTriggeringExamples)] where !examples.isEmpty {
            text += "\n\(heading):\n"
            for example in examples {
                text += example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n\n"
            }
        }
        return text
    }
}
