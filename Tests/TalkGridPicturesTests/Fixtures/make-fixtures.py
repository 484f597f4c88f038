#!/usr/bin/python3
"""Writes the picture fixtures of TalkGridPicturesTests (run from this folder; needs python3-pil).

Simple drawn symbols in each format, and hostile files that must be refused without being decoded.
"""
import struct
import zlib

from PIL import Image, ImageDraw


def apple(size=64):
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((8, 14, 56, 60), fill=(220, 30, 30, 255))
    draw.rectangle((30, 4, 34, 16), fill=(110, 70, 20, 255))
    draw.ellipse((34, 4, 50, 14), fill=(40, 160, 40, 255))
    return image


def line_art(size=64):
    """Black strokes on a transparent background, like many AAC symbol sets."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((12, 12, 52, 52), outline=(0, 0, 0, 255), width=4)
    draw.line((20, 40, 44, 40), fill=(0, 0, 0, 255), width=4)
    return image


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_header_only(width, height, idat):
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


apple().save("apple.png")
line_art().save("line-art.png")
apple(96).convert("RGB").save("apple.jpg", quality=90)
apple().convert("P").save("apple.gif")
Image.new("RGBA", (2, 1), (0, 0, 255, 255)).save("two-pixels.png")
with open("house.svg", "w") as svg:
    svg.write('<?xml version="1.0" encoding="UTF-8"?>\n'
              '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n'
              '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100">\n'
              '<defs><linearGradient id="roof"><stop offset="0" stop-color="#a33"/><stop offset="1" stop-color="#c55"/></linearGradient></defs>\n'
              '<path d="M100 5 L190 50 L10 50 Z" fill="url(#roof)" stroke="black" stroke-width="4"/>\n'
              '<rect x="40" y="50" width="120" height="45" fill="none" stroke="black" stroke-width="4"/>\n'
              '<use xlink:href="#door"/><rect id="door" x="90" y="65" width="20" height="30" fill="black"/>\n'
              '</svg>\n')
# Hostile: a header declaring 100,000 x 100,000 pixels (40 GB decoded).
with open("huge-header.png", "wb") as out:
    out.write(png_header_only(100_000, 100_000, zlib.compress(b"\0" * 1000)))
# Hostile: a bomb, 20,000 x 20,000 pixels of zeros; the first 64 KB of its deflate stream are enough.
raw = zlib.compressobj(9)
stream = raw.compress(b"\0" * (20_000 * 4 + 1) * 256) + raw.flush(zlib.Z_SYNC_FLUSH)
with open("bomb.png", "wb") as out:
    out.write(png_header_only(20_000, 20_000, stream[:65536]))
with open("truncated.png", "wb") as out:
    out.write(open("apple.png", "rb").read()[:120])
with open("not-a-picture.png", "w") as out:
    out.write("This is text with a .png name.\n")
with open("local-file.svg", "w") as out:
    out.write('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">'
              '<image xlink:href="file:///etc/passwd" width="10" height="10"/></svg>')
with open("network.svg", "w") as out:
    out.write('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
              '<rect width="10" height="10" fill="url(http://127.0.0.1:9/x.svg#p)"/></svg>')
with open("relative-image.svg", "w") as out:
    out.write('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href = \'../../secret.png\'/></svg>')
with open("billion-laughs.svg", "w") as out:
    entities = '<!ENTITY lol "lol">' + "".join(
        f'<!ENTITY lol{i} "{("&lol" + (str(i - 1) if i > 1 else "") + ";") * 10}">' for i in range(1, 10))
    out.write(f'<?xml version="1.0"?><!DOCTYPE svg [{entities}]>'
              '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&lol9;</text></svg>')
with open("style-import.svg", "w") as out:
    out.write('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>@import "x.css";</style></svg>')

# An Adobe Illustrator export as Illustrator writes them: the SVG 1.1 DTD's public id and an internal
# subset of plain entities, used for the namespaces (xmlns="&ns_svg;"). Drawn only if they are expanded.
illustrator_entities = [
    ("ns_extend", "http://ns.adobe.com/Extensibility/1.0/"), ("ns_ai", "http://ns.adobe.com/AdobeIllustrator/10.0/"),
    ("ns_graphs", "http://ns.adobe.com/Graphs/1.0/"), ("ns_vars", "http://ns.adobe.com/Variables/1.0/"),
    ("ns_imrep", "http://ns.adobe.com/ImageReplacement/1.0/"), ("ns_sfw", "http://ns.adobe.com/SaveForWeb/1.0/"),
    ("ns_custom", "http://ns.adobe.com/GenericCustomNamespace/1.0/"), ("ns_adobe_xpath", "http://ns.adobe.com/XPath/1.0/"),
    ("ns_svg", "http://www.w3.org/2000/svg"), ("ns_xlink", "http://www.w3.org/1999/xlink"),
]
with open("illustrator.svg", "w") as out:
    out.write('<?xml version="1.0" encoding="utf-8"?>\n'
              '<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->\n'
              '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n'
              + "".join(f'\t<!ENTITY {name} "{value}">\n' for name, value in illustrator_entities) +
              ']>\n'
              '<svg version="1.1" id="Layer_1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns:graph="&ns_graphs;"\n'
              '\t xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" x="0px" y="0px" width="100px" height="100px"\n'
              '\t viewBox="0 0 100 100" enable-background="new 0 0 100 100" xml:space="preserve">\n'
              '<switch>\n'
              '\t<foreignObject requiredExtensions="&ns_ai;" x="0" y="0" width="1" height="1">\n'
              '\t\t<i:pgfRef  xlink:href="#adobe_illustrator_pgf">\n\t\t</i:pgfRef>\n\t</foreignObject>\n'
              '\t<g i:extraneous="self">\n'
              '\t\t<circle fill="#DC1E1E" stroke="#000000" stroke-width="4" cx="50" cy="55" r="40"/>\n'
              '\t\t<rect x="46" y="4" fill="#6E4614" width="8" height="14"/>\n'
              '\t</g>\n'
              '</switch>\n'
              '<!-- &ns_svg; stays as written in a comment --><text x="0" y="0" font-size="1"><![CDATA[&ns_ai;]]></text>\n'
              '</svg>\n')
# WebP, as AsTeRICS Grid stores pictures: the apple lossless and lossy, and a two-frame animation.
apple().save("apple.webp", lossless=True)
apple(96).save("apple-lossy.webp", quality=80)
frames = [Image.new("RGBA", (32, 32), color) for color in [(255, 0, 0, 255), (0, 0, 255, 255)]]
frames[0].save("two-frames.webp", save_all=True, append_images=frames[1:], duration=100, loop=0)
# Hostile: a real 5,000 x 5,000 lossless WebP of one colour (a few hundred bytes, 100 MB decoded).
Image.new("RGBA", (5000, 5000), (10, 20, 30, 255)).save("webp-bomb.webp", lossless=True)
