import NavLintSupport

// The check a .nav file passes before it is lexed: UTF-8 text without NUL bytes.
extension NavDSLLexer {
    // MARK: Validation

    /// Checks that `bytes` is UTF-8 text without NUL bytes; returns the first problem.
    static func validate(_ bytes: [UInt8]) -> InputError? {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let lead = buffer[offset]
                if lead < 0x80 {
                    if lead == 0 {
                        let location = location(of: offset, in: bytes)
                        return InputError(.syntax, "NUL byte in the file; a .nav file must be text", at: location)
                    }
                    offset += 1
                    continue
                }
                do throws(UTF8Validator.Problem) {
                    offset += try UTF8Validator.sequenceLength(at: offset, in: buffer)
                } catch {
                    return invalidUTF8(at: offset, in: bytes)
                }
            }
            return nil
        }
    }

    static func invalidUTF8(at offset: Int, in bytes: [UInt8]) -> InputError {
        let shown = "0x" + String(bytes[offset], radix: 16, uppercase: true)
        return InputError(
            .syntax, "invalid UTF-8 (byte \(shown)); a .nav file must be UTF-8 text",
            at: location(of: offset, in: bytes))
    }

    /// The line and column of a byte offset, counting the valid scalars before it on its line.
    static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? 3 : 0
        while index < offset {
            let byte = bytes[index]
            if byte == lineFeed
                || (byte == carriageReturn && (index + 1 >= bytes.count || bytes[index + 1] != lineFeed))
            {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
