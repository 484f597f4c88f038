import Foundation

/// Words as the search compares them: lower case, accents and marks dropped (`maçã` is `maca`,
/// `Äpfel` is `apfel`), `ß` as `ss`, punctuation as spaces, spaces collapsed.
///
/// The index stores the folded words once, so a search folds only what was typed.
public enum SearchText {
    /// The folded form of `text`.
    public static func folded(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format:
                continue
            case .spaceSeparator, .connectorPunctuation, .dashPunctuation, .otherPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .control, .mathSymbol:
                pendingSpace = !result.isEmpty
                continue
            default:
                break
            }
            if pendingSpace {
                result.unicodeScalars.append(" ")
                pendingSpace = false
            }
            switch scalar {
            case "ß": result += "ss"
            case "æ": result += "ae"
            case "œ": result += "oe"
            case "ø": result += "o"
            case "ł": result += "l"
            case "đ": result += "d"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a folded text is written without spaces between words (Chinese, Japanese), where a
    /// word is found inside a longer one rather than between spaces.
    static func isUnspaced(_ folded: String) -> Bool {
        folded.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: true
            default: false
            }
        }
    }
}
