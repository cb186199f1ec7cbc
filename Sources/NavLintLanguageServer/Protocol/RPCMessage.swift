import NavLintModel

/// The id of a JSON-RPC request: a number or a string, echoed in its response.
public enum RPCID: Sendable, Hashable {
    case number(Int)
    case string(String)

    var json: JSONOutput {
        switch self {
        case .number(let number): .integer(number)
        case .string(let text): .string(text)
        }
    }
}

/// A JSON-RPC 2.0 error code, as LSP uses them.
public enum RPCErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
    case contentModified = -32801
    case requestFailed = -32803
}

/// A JSON-RPC error to answer a request with.
public struct RPCError: Error, Sendable {
    public var code: RPCErrorCode
    public var message: String

    public init(_ code: RPCErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// One message the client sent: a request (with an id), a notification (without), or a response to a request of
/// the server's (ignored: this server sends none that need an answer).
struct RPCMessage {
    var id: RPCID?
    var method: String?
    var params: JSONValue?

    /// Reads a message body; a body that is not JSON, or not a JSON-RPC message, is an error to answer with a
    /// null id (JSON-RPC 2.0, section 5).
    init(body: [UInt8]) throws(RPCError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(body, maximumDepth: 64)
        } catch {
            throw RPCError(.parseError, "the message is not JSON: \(error.description)")
        }
        guard case .object = value.storage else {
            throw RPCError(.invalidRequest, "a message must be a JSON object, not \(value.typeDescription)")
        }
        if let id = value["id"] {
            if let number = id.integer {
                self.id = .number(number)
            } else if let text = id.string {
                self.id = .string(text)
            } else if case .null = id.storage {
                self.id = nil
            } else {
                throw RPCError(.invalidRequest, "a request id must be a number or a string")
            }
        }
        method = value["method"]?.string
        params = value["params"]
        if method == nil && value["result"] == nil && value["error"] == nil {
            throw RPCError(.invalidRequest, "a message must have a method, or be a response with a result or error")
        }
    }
}

/// The JSON-RPC messages the server sends.
enum RPCOutgoing {
    static func response(_ id: RPCID?, result: JSONOutput) -> JSONOutput {
        .object(["jsonrpc": .string("2.0"), "id": id?.json ?? .null, "result": result])
    }

    static func error(_ id: RPCID?, _ error: RPCError) -> JSONOutput {
        .object([
            "jsonrpc": .string("2.0"), "id": id?.json ?? .null,
            "error": .object(["code": .integer(error.code.rawValue), "message": .string(error.message)]),
        ])
    }

    static func notification(_ method: String, _ params: JSONOutput) -> JSONOutput {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }
}
