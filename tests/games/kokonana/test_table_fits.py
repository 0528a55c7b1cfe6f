"""Kokonana looks finished at every size and in every language (issue 25, points 1, 11 and
"every word fits"): at 800×600 the board takes most of the table's width, so runners, tiles
and temple tiles are big enough for a child; every word on the table fits its box in
English, German and French from 800×600 to 2560×1440, through the moments that bring the
most words (five keys to choose from, the talisman buttons, a peek, the end); the buttons of
one row share one size of words; and the board never moves when a button comes or goes."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFrame

from cocoa_games.core import i18n
from cocoa_games.games.kokonana.rules import Flip, Hop, Peek
from cocoa_games.ui.scene_base import fit_view
from cocoa_games.ui.text import TextProbe

from .helpers import TEMPLE, make
from .scene_helpers import Table

#: what the app leaves the table at 800×600 (with and without a line in the status bar),
#: at 1280×800 (side panel open) and at 2560×1440
SMALL = [(780, 434), (780, 393)]
SIZES = [*SMALL, (950, 675), (2133, 1298), (2133, 594), (1590, 434)]
LANGUAGES = ["en", "de", "fr"]
NAMES = ["Alice", "Grandma Rosemary", "Benedikt", "Maximilian"]
LONG_NAME = "Maximilian-Alexander"


@pytest.fixture(params=LANGUAGES)
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def table(qtbot, size, players=3, **set_up) -> Table:
    state = make(players, **set_up)
    state.names[:] = NAMES[:players]
    t = Table(qtbot, state)
    t.view.setFrameShape(QFrame.Shape.NoFrame)
    t.view.resize(*size)
    fit_view(t.view)
    t.refresh()
    return t


def moments(qtbot, size):
    """(name, table) for the moments with the most words, the viewer to act."""
    yield "the first turn", table(qtbot, size, players=4)
    keys = table(qtbot, size, runners={0: "S:0:4"}, stones=["S:0:4"], turn=0)
    keys.apply(0, Hop("sand"))
    yield "five keys to choose from", keys
    shout = table(qtbot, size)
    shout.apply(0, Flip("S:0:0"))
    shout.apply(0, Flip("S:1:0"))
    yield "Kokonana!", shout
    reward = table(qtbot, size, runners={0: "sand"}, keys={0: "black"}, talismans={0: 2})
    reward.apply(0, Flip("D:1:0"))
    reward.apply(0, Flip("D:3:0"))
    yield "a match: the talisman buttons", reward
    peek = table(qtbot, size, runners={0: "temple_bank"}, keys={0: "black"})
    peek.apply(0, Peek(TEMPLE.index("orange")))
    yield "a peek at a wrong lock", peek
    end = table(qtbot, size, runners={0: "temple_bank", 1: "sand"},
                keys={0: "purple", 1: "blue"}, talismans={0: 2})
    end.apply(0, Peek(TEMPLE.index("purple")))
    yield "the temple opened", end
    # a long name wins: "GAGNÉ !" was cut to "G…" and the card to "Maximilian-Alexander ga…"
    long = table(qtbot, size, runners={2: "temple_bank", 0: "sand"},
                 keys={2: "purple", 0: "blue"}, talismans={2: 3}, turn=2)
    long.state.names[2] = LONG_NAME
    long.apply(2, Peek(TEMPLE.index("purple")))
    yield "the temple opened by a long name", long


def shown_whole_elsewhere(short: str, texts: set[str]) -> bool:
    """Is `short` a shortened player's name whose whole name another text shows?"""
    stem = short.rstrip("…")
    return any(name.startswith(stem) and any(name in text for text in texts - {short})
               for name in [*NAMES, LONG_NAME])


def drawn(t: Table) -> list:
    with TextProbe() as probe:
        t.view.grab()
    return probe.drawn


@pytest.mark.parametrize("size", SIZES)
def test_every_word_fits_in_every_language(qtbot, size, language):
    for name, t in moments(qtbot, size):
        words = drawn(t)
        assert words, name
        where = f"{name} at {size} in {language}"
        cut = sorted({d.text for d in words if not d.fits})
        assert not cut, f"{where}: runs past its box: {cut}"
        # a long name shortened in a small panel is the panel's design (the whole name
        # shown elsewhere: a winner's on the big card); no other word is
        texts = {d.text for d in words}
        cut = sorted(text for text in texts if "…" in text and not text.startswith("Gra")
                     and not shown_whole_elsewhere(text, texts))
        assert not cut, f"{where}: cut with …: {cut}"
        if name.startswith("the temple opened"):
            assert i18n._("WINNER!") in {d.text for d in words}, where
        if name == "the temple opened by a long name":  # whole on the big card
            assert i18n._("{name} wins!").format(name=LONG_NAME) in {d.text for d in words}, \
                where


@pytest.mark.parametrize("size", SMALL)
@pytest.mark.parametrize("players", [3, 4])
def test_the_board_takes_most_of_a_small_table(qtbot, size, players):
    """The board is three times as wide as tall: at 800×600 it spans four fifths of the
    table's width (the seats' column beside it is narrow), so a runner in the village, a
    river tile and a temple tile are each about a third larger than before."""
    t = table(qtbot, size, players=players)
    scene = t.scene
    board = scene._layout.board
    assert board.width() >= 0.78 * size[0], (board, size)
    view = t.view

    def on_screen(rect):
        return view.mapFromScene(rect).boundingRect()

    assert on_screen(scene.runners[0].body_rect()).width() >= 22  # (was 17 to 21)
    tile = on_screen(scene.tiles["S:0:0"].scene_rect())
    assert min(tile.width(), tile.height()) >= 36  # (was 28 to 34)
    temple = on_screen(scene.temple[0].scene_rect())
    assert min(temple.width(), temple.height()) >= 32
    # and the seats' panels stay whole beside it
    for panel in scene.panels:
        assert scene.sceneRect().contains(panel.sceneBoundingRect()), panel.name


@pytest.mark.parametrize("size", SIZES)
def test_the_buttons_of_a_row_share_one_size_of_words(qtbot, size, language):
    """Five keys to choose from: "Orange" is as large as "Blue" (and so in each language);
    the three talisman buttons alike; and in a small window the words stay well above the
    table's least size (the row runs under the seats' column, not only under the board)."""
    shown = dict(moments(qtbot, size))
    for moment, count in (("five keys to choose from", 5), ("a match: the talisman buttons", 3)):
        t = shown[moment]
        buttons = [b for b in t.scene.buttons if b.isVisible()]
        assert len(buttons) == count, moment
        texts = {b.text for b in buttons}
        sizes = {round(d.screen_px, 1) for d in drawn(t) if d.text in texts}
        assert len(sizes) == 1, (moment, sizes)
        assert min(sizes) >= 15, (moment, sizes)


@pytest.mark.parametrize("size", SIZES)
def test_the_board_keeps_its_place_when_a_button_comes(qtbot, size):
    """The board's rectangle depends on the table's size only: "Kokonana!", the talisman
    buttons or none at all, every tile stays where the mouse is."""
    t = table(qtbot, size)
    scene = t.scene

    def where() -> tuple:
        return (scene._layout.board, scene.board.transform(),
                [tile.scene_rect() for tile in scene.tiles.values()])

    before = where()
    assert not any(b.isVisible() for b in scene.buttons)
    t.apply(0, Flip("S:0:0"))
    t.apply(0, Flip("S:1:0"))
    assert [b.text for b in scene.buttons if b.isVisible()] == [i18n._("Kokonana!")]
    assert where() == before


def test_nothing_is_offered_while_the_winners_lock_turns(qtbot):
    """The end of a game: from the winning peek on, no talisman button is left on the
    table and no temple tile glows, while the lock turns over for everyone to see."""
    t = table(qtbot, SMALL[0], runners={0: "temple_bank"}, keys={0: "purple"},
              talismans={0: 2})
    scene = t.scene
    assert any(b.isVisible() for b in scene.buttons) and scene.target_items()
    events = t.state.apply(0, Peek(TEMPLE.index("purple")))
    scene.play(events)  # (the session shows the final table once the lock has turned)
    assert not any(b.isVisible() for b in scene.buttons)
    assert not scene.target_items()
    assert not any(tile.glow for tile in scene.temple)
