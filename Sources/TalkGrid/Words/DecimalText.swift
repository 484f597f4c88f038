/// Numbers with decimals as people read them: the whole part, the language's separator, and the
/// decimals without trailing zeros (`1.5`, `0,25`, `2`).
enum DecimalText {
    /// `value` / 10^`places` in digits, with `separator` before the decimals when there are any.
    static func digits(_ value: Int, places: Int, separator: String) -> String {
        let places = max(0, min(places, 18))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let magnitude = value.magnitude
        let whole = magnitude / UInt(scale)
        var fraction = places == 0 ? "" : String(magnitude % UInt(scale))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole)\(separator)\(fraction)"
    }
}
