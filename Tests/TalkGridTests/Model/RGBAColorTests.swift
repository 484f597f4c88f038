import Testing

@testable import TalkGrid

@Suite("Colours: relative luminance without Foundation")
struct RGBAColorTests {
    @Test("x to the power 2.4 matches known values across 0...1")
    func power() {
        let known: [(Double, Double)] = [(0, 0), (1, 1), (0.5, 0.189464571), (0.1, 0.003981072), (0.9, 0.776572528)]
        for (x, expected) in known {
            #expect(abs(RGBAColor.power2point4(x) - expected) < 1e-8, "\(x)")
        }
    }

    @Test("luminance follows WCAG: black 0, white 1, mid grey and pure colours as published")
    func luminance() {
        #expect(RGBAColor(red: 0, green: 0, blue: 0).luminance == 0)
        #expect(abs(RGBAColor(red: 255, green: 255, blue: 255).luminance - 1) < 1e-12)
        #expect(abs(RGBAColor(red: 128, green: 128, blue: 128).luminance - 0.2158605) < 1e-6)
        #expect(abs(RGBAColor(red: 255, green: 0, blue: 0).luminance - 0.2126) < 1e-12)
    }
}
