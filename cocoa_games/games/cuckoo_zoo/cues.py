"""Cuckoo Zoo's sounds, for the table presenter (core/cues.py). No Qt.

A played card's calls are said one after another: the scene reports each as the moment
"call:<call>" ("call:moo"), and each sounds in the active language (call_sounds.py)."""

from __future__ import annotations

from cocoa_games.core.cues import Cues

from .call_sounds import call_sound

CALL_MOMENT = "call:"


def call_moment(call: str) -> str:
    return CALL_MOMENT + call


class CuckooZooCues(Cues):
    def for_moment(self, moment: str) -> str | None:
        if not moment.startswith(CALL_MOMENT):
            return None
        return call_sound(moment[len(CALL_MOMENT):])
