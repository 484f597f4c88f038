// The members of a button or a picture that the decoder reads, found in one pass over an object's members
// instead of one search per key. Each holds the value of the first member with its key, as `node[key]` gives.
//
// Keys are told apart by their length in bytes first. That is exact: every key read here is written in
// lowercase ASCII letters and `_`, and no other text is equal to one (String equality is Unicode canonical
// equivalence; the only other characters that decompose to ASCII are U+037E, U+1FEF and U+212A, to `;`, `` ` ``
// and `K`), so a key equal to one of them has the same bytes.

extension BoardDecoder {
    /// The members of a button that the decoder reads.
    struct ButtonMembers {
        var id: JSONNode?
        var label: JSONNode?
        var vocalization: JSONNode?
        var imageID: JSONNode?
        var soundID: JSONNode?
        var glyph: JSONNode?
        var hidden: JSONNode?
        var backgroundColor: JSONNode?
        var borderColor: JSONNode?
        var action: JSONNode?
        var actions: JSONNode?
        var loadBoard: JSONNode?
        /// `ext_talkgrid_level`, and CoughDrop's levels (``VocabularyLevel``), its own name and its extension's.
        var level: JSONNode?
        var levelModifications: JSONNode?
        var coughDropLevelModifications: JSONNode?

        init(_ members: [JSONMember]) {
            for member in members {
                let key = member.key
                switch key.utf8.count {
                case 2: if key == "id" { Self.keepFirst(&id, member) }
                case 5: if key == "label" { Self.keepFirst(&label, member) }
                case 6:
                    if key == "hidden" {
                        Self.keepFirst(&hidden, member)
                    } else if key == "action" {
                        Self.keepFirst(&action, member)
                    }
                case 7: if key == "actions" { Self.keepFirst(&actions, member) }
                case 8:
                    if key == "image_id" {
                        Self.keepFirst(&imageID, member)
                    } else if key == "sound_id" {
                        Self.keepFirst(&soundID, member)
                    }
                case 10: if key == "load_board" { Self.keepFirst(&loadBoard, member) }
                case 12:
                    if key == "border_color" {
                        Self.keepFirst(&borderColor, member)
                    } else if key == "vocalization" {
                        Self.keepFirst(&vocalization, member)
                    }
                case 16: if key == "background_color" { Self.keepFirst(&backgroundColor, member) }
                case 18:
                    if key == "ext_talkgrid_glyph" {
                        Self.keepFirst(&glyph, member)
                    } else if key == "ext_talkgrid_level" {
                        Self.keepFirst(&level, member)
                    }
                case 19: if key == "level_modifications" { Self.keepFirst(&levelModifications, member) }
                case 33: if key == "ext_coughdrop_level_modifications" { Self.keepFirst(&coughDropLevelModifications, member) }
                default: break
                }
            }
        }

        /// Keeps the first value given for a key (as `node[key]` does).
        static func keepFirst(_ slot: inout JSONNode?, _ member: JSONMember) {
            if slot == nil { slot = member.value }
        }
    }

    /// The members of a picture or a sound that the decoder reads.
    struct MediaMembers {
        var id: JSONNode?
        var url: JSONNode?
        var data: JSONNode?
        var path: JSONNode?
        var contentType: JSONNode?
        var symbol: JSONNode?
        var glyph: JSONNode?

        init(_ members: [JSONMember]) {
            for member in members {
                let key = member.key
                switch key.utf8.count {
                case 2: if key == "id" { ButtonMembers.keepFirst(&id, member) }
                case 3: if key == "url" { ButtonMembers.keepFirst(&url, member) }
                case 4:
                    if key == "data" {
                        ButtonMembers.keepFirst(&data, member)
                    } else if key == "path" {
                        ButtonMembers.keepFirst(&path, member)
                    }
                case 6: if key == "symbol" { ButtonMembers.keepFirst(&symbol, member) }
                case 12: if key == "content_type" { ButtonMembers.keepFirst(&contentType, member) }
                case 18: if key == "ext_talkgrid_glyph" { ButtonMembers.keepFirst(&glyph, member) }
                default: break
                }
            }
        }
    }
}
