import Foundation
import TalkGrid
import TalkGridStorage

#if TALKGRID_FUZZING
    /// libFuzzer's driver: parses its own command-line options, then calls `callback` with each input.
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// The fuzz target: JSON parser, board decoder, set loader and validator over every input, and
    /// the `.obz` reader (through a temporary file) over inputs that look like a zip.
    @main
    enum FuzzMain {
        static func main() {
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        }
    }
#else
    /// Without `-D TALKGRID_FUZZING` the target only says how to build it for fuzzing.
    @main
    enum FuzzMain {
        static func main() {
            print(
                """
                talkgrid-fuzz is a libFuzzer target; this build does not include it. Build it with:
                  swift build -c release --product talkgrid-fuzz -Xswiftc -sanitize=fuzzer,address \\
                    -Xswiftc -DTALKGRID_FUZZING -Xswiftc -use-ld=lld --scratch-path /tmp/tg-fuzz
                and see Fuzz/README.md for how to run it.
                """)
        }
    }
#endif
