import Foundation

/// A Piper voice's model (an ONNX `ModelProto`, protocol-buffer encoded), read just far enough
/// to tell whether it is one, and given the metadata sherpa-onnx reads.
///
/// sherpa-onnx runs a Piper voice only when the model's `metadata_props` name its sample rate,
/// speakers and language and say `comment=piper`; Piper's own files carry none. A protocol
/// buffer's repeated field may appear anywhere in the message, so the metadata is added by
/// appending its entries to the file: the rest of the model stays byte for byte as it came.
public struct PiperModelFile: Sendable {
    /// Why a file is not a Piper model.
    public enum Problem: Error, Equatable, Sendable {
        /// The bytes are not a protocol buffer (or end in the middle of a field).
        case notProtocolBuffer
        /// A protocol buffer without an ONNX graph.
        case noGraph
        /// An ONNX model without Piper's inputs; the inputs it has.
        case notPiper(inputs: [String])
    }

    /// The names of the graph's inputs (a Piper voice has `input`, `input_lengths` and `scales`).
    public let inputs: [String]
    /// The metadata keys the model already has.
    public let metadataKeys: Set<String>

    /// The inputs every Piper voice's graph has.
    static let piperInputs = ["input", "input_lengths", "scales"]

    /// Reads a model's bytes.
    public init(_ bytes: UnsafeRawBufferPointer) throws(Problem) {
        var inputs: [String] = []
        var keys: Set<String> = []
        var sawGraph = false
        var reader = ProtocolBufferReader(bytes[...])
        while let field = try reader.next() {
            switch (field.number, field.value) {
            case (ModelField.graph, .bytes(let graph)):
                sawGraph = true
                var graphReader = ProtocolBufferReader(graph)
                while let graphField = try graphReader.next() {
                    guard graphField.number == GraphField.input, case .bytes(let input) = graphField.value else { continue }
                    if let name = try ProtocolBufferReader.string(field: 1, in: input) { inputs.append(name) }
                }
            case (ModelField.metadata, .bytes(let entry)):
                if let key = try ProtocolBufferReader.string(field: 1, in: entry) { keys.insert(key) }
            default:
                continue
            }
        }
        guard sawGraph else { throw .noGraph }
        guard Self.piperInputs.allSatisfy(inputs.contains) else { throw .notPiper(inputs: inputs) }
        self.inputs = inputs
        metadataKeys = keys
    }

    /// Reads a model's bytes however they are held (a mapped file, an array).
    public static func reading(_ bytes: some ContiguousBytes) throws(Problem) -> PiperModelFile {
        let result = bytes.withUnsafeBytes { buffer -> Result<PiperModelFile, Problem> in
            do throws(Problem) {
                return .success(try PiperModelFile(buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The metadata sherpa-onnx needs to run a Piper voice with this configuration.
    public static func metadata(for configuration: PiperVoiceConfiguration) -> [(key: String, value: String)] {
        [
            ("model_type", "vits"), ("comment", "piper"), ("sample_rate", "\(configuration.sampleRate)"),
            ("n_speakers", "\(configuration.speakers)"), ("language", configuration.language), ("voice", configuration.espeakVoice),
            ("add_blank", "0"),
        ]
    }

    /// The bytes to append to the model for the entries of `metadata` it does not have yet.
    public func appendedMetadata(_ metadata: [(key: String, value: String)]) -> [UInt8] {
        var bytes: [UInt8] = []
        for entry in metadata where !metadataKeys.contains(entry.key) {
            let inner = ProtocolBufferWriter.field(1, Array(entry.key.utf8)) + ProtocolBufferWriter.field(2, Array(entry.value.utf8))
            bytes += ProtocolBufferWriter.field(ModelField.metadata, inner)
        }
        return bytes
    }

    /// Field numbers of ONNX's `ModelProto`.
    private enum ModelField {
        static let graph = 7
        static let metadata = 14
    }

    /// Field numbers of ONNX's `GraphProto`.
    private enum GraphField {
        static let input = 11
    }
}

/// Reads the fields of one protocol-buffer message, without a schema.
struct ProtocolBufferReader {
    enum Value {
        case number(UInt64)
        case bytes(Slice<UnsafeRawBufferPointer>)
    }

    private var rest: Slice<UnsafeRawBufferPointer>

    init(_ bytes: Slice<UnsafeRawBufferPointer>) {
        rest = bytes
    }

    /// The next field, or nil at the end; throws when the bytes are not a message.
    mutating func next() throws(PiperModelFile.Problem) -> (number: Int, value: Value)? {
        guard !rest.isEmpty else { return nil }
        let tag = try varint()
        let number = Int(tag >> 3)
        guard number > 0 else { throw .notProtocolBuffer }
        switch tag & 7 {
        case 0:
            return (number, .number(try varint()))
        case 1, 5:
            let size = tag & 7 == 1 ? 8 : 4
            guard rest.count >= size else { throw .notProtocolBuffer }
            rest = rest.dropFirst(size)
            return (number, .number(0))
        case 2:
            let length = try varint()
            guard length <= UInt64(rest.count) else { throw .notProtocolBuffer }
            let value = rest.prefix(Int(length))
            rest = rest.dropFirst(Int(length))
            return (number, .bytes(value))
        default:
            throw .notProtocolBuffer
        }
    }

    private mutating func varint() throws(PiperModelFile.Problem) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = rest.first {
            rest = rest.dropFirst()
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            guard shift < 64 else { break }
        }
        throw .notProtocolBuffer
    }

    /// The first text in field `number` of a message.
    static func string(field number: Int, in message: Slice<UnsafeRawBufferPointer>) throws(PiperModelFile.Problem) -> String? {
        var reader = ProtocolBufferReader(message)
        while let field = try reader.next() {
            if field.number == number, case .bytes(let bytes) = field.value { return String(decoding: bytes, as: UTF8.self) }
        }
        return nil
    }
}

/// Writes protocol-buffer fields.
enum ProtocolBufferWriter {
    /// A length-delimited field.
    static func field(_ number: Int, _ bytes: [UInt8]) -> [UInt8] {
        varint(UInt64(number) << 3 | 2) + varint(UInt64(bytes.count)) + bytes
    }

    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        repeat {
            let low = UInt8(value & 0x7F)
            value >>= 7
            bytes.append(value == 0 ? low : low | 0x80)
        } while value != 0
        return bytes
    }
}
