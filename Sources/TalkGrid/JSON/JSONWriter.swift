/// Writes a ``JSONNode`` as UTF-8 JSON text: members in their order, numbers as they were read.
///
/// Pretty form: two-space indentation, and arrays of scalars that fit on a short line kept on one
/// line (grid rows stay readable as rows).
public enum JSONWriter {
    /// The document as pretty-printed UTF-8 bytes, ending with a newline.
    public static func prettyBytes(_ node: JSONNode) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(node, indent: 0, into: &output)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    /// The document as pretty-printed text.
    public static func prettyString(_ node: JSONNode) -> String {
        String(decoding: prettyBytes(node), as: UTF8.self)
    }

    /// The document on one line, with no spaces.
    public static func compactString(_ node: JSONNode) -> String {
        var output: [UInt8] = []
        writeCompact(node, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static let inlineArrayLimit = 100

    private static func write(_ node: JSONNode, indent: Int, into output: inout [UInt8]) {
        switch node.value {
        case .array(let elements):
            if elements.isEmpty {
                output.append(contentsOf: "[]".utf8)
                return
            }
            if elements.allSatisfy(\.isScalar) {
                var line: [UInt8] = []
                writeCompact(node, spaced: true, into: &line)
                if line.count + indent <= inlineArrayLimit {
                    output.append(contentsOf: line)
                    return
                }
            }
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 2, into: &output)
                write(element, indent: indent + 2, into: &output)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 2, into: &output)
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                output.append(UInt8(ascii: " "))
                write(member.value, indent: indent + 2, into: &output)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        default:
            writeCompact(node, into: &output)
        }
    }

    private static func newline(_ indent: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    private static func writeCompact(_ node: JSONNode, spaced: Bool = false, into output: inout [UInt8]) {
        switch node.value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: number.text.utf8)
        case .string(let string): writeString(string, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 {
                    output.append(UInt8(ascii: ","))
                    if spaced { output.append(UInt8(ascii: " ")) }
                }
                writeCompact(element, spaced: spaced, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 {
                    output.append(UInt8(ascii: ","))
                    if spaced { output.append(UInt8(ascii: " ")) }
                }
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                if spaced { output.append(UInt8(ascii: " ")) }
                writeCompact(member.value, spaced: spaced, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most text has nothing to escape: copied whole, not byte by byte.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output.append(contentsOf: string.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                output.append(contentsOf: Array("\\u00".utf8))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONNode {
    /// Whether this is not an array or object.
    var isScalar: Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }
}
