import Glibc

/// The only place this module calls the C library: terminal attributes, window size,
/// reading, writing, polling, pipes and signals.
///
/// Functions marked "signal-safe" only call async-signal-safe functions and do not allocate;
/// they are what the signal handlers use.
enum Syscalls {
    /// When a change of terminal attributes takes effect.
    enum When {
        /// At once.
        case now
        /// After all output written so far has been sent.
        case afterOutput
        /// After output is sent, discarding input not yet read.
        case afterOutputDiscardingInput

        var code: Int32 {
            switch self {
            case .now: TCSANOW
            case .afterOutput: TCSADRAIN
            case .afterOutputDiscardingInput: TCSAFLUSH
            }
        }
    }

    static func failure(_ call: String) -> TerminalError {
        TerminalError.systemCall(call, code: errno)
    }

    /// A human-readable text for an errno value.
    static func message(forErrorCode code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    // MARK: Terminal attributes

    static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    static func attributes(of fileDescriptor: Int32) throws(TerminalError) -> termios {
        var settings = termios()
        guard tcgetattr(fileDescriptor, &settings) == 0 else {
            throw errno == ENOTTY ? .notATerminal : failure("tcgetattr")
        }
        return settings
    }

    static func setAttributes(_ settings: termios, of fileDescriptor: Int32, when: When) throws(TerminalError) {
        var settings = settings
        while tcsetattr(fileDescriptor, when.code, &settings) != 0 {
            guard errno == EINTR else { throw failure("tcsetattr") }
        }
    }

    /// Signal-safe: applies saved settings at once, ignoring failure (nothing can be done then).
    @inline(__always)
    static func setAttributesSignalSafe(_ settings: UnsafePointer<termios>, of fileDescriptor: Int32) {
        _ = tcsetattr(fileDescriptor, TCSANOW, settings)
    }

    /// The settings of raw mode: no echo, no line editing, no signal keys, no flow control,
    /// 8-bit bytes delivered one at a time. Output processing (newline to CR LF) is kept.
    static func rawAttributes(from settings: termios) -> termios {
        var raw = settings
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)
        // VMIN 1, VTIME 0: a read waits for at least one byte, with no timer.
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        return raw
    }

    /// The terminal's size in columns and rows; nil when the descriptor is no terminal or the
    /// terminal does not know (0 x 0).
    static func windowSize(of fileDescriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The size of one character cell in pixels, from the window's pixel size; nil when the
    /// terminal does not say (many report 0 x 0 pixels).
    static func cellPixelSize(of fileDescriptor: Int32) -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0, size.ws_xpixel > 0,
            size.ws_ypixel > 0
        else { return nil }
        return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
    }

    // MARK: Reading and writing

    /// Writes every byte, retrying after interruptions and short writes, and waiting while a
    /// non-blocking descriptor is full.
    static func writeAll(_ fileDescriptor: Int32, _ bytes: [UInt8]) throws(TerminalError) {
        let failedCall: Int32 = bytes.withUnsafeBytes { buffer in
            guard var next = buffer.baseAddress else { return 0 }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(fileDescriptor, next, remaining)
                if written >= 0 {
                    next += written
                    remaining -= written
                    continue
                }
                switch errno {
                case EINTR:
                    continue
                case EAGAIN, EWOULDBLOCK:
                    var entry = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&entry, 1, -1)
                default:
                    return errno
                }
            }
            return 0
        }
        if failedCall != 0 { throw .systemCall("write", code: failedCall) }
    }

    /// Signal-safe: writes every byte it can, giving up on any error but an interruption.
    @inline(__always)
    static func writeAllSignalSafe(_ fileDescriptor: Int32, _ bytes: UnsafePointer<UInt8>, count: Int) {
        var next = bytes
        var remaining = count
        while remaining > 0 {
            let written = write(fileDescriptor, next, remaining)
            if written > 0 {
                next += written
                remaining -= written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Reads what is there into the start of `buffer`: the count (at least one byte, or 0 at
    /// end of input); nil when a non-blocking descriptor has nothing now.
    static func read(_ fileDescriptor: Int32, into buffer: inout [UInt8]) throws(TerminalError) -> Int? {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return nil
            default: throw failure("read")
            }
        }
    }

    /// Waits until one of the descriptors can be read (or has hung up), or until the timeout
    /// in milliseconds (-1: no timeout); returns which ones are ready.
    static func waitForInput(_ fileDescriptors: [Int32], timeout: Int32) throws(TerminalError) -> [Bool] {
        var entries = fileDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let result = poll(&entries, nfds_t(entries.count), timeout)
            if result >= 0 { break }
            guard errno == EINTR else { throw failure("poll") }
        }
        let ready = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
        return entries.map { $0.revents & ready != 0 }
    }

    // MARK: Descriptors

    /// A pipe whose two ends are non-blocking and closed on exec.
    static func makePipe() throws(TerminalError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw failure("pipe") }
        for end in ends {
            let flags = fcntl(end, F_GETFL)
            guard flags >= 0, fcntl(end, F_SETFL, flags | O_NONBLOCK) == 0, fcntl(end, F_SETFD, FD_CLOEXEC) == 0 else {
                let error = failure("fcntl")
                for opened in ends { _ = Glibc.close(opened) }
                throw error
            }
        }
        return (ends[0], ends[1])
    }

    static func close(_ fileDescriptor: Int32) {
        _ = Glibc.close(fileDescriptor)
    }

    // MARK: Signals

    /// A signal's disposition as saved by `sigaction`.
    typealias SignalAction = sigaction

    static let terminate = SIGTERM
    static let hangUp = SIGHUP
    static let interrupt = SIGINT
    static let quit = SIGQUIT
    static let windowChange = SIGWINCH
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// The largest signal number plus one, for tables indexed by signal.
    static let signalTableSize = 65

    /// Installs a handler and returns the disposition it replaced; nil (and nothing
    /// installed) when the signal was ignored, so an ignored signal stays ignored.
    static func installHandler(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32, restartingCalls: Bool
    ) throws(TerminalError) -> SignalAction? {
        var previous = sigaction()
        guard sigaction(signal, nil, &previous) == 0 else { throw failure("sigaction") }
        let isIgnored =
            unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        if isIgnored && previous.sa_flags & Int32(SA_SIGINFO) == 0 { return nil }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = restartingCalls ? Int32(SA_RESTART) : 0
        guard sigaction(signal, &action, nil) == 0 else { throw failure("sigaction") }
        return previous
    }

    /// Signal-safe: puts back a saved disposition.
    @inline(__always)
    static func restoreHandler(_ action: UnsafePointer<SignalAction>, for signal: Int32) {
        _ = sigaction(signal, action, nil)
    }

    /// Signal-safe: sends a signal to the calling thread.
    @inline(__always)
    static func raiseSignal(_ signal: Int32) {
        _ = raise(signal)
    }

    /// Signal-safe: the calling thread's errno, to save and put back around a handler.
    @inline(__always)
    static var errorNumber: Int32 {
        get { errno }
        set { errno = newValue }
    }

    /// Runs a function when the process exits normally (`exit` or returning from `main`).
    static func atExit(_ function: @convention(c) () -> Void) {
        _ = atexit(function)
    }
}
