import TalkGrid

/// The name of one text of the picture library in the command line's word catalogue
/// (`Interface/command-line/en.json`): why a picture was not decoded (``PictureError``).
public enum PictureTextKey: String, WordKey {
    case empty = "picture.error.empty"
    case fileTooLarge = "picture.error.fileTooLarge"
    case unknownFormat = "picture.error.unknownFormat"
    case dimensionsTooLarge = "picture.error.dimensionsTooLarge"
    case noPixels = "picture.error.noPixels"
    case svgReference = "picture.error.svgReference"
    case svgDocumentType = "picture.error.svgDocumentType"
    case invalidDataURI = "picture.error.invalidDataURI"
    case undecodable = "picture.error.undecodable"
    case unreadable = "picture.error.unreadable"

    // MARK: What an SVG refers to
    case svgStyleSheet = "picture.svg.styleSheet"
    case svgXInclude = "picture.svg.xInclude"
    case svgHref = "picture.svg.href"
    case svgURL = "picture.svg.url"

    // MARK: What an SVG's document type declares
    case svgParameterEntity = "picture.svg.parameterEntity"
    case svgExternalEntity = "picture.svg.externalEntity"
    case svgEntityReferences = "picture.svg.entityReferences"
    case svgEntityMarkup = "picture.svg.entityMarkup"
    case svgEntityTooLong = "picture.svg.entityTooLong"
    case svgTooManyEntities = "picture.svg.tooManyEntities"
    case svgEntityExpansion = "picture.svg.entityExpansion"
    case svgUndeclaredEntity = "picture.svg.undeclaredEntity"
    case svgDeclaration = "picture.svg.declaration"
    case svgDocumentTypeUnreadable = "picture.svg.documentTypeUnreadable"
}
