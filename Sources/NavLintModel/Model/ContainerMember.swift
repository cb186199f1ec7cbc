/// A model that a container names, with the part it plays there: the one enumeration of a container's
/// parts that the graph and the rules read.
public struct ContainerMember: Sendable, Equatable {
    /// The part a member plays in its container.
    public enum Role: Sendable, Equatable {
        case stackRoot
        case stackPath
        case tab(String)
        case switchCase(String)
        case sidebar
        case contentColumn
        case detail
    }

    public var reference: Located<String>
    public var role: Role
}

extension Model {
    /// The models this container names, as written and in order: a stack's root and initial path, the
    /// models of the tabs (action tabs name none) or cases, the columns of a split. Empty for screens and dialogs.
    public var members: [ContainerMember] { content.members }
}

extension ModelContent {
    /// The models this content names (see ``Model/members``); read from a model's content, it does not copy
    /// the whole model.
    public var members: [ContainerMember] {
        switch self {
        case .screen, .dialog:
            return []
        case .stack(let stack):
            return [ContainerMember(reference: stack.root, role: .stackRoot)]
                + stack.path.map { ContainerMember(reference: $0, role: .stackPath) }
        case .tabs(let tabs):
            return tabs.tabs.compactMap { tab in
                tab.model.map { ContainerMember(reference: $0, role: .tab(tab.id.value)) }
            }
        case .switch(let content):
            return content.cases.map { ContainerMember(reference: $0.model, role: .switchCase($0.id.value)) }
        case .split(let split):
            var members = [ContainerMember(reference: split.sidebar, role: .sidebar)]
            if let column = split.content { members.append(ContainerMember(reference: column, role: .contentColumn)) }
            members.append(ContainerMember(reference: split.detail, role: .detail))
            return members
        }
    }
}
