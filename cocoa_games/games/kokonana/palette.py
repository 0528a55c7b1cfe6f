"""Kokonana's own named colours (hex strings), registered with the theme beside the app's:
the two river halves, stones, banks, the temple and its tiles."""

from __future__ import annotations

from cocoa_games.ui import theme

COLOURS = theme.register_palette("kokonana", {
    "shallow_back": "#6fd3c9", "shallow_edge": "#2a8f86", "shallow_water": "#9fe3dc",
    "shallow_water_low": "#7fd3cb", "deep_back": "#1d4f91", "deep_edge": "#12355e",
    "deep_water": "#2f6db5", "deep_water_low": "#235a9c", "fresh": "#ff7a00",
    "stone": "#f3ead8", "stone_edge": "#8a7a66", "wood": "#6b5433", "sand_paper": "#f7edd5",
    "grass": "#7cb342", "village": "#9ccc65", "sandbank": "#f3d58e", "temple_bank": "#8bc34a",
    "temple": "#cdb892", "temple_back_top": "#d9c08f", "temple_back_low": "#b8975f",
    "banner": "#ffe0a3",
})
