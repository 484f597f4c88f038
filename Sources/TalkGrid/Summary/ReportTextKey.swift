/// The name of one text of the reports in the command line's word catalogue
/// (`Interface/command-line/en.json`): `talkgrid info`'s summary, the grouped findings of
/// `validate` and `info` (``FindingReport``), and `talkgrid effort`'s report. The reports are put
/// into words with the ``InterfaceWords`` they are given.
public enum ReportTextKey: String, WordKey {
    // MARK: Names near a mistyped one (NearestNames)
    case didYouMean = "report.nearest.didYouMean"
    case knownNames = "report.nearest.known"
    case knownNamesCounted = "report.nearest.counted"

    // MARK: Counts
    case countErrors = "report.count.errors"
    case countWarnings = "report.count.warnings"
    case countNotes = "report.count.notes"
    case countFiles = "report.count.files"
    case countOthers = "report.count.others"
    case countWords = "report.count.words"
    case countBoards = "report.count.boards"

    // MARK: Grouped findings
    case restInFiles = "report.rest.inFiles"
    case restOfSubjects = "report.rest.ofSubjects"
    case subjectInFiles = "report.subject.inFiles"
    case subjectInFilesTimes = "report.subject.inFilesTimes"

    // MARK: talkgrid info
    case infoOpensOn = "report.info.opensOn"
    case infoBoards = "report.info.boards"
    case infoButtons = "report.info.buttons"
    case infoImages = "report.info.images"
    case infoSounds = "report.info.sounds"
    case infoLanguages = "report.info.languages"
    case infoUnreachable = "report.info.unreachable"
    case infoBrokenLinks = "report.info.brokenLinks"
    case infoProblems = "report.info.problems"
    case infoRoot = "report.info.root"
    case infoWebOnlyImages = "report.info.webOnlyImages"
    case infoNoLanguages = "report.info.noLanguages"
    case infoNone = "report.info.none"
    case infoEveryFinding = "report.info.everyFinding"
    case infoPicturesNotDecoded = "report.info.picturesNotDecoded"

    // MARK: talkgrid effort
    case effortReached = "report.effort.reached"
    case effortAverage = "report.effort.average"
    /// What speaking the message costs (`{scan}` by the message bar, `{controls}` through Controls).
    case effortSpeak = "report.effort.speak"
    case effortNotReached = "report.effort.notReached"
    case effortCostliestTitle = "report.effort.costliestTitle"
    case effortBoardsTitle = "report.effort.boardsTitle"
    case effortBoard = "report.effort.board"
    case effortBoardWithAverage = "report.effort.boardWithAverage"
}
