import SwiftSyntax

/// The types calls construct.
extension SyntaxReading {
    /// The type a call constructs: `Foo(...)` → `Foo`, `Outer.Inner(...)` → `Outer.Inner`, and a name written in
    /// backticks whatever its case: `` `default`(...) `` → `default` (a type named after a keyword); nil for other
    /// calls. A type written with SwiftUI's module is SwiftUI's: `SwiftUI.TabView(...)` → `TabView`.
    static func constructedType(_ call: FunctionCallExprSyntax) -> String? {
        guard let name = typeName(call.calledExpression) else { return backtickedName(call.calledExpression) }
        return name.hasPrefix(swiftUIPrefix) ? String(name.dropFirst(swiftUIPrefix.count)) : name
    }

    static let swiftUIPrefix = "SwiftUI."

    /// Whether a call names its type with SwiftUI's module (`SwiftUI.TabView(...)`): SwiftUI's type, also where the
    /// app declares a type of that name.
    static func namesSwiftUIModule(_ call: FunctionCallExprSyntax) -> Bool {
        typeName(call.calledExpression)?.hasPrefix(swiftUIPrefix) ?? false
    }

    /// The name a reference writes in backticks, without them: `` `default` `` → `default`; nil for another
    /// expression.
    static func backtickedName(_ expression: ExprSyntax) -> String? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName, name.text.hasPrefix("`") else {
            return nil
        }
        return name.plainName
    }
}
