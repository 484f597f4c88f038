/// Which bytes a set's picture or recording is, told without reading them: for a file of a set
/// folder its device, inode, size and change times; for an `.obz` entry the CRC-32 and sizes its
/// central directory declares; for a `data:` URI two hashes and the length of its text.
///
/// Changed bytes give a new identity (a folder file rewritten in place changes its change time,
/// which no program can set back), so what was found about one identity holds for it until it
/// changes. Two different pictures with one identity would need a CRC-32 and both sizes to agree
/// by chance, or a forged archive; ``PictureCheckCache`` says what that costs.
public struct MediaIdentity: Hashable, Sendable {
    /// Where the identity comes from; part of it, so identities of different kinds never meet.
    public enum Kind: UInt64, Sendable {
        case folderFile = 1
        case archiveEntry = 2
        case dataURI = 3
    }

    public var kind: Kind
    /// Five numbers whose meaning depends on the kind (see the initialisers).
    public var first: UInt64
    public var second: UInt64
    public var third: UInt64
    public var fourth: UInt64
    public var fifth: UInt64

    public init(kind: Kind, _ first: UInt64, _ second: UInt64, _ third: UInt64, _ fourth: UInt64, _ fifth: UInt64) {
        self.kind = kind
        self.first = first
        self.second = second
        self.third = third
        self.fourth = fourth
        self.fifth = fifth
    }

    /// A folder file: device, inode, size, and modification and status-change times in nanoseconds.
    static func folderFile(device: UInt64, inode: UInt64, size: UInt64, modified: UInt64, changed: UInt64) -> MediaIdentity {
        MediaIdentity(kind: .folderFile, device, inode, size, modified, changed)
    }

    /// An `.obz` entry: its declared CRC-32, unpacked and packed sizes, and compression method.
    static func archiveEntry(crc: UInt32, size: UInt64, compressedSize: UInt64, method: UInt64) -> MediaIdentity {
        MediaIdentity(kind: .archiveEntry, UInt64(crc), size, compressedSize, method, 0)
    }

    /// A `data:` URI: two different 64-bit FNV-1a hashes of its text and the text's length.
    static func dataURI(_ text: String) -> MediaIdentity {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        var count: UInt64 = 0
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
            second = (second &+ UInt64(byte)) &* 0x9E37_79B9_7F4A_7C15
            second ^= second >> 29
            count += 1
        }
        return MediaIdentity(kind: .dataURI, first, second, count, 0, 0)
    }
}
