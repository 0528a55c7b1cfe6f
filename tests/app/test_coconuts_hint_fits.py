"""The Coconuts hint line under the table (issue 25, point 4): in English, German and French,
at 800×600 and 1280×800, every moment's words (and how each is done) are shown whole in its
two lines — never cut with "…", never under the buttons beside it — with a long name in them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.i18n import _
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.coconuts import how, words
from cocoa_games.games.coconuts.keys import button_key
from cocoa_games.ui.how import click_a_button, how_line
from tests.app.helpers import language_fixture

LONG = "Benedikt"


def moments() -> list[str]:
    """What the Coconuts table says at each of its moments (words.py), as the hint repeats."""
    shooter = {"name": LONG}
    return [
        _("{name} wins!").format(**shooter),
        _("Click the cup {name} must hit.").format(**shooter),
        _("Pick the wind for {name}'s shot.").format(**shooter),
        _("Magic! Pick a card to play on {name}.").format(**shooter),
        _("{name}: click a card to play on {shooter}, or No magic.").format(
            name="Alice", shooter=LONG),
        words.magic_prompt(LONG, 5), words.magic_prompt(LONG, 0),
        _("Guess Who? Eyes closed: shoot without seeing the table!"),
        _("Aimed Shot: only the marked cup counts. Drag back to shoot."),
        _("{name}: drag back from your launcher to shoot.").format(**shooter),
        _("{name} is about to shoot. Magic?").format(**shooter),
        words.pull_first(), _("The wind blows!"),
        words.who_is_next("again", 1, lambda _seat: LONG),
    ]


def hows() -> list[str]:
    """How the moments are done (how.py), as the hint line says under the banner."""
    return [how.aiming(), how_line(_("Click the cup to hit")), how_line(_("Click a wind arrow")),
            how_line(_("Click a card in your hand")), click_a_button([button_key("again")]),
            click_a_button([button_key("magic"), _("Esc")])]


language = language_fixture("en", "de", "fr")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_every_coconuts_hint_is_shown_whole_beside_the_buttons(qtbot, language, size):
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    game = games.get("coconuts")
    seats = [SeatInfo("Alice"), SeatInfo(LONG, "computer")]
    window.start_session(GameSession(game, seats, 1, game.Options(), settings=window.settings,
                                     autosave=False))
    page = window.table
    hint = page.status
    live = [page.scene.current_hint, hint.text()]  # the live table's what, and its how
    assert live[0]
    said = [*filter(None, live), *moments(), *hows()]
    buttons = [b for b in (page.back_button, page.take_back_button, page.hide_button)
               if b.isVisible()]
    for text in said:
        page.show_hint(text)
        shown = QLabel.text(hint)  # (what the label shows; text() is the whole)
        assert shown.replace("\n", " ") == text, f"{size} {language}: {shown!r}"
        lines = shown.split("\n")
        room = hint.contentsRect().width()
        assert len(lines) <= 2 and all(hint.fontMetrics().horizontalAdvance(line) <= room
                                        for line in lines), (size, language, text)
    right = hint.mapTo(page, hint.contentsRect().topRight()).x()
    assert all(right < b.mapTo(page, b.rect().topLeft()).x() for b in buttons)
