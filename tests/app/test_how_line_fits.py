"""Every how line is read whole (issue 25): the line under the table is two fixed lines beside
the table's buttons; each thing Kokonana, Coconuts and Cocoons may say there (how.py) fits
them in en/de/fr and the long pseudo-language at 800×600 and 2560×1440 — the fit scan
(tests/widget_fit.py) finds no cut word on the page."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from cocoa_games.games.coconuts import how as coconuts
from cocoa_games.games.coconuts.cards import AIMED_SHOT, CALL_THE_WIND
from cocoa_games.games.coconuts.offers import Offers
from cocoa_games.games.cocoons import how as cocoons
from cocoa_games.games.cocoons.kinds import Phase as CocoonsPhase
from cocoa_games.games.kokonana import how as kokonana
from cocoa_games.games.kokonana.kinds import Phase as KokonanaPhase
from tests.app.test_shell_fit import LANGUAGES, LONG_NAMES, SIZES, open_window, settle, start
from tests.app.test_shell_grows import speaking
from tests.widget_fit import cut_words

KEYS = ["K", "Esc", "T"]  # the most a moment offers: three keys, one of them a word


def kokonana_lines() -> list[str]:
    at: Any = {"winner": None, "turn": 0, "phase": "hop"}
    out = [kokonana.how_text({**at, "phase": p}, 0, None, True, KEYS)
           for p in KokonanaPhase]
    out += [kokonana.how_text(at, 0, m, True, KEYS) for m in ("talisman_hop", "talisman_peek")]
    return out + [kokonana.how_text(at, 0, None, False, KEYS)]


def coconuts_lines() -> list[str]:
    obs: Any = {"winner": None, "turn": 0, "chooser": 1}
    now = Offers(cards={1: "x"}, no_card=True)
    return [coconuts.how_text(obs, now, 1, mode, True, KEYS)
            for mode in (AIMED_SHOT, CALL_THE_WIND, "")] + [
        coconuts.how_text(obs, Offers(), 0, "", True, KEYS),
        coconuts.how_text(obs, Offers(), 0, "", False, KEYS)]


def cocoons_lines() -> list[str]:
    at: Any = {"result": None, "phase": "turn"}
    out = [cocoons.how_text({**at, "phase": p}, mode, True, False, KEYS)
           for p in CocoonsPhase for mode in (False, True)]
    return out + [cocoons.how_text(at, False, glow, pick, KEYS)
                  for glow, pick in ((False, False), (True, True))]


LINES = {"kokonana": kokonana_lines, "coconuts": coconuts_lines, "cocoons": cocoons_lines}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_how_line_is_shown_whole_under_each_table(qtbot, size, language):
    with speaking(language):
        window = open_window(qtbot, size)
        for game_id, lines in LINES.items():
            session = start(window, game_id, ("human", "computer"), LONG_NAMES)
            qtbot.waitUntil(lambda s=session: not s.busy, timeout=5000)
            settle(qtbot, window, size)
            table = window.table
            for open_panel in (False, True):
                if table.panel_fold.is_open() != open_panel:
                    table.panel_fold.toggle()
                    settle(qtbot, window, size)
                for line in dict.fromkeys(lines()):
                    assert line
                    table.show_hint(line, "")
                    where = f"{game_id} {language} {size} panel {open_panel}"
                    assert cut_words(window) == [], where
                    # (the scan lets "…" pass when a tooltip holds the rest: not here)
                    shown = QLabel.text(table.status).replace("\n", " ")
                    assert shown == line, f"{where}: {shown!r}"
            window.back_to_launcher()
