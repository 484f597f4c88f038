/// The fields of images and sounds: sizes, durations, content types, data URIs, symbols, paths.
enum MediaCheck: BoardCheck {
    static let invalidSize = ValidationRule(
        "invalid-media-size", .error,
        summary: "an image's width or height is not a positive whole number",
        explanation: """
            "width" and "height" are optional, but when given they are the picture's size in pixels: whole numbers of at \
            least 1.
            """)
    static let invalidDuration = ValidationRule(
        "invalid-duration", .error,
        summary: "a sound's duration is not a positive number",
        explanation: #""duration" is optional, but when given it is the sound's length in seconds: a number above 0."#)
    static let missingContentType = ValidationRule(
        "missing-content-type", .warning,
        summary: "an image or sound has no content_type",
        explanation: #""content_type" (image/png, image/svg+xml, audio/mpeg, ...) lets apps decode the file without guessing. Add it."#)
    static let invalidContentType = ValidationRule(
        "invalid-content-type", .error,
        summary: "a content_type is not an image or audio type",
        explanation: "An image's content_type is a MIME type starting with image/ (image/png), a sound's with audio/ (audio/mpeg).")
    static let invalidDataURI = ValidationRule(
        "invalid-data-uri", .error,
        summary: #""data" is not a data URI of the right kind"#,
        explanation: """
            "data" holds the file itself as a data URI: data:image/png;base64,... for an image, data:audio/mpeg;base64,... \
            for a sound (SVG may also be written unencoded: data:image/svg+xml,<svg ...>). The base64 part must decode.
            """)
    static let invalidSymbol = ValidationRule(
        "invalid-symbol", .error,
        summary: "an image's symbol is not {shape}",
        explanation: #""symbol" names a picture of a licensed symbol set: an object with the text fields "set" and "filename"."#,
        examples: ["shape": #"{"set", "filename"}"#])
    static let pathOutsideSet = ValidationRule(
        "path-outside-set", .warning,
        summary: "a single .obf names a file by path",
        explanation: """
            "path" names a file inside an .obz or set folder. A single .obf has no set around it, so other apps cannot find \
            the file: use data or url, or put the board in a set.
            """)

    static var rules: [ValidationRule] {
        [invalidSize, invalidDuration, missingContentType, invalidContentType, invalidDataURI, invalidSymbol, pathOutsideSet]
    }

    static let mediaSizeInvalid = FindingMessage("mediaSizeInvalid", "{field} is {found}, not a whole number of pixels")
    static let symbolInvalid = FindingMessage("symbolInvalid", #"symbol is {found}, not an object with text "set" and "filename""#)
    static let durationInvalid = FindingMessage("durationInvalid", "duration is {found}, not a number of seconds above 0")
    static let contentTypeInvalid = FindingMessage("contentTypeInvalid", "the {kind}'s content_type is {found}, not a {type}... type")
    static let contentTypeMissing = FindingMessage("contentTypeMissing", "the {kind} has no content_type such as {example}")
    static let dataURIInvalid = FindingMessage("dataURIInvalid", "the {kind}'s data is {found}, not a data:{type}... URI that decodes")
    static let namedByPath = FindingMessage(
        "namedByPath", "the {kind} names {path} by path, but a single .obf has no set to find it in")
    static let imageNoSourceInBoard = FindingMessage(
        "imageNoSourceInBoard", "the image has no data, url or symbol that a single .obf can use")
    static let soundNoSourceInBoard = FindingMessage("soundNoSourceInBoard", "the sound has no data, url that a single .obf can use")

    static var messages: [FindingMessage] {
        [
            mediaSizeInvalid, symbolInvalid, durationInvalid, contentTypeInvalid, contentTypeMissing, dataURIInvalid, namedByPath,
            imageNoSourceInBoard, soundNoSourceInBoard,
        ]
    }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        for kind in ["images", "sounds"] {
            let isImage = kind == "images"
            let noun: FindingTextKey = isImage ? .kindImage : .kindSound
            let mediaType = isImage ? "image/" : "audio/"
            for item in review.objects(board.document[kind], path: JSONPath.root.member(kind)) {
                let node = item.node
                let path = item.path
                if isImage {
                    for key in ["width", "height"] {
                        guard let value = node[key], !value.isNull else { continue }
                        if let number = value.number?.int, number >= 1 { continue }
                        review.report(
                            invalidSize, mediaSizeInvalid(field: key, found: value.quoted), file: file, at: value,
                            path: path.member(key))
                    }
                    if let symbol = node["symbol"], !symbol.isNull, symbol["set"]?.string == nil || symbol["filename"]?.string == nil {
                        review.report(
                            invalidSymbol, symbolInvalid(found: symbol.quoted), file: file,
                            at: symbol, path: path.member("symbol"))
                    }
                } else if let duration = node["duration"], !duration.isNull, (duration.number?.double ?? 0) <= 0 {
                    review.report(
                        invalidDuration, durationInvalid(found: duration.quoted), file: file, at: duration,
                        path: path.member("duration"))
                }
                if let type = node["content_type"], !type.isNull {
                    if type.string.map({ $0.lowercased().hasPrefix(mediaType) && $0.count > mediaType.count }) != true {
                        review.report(
                            invalidContentType,
                            contentTypeInvalid(kind: CaregiverText(noun), found: type.quoted, type: mediaType), file: file,
                            at: type, path: path.member("content_type"))
                    }
                } else {
                    review.report(
                        missingContentType,
                        contentTypeMissing(kind: CaregiverText(noun), example: isImage ? "image/png" : "audio/mpeg"),
                        file: file, at: node, path: path)
                }
                if let data = node["data"], !data.isNull, !isDataURI(data.string, mediaType: mediaType) {
                    review.report(
                        invalidDataURI,
                        dataURIInvalid(kind: CaregiverText(noun), found: data.quoted, type: mediaType),
                        file: file,
                        at: data, path: path.member("data"))
                }
                if !review.isPackage {
                    let hasOtherSource = ["data", "url", "symbol"].contains { node[$0] != nil && node[$0]?.isNull == false }
                    if let filePath = node["path"], !filePath.isNull {
                        review.report(
                            pathOutsideSet, namedByPath(kind: CaregiverText(noun), path: filePath.quoted),
                            file: file, at: filePath, path: path.member("path"))
                    }
                    if !hasOtherSource {
                        review.report(
                            LoaderRules.missingMedia,
                            isImage ? imageNoSourceInBoard() : soundNoSourceInBoard(),
                            file: file, at: node, path: path)
                    }
                }
            }
        }
    }

    /// Whether `text` is a `data:` URI of the given media type whose payload decodes.
    static func isDataURI(_ text: String?, mediaType: String) -> Bool {
        guard let text, text.hasPrefix("data:"), let comma = text.firstIndex(of: ",") else { return false }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma].lowercased()
        let payload = text[text.index(after: comma)...]
        guard header.hasPrefix(mediaType), header.count > mediaType.count, !payload.isEmpty else { return false }
        if header.hasSuffix(";base64") {
            return Base64.decode(String(payload)) != nil
        }
        return true
    }
}
