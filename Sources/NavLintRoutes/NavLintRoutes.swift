// The NavLintRoutes module; see the README for the architecture.
