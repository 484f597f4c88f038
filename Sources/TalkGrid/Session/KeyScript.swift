/// Keys written as text, for scripted runs: `"1 2 enter"`.
///
/// Tokens are separated by spaces: `0`–`9`, `enter`, `space`, `.`, `*`, `+`, `-`, `/`, `up`,
/// `down`, `left`, `right`, and `tick` for one auto-scan pace period.
public enum KeyScript {
    /// Reads a script into key presses; the first unknown token is an error naming it.
    public static func parse(_ script: String) throws(KeyScriptError) -> [SessionInput] {
        var inputs: [SessionInput] = []
        for token in script.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            let name = String(token).lowercased()
            if name == "tick" {
                inputs.append(.tick)
                continue
            }
            guard let key = Key(token: name) else { throw .unknownToken(String(token)) }
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
            "unknown key \"\(token)\" (keys are 0-9, enter, space, ., *, +, -, /, up, down, left, right, tick)"
        }
    }
}
