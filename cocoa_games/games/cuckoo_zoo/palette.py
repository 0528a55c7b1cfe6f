"""Cuckoo Zoo's named palette: the theme's colours by the role they play on this table, plus
the few this game adds (hex strings; `theme.qcolor` makes QColors). Nothing else in the
game's view names a colour, so the table cannot drift from the rest of the app."""

from __future__ import annotations

from cocoa_games.ui import theme

INK = theme.TEXT             # outlines and words
SOFT_INK = theme.TEXT_SOFT   # quiet words, frames of resting things
PAPER = theme.MILK           # badges, buttons, the "Play on" box
ACCENT = theme.CARAMEL       # the turn seat's frame, the Play! button
FELT = theme.TABLE_FELT      # the table
WHITE = theme.WHITE
WARNING = theme.BERRY        # the complaint sign

# the game's own
GOLD = "#ffd166"             # picked cards, checked toggles, glows, the winner's tag
SKIPPED = "#e6dcd0"          # a badge whose turn the rooster skipped
SKIPPED_TAG = "#c9c0b6"
DONKEY = "#a7a3ab"           # the donkey-round strip
PALE_BERRY = "#ffe3e3"       # Complain!
PALE_LEAF = "#e3f5e3"        # No complaint
SHADE = "#1e281e"            # the turn message's band (with alpha)
