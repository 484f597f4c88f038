import CLibXML2

/// Reads untrusted XML with libxml2 into ``XMLElementNode`` values. The only file that calls libxml2.
///
/// Why libxml2 and not Foundation's `XMLParser`: on Linux `XMLParser` is libxml2's SAX parser
/// driven with `XML_PARSE_NOENT` (entities substituted) and `XML_PARSE_RECOVER` (broken files
/// half-read), exactly what untrusted input must not get. Here libxml2 runs with
/// `XML_PARSE_NONET` (nothing fetched), without `NOENT`, `DTDLOAD`, `DTDATTR` or `XINCLUDE`, and a
/// document type declaration stops the parse at once (before any entity is declared), so
/// billion-laughs and external-entity files are refused. Depth is bounded by libxml2 (256
/// without `XML_PARSE_HUGE`), size by ``maximumBytes``.
///
/// The elements are built straight from libxml2's SAX2 events (start, text, end), without its
/// document tree: building and freeing that tree took most of a grid's reading time.
public enum XMLReader {
    /// The largest XML file read, in bytes.
    public static let maximumBytes = 16 << 20

    /// Parses a whole document and returns its root element. `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String, maximumBytes: Int = maximumBytes) throws(XMLReadError) -> XMLElementNode {
        guard bytes.count <= maximumBytes, bytes.count < Int(Int32.max) else {
            throw .tooLarge(file: file, bytes: bytes.count, limit: maximumBytes)
        }
        guard let context = xmlNewParserCtxt() else {
            throw .malformed(file: file, line: 1, column: 1, reason: "libxml2 could not start a parser")
        }
        defer { xmlFreeParserCtxt(context) }
        // Only these events: no document is built, comments and processing instructions are skipped.
        var events = xmlSAXHandler()
        events.initialized = XML_SAX2_MAGIC
        events.startElementNs = startElement
        events.endElementNs = endElement
        events.characters = characters
        // The same callback, so libxml2 never judges whitespace ignorable: all text is kept.
        events.ignorableWhitespace = characters
        events.internalSubset = refuseDocumentType
        events.externalSubset = refuseDocumentType
        context.pointee.sax.pointee = events
        let builder = TreeBuilder()
        context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
        // NOCDATA: CDATA sections come as text.
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        let document = withExtendedLifetime(builder) {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { start in
                    xmlCtxtReadMemory(context, start, Int32(buffer.count), nil, "UTF-8", options)
                }
            }
        }
        if let document { xmlFreeDoc(document) }  // not made without a startDocument event; freed if ever
        if builder.refusedDocumentType {
            throw .documentTypeDeclaration(file: file, line: Int(xmlSAX2GetLineNumber(context)))
        }
        guard context.pointee.wellFormed != 0, let root = builder.root else {
            if let error = xmlCtxtGetLastError(context) {
                let reason = error.pointee.message.map { String(cString: $0) } ?? "unknown problem"
                throw .malformed(
                    file: file, line: Int(max(error.pointee.line, 1)), column: Int(max(error.pointee.int2, 1)),
                    reason: reason.trimmingCharacters(in: "\n"))
            }
            throw .malformed(file: file, line: 1, column: 1, reason: "the file has no root element")
        }
        return root
    }
}

/// The elements open while a document is read, and its root once read.
private final class TreeBuilder {
    /// The open elements, outermost first.
    var open: [XMLElementNode] = []
    var root: XMLElementNode?
    /// Set when the document type declaration stopped the parse.
    var refusedDocumentType = false

    /// The builder of the parse `context` (a parser context) belongs to.
    static func of(_ context: UnsafeMutableRawPointer?) -> TreeBuilder? {
        guard let context, let builder = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return nil }
        return Unmanaged<TreeBuilder>.fromOpaque(builder).takeUnretainedValue()
    }
}

/// A name as written: `prefix:name` when its prefix names no declared namespace (as libxml2's own
/// tree gives it), else the local name.
private func writtenName(_ local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, namespace: UnsafePointer<xmlChar>?)
    -> String
{
    let name = local.map { String(cString: $0) } ?? ""
    guard let prefix, namespace == nil else { return name }
    return String(cString: prefix) + ":" + name
}

/// libxml2's `startElementNs` callback: opens an element with its attributes and line.
private func startElement(
    _ context: UnsafeMutableRawPointer?, _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
    _ namespace: UnsafePointer<xmlChar>?, _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
    _ attributeCount: Int32, _ defaultedCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
) {
    guard let builder = TreeBuilder.of(context) else { return }
    var element = XMLElementNode(
        name: writtenName(localName, prefix: prefix, namespace: namespace), line: Int(xmlSAX2GetLineNumber(context)))
    if let attributes, attributeCount > 0 {
        element.attributes.reserveCapacity(Int(attributeCount))
        // Five pointers each: local name, prefix, namespace, value start, value end.
        for index in 0..<Int(attributeCount) {
            let fields = attributes + index * 5
            var value = ""
            if let start = fields[3], let end = fields[4] {
                value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                // Without entity substitution libxml2 hands an attribute's `&` on as `&#38;` (it
                // re-reads that when it builds its own tree); no other `&` can be in the value.
                if value.utf8.contains(UInt8(ascii: "&")) { value = value.replacing("&#38;", with: "&") }
            }
            element.attributes.append((writtenName(fields[0], prefix: fields[1], namespace: fields[2]), value))
        }
    }
    builder.open.append(element)
}

/// libxml2's `endElementNs` callback: closes the innermost element into its parent (or the root).
private func endElement(
    _ context: UnsafeMutableRawPointer?, _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
    _ namespace: UnsafePointer<xmlChar>?
) {
    guard let builder = TreeBuilder.of(context), let element = builder.open.popLast() else { return }
    if builder.open.isEmpty {
        builder.root = element
    } else {
        builder.open[builder.open.count - 1].children.append(element)
    }
}

/// libxml2's `characters` callback: text (and CDATA) of the innermost element, maybe in pieces.
private func characters(_ context: UnsafeMutableRawPointer?, _ text: UnsafePointer<xmlChar>?, _ count: Int32) {
    guard let builder = TreeBuilder.of(context), let text, count > 0, !builder.open.isEmpty else { return }
    builder.open[builder.open.count - 1].text += String(decoding: UnsafeBufferPointer(start: text, count: Int(count)), as: UTF8.self)
}

/// libxml2's `internalSubset`/`externalSubset` callback: marks the parse refused and stops it.
private func refuseDocumentType(
    _ context: UnsafeMutableRawPointer?, _ name: UnsafePointer<xmlChar>?, _ externalID: UnsafePointer<xmlChar>?,
    _ systemID: UnsafePointer<xmlChar>?
) {
    guard let context else { return }
    TreeBuilder.of(context)?.refusedDocumentType = true
    xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self))
}

extension String {
    /// The text without the given characters at either end.
    fileprivate func trimmingCharacters(in characters: Character) -> String {
        var text = Substring(self)
        while text.last == characters || text.last == " " { text = text.dropLast() }
        while text.first == characters { text = text.dropFirst() }
        return String(text)
    }
}
