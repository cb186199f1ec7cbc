// The NavLintReporters module; see the README for the architecture.
