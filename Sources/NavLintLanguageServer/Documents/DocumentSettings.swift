import NavLintCore

/// The settings for one document: the rules' severities, and the baseline in force; or why its configuration could
/// not be read (the analysis then runs with the defaults and the reason is reported on the document).
public struct DocumentSettings: Sendable {
    /// Leaves out the findings a baseline records, as `check` does (reading the baseline on the analysis
    /// thread); gives the findings kept, or why the baseline could not be read.
    public typealias BaselineFilter = @Sendable ([Diagnostic]) -> Result<[Diagnostic], Problem>

    /// How the drift rules compare the spec with the code of `sources:`, as `check` compares them; or why the code
    /// could not be read.
    public typealias DriftResult = Result<@Sendable (Analysis) -> DriftComparison, Problem>

    /// The drift comparison, made on the analysis thread (where the code is read); nil when the host cannot read
    /// Swift code.
    public typealias DriftProvider = @Sendable () -> DriftResult?

    /// Why a baseline or the code could not be read, with where and what to do.
    public struct Problem: Error {
        public var message: String

        public init(_ message: String) {
            self.message = message
        }
    }

    public var analysis: AnalysisSettings
    public var baseline: BaselineFilter?
    public var drift: DriftProvider?
    /// Why the configuration could not be read; nil when it was.
    public var problem: String?

    /// The settings of a configuration that was read, with the baseline and the code it names.
    public static func settings(
        _ analysis: AnalysisSettings, baseline: BaselineFilter? = nil, drift: DriftProvider? = nil
    ) -> Self {
        Self(analysis: analysis, baseline: baseline, drift: drift)
    }

    /// A configuration that could not be read, and why: the defaults apply.
    public static func invalidConfiguration(_ problem: String) -> Self {
        Self(analysis: .defaults, problem: problem)
    }
}
