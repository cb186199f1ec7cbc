import NavLintCore

/// Navigation through `NotificationCenter`: a view's call that posts a notification (`NotificationCenter.default
/// .post(name: .navigateTo, object: route)`, or a call of the app's free function that does, through any of the
/// app's own functions: `navigateTo(ProfileRoute(id))`) navigates from that view, at the call, as the views that
/// receive it do with what is posted: a push of the posted value where a handler appends it to a path, the
/// presentation bound to the property a handler sets (see ``BoundPresentations``).
struct NotificationChannels {
    /// By view, the sites its posting calls make.
    private(set) var sites: [String: [NavSite]] = [:]

    /// How many of the app's functions one post is followed through.
    private static let depthLimit = 6

    init(_ files: [FileFacts], views: [String: ViewFacts]) {
        var receivers: [String: [(view: String, effect: NotificationReceiver.Effect)]] = [:]
        for (name, view) in views {
            for receiver in Set(view.notificationReceivers) {
                receivers[receiver.name, default: []].append((name, receiver.effect))
            }
        }
        guard !receivers.isEmpty else { return }
        for name in receivers.keys {
            receivers[name]!.sort { ($0.view, "\($0.effect)") < ($1.view, "\($1.effect)") }
        }
        var functions: [String: PostingFunction] = [:]
        for function in files.flatMap(\.postingFunctions) where functions[function.name] == nil {
            functions[function.name] = function
        }
        for (name, view) in views {
            for post in view.notificationPosts {
                guard let (notification, object) = Self.posted(post, functions: functions),
                    let handlers = receivers[notification]
                else { continue }
                for (receiver, effect) in handlers {
                    sites[name, default: []].append(Self.site(post, object: object, effect: effect, in: receiver))
                }
            }
        }
    }

    /// What a post hands on, followed through the app's functions: the notification's name and the object.
    private static func posted(
        _ post: NotificationPost, functions: [String: PostingFunction]
    ) -> (name: String, object: Destination?)? {
        var current = post
        for _ in 0..<depthLimit {
            if current.callee == NotificationPost.centerPost {
                guard case .value(.enumCase(_, let name))? = current.arguments.first else { return nil }
                guard current.arguments.count > 1, case .value(let object) = current.arguments[1] else {
                    return (name, nil)
                }
                return (name, object)
            }
            guard let function = functions[current.callee] else { return nil }
            let handed = current.arguments
            current.callee = function.post.callee
            current.arguments = function.post.arguments.map { argument in
                switch argument {
                case .parameter(let index), .wrapping(let index): index < handed.count ? handed[index] : .other
                case .value, .other: argument
                }
            }
        }
        return nil
    }

    /// The site of a post in the posting view: a push of the object, or a write of the receiving view's property.
    private static func site(
        _ post: NotificationPost, object: Destination?, effect: NotificationReceiver.Effect, in receiver: String
    ) -> NavSite {
        switch effect {
        case .appendsToPath:
            let value = object ?? .unknown("the notification posts no value the extractor can follow")
            return NavSite(action: .route(value), location: post.location)
        case .sets(let property, let flag):
            let call = RouterCall(property: property, object: receiver)
            let written: Destination =
                flag ? .enumCase(type: .named("Bool"), name: "true") : object ?? .unknown("the object posted")
            var site = NavSite(action: .route(written), location: post.location, router: call)
            site.selectsOnly = true
            return site
        }
    }
}
