import TalkGrid

/// The name of one text of the picture library in the command line's word catalogue
/// (`Interface/command-line/en.json`): why a picture was not decoded (``PictureError``).
public enum PictureTextKey: String, WordKey {
    public static let catalogueSection = "picture"

    case empty
    case fileTooLarge
    case unknownFormat
    case dimensionsTooLarge
    case noPixels
    case svgReference
    case svgDocumentType
    case invalidDataURI
    case undecodable
    case unreadable

    // MARK: What an SVG refers to
    case svgStyleSheet
    case svgXInclude
    case svgHref
    case svgURL
    case svgDataKind
    case svgDataTooLarge

    // MARK: What an SVG's document type declares
    case svgParameterEntity
    case svgExternalEntity
    case svgEntityReferences
    case svgEntityMarkup
    case svgEntityTooLong
    case svgTooManyEntities
    case svgEntityExpansion
    case svgUndeclaredEntity
    case svgDeclaration
    case svgDocumentTypeUnreadable
}
