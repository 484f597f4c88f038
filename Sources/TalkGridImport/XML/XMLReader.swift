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
        context.pointee.sax.pointee.internalSubset = refuseDocumentType
        context.pointee.sax.pointee.externalSubset = refuseDocumentType
        context.pointee._private = nil
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { start in
                xmlCtxtReadMemory(context, start, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        defer { if let document { xmlFreeDoc(document) } }
        if context.pointee._private == documentTypeMarker {
            throw .documentTypeDeclaration(file: file, line: Int(xmlSAX2GetLineNumber(context)))
        }
        guard let document, context.pointee.wellFormed != 0, let root = xmlDocGetRootElement(document) else {
            if let error = xmlCtxtGetLastError(context) {
                let reason = error.pointee.message.map { String(cString: $0) } ?? "unknown problem"
                throw .malformed(
                    file: file, line: Int(max(error.pointee.line, 1)), column: Int(max(error.pointee.int2, 1)),
                    reason: reason.trimmingCharacters(in: "\n"))
            }
            throw .malformed(file: file, line: 1, column: 1, reason: "the file has no root element")
        }
        return element(root)
    }

    /// The Swift value of an element node and everything under it.
    private static func element(_ node: xmlNodePtr) -> XMLElementNode {
        var result = XMLElementNode(name: string(node.pointee.name), line: Int(xmlGetLineNo(node)))
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if let content = text.pointee.content { value += String(cString: content) }
                child = text.pointee.next
            }
            result.attributes.append((string(current.pointee.name), value))
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: result.children.append(element(current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { result.text += String(cString: content) }
            default: break  // comments, processing instructions
            }
            child = current.pointee.next
        }
        return result
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

/// The mark a parser context carries once its document type declaration was refused.
private var documentTypeMarker: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 0x7D7D) }

/// libxml2's `internalSubset`/`externalSubset` callback: marks the context and stops the parse.
private func refuseDocumentType(
    _ context: UnsafeMutableRawPointer?, _ name: UnsafePointer<xmlChar>?, _ externalID: UnsafePointer<xmlChar>?,
    _ systemID: UnsafePointer<xmlChar>?
) {
    guard let context else { return }
    let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
    parser.pointee._private = documentTypeMarker
    xmlStopParser(parser)
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
