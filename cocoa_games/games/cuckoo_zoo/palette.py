"""Cuckoo Zoo's named palette: the theme's colours by the role they play on this table, plus
the few this game adds, registered with the theme (hex strings; `theme.qcolor` makes
QColors). Nothing else in the game's view names a colour, so the table cannot drift from
the rest of the app."""

from __future__ import annotations

from cocoa_games.ui import theme

INK = theme.INK              # outlines and words on the table
SOFT_INK = theme.TEXT_SOFT   # quiet words, frames of resting things
PAPER = theme.MILK           # badges, buttons, the "Play on" box
ACCENT = theme.CARAMEL       # the turn seat's frame, the Play! button
FELT = theme.TABLE_FELT      # the table
WHITE = theme.WHITE
WARNING = theme.BERRY        # the complaint sign

OWN = theme.register_palette("cuckoo_zoo", {
    "gold": "#ffd166",        # picked cards, checked toggles, the winner's tag
    "skipped": "#e6dcd0",     # a badge whose turn the rooster skipped
    "skipped_tag": "#c9c0b6",
    "donkey": "#a7a3ab",      # the donkey-round strip
    "pale_berry": "#ffe3e3",  # Complain!
    "pale_leaf": "#e3f5e3",   # No complaint
    "shade": "#24332a",       # the turn message's band
})
GOLD, SKIPPED, SKIPPED_TAG = OWN["gold"], OWN["skipped"], OWN["skipped_tag"]
DONKEY, PALE_BERRY = OWN["donkey"], OWN["pale_berry"]
PALE_LEAF, SHADE = OWN["pale_leaf"], OWN["shade"]
