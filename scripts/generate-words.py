#!/usr/bin/env python3
"""Writes the typed words: for each section of the English catalogues, its key enum and one
builder per text, whose parameters are the text's placeholders (the `count` that picks a plural
form is an Int, any other placeholder a `WordArgument`).

    scripts/generate-words.py          rewrite the generated files
    scripts/generate-words.py --check  exit 1 (naming the files) when one is not what the catalogues give

Edit the catalogue (Interface/en.json, Interface/command-line/en.json), then run this script;
never edit a generated file by hand (CommandLineTests' GeneratedWordsTests runs --check).
"""
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARD = "Interface/en.json"
COMMAND_LINE = "Interface/command-line/en.json"

# section: (catalogue, file, key enum, access, what the builders are declared on, import, doc)
# The host is where a builder lives: a text type of its own (`InterfaceText`, `CommandText`,
# `FindingText`) or, for a library's caregiver texts, a caseless enum of builders giving `CaregiverText`s.
SECTIONS = [
    ("board", BOARD, "Sources/TalkGrid/Words/TextKey.swift", "TextKey", "public", "InterfaceText", None,
     """The name of one interface text in the word catalogues (`Interface/en.json` and its
translations): the core says which text it shows by key, and each edge resolves the key in
the person's language through ``InterfaceWords``. A text with placeholders is made by its
builder on ``InterfaceText`` (`InterfaceText.titlePage(page: 2, count: 3)`)."""),
    ("command", COMMAND_LINE, "Sources/TalkGridCommandLine/Words/CommandTextKey.swift", "CommandTextKey", "package",
     "CommandText", "TalkGrid",
     """The name of one text of the command line in its word catalogue
(`Interface/command-line/en.json`): usage and help, errors, refusals, questions and summaries.
A text with placeholders is made by its builder on ``CommandText`` (`CommandText.lockNotSaved(reason: why)`)."""),
    ("finding", COMMAND_LINE, "Sources/TalkGrid/Diagnostics/FindingTextKey.swift", "FindingTextKey", "public",
     "FindingText", None,
     """The name of one text of a finding in the command line's word catalogue
(`Interface/command-line/en.json`): what the JSON parser, the loader and the catalogue check
say about a file (``FindingText``), and the words inside those texts. A validation check's
sentences are declared in the check (``FindingMessage``, ``CheckTextKey``)."""),
    ("authoring", COMMAND_LINE, "Sources/TalkGrid/Authoring/AuthoringTextKey.swift", "AuthoringTextKey", "public",
     "AuthoringText", None,
     """The name of one text of the authoring edits in the command line's word catalogue
(`Interface/command-line/en.json`): why an edit is refused (``AuthoringError``) and what an
edit did (``AuthoringChange``), as ``CaregiverText``s the edge puts into words."""),
    ("storage", COMMAND_LINE, "Sources/TalkGridStorage/Errors/StorageTextKey.swift", "StorageTextKey", "public",
     "StorageText", "TalkGrid",
     """The name of one text of the storage library in the command line's word catalogue
(`Interface/command-line/en.json`): why the settings were set aside, why a change could not
be recorded or undone (``HistoryError``), why a file could not be opened, read or written (``StorageError``)."""),
    ("importer", COMMAND_LINE, "Sources/TalkGridImport/Report/ImportTextKey.swift", "ImportTextKey", "public",
     "ImportText", "TalkGrid",
     """The name of one text of the importers in the command line's word catalogue
(`Interface/command-line/en.json`): what an import carried over (``ImportReport/summary``) and
why a file cannot be imported (``ImportError``), and what the report notes (``ImportNote``)."""),
    ("speech", COMMAND_LINE, "Sources/TalkGridSpeech/SpeechTextKey.swift", "SpeechTextKey", "public",
     "SpeechText", "TalkGrid",
     """The name of one text of the speech library in the command line's word catalogue
(`Interface/command-line/en.json`): why speech cannot be made or saved, and what the
caregiver is told about a missing voice or sound card."""),
    ("report", COMMAND_LINE, "Sources/TalkGrid/Summary/ReportTextKey.swift", "ReportTextKey", "public",
     "ReportText", None,
     """The name of one text of the reports in the command line's word catalogue
(`Interface/command-line/en.json`): `talkgrid info`'s summary, the grouped findings of
`validate` and `info` (``FindingReport``), and `talkgrid effort`'s report. The reports are put
into words with the ``InterfaceWords`` they are given."""),
    ("picture", COMMAND_LINE, "Sources/TalkGridPictures/Decoding/PictureTextKey.swift", "PictureTextKey", "public",
     "PictureText", "TalkGrid",
     """The name of one text of the picture library in the command line's word catalogue
(`Interface/command-line/en.json`): why a picture was not decoded (``PictureError``)."""),
    ("forms", COMMAND_LINE, "Sources/TalkGridWords/Forms/FormTextKey.swift", "FormTextKey", "public",
     "FormText", "TalkGrid",
     """The name of a form's kind in the command line's word catalogue (`Interface/command-line/en.json`,
section `forms`): what `talkgrid forms` prints beside each form for a caregiver."""),
    ("print", COMMAND_LINE, "Sources/TalkGridPrint/PrintTextKey.swift", "PrintTextKey", "public",
     "PrintText", "TalkGrid",
     """The name of one text of the printed pages in the command line's word catalogue
(`Interface/command-line/en.json`): the words of each page's footer and of its folder cells."""),
    ("run", COMMAND_LINE, "Sources/TalkGridStore/Store/RunTextKey.swift", "RunTextKey", "public",
     "RunText", "TalkGrid",
     """The texts of a run's problems told to the caregiver after the run (`talkgrid: ...` on
standard error); their English words are in the command line's catalogue."""),
    ("terminal", COMMAND_LINE, "Sources/TalkGridTerminal/System/TerminalTextKey.swift", "TerminalTextKey", "public",
     "TerminalText", "TalkGrid",
     """The name of one text of the terminal library in the command line's word catalogue
(`Interface/command-line/en.json`): why the terminal could not be used (``TerminalError``)."""),
    ("session", COMMAND_LINE, "Sources/TalkGrid/Session/SessionTextKey.swift", "SessionTextKey", "public",
     "SessionText", None,
     """The name of one text of the session in the command line's word catalogue
(`Interface/command-line/en.json`): why a session cannot start (``SessionError``)."""),
    ("lockCode", COMMAND_LINE, "Sources/TalkGrid/Session/CaregiverCodeText.swift", "CaregiverCodeProblem", "public",
     "CaregiverCodeText", None, None),
]
# Key enums written by hand (the key is itself the value: an error whose cases are its texts); only their builders are made.
HAND_WRITTEN_KEYS = {"CaregiverCodeProblem"}
# Hosts that are text types of their own; the others are caseless enums made here.
TEXT_TYPES = {"InterfaceText", "CommandText", "FindingText"}
SWIFT_KEYWORDS = {"where", "in", "is", "as", "default", "repeat", "switch", "case", "for", "while", "if", "else",
                  "return", "func", "var", "let", "class", "struct", "enum", "protocol", "import", "self", "Self",
                  "throw", "try", "do", "catch", "guard", "defer", "operator", "static", "super", "init", "true", "false",
                  "nil", "extension", "internal", "private", "public", "fileprivate", "subscript", "typealias", "break",
                  "continue", "fallthrough", "inout", "deinit", "associatedtype", "rethrows", "throws", "Any"}
PLACEHOLDER = re.compile(r"\{([A-Za-z][A-Za-z0-9]*)\}")


def forms(entry):
    """The entry's texts: one, or its plural forms with `other` last (placeholders in the order `other` says them)."""
    if isinstance(entry, str):
        return [entry]
    return [text for category, text in entry.items() if category != "other"] + ([entry["other"]] if "other" in entry else [])


def placeholders(entry):
    """The placeholders in the order the English says them (the `other` form first, then any others);
    a plural entry takes a `count` even when its words do not say it."""
    names = []
    for text in reversed(forms(entry)):
        for name in PLACEHOLDER.findall(text):
            if name not in names:
                names.append(name)
    if not isinstance(entry, str) and "count" not in names:
        names.append("count")  # a plural entry picks its form by the count, said or not
    return names


def catalogue(path):
    with open(ROOT / path, encoding="utf-8") as file:
        return json.load(file)


def entries(section, path):
    prefix = section + "."
    return [(key[len(prefix):], value) for key, value in catalogue(path).items() if key.startswith(prefix)]


def comment(entry):
    text = entry if isinstance(entry, str) else entry.get("other", next(iter(entry.values())))
    text = text.replace("\n", "\\n")
    return f'"{text}"'


def parameter(name, plural):
    inner = f"`{name}`" if name in SWIFT_KEYWORDS else name
    kind = "Int" if name == "count" and plural else "some WordArgument"
    return f"{inner}: {kind}", inner


def takes_arguments(texts, access):
    """`takesArguments`: whether the text has placeholders, so that only its builder may make it."""
    taking = [name for name, entry in texts if placeholders(entry)]
    lines = [
        "    /// Whether the text has placeholders: then only its builder makes it (the plain",
        "    /// initialisers check this in debug builds).",
        f"    {access} var takesArguments: Bool {{",
    ]
    if not taking or len(taking) == len(texts):
        return lines + [f"        {'true' if taking else 'false'}", "    }"]
    cases = ", ".join("." + name for name in taking)
    return lines + ["        switch self {", f"        case {cases}: true", "        default: false", "        }", "    }"]


def generate(section, path, file, key_enum, access, host, module, doc):
    lines = ["// Generated by scripts/generate-words.py from " + path + ": edit the catalogue and run the script.", ""]
    if module:
        lines += [f"import {module}", ""]
    texts = entries(section, path)
    if key_enum not in HAND_WRITTEN_KEYS:
        lines += ["/// " + line if line else "///" for line in doc.split("\n")]
        lines += [f"{access} enum {key_enum}: String, WordKey {{", f'    {access} static let catalogueSection = "{section}"', ""]
        for name, entry in texts:
            lines += [f"    /// {comment(entry)}", f"    case {name}"]
        lines += [""] + takes_arguments(texts, access) + ["}", ""]
        argument = "words(InterfaceText(self))" if host == "InterfaceText" else "caregiver(CaregiverText(self))"
        lines += [
            f"extension {key_enum}: WordArgument {{",
            f"    /// The text, as an argument of another text.",
            f"    {access} var wordArgument: InterfaceText.Argument {{ .{argument} }}",
            "}",
            "",
        ]
    else:
        lines += [f"extension {key_enum} {{"] + takes_arguments(texts, access) + ["}", ""]
    own = host not in TEXT_TYPES
    result = "CaregiverText" if own else host
    if own:
        lines += [
            f"/// The texts of ``{key_enum}`` with their arguments, as ``CaregiverText``s: one builder per text.",
            f"{access} enum {host} {{",
        ]
    else:
        lines += [f"extension {host} {{"]
    for index, (name, entry) in enumerate(texts):
        names = placeholders(entry)
        if index:
            lines.append("")
        lines.append(f"    /// {comment(entry)}")
        if not names:
            lines.append(f"    {access} static var {name}: {result} {{ {result}({key_enum}.{name}) }}")
            continue
        parameters = [parameter(n, not isinstance(entry, str)) for n in names]
        arguments = ", ".join(
            f'"{n}": {inner}.wordArgument' for n, (_, inner) in zip(names, parameters))
        signature = f"    {access} static func {name}({', '.join(p for p, _ in parameters)}) -> {result} {{"
        body = f"        {result}({key_enum}.{name}, arguments: [{arguments}])"
        lines += [signature, body, "    }"]
    lines += ["}", ""]
    return formatted("\n".join(lines))


def formatted(text):
    """The Swift as `swift format` writes it (the toolchain's formatter, with the package's `.swift-format`)."""
    done = subprocess.run(["swift", "format", "--configuration", str(ROOT / ".swift-format")], input=text,
                          capture_output=True, text=True, check=True)
    return done.stdout


CHECKS = "Sources/TalkGrid/Validation/Checks"
CHECK_SENTENCES = CHECKS + "/CheckSentences.swift"
MESSAGE = re.compile(r"static let (\w+) = FindingMessage\(\s*\"(\w+)\",((?:[^()\"#]|\"(?:[^\"\\]|\\.)*\"|#\"(?:.(?!\"#))*.\"#)*)\)", re.S)
LITERAL = re.compile(r'#"(.*?)"#|"((?:[^"\\]|\\.)*)"', re.S)


def check_messages():
    """Each validation check's sentences, as the check declares them: (check, name, key, plural, English)."""
    messages = []
    for file in sorted((ROOT / CHECKS).glob("*.swift")):
        if file.name == Path(CHECK_SENTENCES).name:
            continue
        source = file.read_text(encoding="utf-8")
        for match in MESSAGE.finditer(source):
            check = re.findall(r"(?:enum|struct) (\w+)", source[: match.start()])[-1]
            words = [a or b for a, b in LITERAL.findall(match.group(3))]
            messages.append((check, match.group(1), match.group(2), "one:" in match.group(3), words))
    return messages


def generate_checks():
    """A builder beside each check for each sentence with placeholders: `gridTooLarge(field:value:limit:)`."""
    lines = [
        "// Generated by scripts/generate-words.py from the sentences the checks declare (`FindingMessage`):",
        "// edit the check and run the script.",
        "",
    ]
    by_check = {}
    for check, name, key, plural, words in check_messages():
        by_check.setdefault(check, []).append((name, key, plural, words))
    for check, messages in by_check.items():
        builders = []
        for name, key, plural, words in messages:
            entry = {"one": words[0], "other": words[-1]} if plural else words[0]
            names = placeholders(entry)
            if not names:
                continue
            parameters = [parameter(n, plural) for n in names]
            arguments = ", ".join(f'"{n}": {inner}.wordArgument' for n, (_, inner) in zip(names, parameters))
            builders += [
                f"    /// {comment(entry)}",
                f"    static func {name}({', '.join(p for p, _ in parameters)}) -> FindingText {{",
                f'        .said(CaregiverText(CheckTextKey(name: "{key}"), arguments: [{arguments}]))',
                "    }",
                "",
            ]
        if builders:
            lines += [f"extension {check} {{"] + builders[:-1] + ["}", ""]
    return formatted("\n".join(lines))


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for section in SECTIONS + [(None, None, CHECK_SENTENCES)]:
        text = generate(*section) if section[0] else generate_checks()
        file = ROOT / section[2]
        if check:
            if not file.exists() or file.read_text(encoding="utf-8") != text:
                stale.append(section[2])
        else:
            file.write_text(text, encoding="utf-8")
    if stale:
        print("not what the catalogues give (run scripts/generate-words.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
