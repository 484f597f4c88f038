import Testing

@testable import TalkGrid

@Suite("PathText: a typed path's folder")
struct PathTextTests {
    @Test(
        "the parent as NSString gives it, and never a trap on one-character names",
        arguments: [
            ("s", ""), ("x/", ""), ("ab", ""), ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"), ("/x", "/"), ("/", "/"), ("", ""),
            ("./s", "."), ("sets/s", "sets"), ("/home/sam/sets/s.obz", "/home/sam/sets"),
        ])
    func parent(path: String, parent: String) {
        #expect(PathText.parent(of: path) == parent)
    }

    @Test("a plain name is in the working folder")
    func folder() {
        #expect(PathText.folder(of: "s") == ".")
        #expect(PathText.folder(of: "sets/s") == "sets")
        #expect(PathText.folder(of: "/s") == "/")
    }
}

extension PathTextTests {
    @Test(
        "the name is the last component, trailing slashes left off",
        arguments: [("s", "s"), ("x/", "x"), ("a/b", "b"), ("a/b//", "b"), ("/x", "x"), ("/", "/"), ("", "")])
    func name(path: String, name: String) {
        #expect(PathText.name(of: path) == name)
    }
}
