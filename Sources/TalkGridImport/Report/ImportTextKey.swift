import TalkGrid

/// The name of one text of the importers in the command line's word catalogue
/// (`Interface/command-line/en.json`): what an import carried over (``ImportReport/summary``) and
/// why a file cannot be imported (``ImportError``).
public enum ImportTextKey: String, WordKey {
    // MARK: What came over
    case countBoards = "importer.count.boards"
    case countCells = "importer.count.cells"
    case countPictureFiles = "importer.count.pictureFiles"
    case countWebPictures = "importer.count.webPictures"
    case languages = "importer.languages"

    // MARK: Why a file cannot be imported (ImportError)
    case errorNotImportableYet = "importer.error.notImportableYet"
    case errorUnrecognised = "importer.error.unrecognised"
    case errorSingleBoard = "importer.error.singleBoard"
    case errorBoardSetFolder = "importer.error.boardSetFolder"
    case errorInvalidSourceLine = "importer.error.invalidSourceLine"
    case errorInvalidSource = "importer.error.invalidSource"
    case errorOfReader = "importer.error.ofReader"
}
