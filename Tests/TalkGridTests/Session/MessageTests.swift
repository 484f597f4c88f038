import Testing

@testable import TalkGrid

@Suite("Message rules")
struct MessageTests {
    private func word(_ text: String, _ language: String = "en", spoken: String? = nil) -> MessageEntry {
        MessageEntry.picked(label: text, spokenText: spoken ?? text, language: language, glyph: nil)!
    }

    @Test("a word cell adds one entry: the label is shown, the vocalization spoken")
    func labelAndVocalization() {
        let message = Message(entries: [word("I"), word("want", spoken: "I want")])
        #expect(message.text == "I want")
        #expect(message.utterance().text == "I I want")
    }

    @Test("a leading + appends to the current word without a space")
    func suffix() {
        let message = Message(entries: [word("walk"), word("+ing"), word("home")])
        #expect(message.entries[1].kind == .suffix)
        #expect(message.text == "walking home")
    }

    @Test("spelling: letters join into one word, :space ends it")
    func spelling() {
        var message = Message(entries: [word("+c"), word("+a"), word("+t")])
        #expect(message.text == "cat")
        message.endWord(language: "en")
        message.entries += [word("+s"), word("+o")]
        #expect(message.text == "cat so")
        #expect(message.words.count == 2)
    }

    private func key(_ letter: String) -> MessageEntry {
        MessageEntry.appended(label: letter, spokenText: letter, language: "en", glyph: nil)
    }

    @Test("keyboard letters spell a new word after a whole word; endings shown with + join it")
    func letters() {
        #expect(key("c").kind == .letter)
        #expect(MessageEntry.appended(label: "+s", spokenText: "s", language: "en", glyph: nil).kind == .suffix)
        #expect(MessageEntry.appended(label: "ing", spokenText: "ing", language: "en", glyph: nil).kind == .suffix)
        #expect(MessageEntry.appended(label: "1", spokenText: "1", language: "en", glyph: nil).kind == .suffix)
        let message = Message(entries: [word("I"), word("like"), key("c"), key("a"), key("t"), word("+s"), word("?")])
        #expect(message.text == "I like cats?")
        let ended = Message(entries: [key("h"), key("i"), word("there"), key("y"), word("+ing")])
        #expect(ended.text == "hi there ying")
    }

    @Test("delete removes the last entry; while spelling, the last letter; a trailing word break goes with it")
    func delete() {
        var message = Message(entries: [word("I"), word("like"), word("+c"), word("+a")])
        #expect(message.text == "I likeca")
        message.removeLast()
        #expect(message.text == "I likec")
        message.endWord(language: "en")
        message.removeLast()
        #expect(message.text == "I like")
        message.removeLast()
        message.removeLast()
        #expect(message.isEmpty && message.entries.isEmpty)
        message.removeLast()
        #expect(message.entries.isEmpty)
    }

    @Test(":space on an empty message or twice adds nothing")
    func spaceTwice() {
        var message = Message()
        message.endWord(language: "en")
        #expect(message.entries.isEmpty)
        message.entries.append(word("a"))
        message.endWord(language: "en")
        message.endWord(language: "en")
        #expect(message.entries.count == 2)
        #expect(message.text == "a")
    }

    @Test("punctuation attaches to the previous word", arguments: [".", "?", "!", ",", "?!", "。"])
    func punctuation(mark: String) {
        let message = Message(entries: [word("hello"), word(mark), word("you")])
        #expect(message.entries[1].kind == .punctuation)
        #expect(message.text == "hello\(mark) you")
        #expect(message.utterance().text == "hello\(mark) you")
    }

    @Test("punctuation first stands alone, and a suffix after punctuation starts a new word")
    func punctuationEdges() {
        #expect(Message(entries: [word("?"), word("why")]).text == "? why")
        #expect(Message(entries: [word("hi"), word("!"), word("+s")]).text == "hi! s")
    }

    @Test("Chinese, Japanese and Thai join without spaces", arguments: ["zh", "zh-Hans", "ja", "th"])
    func withoutSpaces(language: String) {
        let message = Message(entries: [
            word("我", language), word("要", language), word("水", language), word("。", language),
        ])
        #expect(message.text == "我要水。")
        #expect(message.utterance().segments == [Utterance.Segment(text: "我要水。", language: language)])
    }

    @Test("entries keep their language: adjacent entries of one language form one segment")
    func segments() {
        let message = Message(entries: [
            word("I", "en"), word("want", "en"), word("水", "zh"), word("茶", "zh"), word("please", "en"),
            word("!", "zh"),
        ])
        let utterance = message.utterance(voiceID: "v1")
        #expect(utterance.voiceID == "v1")
        #expect(
            utterance.segments == [
                Utterance.Segment(text: "I want", language: "en"), Utterance.Segment(text: "水茶", language: "zh"),
                Utterance.Segment(text: "please!", language: "en"),
            ])
        #expect(utterance.text == "I want 水茶 please!")
        #expect(message.text == "I want 水茶 please!")
    }

    @Test("a cell with no text adds nothing; a label-only + is a suffix")
    func pickedEdges() {
        #expect(MessageEntry.picked(label: " ", spokenText: "", language: "en", glyph: nil) == nil)
        let entry = MessageEntry.picked(label: "+ed", spokenText: "", language: "en", glyph: "✏")
        #expect(entry == MessageEntry(kind: .suffix, label: "ed", spokenText: "ed", language: "en", glyph: "✏"))
    }
}
