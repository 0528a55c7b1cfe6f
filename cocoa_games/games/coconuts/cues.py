"""Coconuts' sounds, for the table presenter (core/cues.py). No Qt.

A shot's sounds wait for its flight, so all of them are moments the scene reports as the
animation gets there: "launch", then "contact:<kind>" (the physics' contact kinds) each
time the coconut touches something."""

from __future__ import annotations

from cocoa_games.core.cues import Cues

MOMENT_SOUNDS = {"launch": "coconut_launch", "contact:rim": "coconut_rim",
                 "contact:wall": "coconut_rim", "contact:lid": "coconut_rim",
                 "contact:in": "coconut_plop"}


class CoconutsCues(Cues):
    def for_moment(self, moment: str) -> str | None:
        return MOMENT_SOUNDS.get(moment)
