import TalkGrid

/// A colour with no transparency, 8 bits a channel: what a cell's background looks like on white paper.
struct OpaqueColor: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    static let white = OpaqueColor(red: 255, green: 255, blue: 255)

    /// `color` painted over white paper (white when there is none).
    init(onPaper color: RGBAColor?) {
        guard let color else {
            self = .white
            return
        }
        let alpha = max(0, min(1, color.alpha))
        func mix(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * alpha + 255 * (1 - alpha)).rounded()) }
        self.init(red: mix(color.red), green: mix(color.green), blue: mix(color.blue))
    }

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}
