import TalkGrid

/// The name of one text of the importers in the command line's word catalogue
/// (`Interface/command-line/en.json`): what an import carried over (``ImportReport/summary``).
public enum ImportTextKey: String, WordKey {
    // MARK: What came over
    case countBoards = "importer.count.boards"
    case countCells = "importer.count.cells"
    case countPictureFiles = "importer.count.pictureFiles"
    case countWebPictures = "importer.count.webPictures"
    case languages = "importer.languages"
}
