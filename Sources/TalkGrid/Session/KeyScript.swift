/// Keys written as text, for scripted runs: `"1 2 enter"`.
///
/// Tokens are separated by spaces: `0`–`9`, `enter`, `.`, `*`, `+`, `-`, `/`, `up`, `down`,
/// `left`, `right`.
public enum KeyScript {
    /// Reads a script into key presses; the first unknown token is an error naming it.
    public static func parse(_ script: String) throws(KeyScriptError) -> [SessionInput] {
        var inputs: [SessionInput] = []
        for token in script.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            guard let key = Key(token: String(token).lowercased()) else { throw .unknownToken(String(token)) }
            inputs.append(.key(key))
        }
        return inputs
    }
}

/// Why a key script cannot be read.
public enum KeyScriptError: Error, Equatable, CustomStringConvertible {
    /// A token that names no key.
    case unknownToken(String)

    public var description: String {
        switch self {
        case .unknownToken(let token):
            "unknown key \"\(token)\" (keys are 0-9, enter, ., *, +, -, /, up, down, left, right)"
        }
    }
}
