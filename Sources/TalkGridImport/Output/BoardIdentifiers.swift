/// Turns source names and ids into distinct OBF board ids that are also file names.
///
/// Deterministic: the same names in the same order give the same ids.
struct BoardIdentifiers {
    private var used: Set<String> = []

    /// A new id for `name`: lower-case ASCII letters, digits and `-`, made unique with `-2`, `-3`, ...
    mutating func make(from name: String, fallback: String) -> String {
        var slug = ""
        var lastWasDash = false
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                slug.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash && !slug.isEmpty {
                slug += "-"
                lastWasDash = true
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        if slug.count > 48 { slug = String(slug.prefix(48)) }
        if slug.isEmpty { slug = fallback }
        var candidate = slug
        var number = 2
        while used.contains(candidate) {
            candidate = "\(slug)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
