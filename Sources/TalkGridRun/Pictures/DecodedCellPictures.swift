import Synchronization
import TalkGrid
import TalkGridPictures
import TalkGridStorage
import TalkGridTerminal

/// The cells' pictures for a printout (`talkgrid show --symbols blocks`): each converted when
/// the painter asks for it, on the caller's thread, through the disk cache; the pictures that
/// cannot be drawn are kept to be told once at the end.
public final class DecodedCellPictures: CellPictures {
    private let media: SetMedia
    private let artist: CachedArtist
    private let output: PictureOutput
    private let failed = Mutex<[PictureReference: PictureError]>([:])

    /// Pictures of `media`'s set drawn as `output` (block art; pixel outputs are for the
    /// full-screen board), cached on disk in `disk` (nil: not cached).
    public init(media: SetMedia, output: PictureOutput, disk: DiskCache?) {
        self.media = media
        self.output = output
        artist = CachedArtist(disk: disk)
    }

    public var drawsGlyphs: Bool { output != .off }

    public func picture(_ source: PictureSource, columns: Int, rows: Int) -> CellArt? {
        let request = ArtRequest(columns: columns, rows: rows, output: output, background: .white)
        do throws(PictureError) {
            let art = try artist.art(for: PreparedCellPictures.bytes(of: source, in: media), request: request)
            return PreparedCellPictures.cellArt(art, output: output) ?? .unavailable
        } catch {
            if let reference = source.reference { failed.withLock { $0[reference] = error } }
            return .unavailable
        }
    }

    /// The pictures that could not be drawn and why, in board and image order.
    public var failures: [(PictureReference, PictureError)] {
        failed.withLock { failures in
            failures.sorted { ($0.key.boardID, $0.key.imageID) < ($1.key.boardID, $1.key.imageID) }.map { ($0.key, $0.value) }
        }
    }
}
