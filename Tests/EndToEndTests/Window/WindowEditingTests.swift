import Foundation
import TalkGridTestSupport
import Testing

extension WindowTests {
    /// Edit mode in the real window on a virtual screen, driven as a screen reader and a switch tool
    /// drive it (the accessible tree's names and actions) and with keys: every change is one step
    /// of the set's history with its words, and the set validates after each. Nested in the
    /// window suite, whose `.serialized` reaches it: one window on the machine at a time, so a
    /// machine busy with the rest of the suite still lays each one out in time.
    @Suite("Editing in the window")
    struct WindowEditingTests: EditingWindowSuite {
        @Test("with a caregiver code: Edit boards asks for it; relabel by typing; Undo and Redo on screen; Done leaves on the same board")
        func codeRelabelUndoRedo() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let home = try Fixtures.temporaryFolder("window-edit-lock")
            defer { Fixtures.removeTemporaryFolder(home) }
            let locked = try TalkGridBinary.run(
                ["lock", "set"], shellPrefix: "printf '2468\\n2468\\n' |", environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path])
            #expect(locked.status == 0, "\(locked.error)")
            let config = try String(contentsOf: home.appendingPathComponent("talkgrid/config.json"), encoding: .utf8)

            let window = try WindowSession(arguments: [set], settings: config)
            defer { window.stop() }
            // The menu's "Edit boards" asks for the code first; the board never shows edit controls.
            #expect(try !window.buttons().contains { ["Done", "Undo", "Redo", "Edit boards"].contains($0.name) })
            try window.key("slash")
            #expect(window.shows("Edit boards"))
            try window.press("Edit boards")
            #expect(window.waitUntil { (try? window.message()) != nil && (try? window.buttons())?.contains { $0.name == "1" } == true })
            #expect(try !window.buttons().contains { $0.name == "Done" }, "no edit mode before the code")
            try window.key("2", "4", "6", "8")
            #expect(window.shows("Undo"), "\(window.log)")
            #expect(try window.buttons().contains { $0.name == "Redo" } && window.buttons().contains { $0.name == "Done" })

            // Touch "Yes": the cell editor, its fields named.
            try window.press("Yes")
            #expect(window.waitUntil { (try? window.accessibleTree())?.contains { $0.role == "text" && $0.name == "Label" } == true })
            let tree = try window.accessibleTree()
            for (role, name) in [
                ("text", "Spoken text"), ("text", "Search pictures"), ("combo box", "Opens board"), ("combo box", "Colour"),
                ("check box", "Hidden"), ("push button", "Remove cell"), ("push button", "Done"),
            ] {
                #expect(tree.contains { $0.role == role && $0.name == name }, "no \(role) named \(name)")
            }
            let before = try Self.history(set).count
            try window.type("Yes please", into: "Label")
            try window.press("Done")
            #expect(window.shows("Yes please"), "\(window.log)")
            let steps = try Self.history(set)
            #expect(steps.count == before + 1)
            #expect(steps.last?.contains("Yes please") == true, "\(steps)")
            #expect(try Self.validates(set))

            // Undo and Redo walk the same history as `talkgrid undo` and `redo`.
            try window.press("Undo")
            #expect(window.shows("Yes"))
            #expect(window.waitUntil { (try? window.buttons())?.contains { $0.name == "Yes please" } == false })
            #expect(try Self.history(set).last?.contains("undone") == true)
            try window.press("Redo")
            #expect(window.shows("Yes please"))
            #expect(try Self.validates(set))

            // Done: the person's board, the same board, no edit controls.
            try window.press("Done")
            #expect(window.waitUntil { (try? window.buttons())?.contains { $0.name == "Undo" } == false })
            #expect(try window.buttons().contains { $0.name == "Yes please" })
        }

        @Test("--edit without a lock says once that a code can keep it; a picture by search; \"eat\" opens a new board in one visit")
        func pictureAndNewBoard() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try WindowSession(arguments: [set, "--edit"])
            defer { window.stop() }
            #expect(window.shows("Undo"), "\(window.log)")
            #expect(
                window.waitUntil { (try? window.accessibleTree())?.contains { ($0.text ?? $0.name).contains("caregiver code") } == true })

            // A picture found by the search, drawn as the results show it.
            try window.press("Help")
            #expect(window.shows("Search pictures"))
            try window.type("apple", into: "Search pictures")
            try window.press("Search pictures")
            #expect(
                window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name.contains("apple") } == true }, "\(window.log)")
            let apple = try #require(try window.buttons().first { $0.name.contains("apple") })
            try window.press(apple.name)
            try window.press("Done")
            #expect(window.waitUntil { (try? Self.history(set).last?.contains("picture")) == true }, "\((try? Self.history(set)) ?? [])")
            #expect(try Self.validates(set))
            let images = (try? FileManager.default.contentsOfDirectory(atPath: set + "/images")) ?? []
            #expect(!images.isEmpty, "the picture is a file of the set")

            // "Food and drink" → a cell "eat" that opens a new board titled after it, in one visit.
            let steps = try Self.history(set).count
            try window.press("Stop")
            #expect(window.shows("Label"))
            try window.type("eat", into: "Label")
            try window.choose("A new board: eat", in: "Opens board")
            try window.press("Done")
            #expect(window.waitUntil { (try? Self.history(set).count) == steps + 1 }, "\((try? Self.history(set)) ?? [])")
            let step = try #require(try Self.history(set).last)
            #expect(step.contains("eat") && step.contains("board"), "\(step)")
            #expect(try Self.validates(set))
            #expect(window.shows("eat"))
            #expect(try window.buttons().first { $0.name == "eat" }?.description.contains("folder") == true)
        }

        @Test("a change made by the command line shows in the running window, on the person's board too")
        func commandLineEditShows() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try WindowSession(arguments: [set])
            defer { window.stop() }
            try window.key("6")  // "Yes" into the message: the person's place is kept
            #expect(window.waitUntil { (try? window.message())?.contains("Yes") == true })
            let changed = try Self.talkgrid(["cell", "set", set, "home", "3,3", "--label", "Stop now"])
            #expect(changed.status == 0, "\(changed.error)")
            #expect(window.shows("Stop now", seconds: 5))
            #expect(try window.message().contains("Yes"), "the message is kept")
            #expect(
                window.waitUntil {
                    (try? window.accessibleTree())?.contains { ($0.text ?? $0.name).contains("The boards changed") } == true
                })
        }

        @Test("removing a cell asks twice and Undo brings it back; an empty slot offers Add a cell")
        func removeAndAdd() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try Self.editMode(set)
            defer { window.stop() }
            try window.press("No")
            #expect(window.shows("Label"))
            try window.press("Remove cell")
            #expect(window.shows("Yes, remove"))
            try window.press("Yes, remove")
            #expect(
                window.waitUntil { (try? window.accessibleTree())?.contains { ($0.text ?? $0.name).contains("Really remove") } == true })
            #expect(try Self.history(set).allSatisfy { !$0.contains("removed") }, "nothing is removed after one yes")
            try window.press("Yes, remove")
            #expect(window.shows("Add a cell"), "\(window.log)")
            #expect(try Self.validates(set))
            #expect(try Self.history(set).last?.contains("No") == true)

            // The empty slot: a new cell there.
            try window.press("Add a cell")
            #expect(window.shows("Label"))
            try window.type("Maybe", into: "Label")
            try window.press("Done")
            #expect(window.shows("Maybe"), "\(window.log)")
            #expect(try Self.validates(set))
            try window.press("Undo")
            #expect(window.shows("Add a cell"))
            try window.press("Undo")
            #expect(window.shows("No"))
        }

        @Test("the keyboard alone: Tab and the arrows to a cell, Enter opens its editor, typing relabels, Enter saves, Escape leaves")
        func keyboardAlone() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try Self.editMode(set)
            defer { window.stop() }
            // The keyboard is on the first cell ("I want"); Right moves it to "I feel".
            try window.key("Right")
            try window.key("Return")
            #expect(window.shows("Label"), "\(window.log)")
            #expect(try window.accessibleTree().first { $0.role == "text" && $0.name == "Label" }?.text == "I feel")
            try window.key("ctrl+a", "h", "a", "p", "p", "y", "Return")
            #expect(window.shows("happy"), "\(window.log)")
            #expect(try Self.history(set).last?.contains("happy") == true)
            #expect(try Self.validates(set))
            // Escape leaves the editor and changes nothing.
            try window.key("Return")
            #expect(window.shows("Label"))
            try window.key("x", "Escape")
            #expect(window.waitUntil { (try? window.accessibleTree())?.contains { $0.role == "text" && $0.name == "Label" } == false })
            #expect(try Self.history(set).count == 1)
        }

        @Test("Move without a pointer: Move, then the cell where it goes (they swap); then an empty slot (it moves there); one step each")
        func moveWithoutPointer() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try Self.editMode(set)
            defer { window.stop() }
            #expect(window.waitUntil { window.button("Yes", isOver: "Stop") }, "Yes over Stop in the same column")
            try window.press("Yes")
            #expect(window.holds("Move"))
            try window.press("Move")
            #expect(window.waitUntil { (try? window.accessibleTree())?.contains { ($0.text ?? $0.name).contains("Move “Yes”") } == true })
            try window.press("Stop")
            // They swapped places: Stop over Yes now.
            #expect(window.waitUntil { window.button("Stop", isOver: "Yes") })
            #expect(try Self.history(set).count == 1)
            #expect(try Self.validates(set))

            // Into an empty slot (made by removing "Help").
            try Self.removeCell("Help", in: window)
            try window.press("No")
            #expect(window.holds("Move"))
            try window.press("Move")
            try window.press("Add a cell")
            #expect(window.waitUntil { (try? Self.history(set).count) == 3 })
            #expect(window.shows("Add a cell"))
            #expect(try Self.validates(set))
            #expect(try Self.history(set).last?.contains("No") == true)
        }

        @Test("drag and drop: a cell dragged onto another swaps places with it, onto an empty slot moves there; one step each")
        func dragAndDrop() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try Self.editMode(set)
            defer { window.stop() }
            /// Drags with the first button held from the middle of `from` to the middle of `to`, in steps.
            func drag(_ from: String, to: String) throws {
                let start = try #require(window.center(of: from))
                let end = try #require(window.center(of: to))
                var steps = ["mousemove", "\(start.x)", "\(start.y)", "sleep", "0.2", "mousedown", "1"]
                for step in 1...10 {
                    let x = start.x + (end.x - start.x) * step / 10
                    let y = start.y + (end.y - start.y) * step / 10
                    steps += ["sleep", "0.05", "mousemove", "\(x)", "\(y)"]
                }
                try window.xdotool(steps + ["sleep", "0.3", "mouseup", "1"])
            }
            #expect(window.waitUntil { window.button("Yes", isOver: "Stop") }, "Yes over Stop in the same column")
            try drag("Yes", to: "Stop")
            #expect(window.waitUntil { (try? Self.history(set).count) == 1 }, "\((try? Self.history(set)) ?? []) \(window.log)")
            #expect(try Self.history(set).last.map { $0.contains("Swapped") && $0.contains("Yes") && $0.contains("Stop") } == true)
            #expect(window.waitUntil { window.button("Stop", isOver: "Yes") })
            #expect(try Self.validates(set))

            // Onto an empty slot (made by removing "Help"): it moves there.
            try Self.removeCell("Help", in: window)
            try drag("No", to: "Add a cell")
            #expect(window.waitUntil { (try? Self.history(set).count) == 3 }, "\((try? Self.history(set)) ?? [])")
            #expect(try Self.history(set).last.map { $0.contains("Moved") && $0.contains("No") } == true)
            #expect(try Self.validates(set))
        }

        /// Removes the cell `label` through its editor (two yeses), leaving an empty slot "Add a cell".
        private static func removeCell(_ label: String, in window: WindowSession) throws {
            try window.press(label)
            #expect(window.holds("Remove cell"))
            try window.press("Remove cell")
            try window.press("Yes, remove")
            try window.press("Yes, remove")
            #expect(window.shows("Add a cell"), "\(window.log)")
        }

        @Test(
            "copy and paste: Copy in a cell's editor, Paste in an empty slot's editor makes a whole copy, one step; then on another board reached with Show a board"
        )
        func copyAndPaste() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try Self.editMode(set)
            defer { window.stop() }
            try Self.removeCell("Help", in: window)
            try window.press("Yes")
            #expect(window.shows("Copy"), "\(window.log)")
            try window.press("Copy")
            #expect(window.says("Copied “Yes”"), "\(window.log)")
            try window.press("Add a cell")
            #expect(window.shows("Paste"), "\(window.log)")
            try window.press("Paste")
            #expect(window.waitUntil { (try? Self.history(set).count) == 2 }, "\((try? Self.history(set)) ?? [])")
            #expect(try Self.history(set).last.map { $0.contains("Copied") && $0.contains("Yes") && $0.contains("3,2") } == true)
            #expect(window.waitUntil { (try? window.buttons())?.filter { $0.name == "Yes" }.count == 2 }, "\(window.log)")
            #expect(try Self.validates(set))
            let home =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set + "/boards/home.obf"))) as? [String: Any]
            let yeses = (home?["buttons"] as? [[String: Any]] ?? []).filter { $0["label"] as? String == "Yes" }
            #expect(yeses.count == 2 && yeses[0]["image_id"] as? String == yeses[1]["image_id"] as? String)
            #expect(yeses.count == 2 && yeses[0]["background_color"] as? String == yeses[1]["background_color"] as? String)

            // Onto another board: Show a board, an empty slot there, Paste.
            try window.choose("People", in: "Show a board")
            #expect(window.shows("grandma"), "\(window.log)")
            try Self.removeCell("doctor", in: window)
            try window.press("Add a cell")
            try window.press("Paste")
            #expect(window.waitUntil { (try? Self.history(set).count) == 4 }, "\((try? Self.history(set)) ?? [])")
            #expect(try Self.history(set).last.map { $0.contains("Copied") && $0.contains("people") } == true)
            #expect(window.shows("Yes"), "\(window.log)")
            #expect(try Self.validates(set))
            let people =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set + "/boards/people.obf"))) as? [String: Any]
            let strings = people?["strings"] as? [String: [String: String]] ?? [:]
            #expect(strings["es"]?["Yes"] == "Sí", "its translations came along")
        }

        @Test(
            "Sound: without a sound server the editor says so and the rest works; a sound file; Record and Stop from a PulseAudio pipe source: trimmed, as loud as the voice, played back, one step",
            .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pulseaudio"), "scripts/setup installs pulseaudio"))
        func soundRecordedAndFromFile() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            // The window is told of the test's PulseAudio server, which is not started yet.
            let address = "unix:" + folder.appendingPathComponent("pulse-runtime/native").path
            let window = try WindowSession(arguments: [set, "--edit"], extraEnvironment: ["PULSE_SERVER": address])
            defer { window.stop() }
            #expect(window.shows("Undo"))

            // No sound server: said in the editor; everything else works (the label is saved).
            try window.press("Yes")
            #expect(window.shows("Label"))  // the editor (Record may be scrolled below)
            try window.press("Record")
            #expect(window.says("No microphone or sound server answered"), "\(window.log)")
            try window.type("Yes!", into: "Label")
            try window.press("Done")
            #expect(window.shows("Yes!"), "\(window.log)")

            // A sound file (a quiet WAV with silence around it): trimmed and as loud as the voice.
            let file = folder.appendingPathComponent("no-thanks.wav").path
            let made = try ChildProcess.run([
                "sox", "-n", "-r", "22050", "-c", "1", file, "synth", "0.8", "sine", "330", "vol", "0.03", "pad", "0.5", "0.5",
            ])
            try #require(made.status == 0, "\(made.output)")
            let labelled = try Self.history(set).count
            try window.press("No")
            #expect(window.shows("Label"))  // the editor (Record may be scrolled below)
            try window.type(file, into: "Sound")
            #expect(window.says("Sound: no-thanks.wav, 1.0 s"), "\(window.log)")
            try window.press("Done")
            #expect(window.waitUntil { (try? Self.history(set).count) == labelled + 1 }, "\((try? Self.history(set)) ?? [])")
            let fromFile = try CellMediaTests.measured(set + "/sounds/no-thanks.wav")
            #expect(abs(fromFile.seconds - 1.0) < 0.12, "0.8 s of sound and a tenth of a second each side: \(fromFile.seconds)")
            #expect(try Self.validates(set))

            // Record from the test's microphone: a pipe source fed in real time.
            let (server, _, fifo) = try CellMediaTests.pulseServer(in: folder)
            defer { server.stop() }
            let speech = folder.appendingPathComponent("speech.raw").path
            let voice = try ChildProcess.run([
                "sox", "-n", "-r", "44100", "-c", "1", "-e", "signed", "-b", "16", "-t", "raw", speech, "synth", "1.5", "sine", "220",
                "vol",
                "0.03",
            ])
            try #require(voice.status == 0, "\(voice.output)")
            let feeder = folder.appendingPathComponent("microphone.py").path
            try CellMediaTests.microphone.write(toFile: feeder, atomically: true, encoding: .utf8)
            let steps = try Self.history(set).count
            let spokenBefore = window.wavFiles().count
            try window.press("Stop")  // the cell "Stop": its editor
            #expect(window.shows("Label"))  // the editor (Record may be scrolled below)
            try window.press("Record")
            #expect(window.says("Recording:"), "\(window.log)")
            let microphone = try ChildProcess.run(["python3", feeder, fifo, speech])
            #expect(microphone.status == 0, "\(microphone.output)")
            try window.press("Stop")  // the editor's Stop, the board is hidden
            #expect(window.says("Sound: recording.wav"), "\(window.log)")
            #expect(window.waitUntil { window.wavFiles().count > spokenBefore }, "played back at once")
            try window.press("Done")
            #expect(window.waitUntil { (try? Self.history(set).count) == steps + 1 }, "\((try? Self.history(set)) ?? [])")
            #expect(try Self.history(set).last?.contains("Stop") == true)
            let recorded = try CellMediaTests.measured(set + "/sounds/recording.wav")
            #expect(abs(recorded.seconds - 1.7) < 0.2, "1.5 s of voice and a tenth of a second each side: \(recorded.seconds)")
            #expect(recorded.rms > -22 && recorded.rms < -19, "as loud as the voice (-20 dBFS): \(recorded.rms)")
            #expect(try Self.validates(set))
        }

        @Test(
            "Picture file: a 4000 x 3000 phone photo taken upright becomes an upright 450 x 600 picture under 200 KB; Square keeps its middle"
        )
        func pictureFromFile() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let photo = folder.appendingPathComponent("IMG_2041.jpg").path
            try CellMediaTests.sidewaysPhoto(at: photo)
            let window = try Self.editMode(set)
            defer { window.stop() }

            try window.press("Help")
            #expect(window.shows("Label"))
            try window.type(photo, into: "Picture file")
            #expect(window.says("IMG_2041.jpg: 450 x 600 pixels"), "\(window.log)")
            try window.press("Done")
            #expect(window.waitUntil { (try? Self.history(set).last?.contains("picture")) == true }, "\((try? Self.history(set)) ?? [])")
            let stored = set + "/images/IMG_2041.jpg"
            let storedBytes = try FileManager.default.attributesOfItem(atPath: stored)[.size] as? Int ?? .max
            #expect(storedBytes < 200 * 1024, "\(storedBytes) bytes")
            let upright = try CellMediaTests.pixels(of: stored, at: [(225, 60), (225, 540)])
            #expect(upright.width == 450 && upright.height == 600)
            #expect(upright.colors[0].0 > 150 && upright.colors[0].2 < 100, "red on top: \(upright.colors[0])")
            #expect(upright.colors[1].2 > 150 && upright.colors[1].0 < 100, "blue below: \(upright.colors[1])")
            #expect(try Self.validates(set))

            // Square: the middle of the photo, red above blue.
            let steps = try Self.history(set).count
            try window.press("Stop")
            #expect(window.shows("Label"))
            try window.press("Square")
            try window.type(photo, into: "Picture file")
            #expect(window.says("IMG_2041.jpg: 600 x 600 pixels"), "\(window.log)")
            try window.press("Done")
            #expect(window.waitUntil { (try? Self.history(set).count) == steps + 1 }, "\((try? Self.history(set)) ?? [])")
            let square = try CellMediaTests.pixels(of: set + "/images/IMG_2041-2.jpg", at: [(300, 100), (300, 500)])
            #expect(square.width == 600 && square.height == 600)
            #expect(square.colors[0].0 > 150 && square.colors[1].2 > 150, "the middle square: red above blue \(square.colors)")
            #expect(try Self.validates(set))
        }

        @Test("Board settings: the board's title changed on screen is one step with its words; Undo takes it back")
        func boardTitle() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try WindowSession(arguments: [set, "--edit"])
            defer { window.stop() }
            #expect(window.shows("Board settings"), "\(window.log)")
            try window.press("Board settings")
            #expect(window.waitUntil { (try? window.accessibleTree())?.contains { $0.role == "text" && $0.name == "Title" } == true })
            #expect(try window.accessibleTree().first { $0.role == "text" && $0.name == "Title" }?.text == "Home")
            try window.type("Talk", into: "Title")
            try window.press("Done")
            #expect(window.waitUntil { (try? Self.history(set).count) == 1 }, "\((try? Self.history(set)) ?? [])")
            #expect(try Self.history(set).last?.contains("Talk") == true, "\((try? Self.history(set)) ?? [])")
            #expect(try Self.validates(set))
            /// The home board's title as saved.
            func title() -> String? {
                let board = try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set + "/boards/home.obf")))
                return (board as? [String: Any])?["name"] as? String
            }
            #expect(title() == "Talk")
            #expect(window.says("Talk"), "the board shows its new title")
            try window.press("Undo")
            #expect(window.waitUntil { title() == "Home" })
            #expect(try Self.validates(set))
        }

        /// The background colours of the home board's cells as saved, by label.
        private static func backgrounds(_ set: String, board: String = "home") -> [String: String] {
            let json = try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set + "/boards/\(board).obf")))
            let buttons = (json as? [String: Any])?["buttons"] as? [[String: Any]] ?? []
            return Dictionary(buttons.map { ($0["label"] as? String ?? "", $0["background_color"] as? String ?? "") }) { first, _ in first }
        }

        @Test(
            "Select several: three cells chosen (marked, Selected to a screen reader) get a colour in one step; two removed together after two yeses, and one Undo brings both back"
        )
        func selectSeveral() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try WindowSession(arguments: [set, "--edit"])
            defer { window.stop() }
            #expect(window.shows("Select several"), "\(window.log)")
            try window.press("Select several")
            #expect(window.shows("Move to board"), "\(window.log)")
            #expect(try !window.buttons().contains { $0.name == "Undo" }, "the selection bar takes edit mode's bar's place")
            for name in ["Yes", "No", "Help"] { try window.press(name) }
            #expect(
                window.waitUntil {
                    (try? window.buttons())?.filter { $0.description.contains("Selected") }.map(\.name).sorted() == ["Help", "No", "Yes"]
                },
                "\((try? window.buttons().map { "\($0.name): \($0.description)" }) ?? [])")
            #expect(window.says("3 chosen"))
            // A second touch lets a cell go, a third takes it again.
            try window.press("Help")
            #expect(window.waitUntil { (try? window.buttons())?.first { $0.name == "Help" }?.description.contains("Selected") == false })
            try window.press("Help")
            #expect(window.says("3 chosen"))
            try window.press("Colour")
            try window.choose("Actions (green)", in: "Colour")
            #expect(window.waitUntil { (try? Self.history(set).count) == 1 }, "\((try? Self.history(set)) ?? [])")
            let step = try Self.history(set).last ?? ""
            #expect(["Yes", "No", "Help", "home", "rgb(168, 224, 160)"].allSatisfy { step.contains($0) }, "\(step)")
            let colours = Self.backgrounds(set)
            #expect(["Yes", "No", "Help"].allSatisfy { colours[$0] == "rgb(168, 224, 160)" }, "\(colours)")
            #expect(colours["Stop"] != "rgb(168, 224, 160)")
            #expect(try Self.validates(set))
            #expect(window.shows("Undo"), "edit mode's bar is back once saved")

            // Two removed together: asked twice, nothing removed after one yes.
            try window.press("Select several")
            try window.press("Yes")
            try window.press("No")
            #expect(window.says("2 chosen"))
            try window.press("Remove")
            #expect(window.says("Remove 2 cells?"))
            try window.press("Yes, remove")
            #expect(window.says("Really remove 2 cells?"))
            #expect(try Self.history(set).count == 1, "nothing is removed after one yes")
            try window.press("Yes, remove")
            #expect(window.waitUntil { (try? Self.history(set).count) == 2 }, "\((try? Self.history(set)) ?? [])")
            #expect(try Self.history(set).last.map { $0.contains("Removed") && $0.contains("Yes") && $0.contains("No") } == true)
            #expect(window.waitUntil { (try? window.buttons())?.filter { $0.name == "Add a cell" }.count == 2 }, "\(window.log)")
            #expect(try Self.validates(set))
            try window.press("Undo")
            #expect(
                window.waitUntil {
                    (try? window.buttons()).map { b in ["Yes", "No"].allSatisfy { n in b.contains { $0.name == n } } } == true
                })
            #expect(try Self.validates(set))
            #expect(Self.backgrounds(set)["Yes"] == "rgb(168, 224, 160)", "the cells came back as they were")

            // Move to board: a board without room is refused in words, nothing moved; then Hide, one step.
            let steps = try Self.history(set).count
            try window.press("Select several")
            try window.press("Yes")
            try window.press("No")
            #expect(window.says("2 chosen"))
            try window.press("Move to board")
            try window.choose("I feel", in: "Move to board")
            #expect(window.says("has room for 0 of the 2 cells"), "\(window.log)")
            #expect(try Self.history(set).count == steps)
            try window.press("Hide")
            #expect(window.waitUntil { (try? Self.history(set).count) == steps + 1 }, "\((try? Self.history(set)) ?? [])")
            #expect(try Self.history(set).last.map { $0.contains("hidden") && $0.contains("Yes") && $0.contains("No") } == true)
            #expect(try Self.validates(set))
        }

        @Test(
            "Select several, Move to board: the cells chosen go to the other board's first empty slots and leave this one, one step with their words"
        )
        func moveToBoard() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            // "I feel" is full: a fourth row, empty, from the command line (the first step).
            let grown = try Self.talkgrid(["board", "set", set, "feel", "--add-row", "4"])
            #expect(grown.status == 0, "\(grown.error)")
            let feel = Self.labels(set, "feel")
            #expect(feel.count == 9 && feel["4,1"] == nil)
            let window = try Self.editMode(set)
            defer { window.stop() }

            try window.press("Select several")
            #expect(window.shows("Move to board"), "\(window.log)")
            for name in ["Yes", "No", "Help"] { try window.press(name) }
            #expect(window.says("3 chosen"), "\(window.log)")
            try window.press("Move to board")
            try window.choose("I feel", in: "Move to board")
            #expect(window.waitUntil { (try? Self.history(set).count) == 2 }, "\((try? Self.history(set)) ?? []) \(window.log)")
            let step = try Self.history(set).last ?? ""
            #expect(["Moved", "Yes", "No", "Help", "home", "feel"].allSatisfy { step.contains($0) }, "\(step)")
            #expect(try Self.validates(set))

            // They arrived on "I feel" in reading order (its first empty slots: the new row) and left Home.
            let arrived = Self.labels(set, "feel")
            #expect(arrived["4,1"] == "Yes" && arrived["4,2"] == "No" && arrived["4,3"] == "Help", "\(arrived)")
            #expect(arrived.filter { $0.key.hasPrefix("4,") == false } == feel, "the board's own cells stay where they were")
            let home = Self.labels(set, "home")
            #expect(!home.values.contains("Yes") && !home.values.contains("No") && !home.values.contains("Help"), "\(home)")
            #expect(home.count == 6)
            #expect(window.waitUntil { (try? window.buttons())?.filter { $0.name == "Add a cell" }.count == 3 }, "\(window.log)")
            #expect(window.shows("Undo"), "edit mode's bar is back once saved")
            try window.choose("I feel", in: "Show a board")
            #expect(window.shows("Help"), "the cells show on the other board: \(window.log)")
            #expect(try ["Yes", "No", "happy"].allSatisfy { name in try window.buttons().contains { $0.name == name } })
        }

        @Test(
            "at the largest text size in high contrast on a 1024 x 600 screen, every control of edit mode and of Select several shows whole on the screen, by its name"
        )
        func largestTextOnSmallScreen() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try WindowSession(
                arguments: [set, "--edit", "--text-size", "7", "--fullscreen"], width: 1024, height: 600,
                extraEnvironment: ["TALKGRID_THEME": "high-contrast"])
            defer { window.stop() }
            #expect(window.shows("Undo"), "\(window.log)")
            /// The controls named `names` that do not show whole within the screen (name and box).
            func outside(_ names: [String]) throws -> [String] {
                let tree = try window.accessibleTree()
                return names.compactMap { name in
                    let found = tree.first { $0.name == name && $0.showing && ["push button", "combo box"].contains($0.role) }
                    guard let box = found?.box, box.count == 4 else { return "\(name): not shown" }
                    let inside = box[0] >= 0 && box[1] >= 0 && box[0] + box[2] <= 1024 && box[1] + box[3] <= 600
                    return inside ? nil : "\(name): \(box)"
                }
            }
            let bar = ["Done", "Undo", "Redo", "Select several", "Board settings", "Add a board", "Show a board", "The person's level"]
            #expect(window.waitUntil { (try? outside(bar))?.isEmpty == true }, "\((try? outside(bar)) ?? [])")
            try window.press("Select several")
            #expect(window.shows("Move to board"), "\(window.log)")
            let selecting = ["Colour", "Hide", "Show", "Move to board", "Copy", "Remove", "Cancel"]
            #expect(window.waitUntil { (try? outside(selecting))?.isEmpty == true }, "\((try? outside(selecting)) ?? [])")
            try window.press("Cancel")
            try window.press("Yes")
            #expect(window.shows("Label"), "\(window.log)")
            #expect(window.waitUntil { (try? outside(["Done", "Cancel"]))?.isEmpty == true }, "the editor's Done and Cancel")
        }

        @Test(
            "other languages: a Label field per language of the set; a changed label keeps its translations, one changed is saved, a new word is suggested from the symbols"
        )
        func otherLanguages() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try Self.editMode(set)
            defer { window.stop() }
            try window.press("Yes")
            #expect(window.shows("Label (Español)"))
            let tree = try window.accessibleTree()
            for language in ["Español", "Português", "Français", "中文"] {
                #expect(tree.contains { $0.role == "text" && $0.name == "Label (\(language))" }, "no Label (\(language))")
            }
            let spanish = try #require(tree.first { $0.role == "text" && $0.name == "Label (Español)" })
            let before = spanish.text ?? ""
            #expect(!before.isEmpty, "the shipped set translates Yes")
            try window.type("Yes please", into: "Label")
            try window.type("Sí, por favor", into: "Label (Español)")
            try window.press("Done")
            #expect(window.shows("Yes please"), "\(window.log)")
            let home =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set + "/boards/home.obf"))) as? [String: Any]
            let strings = home?["strings"] as? [String: [String: String]] ?? [:]
            #expect(strings["es"]?["Yes please"] == "Sí, por favor", "\(strings["es"] ?? [:])")
            #expect(strings["fr"]?["Yes please"] == strings["fr"]?["Yes"] && strings["fr"]?["Yes"] != nil, "the French follows the label")
            #expect(try Self.history(set).count == 1)
            #expect(try Self.validates(set))

            // A word the set has no translation for: the symbols' word is suggested, and used when pressed.
            try window.press("Help")
            #expect(window.shows("Label (Español)"))
            try window.type("apple", into: "Label")
            #expect(window.shows("Use “manzana”"), "\(window.log)")
            try window.press("Use “manzana”")
            try window.press("Done")
            #expect(window.shows("apple"), "\(window.log)")
            let after =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set + "/boards/home.obf"))) as? [String: Any]
            #expect((after?["strings"] as? [String: [String: String]])?["es"]?["apple"] == "manzana")
            #expect(try Self.validates(set))

            // The symbols' word is not offered beside what is typed already, but for case and accents.
            try window.press("apple")
            #expect(window.shows("Use “maçã”"), "the Portuguese field holds the label's old word: \(window.log)")
            try window.type("Maca", into: "Label (Português)")
            try window.type("Apple", into: "Label")  // changed: its translations are looked for again
            let offered = { (try? window.accessibleTree())?.contains { $0.name == "Use “maçã”" && $0.showing } == true }
            #expect(window.waitUntil(seconds: 20) { !offered() }, "\(window.log)")
            #expect(window.shows("Use “pomme”"), "the French field holds another word")
        }
    }
}
