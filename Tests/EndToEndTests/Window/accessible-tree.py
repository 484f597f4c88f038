#!/usr/bin/python3
"""Prints, as JSON lines, what a screen reader reads of a running program's window: each
accessible object's role, name, description and place on the screen, through the AT-SPI
registry (what Orca and switch tools read). Argument: the program's name (talkgrid-window)."""
import json
import sys

import pyatspi

def walk(node, depth=0):
    try:
        extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        box = [extents.x, extents.y, extents.width, extents.height]
    except Exception:
        box = None
    text = None
    try:
        t = node.queryText()
        text = t.getText(0, t.characterCount)
    except Exception:
        pass
    print(json.dumps({"role": node.getRoleName(), "name": node.name, "description": node.description,
                      "box": box, "text": text, "depth": depth, "showing": node.getState().contains(pyatspi.STATE_SHOWING)},
                     ensure_ascii=False))
    for child in node:
        if child is not None:
            walk(child, depth + 1)

program = sys.argv[1]
desktop = pyatspi.Registry.getDesktop(0)
found = False
for app in desktop:
    if app is not None and app.name == program:
        found = True
        walk(app)
if not found:
    sys.exit("no application named %s on the accessibility bus (found: %s)" % (program, [a.name for a in desktop if a]))
