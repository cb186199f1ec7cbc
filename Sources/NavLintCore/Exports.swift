// The library's other targets: `import NavLintCore` imports every one of them.
@_exported import NavLintAppLinks
@_exported import NavLintDiff
@_exported import NavLintDrift
@_exported import NavLintGraph
@_exported import NavLintModel
@_exported import NavLintRules
@_exported import NavLintSupport
