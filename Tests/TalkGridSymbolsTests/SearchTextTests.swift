import Testing

@testable import TalkGridSymbols

@Suite struct SearchTextTests {
    @Test(arguments: [
        ("Maçã", "maca"), ("Äpfel", "apfel"), ("Straße", "strasse"), ("  ice-cream! ", "ice cream"), ("Œuf", "oeuf"), ("苹果", "苹果"),
    ])
    func folding(text: String, folded: String) {
        #expect(SearchText.folded(text) == folded)
    }

    @Test func singulars() {
        #expect(PluralForms.singulars(of: "manzanas").contains("manzana"))
        #expect(PluralForms.singulars(of: "limoes").contains("limao"))
        #expect(PluralForms.singulars(of: "gateaux").contains("gateau"))
        #expect(PluralForms.singulars(of: "cherries").contains("cherry"))
        #expect(PluralForms.singulars(of: "bananen").contains("banane"))
        #expect(PluralForms.singulars(of: "ox") == ["ox"])
    }

    @Test func ids() {
        #expect(Symbol.id(fromName: "flag: Spain") == "flag-spain")
        #expect(Symbol.id(fromName: "piñata") == "pinata")
        #expect(Symbol.hex("☁️") == "2601-FE0F")
    }

    @Test func annotations() {
        let xml = """
            <annotations>
            \t\t<annotation cp="🍎">apple | fruit | red</annotation>
            \t\t<annotation cp="🍎" type="tts">red apple</annotation>
            \t\t<annotation cp="&amp;">ampersand | and</annotation>
            </annotations>
            """
        let parsed = CLDRAnnotations(parsing: Array(xml.utf8))
        #expect(parsed.entries.count == 2)
        #expect(parsed.entries[0].name == "red apple")
        #expect(parsed.entries[0].keywords == ["apple", "fruit", "red"])
        #expect(parsed.entries[1].emoji == "&")
    }
}
