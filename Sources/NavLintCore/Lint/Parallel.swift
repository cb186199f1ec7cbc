import NavLintRoutes

/// The package's helper for running independent steps of checking on several cores (it lives with the
/// route analysis, which uses it too).
typealias Parallel = NavLintRoutes.Parallel
