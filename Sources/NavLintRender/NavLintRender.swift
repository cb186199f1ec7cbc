// The NavLintRender module; see the README for the architecture.
