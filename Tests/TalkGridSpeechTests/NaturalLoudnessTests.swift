import Foundation
import Testing

@testable import TalkGridSpeech

/// The natural voice made as loud as espeak-ng, tested on samples (the voice itself is not
/// installed on every machine): a quiet sentence gains 3.4 dB of RMS, a loud one never clips.
@Suite("Natural voice loudness")
struct NaturalLoudnessTests {
    /// A sine of `amplitude` at 220 Hz, 0.5 s at 22,050 Hz.
    static func sine(_ amplitude: Float) -> [Float] {
        (0..<11_025).map { amplitude * Float(sin(2 * Double.pi * 220 * Double($0) / 22_050)) }
    }

    static func decibels(_ samples: [Float]) -> Double {
        let power = samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)
        return 10 * log10(power)
    }

    @Test("a quiet sentence comes out 3.4 dB louder in RMS, as 16-bit samples at the engine's rate")
    func quietGains() {
        let quiet = Self.sine(0.3)
        let louder = NaturalVoices.matchingLoudness(quiet)
        #expect(abs(Self.decibels(louder) - Self.decibels(quiet) - 3.4) < 0.01)
        let samples = NaturalVoices.samples(quiet, from: ESpeakEngine.sampleRate)
        let peak = samples.map { abs(Int($0)) }.max() ?? 0
        #expect(abs(Double(peak) / 32_767 - 0.3 * 1.479) < 0.01, "peak \(peak)")
    }

    @Test("a sentence already near full scale gains only what keeps its loudest sample under 0.97; silence stays silent")
    func loudNeverClips() {
        let loud = NaturalVoices.matchingLoudness(Self.sine(0.9))
        let peak = loud.map(abs).max() ?? 0
        #expect(peak <= 0.97 + 1e-6 && peak > 0.96)
        #expect(NaturalVoices.matchingLoudness([0, 0, 0]) == [0, 0, 0])
        #expect(NaturalVoices.matchingLoudness([]) == [])
    }
}
