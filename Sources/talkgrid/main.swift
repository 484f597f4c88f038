import CMalloc
import TalkGridCommands

#if canImport(Glibc)
    import Glibc
#endif

// libzip converts every archive entry's date through the local time zone; with TZ unset glibc
// re-reads /etc/localtime for each one. Naming the zone once makes opening large .obz files fast.
if getenv("TZ") == nil { setenv("TZ", ":/etc/localtime", 1) }
// Each thread's malloc heap grows in steps of 128 KB by default, one mprotect call per step: loading
// a large set made about 68,000 of them. Growing in 32 MB steps reserves address space, not memory.
_ = mallopt(M_TOP_PAD, 32 << 20)

exit(await TalkGridCommand.main(Array(CommandLine.arguments.dropFirst())))
