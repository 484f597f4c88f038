import Foundation
import Synchronization
import TalkGridSymbols

/// The symbols an editor searches, each language's index read once while edit mode lasts.
///
/// What it buys: ``SymbolLibrary/lookup(language:)`` reads the language's index file (or builds it
/// from CLDR, the core-word table and OpenMoji's folder, about a third of a second, when the cache
/// has none) each time it is asked; a search in the cell editor asked it for every search, the
/// first of a run waiting for the build. Kept here, only the first look-up of a language reads it,
/// and ``prepare(_:)`` makes that one as edit mode starts, off GTK's thread, so the caregiver's
/// first search finds it ready. The index stays as it was when edit mode started: a library added
/// meanwhile (`talkgrid symbols add`) is searched from the next time edit mode starts.
final class SymbolSearch: Sendable {
    let library = SymbolLibrary(sources: SymbolSources(environment: ProcessInfo.processInfo.environment))
    /// The look-ups made, by language tag. Held while one is made, so two threads asking for the
    /// same language read it once.
    private let lookups = Mutex<[String: SymbolLibrary.Lookup]>([:])

    /// The index for `language` (as the library's look-up gives it).
    func index(_ language: String) -> SymbolIndex {
        lookups.withLock { kept in
            if let lookup = kept[language] { return lookup.index }
            let lookup = library.lookup(language: language)
            kept[language] = lookup
            return lookup.index
        }
    }

    /// Reads the indexes of `languages` ahead, in that order.
    func prepare(_ languages: [String]) {
        for language in languages { _ = index(language) }
    }
}
