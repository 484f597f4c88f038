import TalkGrid
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    @Test(
        "the FIPS 180-4 examples and block boundaries",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func knownDigests(text: String, hex: String) {
        #expect(SHA256.hexDigest(Array(text.utf8)) == hex)
    }

    @Test("a million a's, fed in uneven pieces, gives the published digest")
    func incremental() {
        var hash = SHA256()
        var left = 1_000_000
        var piece = 1
        while left > 0 {
            let count = min(piece, left)
            hash.update([UInt8](repeating: 0x61, count: count))
            left -= count
            piece = piece * 3 % 997 + 1
        }
        let hex = hash.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
