#if canImport(Glibc)
    import Glibc
#endif

// libzip converts every archive entry's date through the local time zone; with TZ unset glibc
// re-reads /etc/localtime for each one. Naming the zone once makes opening large .obz files fast.
if getenv("TZ") == nil { setenv("TZ", ":/etc/localtime", 1) }

exit(await TalkGridCommand.main(Array(CommandLine.arguments.dropFirst())))
