#if canImport(Glibc)
    import Glibc
#endif

exit(TalkGridCommand.main(Array(CommandLine.arguments.dropFirst())))
