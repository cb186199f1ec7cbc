import NavLintCore
import SwiftSyntax

/// Reads navigation that goes through `NotificationCenter`: the calls that may post, the app's free functions that
/// post (to any depth of the app's own functions), and the views' `.onReceive` handlers that push or present what
/// is posted (see ``NotificationChannels``).
enum NotificationReader {
    /// Records what a view's call may post, or which notification its `.onReceive` handler pushes or presents.
    static func record(_ call: FunctionCallExprSyntax, scanner: ViewScanner) {
        if SyntaxReading.calleeName(call) == "onReceive" {
            if let receiver = receiver(call, ownProperties: scanner.stateProperties) {
                scanner.facts.notificationReceivers.append(receiver)
            }
            return
        }
        let location = scanner.location(call)
        if let post = post(call, at: location, value: { .value(scanner.destination(ofValue: $0)) }) {
            scanner.facts.notificationPosts.append(post)
        }
    }

    /// The most arguments of a call read: a notification's name and object come first.
    private static let argumentLimit = 4

    /// `NotificationCenter.default.post(name: .x, object: y)`, or a call of a free function with arguments; each
    /// argument as `value` reads it.
    static func post(
        _ call: FunctionCallExprSyntax, at location: SwiftLocation, value: (ExprSyntax) -> PostedValue
    ) -> NotificationPost? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            guard member.declName.baseName.hasPlainName("post"), let name = SyntaxReading.argument("name", of: call)
            else { return nil }
            let object = SyntaxReading.argument("object", of: call).map(value) ?? .other
            return NotificationPost(
                callee: NotificationPost.centerPost, arguments: [value(name), object], location: location)
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), !call.arguments.isEmpty else {
            return nil
        }
        let name = reference.baseName.plainName
        guard SyntaxReading.startsLowercase(name) else { return nil }
        let arguments = call.arguments.prefix(argumentLimit).map { value($0.expression) }
        return NotificationPost(callee: name, arguments: arguments, location: location)
    }

    /// A free function whose body's first posting call hands on its parameters (`sendNotification(.navigateTo,
    /// Wrapper(destination: destination))`); nil for one that posts nothing.
    static func postingFunction(_ node: FunctionDeclSyntax, at location: SwiftLocation) -> PostingFunction? {
        guard let body = node.body else { return nil }
        let parameters = node.parameterNames
        func value(_ expression: ExprSyntax) -> PostedValue {
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
                let index = parameters.firstIndex(of: name)
            {
                return .parameter(index)
            }
            if let built = expression.as(FunctionCallExprSyntax.self) {
                for argument in built.arguments {
                    if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
                        let index = parameters.firstIndex(of: name)
                    {
                        return .wrapping(index)
                    }
                }
            }
            if let (type, name) = SyntaxReading.enumCase(expression) {
                return .value(.enumCase(type: type.map(TypeRef.named), name: name))
            }
            return .other
        }
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard let call = calledBy(token), let post = post(call, at: location, value: value) else { continue }
            return PostingFunction(name: node.name.plainName, post: post)
        }
        return nil
    }

    /// The call whose callee's name is `token` (`post` of `center.post(...)`, `send` of `send(...)`).
    private static func calledBy(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
        var node = token.parent
        for _ in 0..<3 {
            guard let current = node else { return nil }
            if let call = current.as(FunctionCallExprSyntax.self) {
                return call.calledExpression.lastToken(viewMode: .sourceAccurate) == token ? call : nil
            }
            node = current.parent
        }
        return nil
    }

    /// `.onReceive(publisher) { ... }` whose publisher names a notification (`publisher(for: .x)`, or a function
    /// of the app handed `.x`), and whose closure pushes or presents; nil for any other.
    static func receiver(_ call: FunctionCallExprSyntax, ownProperties: Set<String>) -> NotificationReceiver? {
        guard let publisher = call.arguments.first?.expression, let name = notificationName(in: publisher),
            let closure = call.trailingClosure ?? SyntaxReading.closure(of: call, labels: ["perform"]),
            let effect = effect(of: closure, ownProperties: ownProperties)
        else { return nil }
        return NotificationReceiver(name: name, effect: effect)
    }

    /// The implicit member (`.navigateTo`) or `Notification.Name.x` handed to a call in the publisher.
    private static func notificationName(in publisher: ExprSyntax) -> String? {
        guard let call = publisher.as(FunctionCallExprSyntax.self) else { return nil }
        for argument in call.arguments {
            if let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.trimmedText == "Notification.Name"
            {
                return member.declName.baseName.plainName
            }
        }
        return nil
    }

    /// What a handler does with what is posted: the first append to a path, or write of the view's own property.
    private static func effect(
        of closure: ClosureExprSyntax, ownProperties: Set<String>
    ) -> NotificationReceiver.Effect? {
        for node in closure.statements.tokens(viewMode: .sourceAccurate).compactMap(\.parent) {
            if let member = node.as(MemberAccessExprSyntax.self), member.declName.baseName.hasPlainName("append"),
                member.parent?.is(FunctionCallExprSyntax.self) == true, let base = member.base,
                PathNames.isPath(base)
            {
                return .appendsToPath
            }
            // `shown = notification.object as? Item` too: the parser leaves the cast unfolded after the value.
            guard let reference = node.as(DeclReferenceExprSyntax.self),
                ownProperties.contains(reference.baseName.plainName),
                let elements = reference.parent?.parent?.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
                elements.count >= 3, elements[0].id == reference.id, elements[1].is(AssignmentExprSyntax.self)
            else { continue }
            let value = elements[2]
            if value.is(NilLiteralExprSyntax.self) || SyntaxReading.flagCase(value) == "false" { continue }
            let flag = SyntaxReading.flagCase(value) == "true"
            return .sets(property: reference.baseName.plainName, flag: flag)
        }
        return nil
    }
}
