#!/usr/bin/python3
"""Does one thing to a running program's window as a screen reader or switch tool would, through
the AT-SPI registry: presses a button, types a text into an entry, or chooses an entry of a list.
Arguments: the program's name (talkgrid-window), then
  press NAME            the showing push button (or check box) named NAME: its first action
  text NAME TEXT        the showing text entry named NAME gets TEXT, as typing would
  choose NAME ENTRY     the combo box named NAME chooses its entry whose words are ENTRY
Exits 1 (saying what it found) when there is no such object."""
import sys

import pyatspi

program, what, name = sys.argv[1], sys.argv[2], sys.argv[3]
roles = {"press": ("push button", "check box", "toggle button"), "text": ("text",), "choose": ("combo box",)}[what]

def find(node, state):
    """The object with the role and name whose state holds `state`. VISIBLE: shown unless scrolled
    out of view (a screen reader reaches those too): only inside parts that are visible themselves."""
    try:
        states = node.getState()
        if state == pyatspi.STATE_VISIBLE and node.getRoleName() != "application" and not states.contains(state):
            return None
        if node.getRoleName() in roles and node.name == name and states.contains(state):
            return node
    except Exception:
        return None
    for child in node:
        if child is not None:
            found = find(child, state)
            if found is not None:
                return found
    return None

desktop = pyatspi.Registry.getDesktop(0)
target = None
for app in desktop:
    if app is not None and app.name == program:
        target = find(app, pyatspi.STATE_SHOWING) or find(app, pyatspi.STATE_VISIBLE)
if target is None:
    sys.exit("no showing %s named %r" % ("/".join(roles), name))
if what == "press":
    target.queryAction().doAction(0)
elif what == "text":
    target.queryEditableText().setTextContents(sys.argv[4])
else:
    wanted = sys.argv[4]
    items = []
    def collect(node):
        for child in node:
            if child is None:
                continue
            if child.getRoleName() == "menu item":
                items.append(child.name)
            collect(child)
    collect(target)
    if wanted not in items:
        sys.exit("the list %r has no entry %r (it has %r)" % (name, wanted, items))
    target.querySelection().selectChild(items.index(wanted))
