/// navlint's identity, as `--version` and the SARIF report state it.
public enum NavLintVersion {
    public static let current = "0.1.0"
}
