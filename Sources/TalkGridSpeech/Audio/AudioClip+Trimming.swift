extension AudioClip {
    /// The loudness of each 10 ms of the clip (root mean square, 0 to 1).
    func frameLevels() -> (frame: Int, levels: [Double]) {
        let frame = max(1, sampleRate / 100)
        var levels: [Double] = []
        levels.reserveCapacity(samples.count / frame + 1)
        var start = 0
        while start < samples.count {
            let end = min(samples.count, start + frame)
            var sum = 0.0
            for index in start..<end {
                let value = Double(samples[index]) / 32768
                sum += value * value
            }
            levels.append((sum / Double(end - start)).squareRoot())
            start = end
        }
        return (frame, levels)
    }

    /// The level under which 10 ms count as silence: 40 dB below the loudest 10 ms, but at least
    /// -50 dBFS (a quiet room's noise), and at most half the loudest (a very quiet clip).
    static func silenceLevel(below loudest: Double) -> Double {
        min(max(loudest * 0.01, 0.003), loudest * 0.5)
    }

    /// The clip without the silence at its start and end (a tenth of a second kept on each side,
    /// so a word's first and last sounds are not cut); nil when it is all silence.
    public func trimmedOfSilence() -> AudioClip? {
        let (frame, levels) = frameLevels()
        guard let loudest = levels.max(), loudest >= Self.silentLevel else { return nil }
        let threshold = Self.silenceLevel(below: loudest)
        guard let first = levels.firstIndex(where: { $0 >= threshold }), let last = levels.lastIndex(where: { $0 >= threshold }) else {
            return nil
        }
        let margin = sampleRate / 10
        let start = max(0, first * frame - margin)
        let end = min(samples.count, (last + 1) * frame + margin)
        return AudioClip(samples: Array(samples[start..<end]), sampleRate: sampleRate)
    }

    /// A clip whose loudest 10 ms stay under this level (-60 dBFS) holds nothing to hear.
    static let silentLevel = 0.001

    /// The loudness of the sounds heard in the clip: the root mean square of the 10 ms above silence.
    public var speechLevel: Double {
        let (_, levels) = frameLevels()
        guard let loudest = levels.max(), loudest > 0 else { return 0 }
        let heard = levels.filter { $0 >= Self.silenceLevel(below: loudest) }
        guard !heard.isEmpty else { return 0 }
        return (heard.map { $0 * $0 }.reduce(0, +) / Double(heard.count)).squareRoot()
    }

    /// The clip made as loud as `level` (the root mean square of its heard sounds), without
    /// clipping: the gain stops where the loudest sample reaches 95% of full scale.
    public func atLevel(_ level: Double) -> AudioClip {
        let current = speechLevel
        guard current > 0 else { return self }
        let peak = samples.map { abs(Int($0)) }.max() ?? 0
        let gain = min(level / current, peak > 0 ? 0.95 * 32767 / Double(peak) : 1)
        let scaled = samples.map { Int16(clamping: Int((Double($0) * gain).rounded())) }
        return AudioClip(samples: scaled, sampleRate: sampleRate)
    }
}
