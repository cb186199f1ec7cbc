import Foundation
import NavLintTestSupport
import XCTest

/// Validates SARIF documents against the published 2.1.0 schema (see ``JSONSchemaValidator/sarifSchema``).
/// When python3 or jsonschema is missing, the calling test is skipped (XCTSkip), so the gap shows in
/// the test summary.
enum SARIFSchema {
    static func assertValid(_ document: Data, file: StaticString = #filePath, line: UInt = #line) throws {
        let schema = try unwrap(
            JSONSchemaValidator.sarifSchema, orSkip: "the SARIF 2.1.0 schema was not found; set NAVLINT_SARIF_SCHEMA")
        switch try JSONSchemaValidator.validate(document, against: schema) {
        case .verdicts(let verdicts):
            XCTAssertNil(verdicts[0], "the SARIF report does not validate", file: file, line: line)
        case .unavailable(let reason): throw XCTSkip(reason)
        case .failed(let output): XCTFail("the SARIF validator failed: \(output)", file: file, line: line)
        }
    }
}
