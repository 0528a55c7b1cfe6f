"""Coconuts' own named colours (hex strings), registered with the theme beside the app's,
and each magic card's tint and sign (so the cards differ by more than colour)."""

from __future__ import annotations

from cocoa_games.ui import theme

COLOURS = theme.register_palette("coconuts", {
    "yellow": "#f7c531", "yellow_dark": "#b98a0c", "red": "#d94a3a", "red_dark": "#8e2419",
    "wood": "#c98f55", "wood_dark": "#8a5a2e", "board": "#efd9a7", "line": "#d12b2b",
    "coconut": "#6b4424", "coconut_light": "#a0703f", "shadow": "#000000",
    "card": "#7b4fb3", "card_back": "#4a2f73", "wind": "#3a78b2",
})
#: a glyph per card kind, so the cards differ by more than colour
CARD_MARKS = {"guess_who": "?", "far_shot": "⇤", "aimed_shot": "◎", "call_the_wind": "≋",
              "freeze": "❄", "reduplicate": "×2"}
CARD_TINTS = {"guess_who": "#7b4fb3", "far_shot": "#2f7f9e", "aimed_shot": "#b23a48",
              "call_the_wind": "#3a78b2", "freeze": "#5aa0c8", "reduplicate": "#4f8a3c"}
