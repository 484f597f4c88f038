import Foundation
import TalkGridTestSupport
import TalkGridWords
import Testing

/// lemminflect and wordfreq come from PyPI (scripts/setup); on a machine that cannot reach PyPI
/// the tests that need them are skipped and say why (the others, and the tests of the missing
/// data, still run).
let wordDataIsInstalled = WordData(environment: ProcessInfo.processInfo.environment).version != nil
let needsWordData = "needs the word data (lemminflect, wordfreq), which scripts/setup installs from PyPI (not reachable from this machine)"

/// `talkgrid forms` and `talkgrid predict` as a caregiver runs them.
@Suite("talkgrid forms and predict")
struct WordsCommandTests {
    /// The forms the binary prints, one `form  kind` a line, as (form, kind) pairs.
    static func forms(_ arguments: [String], environment: [String: String]? = nil) throws -> (
        lines: [(String, String)], run: TalkGridBinary.Run
    ) {
        let run = try TalkGridBinary.run(["forms"] + arguments, environment: environment)
        let lines = run.output.split(separator: "\n").map { line -> (String, String) in
            let parts = line.split(separator: " ", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : "")
        }
        return (lines, run)
    }

    @Test("English irregular forms: go, child, good, person", .enabled(if: wordDataIsInstalled, Comment(rawValue: needsWordData)))
    func englishIrregulars() throws {
        let go = try Self.forms(["go", "--lang", "en"])
        #expect(go.run.status == 0, "\(go.run.error)")
        let texts = go.lines.map(\.0)
        #expect(Array(texts.prefix(5)) == ["go", "went", "gone", "going", "goes"], "\(go.run.output)")
        #expect(go.lines.contains { $0 == ("went", "past") })
        #expect(go.lines.contains { $0 == ("gone", "after have (has gone)") })
        let went = try Self.forms(["went", "--lang", "en"])
        #expect(went.lines.first?.0 == "go", "a form finds its word: \(went.run.output)")
        #expect(try Self.forms(["child", "--lang", "en"]).lines.map(\.0).prefix(2) == ["child", "children"])
        #expect(try Self.forms(["good", "--lang", "en"]).lines.map(\.0).prefix(3) == ["good", "better", "best"])
        let person = try Self.forms(["person", "--lang", "en"]).lines.map(\.0)
        #expect(person.prefix(2) == ["person", "people"], "\(person)")
        #expect(!person.contains("persons"))
        #expect(try Self.forms(["people", "--lang", "en"]).lines.first?.0 == "person")
    }

    @Test("be and the helping verbs are TalkGrid's own, with or without the data")
    func be() throws {
        let empty = try Fixtures.temporaryFolder("words-none")
        defer { Fixtures.removeTemporaryFolder(empty) }
        for environment in [nil, ["TALKGRID_WORDS": empty.path]] {
            let be = try Self.forms(["is", "--lang", "en"], environment: environment)
            #expect(be.run.status == 0)
            #expect(be.lines.map(\.0).prefix(6) == ["be", "am", "is", "are", "was", "were"], "\(be.run.output)")
            #expect(be.lines.contains { $0 == ("am", "now, I") })
            let can = try Self.forms(["can", "--lang", "en"], environment: environment)
            #expect(can.lines.map(\.0) == ["can", "could", "can't", "couldn't"])
        }
        let person = try Self.forms(["person", "--lang", "en"], environment: ["TALKGRID_WORDS": empty.path])
        #expect(person.lines.map(\.0).prefix(2) == ["person", "people"])
        #expect(person.run.error.contains("English word forms are missing (lemminflect 0.2.3 (PyPI); scripts/setup installs it)"))
    }

    @Test(
        "core verbs of Spanish, Portuguese, French and German",
        arguments: [
            ("es", "comer", ["como", "comes", "come", "comemos", "coméis", "comen", "comí", "comió", "comido", "comiendo"]),
            ("es", "fui", ["ser", "soy", "eres", "es", "somos", "son", "fue", "sido", "siendo"]),
            ("es", "querer", ["quiero", "quieres", "quiere", "queremos", "quieren", "quise", "quiso", "querido"]),
            ("es", "dormir", ["duermo", "dormimos", "durmió", "durmiendo"]),
            ("es", "jugar", ["juego", "jugamos", "jugué"]),
            ("pt", "fazer", ["faço", "faz", "fazemos", "fiz", "fez", "feito", "fazendo"]),
            ("pt", "falar", ["falo", "falas", "fala", "falamos", "falam", "falei", "falou", "falado", "falando"]),
            ("fr", "manger", ["mange", "manges", "mangeons", "mangez", "mangent", "mangé", "mangeant"]),
            ("fr", "être", ["suis", "es", "est", "sommes", "êtes", "sont", "été"]),
            ("fr", "finir", ["finis", "finit", "finissons", "fini"]),
            ("de", "gehen", ["gehe", "gehst", "geht", "gehen", "ging", "gingen", "gegangen"]),
            ("de", "essen", ["esse", "isst", "essen", "aß", "gegessen"]),
            ("de", "spielen", ["spiele", "spielst", "spielt", "spielte", "gespielt"]),
            ("de", "arbeiten", ["arbeitest", "arbeitet", "arbeitete", "gearbeitet"]),
        ])
    func coreVerbs(language: String, word: String, expected: [String]) throws {
        let forms = try Self.forms([word, "--lang", language])
        #expect(forms.run.status == 0, "\(forms.run.error)")
        let texts = Set(forms.lines.map(\.0))
        for form in expected { #expect(texts.contains(form), "\(word) (\(language)) lacks \(form): \(forms.run.output)") }
    }

    @Test(
        "plurals of nouns and adjectives",
        arguments: [
            ("es", "manzana", "manzanas"), ("es", "flor", "flores"), ("es", "lápiz", "lápices"), ("es", "bueno", "buenas"),
            ("pt", "pão", "pães"), ("pt", "animal", "animais"), ("pt", "avião", "aviões"), ("pt", "maçã", "maçãs"),
            ("fr", "cheval", "chevaux"), ("fr", "gâteau", "gâteaux"), ("fr", "petit", "petites"),
            ("de", "Apfel", "Äpfel"), ("de", "Katze", "Katzen"), ("de", "groß", "größer"),
        ])
    func plurals(language: String, word: String, plural: String) throws {
        let forms = try Self.forms([word, "--lang", language])
        #expect(forms.lines.first?.0 == word)
        #expect(forms.lines.contains { $0.0 == plural }, "\(word) (\(language)): \(forms.run.output)")
    }

    @Test("Chinese words have no forms: the word alone, and a note")
    func chinese() throws {
        let forms = try Self.forms(["吃", "--lang", "zh"])
        #expect(forms.run.status == 0)
        #expect(forms.lines.map(\.0) == ["吃"])
        #expect(forms.run.error.contains("words in zh have no forms"))
    }

    @Test("the words before order the forms, and never drop one", .enabled(if: wordDataIsInstalled, Comment(rawValue: needsWordData)))
    func contextOrder() throws {
        let plain = try Self.forms(["go", "--lang", "en"]).lines.map(\.0)
        let afterHe = try Self.forms(["go", "--after", "then he", "--lang", "en"]).lines.map(\.0)
        #expect(afterHe.first == "goes", "\(afterHe)")
        #expect(Set(afterHe) == Set(plain))
        #expect(try Self.forms(["go", "--after", "I have", "--lang", "en"]).lines.first?.0 == "gone")
        #expect(try Self.forms(["be", "--after", "I", "--lang", "en"]).lines.first?.0 == "am")
        #expect(try Self.forms(["apple", "--after", "two", "--lang", "en"]).lines.first?.0 == "apples")
        #expect(try Self.forms(["comer", "--after", "yo", "--lang", "es"]).lines.first?.0 == "como")
        #expect(try Self.forms(["manger", "--after", "nous", "--lang", "fr"]).lines.first?.0 == "mangeons")
        #expect(try Self.forms(["gehen", "--after", "er", "--lang", "de"]).lines.first?.0 == "geht")
    }

    @Test("forms --json and --about")
    func jsonAndAbout() throws {
        let run = try TalkGridBinary.run(["forms", "eat", "--lang", "en", "--json"])
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let forms = object?["forms"] as? [[String: String]] ?? []
        #expect(forms.first?["form"] == "eat")
        #expect(forms.first?["kind"] == "base")
        if wordDataIsInstalled { #expect(forms.contains { $0["form"] == "ate" && $0["kind"] == "past" }) }
        let about = try TalkGridBinary.run(["forms", "--about"])
        #expect(about.status == 0)
        #expect(about.output.contains("SPECIALIST Lexicon"))
        #expect(about.output.contains("CC BY-SA 4.0"))
        #expect(about.output.contains("SUBTLEX"))
        let usage = try TalkGridBinary.run(["forms"])
        #expect(usage.status == 2)
    }

    /// A set of the test's own with a few words on its root board and a folder.
    static func wordSet(_ folder: URL) throws -> String {
        let set = folder.appendingPathComponent("words").path
        let made = try TalkGridBinary.run([
            "new", set, "--rows", "3", "--columns", "3", "--words", "I,want,eat,drink,more,go,play,you,help",
        ])
        #expect(made.status == 0, "\(made.error)")
        return set
    }

    @Test("predict: the set's words, best first, each with its board", .enabled(if: wordDataIsInstalled, Comment(rawValue: needsWordData)))
    func predictsSetWords() throws {
        let folder = try Fixtures.temporaryFolder("predict-set")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.wordSet(folder)
        let run = try TalkGridBinary.run(["predict", set, "I"])
        #expect(run.status == 0, "\(run.error)")
        let words = run.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(words.count == 6, "\(run.output)")
        #expect(!words.contains("I"), "not the last word again")
        #expect(Set(words).isSubset(of: ["want", "eat", "drink", "more", "go", "play", "you", "help"]))
        #expect(words.first == "you", "the most common word of the set comes first: \(run.output)")
        #expect(run.output.contains("home"))
        let spelled = try TalkGridBinary.run(["predict", set, "I want", "--spelling", "dr"])
        #expect(spelled.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) } == ["drink"])
    }

    @Test("predict: the pairs a person's messages taught come first, per set")
    func learnedPairs() throws {
        let folder = try Fixtures.temporaryFolder("predict-pairs")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.wordSet(folder)
        var pairs = WordPairs()
        for _ in 0..<3 { pairs.learn(["I", "want", "drink"]) }
        try WordPairsFile(setFolder: set).write(pairs)
        let run = try TalkGridBinary.run(["predict", set, "I want", "--json"])
        #expect(run.status == 0, "\(run.error)")
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let predictions = object?["predictions"] as? [[String: Any]] ?? []
        #expect(predictions.first?["word"] as? String == "drink", "\(run.output)")
        #expect(predictions.first?["board"] as? String == "home")
        #expect(predictions.first?["cell"] as? String != nil)
    }

    @Test("predict without the word data: the set's words rank alone, cheapest by keys, and the missing package is named")
    func missingData() throws {
        let folder = try Fixtures.temporaryFolder("predict-missing")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.wordSet(folder)
        let run = try TalkGridBinary.run(["predict", set, ""], environment: ["TALKGRID_WORDS": folder.appendingPathComponent("none").path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("wordfreq 3.1.1 (PyPI); scripts/setup installs it"))
        let words = run.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(words.count == 6)
        #expect(words.first == "I", "the first cell, cheapest by keys and by scanning: \(run.output)")
        let none = try TalkGridBinary.run(["predict", set, "", "--spelling", "zz"])
        #expect(none.status == 1)
        #expect(none.error.contains("no word to offer"))
    }
}
