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
    case invalidDataURI = "picture.error.invalidDataURI"
    case undecodable = "picture.error.undecodable"
    case unreadable = "picture.error.unreadable"

    // MARK: What an SVG refers to
    case svgEntities = "picture.svg.entities"
    case svgStyleSheet = "picture.svg.styleSheet"
    case svgXInclude = "picture.svg.xInclude"
    case svgHref = "picture.svg.href"
    case svgURL = "picture.svg.url"
}
