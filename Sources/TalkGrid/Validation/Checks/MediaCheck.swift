/// The fields of images and sounds: sizes, durations, content types, data URIs, symbols, paths.
enum MediaCheck: BoardCheck {
    /// `invalid-media-size`: an image's width or height is not a positive whole number.
    static let invalidSize = ValidationRule("invalid-media-size", .error)
    /// `invalid-duration`: a sound's duration is not a positive number.
    static let invalidDuration = ValidationRule("invalid-duration", .error)
    /// `missing-content-type`: an image or sound has no content_type.
    static let missingContentType = ValidationRule("missing-content-type", .warning)
    /// `invalid-content-type`: a content_type is not an image or audio type.
    static let invalidContentType = ValidationRule("invalid-content-type", .error)
    /// `invalid-data-uri`: "data" is not a data URI of the right kind.
    static let invalidDataURI = ValidationRule("invalid-data-uri", .error)
    /// `invalid-symbol`: an image's symbol is not {"set", "filename"}.
    static let invalidSymbol = ValidationRule(
        "invalid-symbol", .error,
        examples: ["shape": #"{"set", "filename"}"#])
    /// `path-outside-set`: a single .obf names a file by path.
    static let pathOutsideSet = ValidationRule("path-outside-set", .warning)

    static var rules: [ValidationRule] {
        [invalidSize, invalidDuration, missingContentType, invalidContentType, invalidDataURI, invalidSymbol, pathOutsideSet]
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
                            invalidSize, .mediaSizeInvalid(field: key, found: value.quoted), file: file, at: value,
                            path: path.member(key))
                    }
                    if let symbol = node["symbol"], !symbol.isNull, symbol["set"]?.string == nil || symbol["filename"]?.string == nil {
                        review.report(
                            invalidSymbol, .symbolInvalid(found: symbol.quoted), file: file,
                            at: symbol, path: path.member("symbol"))
                    }
                } else if let duration = node["duration"], !duration.isNull, (duration.number?.double ?? 0) <= 0 {
                    review.report(
                        invalidDuration, .durationInvalid(found: duration.quoted), file: file, at: duration,
                        path: path.member("duration"))
                }
                if let type = node["content_type"], !type.isNull {
                    if type.string.map({ $0.lowercased().hasPrefix(mediaType) && $0.count > mediaType.count }) != true {
                        review.report(
                            invalidContentType, .contentTypeInvalid(kind: noun, found: type.quoted, type: mediaType), file: file,
                            at: type, path: path.member("content_type"))
                    }
                } else {
                    review.report(
                        missingContentType, .contentTypeMissing(kind: noun, example: isImage ? "image/png" : "audio/mpeg"),
                        file: file, at: node, path: path)
                }
                if let data = node["data"], !data.isNull, !isDataURI(data.string, mediaType: mediaType) {
                    review.report(
                        invalidDataURI, .dataURIInvalid(kind: noun, found: data.quoted, type: mediaType), file: file,
                        at: data, path: path.member("data"))
                }
                if !review.isPackage {
                    let hasOtherSource = ["data", "url", "symbol"].contains { node[$0] != nil && node[$0]?.isNull == false }
                    if let filePath = node["path"], !filePath.isNull {
                        review.report(
                            pathOutsideSet, .pathOutsideSet(kind: noun, path: filePath.quoted),
                            file: file, at: filePath, path: path.member("path"))
                    }
                    if !hasOtherSource {
                        review.report(
                            LoaderRules.missingMedia,
                            isImage ? .imageNoSourceInBoard : .soundNoSourceInBoard,
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
