import NavLintCore

/// The windows opened for a value (see ``ValueWindowScenes``), by the value's type: which window
/// `openWindow(value:)` opens. A case opens the window of the view its case shows; a value of the type whose case
/// extract cannot read opens any of the type's windows.
struct ValueWindows: Sendable {
    private struct Window: Sendable {
        var id: String
        /// The cases it shows; nil for every value of its type.
        var cases: [String]?
    }

    /// By the value's type as resolved, the windows shown with a view of the sources.
    private var byType: [String: [Window]] = [:]

    /// The value windows among the windows the spec will have (an app of one window has none to open).
    init(scenes: [SceneFacts], tables: TypeTables) {
        for (scene, id) in WindowAssembler.shownScenes(scenes, tables: tables) {
            guard let type = scene.valueType, let id else { continue }
            let resolved = tables.resolve(.named(type)) ?? type
            byType[resolved, default: []].append(Window(id: id, cases: scene.valueCases))
        }
    }

    /// The ids of the windows `value` opens, written in `view`; or why none.
    func windows(for value: Destination, in view: String, tables: TypeTables) -> Result<[String], Unopened> {
        switch value {
        case .enumCase(let type, let name):
            let written = type.flatMap { tables.resolve($0, in: view) }
            let types = written.map { [$0] } ?? byType.keys.sorted().filter { showsCase(name, of: $0, tables: tables) }
            let ids = types.flatMap { type in
                (byType[type] ?? []).filter { $0.cases?.contains(name) ?? true }.map(\.id)
            }
            guard !ids.isEmpty else { return .failure(Unopened(value: written.map { "\($0).\(name)" } ?? "." + name)) }
            return .success(ids)
        case .value, .literal:
            guard let type = value.valueType.flatMap({ tables.resolve($0, in: view) }) else {
                return .failure(Unopened(value: nil))
            }
            guard let windows = byType[type] else { return .failure(Unopened(value: "a value of type \(type)")) }
            return .success(windows.map(\.id))
        case .content, .unknown:
            return .failure(Unopened(value: nil))
        }
    }

    /// Whether a window of `type` is opened for the case `name`: one of its windows shows it, or the type is an
    /// enum with that case and a window shows every value.
    private func showsCase(_ name: String, of type: String, tables: TypeTables) -> Bool {
        (byType[type] ?? []).contains { window in
            window.cases?.contains(name) ?? (tables.enums[type]?.cases.contains(name) ?? false)
        }
    }

    /// Why `openWindow(value:)` opens no window extract knows, for its unresolved line.
    struct Unopened: Error {
        /// The value as read (`Draft.compose`, `.compose`); nil when its type is not known.
        var value: String?

        var reason: String {
            guard let value else {
                return "openWindow is handed a value whose type extract cannot read"
            }
            return "openWindow is handed \(value), which no WindowGroup(for:) shows a view of the sources for"
        }
    }
}
