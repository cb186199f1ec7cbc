import NavLintCore
import SwiftParser
import SwiftSyntax

/// Reads one Swift file into ``FileFacts``: its view types (scanned by ``ViewScanner``), enums, property and
/// parameter types, the `switch`es that map enum cases to views, and the app's scenes.
final class FileCollector: LeafSkippingVisitor {
    let lines: LineTable
    var facts: FileFacts
    /// The names of the types being walked, outermost first.
    private var typeNames: [String] = []
    /// For each type being walked, innermost last: the name its coordinator facts go under (nil for views and
    /// enums), whether its navigation calls are read here (an extension's are read as a view's, by
    /// ``ViewScanner``), and for a class of its own (not a representable's coordinator) the reader of its navigation.
    private var coordinators: [(name: String, readsCalls: Bool, object: ObjectReader?)?] = []
    /// The functions being walked, innermost last.
    private var methods: [String] = []
    /// What the methods of types that are no views present.
    private let objectMethods = ObjectMethodReader()
    /// The URLs opened and AppKit alerts run in functions outside any view.
    private let functionNavigation = FunctionNavigationReader()
    /// What each block writes, read once per block for the writes beside each write.
    private let siblingWrites = SiblingWrites()
    /// By view of the file, its held objects and wrapped properties, which its extensions in the file read too.
    var declaredState: [String: (held: [String: String], wrapped: Set<String>)] = [:]
    /// The functions the file declares outside any type, which its views' tabs may be built by.
    var fileFunctions: [String: FunctionDeclSyntax] = [:]
    /// The file's extensions: their conformances, and the members a view declared before them takes.
    var extensions: SameFileExtensions?

    private init(file: String, lines: LineTable) {
        self.lines = lines
        facts = FileFacts(file: file)
        super.init()
    }

    /// The nesting swift-syntax's parser reads before it stops going deeper (its own default is lower in a
    /// debug build; one figure keeps the output of every build the same).
    static let parserNestingLevel = 256

    /// Parses `source` and collects its facts. Malformed text is read as far as the parser recovers it.
    /// A file nested past what the parser can read safely is not parsed (``BracketDepth``, ``NestingDepth``,
    /// ``TreeDepth``): it gets one unresolved note where the excess starts. Runs on a ``ParserThreads`` stack.
    static func collect(_ source: SwiftSource) -> FileFacts {
        let lines = LineTable(source.text)
        func skipped(at offset: Int, _ reason: String) -> FileFacts {
            var facts = FileFacts(file: source.path)
            let (line, column) = lines.location(ofOffset: offset)
            facts.notes.append(
                ExtractionNote(
                    .unresolved, reason + ", so the file is not read",
                    at: SwiftLocation(file: source.path, line: line, column: column), skipsFile: true))
            return facts
        }
        if let excess = BracketDepth.firstExcess(in: source.text) {
            return skipped(
                at: excess,
                "more than \(BracketDepth.limit) '[' open at once; the Swift parser's time doubles with each")
        }
        if let excess = NestingDepth.firstExcess(in: source.text) {
            return skipped(
                at: excess,
                "nested more than \(NestingDepth.limit) levels deep (brackets, generics, #if, else-if chains, "
                    + "try/await or -> in a row), past what the parser reads safely")
        }
        var text = source.text
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: parserNestingLevel) }
        // Freeing a file's tree is work nobody waits for: it is left to a core with nothing else to do.
        defer { Parallel.releaseInBackground(tree) }
        if let deep = TreeDepth.firstExcess(in: tree) {
            return skipped(
                at: deep.positionAfterSkippingLeadingTrivia.utf8Offset,
                "its syntax tree is more than \(TreeDepth.limit) levels deep (a chain written without end)")
        }
        let collector = FileCollector(file: source.path, lines: lines)
        collector.extensions = SameFileExtensions(in: tree)
        collector.fileFunctions = ArgumentScope.fileFunctions(in: tree)
        collector.walk(tree)
        if tree.hasError { collector.noteSyntaxError(in: tree) }
        collector.facts.objectMethods = collector.objectMethods.methods
        collector.facts.functionNavigation = collector.functionNavigation.navigation
        collector.facts.notes += collector.functionNavigation.notes
        return collector.facts
    }

    func location(_ node: some SyntaxProtocol) -> SwiftLocation {
        node.swiftLocation(lines, file: facts.file)
    }

    /// The name of a type declared inside the types being walked, without backticks.
    private func qualified(_ name: String) -> String { (typeNames + [name]).joined(separator: ".") }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = qualified(node.name.plainName)
        // A conformance an extension in the same file declares (`extension Card: View { var body ... }`) counts.
        let inherited = recordConformances(of: name, node.inheritanceClause).union(extensions?.conformances[name] ?? [])
        let viewCount = facts.views.count
        // Pushed for every struct, so that `visitPost` pops without reading the inheritance clause again.
        defer {
            typeNames.append(node.name.plainName)
            coordinators.append(facts.views.count == viewCount ? (name, true, nil) : nil)
            functionNavigation.enterStruct(name, inherits: inherited, isView: facts.views.count != viewCount)
        }
        if inherited.contains("PreviewProvider") { return .skipChildren }
        // A name the parser had to invent (it is missing from the text) names no type of the app.
        if !inherited.isDisjoint(with: SyntaxReading.viewProtocols), !node.name.plainName.isEmpty {
            let representable = !inherited.isDisjoint(with: SyntaxReading.representables)
            var view = scanView(
                name, members: node.memberBlock, at: node.name, representable: representable,
                generics: StateDeclarations.genericConstraints(node.genericParameterClause),
                extensionMembers: extensions?.takeMembers(of: name, after: node) ?? [])
            let body = ContentWrapperReader.body(of: node)
            view.wraps = ContentWrapperReader.wrapping(of: node, body: body)
            view.casedContent = view.wraps == nil ? CasedContentReader.casedContent(of: node, body: body) : nil
            view.wrapsSplit = view.wraps == nil && SplitWrapperReader.wrapsSplit(node, body: body)
            view.bodyConstruction = ContentWrapperReader.construction(body).map(location)
            (view.handedContent, view.positionalParameters) = ContentWrapperReader.parameters(of: node)
            facts.views.append(view)
        } else if inherited.contains("Commands"), !node.name.plainName.isEmpty {
            var commands = scanView(name, members: node.memberBlock, at: node.name)
            commands.isMenuCommands = true
            facts.views.append(commands)
        } else if !inherited.isEmpty, !inherited.contains("ViewModifier"), !node.name.plainName.isEmpty,
            Self.bodyBuildsView(node.memberBlock)
        {
            // A view through a protocol (`struct Movies: ConnectedView`): the tables decide (see `viewThrough`).
            let extensionMembers = extensions?.takeMembers(of: name, after: node) ?? []
            var view = scanView(name, members: node.memberBlock, at: node.name, extensionMembers: extensionMembers)
            view.viewThrough = inherited
            facts.views.append(view)
        } else if inherited.contains("ViewModifier") {
            facts.registrations += modifierRegistrations(node)
            if let presentation = ViewModifiers.customPresentation(in: node) {
                facts.presentationModifiers[node.name.plainName, default: []].append(presentation)
            }
            let (effect, placed) = ModifierEffectReader.effect(ofModifier: node)
            if let effect { facts.modifierEffects[node.name.plainName, default: []].append(effect) }
            let atCalls = Set(placed.map { location($0) })
            if let component = modifierComponent(node, placedAtCalls: atCalls, takesWayBack: effect?.back != nil) {
                facts.views.append(component)
            }
        } else if inherited.contains("App"), !node.name.plainName.isEmpty {
            facts.appName = node.name.plainName
            readScenes(in: node.memberBlock, of: name)
        } else if inherited.contains("Scene"), !node.name.plainName.isEmpty {
            // A scene of the app's own (`struct MenuBarScene: Scene`), which the app's body builds.
            readScenes(in: node.memberBlock, of: name)
        }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        typeNames.removeLast()
        coordinators.removeLast()
        functionNavigation.leaveType()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.protocols[qualified(node.name.plainName)] = InheritanceReading.names(node.inheritanceClause)
        for (name, type) in StateDeclarations.requiredProperties(of: node) {
            facts.propertyTypes[node.name.plainName + "." + name, default: []].append(type)
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let object =
            SyntaxReading.isMemberOfStructOrClass(node) ? nil : ObjectReader(node, lines: lines, file: facts.file)
        let name = qualified(node.name.plainName)
        recordConformances(of: name, node.inheritanceClause)
        coordinators.append((name, true, object))
        typeNames.append(node.name.plainName)
        functionNavigation.enterType(name, reads: object != nil)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        typeNames.removeLast()
        functionNavigation.leaveType()
        if let object = coordinators.removeLast()?.object?.facts { facts.views.append(object) }
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let cases = CaseMappingReader.caseDeclarations(in: node.memberBlock.members).flatMap(\.elements)
        let isString = InheritanceReading.names(node.inheritanceClause).contains("String")
        let names = cases.map { $0.name.plainName }
        let rawValues = zip(cases, names).map { SyntaxReading.stringLiteral($0.rawValue?.value) ?? $1 }
        var entry = EnumFacts(name: qualified(node.name.plainName), cases: names, rawValues: isString ? rawValues : nil)
        for element in cases { entry.payloads[element.name.plainName] = CaseMappingReader.payloadType(of: element) }
        facts.enums.append(entry)
        typeNames.append(node.name.plainName)
        coordinators.append(nil)
        functionNavigation.enterType(entry.name, reads: true)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        typeNames.removeLast()
        coordinators.removeLast()
        functionNavigation.leaveType()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SpecNaming.plain(node.extendedType.trimmedText)
        recordConformances(of: name, node.inheritanceClause)
        // One a view declared earlier in the file has taken is read with the view's own members; one whose type
        // the parser had to invent (missing from the text) extends no type of the app.
        if extensions?.isTaken(node) != true, !name.isEmpty {
            facts.views.append(scanView(name, members: node.memberBlock, at: node.extendedType, isExtension: true))
        }
        // The scenes of an app written in an extension of it (`var appScene: some Scene { WindowGroup { ... } }`).
        if !name.isEmpty, SceneReader.declaresScenes(node.memberBlock) { readScenes(in: node.memberBlock, of: name) }
        typeNames.append(name)
        coordinators.append((name, false, nil))
        functionNavigation.enterType(name, reads: false)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        typeNames.removeLast()
        coordinators.removeLast()
        functionNavigation.leaveType()
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    /// The names a type's declaration inherits, also kept as the type's conformances (see ``FileFacts``).
    @discardableResult
    private func recordConformances(of type: String, _ clause: InheritanceClauseSyntax?) -> Set<String> {
        let inherited = InheritanceReading.names(clause)
        if !inherited.isEmpty { facts.conformances[type, default: []].formUnion(inherited) }
        return inherited
    }

    // MARK: Properties, parameters, switches

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else { continue }
            if let initial = binding.initializer.flatMap({ SyntaxReading.literalCase($0.value) }) {
                let keys = [name] + (typeNames.last.map { [$0 + "." + name] } ?? [])
                for key in keys { facts.propertyInitialCases[key, default: []].append(initial) }
            }
            guard let type = StateDeclarations.declaredType(of: binding, in: node),
                !StateDeclarations.isGenericParameter(type, around: node)
            else { continue }
            facts.propertyTypes[name, default: []].append(type)
            if name == "dismiss", type == "DismissAction", let owner = typeNames.last {
                facts.dismissHolders.insert(owner)
            }
            // Also as `Owner.name` for a property (no local), the state of an object a view holds (`model.route`).
            if let owner = typeNames.last, node.parent?.is(MemberBlockItemSyntax.self) == true {
                facts.propertyTypes[owner + "." + name, default: []].append(type)
            }
        }
        if let owner = typeNames.last, let flag = ComputedFlagReader.flag(node, owner: owner) {
            facts.computedFlags.append(flag)
        }
        facts.valueFactories += ValueFactoryReader.factory(DeclSyntax(node), in: typeNames) { location(node) }
        return .visitChildren
    }

    /// The cases an initialiser defaults its parameters to; the parameter types of the app's own link inits.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let defaults = ValueFactoryReader.defaults(of: node)
        if !defaults.isEmpty { facts.initializerDefaults[typeNames.joined(separator: "."), default: [:]] = defaults }
        if typeNames == ["NavigationLink"] { StateDeclarations.addLinkParameterTypes(of: node, to: &facts) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        methods.append(node.name.plainName)
        objectMethods.enter(node, owner: coordinators.last??.name)
        functionNavigation.enter(node)
        if let (key, type) = StateDeclarations.firstParameterType(of: node) {
            facts.functionParameterTypes[key, default: []].append(type)
        }
        if ["View", "SwiftUI.View"].contains(typeNames.last) { readViewModifier(node) }
        if coordinators.last??.name != nil, let forward = CaseForwardReader.forward(node) {
            facts.caseForwards.append(forward)
        }
        if let method = BackMethodReader.method(node) {
            facts.backMethods[node.name.plainName, default: []].append(method)
        }
        if node.name.hasPlainName("toPresentable"), let owner = coordinators.last??.name {
            facts.presentables[owner, default: []] += CoordinatorReader.presented(by: node)
        }
        facts.valueFactories += ValueFactoryReader.factory(DeclSyntax(node), in: typeNames) { location(node) }
        if typeNames.isEmpty, let posting = NotificationReader.postingFunction(node, at: location(node)) {
            facts.postingFunctions.append(posting)
        }
        ValueFactoryReader.recordViewBuilder(
            node, of: typeNames.last, inObject: coordinators.last??.object != nil, in: &facts)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        methods.removeLast()
        objectMethods.leave(node, lines: lines, file: facts.file)
        functionNavigation.leave()
    }

    /// A class's call that may navigate (see ``ObjectReader``), and a coordinator's call that pushes or presents
    /// another coordinator, in a type that is no view.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        coordinators.last??.object?.read(node)
        objectMethods.read(node)
        functionNavigation.read(node) { location($0) }
        if let owner = coordinators.last??.name {
            facts.stateWrites += StateWriteReader.append(
                node, owner: owner, in: methods.last, siblings: siblingWrites
            ) { location(node) }
            facts.parameterWrites += StateWriteReader.parameterAppend(node, owner: owner).map { [$0] } ?? []
            facts.ownMethodCalls += StateWriteReader.ownCall(node, owner: owner, in: methods.last).map { [$0] } ?? []
        }
        if let owner = coordinators.last??.name, coordinators.last??.readsCalls == true,
            let site = CoordinatorReader.site(node, owner: owner, at: { location(node) })
        {
            facts.coordinatorSites.append(site)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let owner = coordinators.last??.name {
            facts.stateWrites += StateWriteReader.write(
                node, owner: owner, in: methods.last, siblings: siblingWrites
            ) { location(node) }
            facts.parameterWrites += StateWriteReader.parameterWrite(node, owner: owner).map { [$0] } ?? []
            facts.ownMethodCalls += StateWriteReader.observerCalls(node, owner: owner, in: methods.last)
        }
        return .visitChildren
    }

    /// A property observer is walked as a method of its own name (see ``StateWriteReader/observerName(_:)``).
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = StateWriteReader.observerName(node) { methods.append(name) }
        return .visitChildren
    }

    override func visitPost(_ node: AccessorDeclSyntax) {
        if StateWriteReader.observerName(node) != nil { methods.removeLast() }
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        if var mapping = CaseMappingReader.mapping(
            of: node, extensions: extensions, location: { location(node) }, caseLocation: location)
        {
            let owner = typeNames.joined(separator: ".")
            mapping.scope = owner.isEmpty ? nil : owner
            facts.mappings.append(mapping)
            // A view whose body is it (`struct RouteView: View` switching over its `route`) is a table of
            // destinations.
            if CaseMappingReader.isWholeBody(node), let index = facts.views.lastIndex(where: { $0.name == owner }) {
                facts.views[index].mapsCases = true
            }
        }
        if let transitions = TransitionSwitchReader.transitions(of: node, caseLocation: { location($0) }) {
            facts.transitionSwitches.append(transitions)
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let (regions, notes) = PlatformBranches.regions(of: node, lines: lines, file: facts.file)
        facts.platformRegions += regions
        facts.notes += notes
        return .visitChildren
    }
}
