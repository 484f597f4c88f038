#!/usr/bin/env python3
"""Converts the word data scripts/setup downloads from PyPI into TalkGrid's compact files.

Usage: words-data.py DOWNLOAD FOLDER
DOWNLOAD holds the unpacked packages `lemminflect` and `wordfreq` (pip --target); FOLDER receives:
  forms-en.tsv      lemma<TAB>noun|verb|adj|adv<TAB>forms... (lemminflect's order; '/' between
                    spellings, most frequent first), with lemminflect's own overrides applied
  words-LANG.tsv    word<TAB>band for en es pt fr de zh, most frequent first; band b means a
                    frequency of 10^(-b/100) (wordfreq's bands); digit tokens dropped
  LICENSE-lemminflect, LICENSE-wordfreq (the packages' own licence files)
Standard library only: wordfreq's msgpack files are read by the small reader below.
"""
import csv
import gzip
import os
import struct
import sys

LANGUAGES = ["en", "es", "pt", "fr", "de", "zh"]
# lemminflect's override tags: the category and the place of the form in that category's line.
OVERRIDE_PLACES = {
    "NNS": ("noun", 0), "JJR": ("adj", 0), "JJS": ("adj", 1), "RBR": ("adv", 0), "RBS": ("adv", 1),
    "VBD": ("verb", 0), "VBN": ("verb", 1), "VBG": ("verb", 2), "VBZ": ("verb", 3),
}
FORM_COUNT = {"noun": 1, "adj": 2, "adv": 2, "verb": 4}


def unpack(data, at=0):
    """One msgpack value at `at`: (value, next offset). Only the types wordfreq writes."""
    first = data[at]
    at += 1
    if first <= 0x7F:
        return first, at
    if 0x80 <= first <= 0x8F:
        return unpack_map(data, at, first & 0x0F)
    if 0x90 <= first <= 0x9F:
        return unpack_list(data, at, first & 0x0F)
    if 0xA0 <= first <= 0xBF:
        size = first & 0x1F
        return data[at:at + size].decode("utf-8"), at + size
    if first == 0xC0:
        return None, at
    if first in (0xC2, 0xC3):
        return first == 0xC3, at
    sizes = {0xD9: 1, 0xDA: 2, 0xDB: 4}
    if first in sizes:
        width = sizes[first]
        size = int.from_bytes(data[at:at + width], "big")
        at += width
        return data[at:at + size].decode("utf-8"), at + size
    if first in (0xDC, 0xDD):
        width = 2 if first == 0xDC else 4
        return unpack_list(data, at + width, int.from_bytes(data[at:at + width], "big"))
    if first in (0xDE, 0xDF):
        width = 2 if first == 0xDE else 4
        return unpack_map(data, at + width, int.from_bytes(data[at:at + width], "big"))
    unsigned = {0xCC: 1, 0xCD: 2, 0xCE: 4, 0xCF: 8}
    if first in unsigned:
        width = unsigned[first]
        return int.from_bytes(data[at:at + width], "big"), at + width
    if first >= 0xE0:
        return first - 0x100, at
    if first == 0xCB:
        return struct.unpack(">d", data[at:at + 8])[0], at + 8
    raise ValueError("msgpack type 0x%02x at byte %d is not one wordfreq writes" % (first, at - 1))


def unpack_list(data, at, count):
    values = []
    for _ in range(count):
        value, at = unpack(data, at)
        values.append(value)
    return values, at


def unpack_map(data, at, count):
    values = {}
    for _ in range(count):
        key, at = unpack(data, at)
        values[key], at = unpack(data, at)
    return values, at


def convert_frequencies(download, folder, language):
    source = os.path.join(download, "wordfreq", "data", "small_%s.msgpack.gz" % language)
    with gzip.open(source, "rb") as file:
        bands, _ = unpack(file.read())
    seen = set()
    with open(os.path.join(folder, "words-%s.tsv" % language), "w", encoding="utf-8") as out:
        for band, words in enumerate(bands[1:]):  # bands[0] is the header
            for word in words:
                if any(character.isdigit() for character in word) or "\t" in word or word in seen:
                    continue
                seen.add(word)
                out.write("%s\t%d\n" % (word, band))


def convert_forms(download, folder):
    resources = os.path.join(download, "lemminflect", "resources")
    lines = {}
    order = []
    with gzip.open(os.path.join(resources, "infl_lu.csv.gz"), "rt", encoding="utf-8") as file:
        for row in csv.reader(file):
            lemma, category, forms = row[0], row[1], row[2:]
            if category not in FORM_COUNT:
                continue
            forms = (forms + [""] * FORM_COUNT[category])[:FORM_COUNT[category]]
            if (lemma, category) not in lines:
                order.append((lemma, category))
            lines[(lemma, category)] = forms
    with open(os.path.join(resources, "infl_overrides.csv"), encoding="utf-8") as file:
        for row in csv.reader(file):
            if len(row) < 3 or row[1] not in OVERRIDE_PLACES:
                continue
            category, place = OVERRIDE_PLACES[row[1]]
            key = (row[0], category)
            if key not in lines:
                order.append(key)
                lines[key] = [""] * FORM_COUNT[category]
            lines[key][place] = row[2]
    with open(os.path.join(folder, "forms-en.tsv"), "w", encoding="utf-8") as out:
        for lemma, category in order:
            out.write("\t".join([lemma, category] + lines[(lemma, category)]) + "\n")


def main():
    download, folder = sys.argv[1], sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    convert_forms(download, folder)
    for language in LANGUAGES:
        convert_frequencies(download, folder, language)
    for package, name in (("lemminflect-0.2.3", "LICENSE"), ("wordfreq-3.1.1", "LICENSE.txt")):
        with open(os.path.join(download, package + ".dist-info", name), encoding="utf-8") as file:
            text = file.read()
        with open(os.path.join(folder, "LICENSE-" + package.split("-")[0]), "w", encoding="utf-8") as out:
            out.write(text)


if __name__ == "__main__":
    main()
