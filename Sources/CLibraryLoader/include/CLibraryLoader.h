// TalkGrid's C libraries that are opened on first use (librsvg, pango and cairo, espeak-ng,
// pcaudio) are not linked into the executable: starting a process that maps and binds their
// hundred-odd shared objects cost more than everything else `talkgrid help` does. This target
// gives each function TalkGrid calls a trampoline of the same name (declared by the library's
// system-library target, so the Swift call sites stay as they are) that opens the library once,
// takes every function it needs with dlsym, and calls through.
//
// Each library's system-library target declares its `talkgrid_*_load()`: the Swift wrapper calls
// it before the first use and turns a non-NULL message (the library's file, its Debian package
// and the loader's reason) into its own typed error. A trampoline reached without that check,
// when the library is missing, prints the same message and ends the process with status 1.
//
// The trampolines are hidden (`-fvisibility=hidden`): a release executable exports its symbols
// (`-export-dynamic`, from the static Swift libraries), and a library opened later must never
// bind its own calls (pango calling cairo, say) to TalkGrid's trampolines instead of the library.
//
// Nothing here is for Swift to call directly.
