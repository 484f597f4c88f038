import Foundation
import TalkGridTestSupport
import Testing

/// A family's own pictures and voices in a cell, through the built binary: a phone photo from
/// `cell set --image`, a sound file from `--sound`, checked by the saved files' pixels and samples.
@Suite("a cell's photo and sound, as a family adds them")
struct CellMediaTests {
    static func talkgrid(_ arguments: [String], environment: [String: String]? = nil) throws -> TalkGridBinary.Run {
        try TalkGridBinary.run(arguments, environment: environment)
    }

    /// ImageMagick's command (the real one, not a stand-in earlier on the PATH).
    static let magick = "/usr/bin/convert"

    /// A phone photo: 4000 x 3000 pixels as the sensor saw them (left half red, right half blue,
    /// grainy so that it weighs megabytes), with the EXIF orientation 6 a phone held upright
    /// writes: shown upright it is 3000 x 4000, red on top.
    static func sidewaysPhoto(at path: String) throws {
        let plain = path + ".plain.jpg"
        let made = try ChildProcess.run([
            magick, "-size", "2000x3000", "xc:red", "-size", "2000x3000", "xc:blue", "+append", "-attenuate", "0.5", "+noise", "Gaussian",
            "-quality", "90", plain,
        ])
        try #require(made.status == 0, "\(made.output)")
        let jpeg = Array(try Data(contentsOf: URL(fileURLWithPath: plain)))
        try FileManager.default.removeItem(atPath: plain)
        // An APP1 segment right after the start: "Exif", a little-endian TIFF header, one IFD entry
        // (0x0112 Orientation, SHORT, 1 value: 6), no next IFD.
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16) }
        let tiff = Array("II*\0".utf8) + le32(8) + le16(1) + le16(0x0112) + le16(3) + le32(1) + le32(6) + le32(0)
        let app1 = Array("Exif\0\0".utf8) + tiff
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((app1.count + 2) >> 8), UInt8((app1.count + 2) & 0xFF)] + app1
        try Data(Array(jpeg[0..<2]) + segment + Array(jpeg[2...])).write(to: URL(fileURLWithPath: path))
    }

    /// The picture's width and height, and the colour (r, g, b) at each point asked for, as ImageMagick reads the file.
    static func pixels(of path: String, at points: [(Int, Int)]) throws -> (width: Int, height: Int, colors: [(Int, Int, Int)]) {
        let size = try ChildProcess.run(["/usr/bin/identify", "-format", "%w %h", path])
        let sides = size.output.split(separator: " ").compactMap { Int($0) }
        try #require(sides.count == 2, "\(size.output)")
        var colors: [(Int, Int, Int)] = []
        for (x, y) in points {
            let read = try ChildProcess.run([
                magick, path, "-crop", "1x1+\(x)+\(y)", "-depth", "8", "-format", "%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]",
                "info:",
            ])
            let channels = read.output.split(separator: " ").compactMap { Int($0) }
            try #require(channels.count == 3, "\(read.output)")
            colors.append((channels[0], channels[1], channels[2]))
        }
        return (sides[0], sides[1], colors)
    }

    @Test("a 4000 x 3000 phone photo taken upright becomes a 450 x 600 picture, red on top, under 200 KB; --crop square keeps its middle")
    func phonePhoto() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let photo = folder.appendingPathComponent("IMG_2041.jpg").path
        try Self.sidewaysPhoto(at: photo)
        let photoBytes = try FileManager.default.attributesOfItem(atPath: photo)[.size] as? Int ?? 0
        #expect(photoBytes > 2 << 20, "a phone photo weighs megabytes (\(photoBytes) bytes)")

        let made = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "grandma", "--image", photo])
        #expect(made.status == 0, "\(made.error)")
        #expect(made.output.contains("was made 450 x 600 pixels"), "\(made.output)")
        #expect(made.output.contains("from 3000 x 4000") && made.output.contains("turned upright"), "\(made.output)")
        let stored = set + "/images/IMG_2041.jpg"
        let storedBytes = try FileManager.default.attributesOfItem(atPath: stored)[.size] as? Int ?? .max
        #expect(storedBytes < 200 * 1024, "\(storedBytes) bytes")
        let upright = try Self.pixels(of: stored, at: [(225, 60), (225, 540)])
        #expect(upright.width == 450 && upright.height == 600)
        #expect(upright.colors[0].0 > 150 && upright.colors[0].2 < 100, "red on top: \(upright.colors[0])")
        #expect(upright.colors[1].2 > 150 && upright.colors[1].0 < 100, "blue below: \(upright.colors[1])")
        let board = try String(contentsOfFile: set + "/boards/home.obf", encoding: .utf8)
        #expect(board.contains("\"width\": 450") && board.contains("\"height\": 600") && board.contains("image/jpeg"))
        #expect(try Self.talkgrid(["validate", set]).status == 0)

        let cropped = try Self.talkgrid(["cell", "set", set, "home", "1,2", "--label", "grandma", "--image", photo, "--crop", "square"])
        #expect(cropped.status == 0 && cropped.output.contains("was made 600 x 600 pixels"), "\(cropped.output)\(cropped.error)")
        let square = try Self.pixels(of: set + "/images/IMG_2041-2.jpg", at: [(300, 100), (300, 500)])
        #expect(square.width == 600 && square.height == 600)
        #expect(square.colors[0].0 > 150 && square.colors[1].2 > 150, "the middle square: red above blue \(square.colors)")
        let history = try Self.talkgrid(["history", set])
        #expect(history.output.contains("grandma"), "\(history.output)")
        #expect(try Self.talkgrid(["undo", set]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: set + "/images/IMG_2041-2.jpg"), "undo takes the cropped picture back")

        let wrong = try Self.talkgrid(["cell", "set", set, "home", "1,3", "--label", "x", "--image", photo, "--crop", "round"])
        #expect(wrong.status == 2 && wrong.error.contains("--crop takes square, not 'round'"), "\(wrong.error)")
    }

    /// What sox says of a sound file: its length in seconds and the RMS level in dBFS.
    static func measured(_ path: String) throws -> (seconds: Double, rms: Double, rate: Int) {
        let stats = try ChildProcess.run(["sox", path, "-n", "stats"])
        func value(_ name: String) -> Double? {
            stats.output.split(separator: "\n").first { $0.hasPrefix(name) }?.split(separator: " ").last.flatMap { Double($0) }
        }
        let rate = try ChildProcess.run(["soxi", "-r", path]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        return (try #require(value("Length s"), "\(stats.output)"), try #require(value("RMS lev dB"), "\(stats.output)"), Int(rate) ?? 0)
    }

    @Test(
        "--sound: a quiet Ogg with silence around it is trimmed, made as loud as the voice, saved as WAV; validate, export and the cell play it"
    )
    func soundFile() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        // A parent's word, recorded quietly (-36 dBFS) on a phone: 0.6 s of silence, 1 s of sound, 0.8 s of silence, stereo 44.1 kHz.
        let recording = folder.appendingPathComponent("Mummy says juice.ogg").path
        let made = try ChildProcess.run([
            "sox", "-n", "-r", "44100", "-c", "2", recording, "synth", "1.0", "sine", "300", "vol", "0.022", "pad", "0.6", "0.8",
        ])
        try #require(made.status == 0, "\(made.output)")
        let start = try OverwriteRefusalTests.snapshot(set)

        let set1 = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "juice", "--sound", recording])
        #expect(set1.status == 0, "\(set1.error)")
        #expect(set1.output.contains("The sound is saved in the set as sounds/Mummy-says-juice.wav."), "\(set1.output)")
        let saved = set + "/sounds/Mummy-says-juice.wav"
        let sound = try Self.measured(saved)
        #expect(abs(sound.seconds - 1.2) < 0.05, "1 s of sound and a tenth of a second each side: \(sound.seconds)")
        #expect(sound.rate == 22_050)
        #expect(sound.rms > -22 && sound.rms < -19, "as loud as the voice (-20 dBFS): \(sound.rms)")
        let board = try String(contentsOfFile: set + "/boards/home.obf", encoding: .utf8)
        #expect(board.contains("\"sound_id\"") && board.contains("\"duration\": 1.2") && board.contains("audio/wav"), "\(board)")
        #expect(try String(contentsOfFile: set + "/manifest.json", encoding: .utf8).contains("\"sounds/Mummy-says-juice.wav\""))
        let validated = try Self.talkgrid(["validate", set])
        #expect(validated.status == 0, "\(validated.output)\(validated.error)")

        // The cell plays it: the WAV the board writes for key 1 is the sound (1.2 s), not espeak-ng saying "juice".
        let played = folder.appendingPathComponent("played")
        try FileManager.default.createDirectory(at: played, withIntermediateDirectories: true)
        let run = try Self.talkgrid(["run", set, "--keys", "1", "--no-audio", "--speak-to", played.path])
        #expect(run.status == 0, "\(run.error)")
        let files = try FileManager.default.contentsOfDirectory(atPath: played.path).filter { $0.hasSuffix(".wav") }
        let heard = try Self.measured(played.appendingPathComponent(try #require(files.first)).path)
        #expect(abs(heard.seconds - 1.2) < 0.05, "\(heard.seconds)")

        // Export carries it byte for byte; the history has the step; undo takes it away.
        let archive = folder.appendingPathComponent("kid.obz").path
        let again = folder.appendingPathComponent("again").path
        #expect(try Self.talkgrid(["export", set, archive]).status == 0)
        #expect(try Self.talkgrid(["import", archive, again]).status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: again + "/sounds/Mummy-says-juice.wav"))
                == Data(contentsOf: URL(fileURLWithPath: saved)))
        #expect(try Self.talkgrid(["history", set]).output.contains("juice"))
        let removed = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--sound", ""])
        #expect(removed.output.contains("sound: 1.2 s audio/wav → (none)"), "\(removed.output)")
        #expect(try Self.talkgrid(["undo", set]).status == 0)
        #expect(try Self.talkgrid(["undo", set]).status == 0)
        #expect(try OverwriteRefusalTests.snapshot(set) == start)

        // Silence and a file that is no sound are refused, and nothing changes.
        let silence = folder.appendingPathComponent("silence.wav").path
        _ = try ChildProcess.run(["sox", "-n", "-r", "22050", "-c", "1", silence, "trim", "0", "2"])
        let quiet = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "juice", "--sound", silence])
        #expect(quiet.status == 1 && quiet.error.contains("nothing can be heard in the sound"), "\(quiet.error)")
        let notSound = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "juice", "--sound", set + "/manifest.json"])
        #expect(notSound.status == 1 && notSound.error.contains("is not a WAV, MP3 or Ogg Vorbis file"), "\(notSound.error)")
        #expect(try OverwriteRefusalTests.snapshot(set) == start)
    }

    /// A PulseAudio server of the test's own (no system configuration): a null sink for the
    /// speakers and a pipe source for the microphone, fed through `fifo`. Stopped by `stop()`.
    static func pulseServer(in folder: URL) throws -> (server: ChildProcess, address: String, fifo: String) {
        let runtime = folder.appendingPathComponent("pulse-runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let fifo = folder.appendingPathComponent("microphone").path  // the pipe source makes it
        let socket = runtime.path + "/native"
        let configuration = folder.appendingPathComponent("pa.conf")
        try """
        load-module module-native-protocol-unix socket=\(socket) auth-anonymous=1
        load-module module-null-sink sink_name=speakers
        load-module module-pipe-source source_name=microphone file=\(fifo) format=s16le rate=44100 channels=1
        set-default-source microphone
        set-default-sink speakers

        """.write(to: configuration, atomically: true, encoding: .utf8)
        let server = try ChildProcess(
            [
                "pulseaudio", "-n", "-F", configuration.path, "--exit-idle-time=-1", "--daemonize=no", "--disallow-exit",
                "--use-pid-file=no",
            ],
            environment: ["XDG_RUNTIME_DIR": runtime.path, "HOME": folder.path],
            outputPath: folder.appendingPathComponent("pulseaudio.log").path)
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) || !FileManager.default.fileExists(atPath: fifo) {
            usleep(100_000)
        }
        let log = (try? String(contentsOfFile: folder.appendingPathComponent("pulseaudio.log").path, encoding: .utf8)) ?? ""
        try #require(
            FileManager.default.fileExists(atPath: socket) && FileManager.default.fileExists(atPath: fifo),
            "PulseAudio did not start: \(log)")
        return (server, "unix:" + socket, fifo)
    }

    /// A microphone that hears, in real time: 1 s of silence, `speech` (raw 44.1 kHz mono PCM),
    /// 0.7 s of silence; then it presses Enter (a line on its standard output) and stays silent half a second.
    static let microphone = """
        import sys, time
        fifo, speech = sys.argv[1], open(sys.argv[2], 'rb').read()
        out = open(fifo, 'wb', buffering=0)
        chunk = 4410 * 2
        def play(data):
            for start in range(0, len(data), chunk):
                out.write(data[start:start + chunk]); time.sleep(0.1)
        play(bytes(44100 * 2)); play(speech); play(bytes(int(44100 * 0.7) * 2))
        sys.stdout.write("\\n"); sys.stdout.flush()
        play(bytes(44100))
        """

    @Test(
        "--record: a voice from the test's PulseAudio server (a pipe source fed in real time) is trimmed, as loud as the voice, saved; without PulseAudio a clear refusal",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pulseaudio"), "scripts/setup installs pulseaudio")
    )
    func recordedVoice() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let start = try OverwriteRefusalTests.snapshot(set)
        // No sound server: said plainly, nothing changed, and the rest still works.
        let nowhere = ["PULSE_SERVER": "unix:" + folder.path + "/no-such-socket"]
        let refused = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "juice", "--record"], environment: nowhere)
        #expect(refused.status == 1, "\(refused.output)\(refused.error)")
        #expect(refused.error.contains("cannot record: no microphone or sound server answered"), "\(refused.error)")
        #expect(refused.error.contains("--sound FILE") && refused.error.contains("nothing was changed"))
        #expect(try OverwriteRefusalTests.snapshot(set) == start)
        #expect(try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "juice"], environment: nowhere).status == 0)

        let (server, address, fifo) = try Self.pulseServer(in: folder)
        defer { server.stop() }
        // 1.5 s of a quiet voice (-33 dBFS) as the microphone hears it.
        let speech = folder.appendingPathComponent("speech.raw").path
        let made = try ChildProcess.run([
            "sox", "-n", "-r", "44100", "-c", "1", "-e", "signed", "-b", "16", "-t", "raw", speech, "synth", "1.5", "sine", "220", "vol",
            "0.03",
        ])
        try #require(made.status == 0, "\(made.output)")
        let feeder = folder.appendingPathComponent("microphone.py").path
        try Self.microphone.write(toFile: feeder, atomically: true, encoding: .utf8)
        let recorded = try TalkGridBinary.run(
            ["cell", "set", set, "home", "1,1", "--record"], shellPrefix: "python3 '\(feeder)' '\(fifo)' '\(speech)' |",
            environment: ["PULSE_SERVER": address, "HOME": folder.path])
        #expect(recorded.status == 0, "\(recorded.output)\(recorded.error)")
        #expect(recorded.error.contains("Recording. Speak now, then press Enter to stop (at most 30 seconds)."), "\(recorded.error)")
        #expect(recorded.output.contains("The sound is saved in the set as sounds/recording.wav."), "\(recorded.output)")
        #expect(recorded.output.contains("Playing it back."))
        let sound = try Self.measured(set + "/sounds/recording.wav")
        #expect(abs(sound.seconds - 1.7) < 0.15, "1.5 s of voice and a tenth of a second each side: \(sound.seconds)")
        #expect(sound.rms > -22 && sound.rms < -19, "as loud as the voice (-20 dBFS): \(sound.rms)")
        #expect(try Self.talkgrid(["validate", set]).status == 0)
        #expect(try Self.talkgrid(["history", set]).output.contains("juice"))
    }
}
