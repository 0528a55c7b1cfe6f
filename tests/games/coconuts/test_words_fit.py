"""Every word of the Coconuts table fits, in English, German, French and the long
pseudo-language (every word 40 % longer: what a translation may need), in the table an
800×600 window leaves (the players' panel folded, and open beside it) and the one a
2560×1440 window gives (issue 25, points 4 and 5): the TextProbe scan over each moment a
player reads — aiming, the Magic? question and its answers, a card waiting for its cup or
its wind, a red cup's extra shot, the flight seen from the side, the end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from cocoa_games.core import i18n
from cocoa_games.core.i18n import _
from cocoa_games.core.people import Look
from cocoa_games.games.coconuts.cards import (
    AIMED_SHOT,
    CALL_THE_WIND,
    FAR_SHOT,
    FREEZE,
    GUESS_WHO,
    REDUPLICATE,
)
from cocoa_games.games.coconuts.rules import WIND_GRID, ClaimMagic, PlayCard
from tests.scene_view import window_sized, words_drawn

from .helpers import card, cup_at, make, put_on_board, set_hands, shot_into, shot_missing
from .scene_helpers import Table

#: the table's view at 800×600 (panel folded; open beside it) and at 2560×1440 (panel
#: beside; folded), as the app lays them out
SIZES = [(780, 434), (560, 434), (2133, 1298), (2540, 1298)]
NAMES = ["Ada", "Benedikt", "Cleo"]
LOOKS = [Look("owl", "pink"), Look("fox", "green"), Look("bear", "teal")]


@pytest.fixture(params=["en", "de", "fr", i18n.PSEUDO_LONG])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def table(qtbot, st, size, viewer=0, humans=None) -> Table:
    st.names[:] = NAMES[:len(st.names)]
    t = Table(qtbot, st, viewer=viewer, humans=humans)
    t.scene.set_looks(LOOKS[:len(st.names)])
    window_sized(t.view, size)
    t.refresh()
    return t


def moments(qtbot, size):
    """(what, table) for each moment a player reads on the table."""
    st = make(3)
    set_hands(st, [card(AIMED_SHOT), card(CALL_THE_WIND)], [card(FREEZE), card(GUESS_WHO)],
              [card(FAR_SHOT), card(REDUPLICATE)])
    t = table(qtbot, st, size)
    yield "Ada aims, her cards beside", t
    t.scene.aim.pull = 0.63
    t.scene._refresh_aim()
    yield "the gauge reads her pull", t
    t.scene.aim.pull = 0.0
    t.scene.shoot()  # before any pull: how to pull
    yield "Shoot before a pull", t
    st.apply(0, shot_missing(st))
    t.refresh()
    yield "Benedikt is about to shoot: Ada may play a card", t
    t.viewer, t.humans = None, [0, 1, 2]
    t.refresh()
    yield "the public table asks everyone", t
    t.viewer, t.humans = 0, [0]
    st.apply(0, ClaimMagic())
    t.refresh()
    yield "Ada called Magic!", t
    t.click_card(AIMED_SHOT)
    yield "Aimed Shot waits for its cup", t
    t.scene.leave_mode()
    t.click_card(CALL_THE_WIND)
    yield "Call the Wind waits for its wind", t

    red = make(3)
    set_hands(red, [], [], [])
    red.apply(0, shot_into(red, cup_at(red, 6)))
    yield "a red cup's extra shot", table(qtbot, red, size)

    flying = make(2)
    set_hands(flying, [], [card(CALL_THE_WIND)])
    t = table(qtbot, flying, size, viewer=None, humans=[0, 1])
    flying.apply(1, ClaimMagic())
    events = flying.apply(1, PlayCard(card(CALL_THE_WIND), wind=WIND_GRID[0]))
    events += flying.apply(0, shot_missing(flying))
    t.scene.animation_speed = 1.0
    t.scene.play([e for e in events if e.visible_for(None)])
    for _tick in range(5):
        QCoreApplication.processEvents()
    yield "a card played in the middle", t
    qtbot.waitUntil(lambda: t.scene.side_view.isVisible(), timeout=5000)
    yield "the flight from the side", t
    t.scene.skip_animations()
    t.refresh()
    yield "Watch again", t

    end = make(3)
    set_hands(end, [], [], [])
    for spot in range(5):
        put_on_board(end, cup_at(end, spot), 0)
    end.apply(0, shot_into(end, cup_at(end, 6)))
    assert end.is_over()
    yield "the end", table(qtbot, end, size, viewer=None, humans=[0, 1, 2])

    from .test_coconuts_end import _tie_ending  # (every coconut in a cup: the longest words)

    counted, history = _tie_ending()
    t = table(qtbot, counted, size, viewer=None, humans=[0, 1, 2])
    t.scene.animation_speed = 1.0
    t.scene.play([e for e in history if e.visible_for(None)])
    qtbot.waitUntil(lambda: t.scene.cheering is not None, timeout=8000)
    yield "the winner's pyramid lit, the end by count said", t
    t.scene.skip_animations()


def own_ellipses() -> tuple[str, ...]:
    """Words whose "…" is their own (a button that opens a look), not a cut."""
    own = (_("Magic card…"), _("{name} is choosing a magic card…").split("}")[-1])
    return tuple(words.rstrip(i18n.PSEUDO_CLOSE) for words in own)


@pytest.mark.parametrize("size", SIZES)
def test_every_word_of_the_table_fits(qtbot, language, size):
    seen = set()
    for what, t in moments(qtbot, size):
        words = words_drawn(t.view)
        assert words, what
        seen.add(what)
        cut = sorted({d.text for d in words if not d.fits})
        assert not cut, f"{what} at {size} in {language}: runs past its box: {cut}"
        cut = sorted({d.text for d in words if "…" in d.text
                      and not d.text.rstrip(i18n.PSEUDO_CLOSE).endswith(own_ellipses())})
        assert not cut, f"{what} at {size} in {language}: cut with …: {cut}"
    assert len(seen) == 14


def test_a_big_window_grows_the_cards_and_panels_with_the_table(qtbot):
    """At 2560×1440 the column beside the table grew with it, not stuck at a 1280×800
    window's size beside a large table (its words too small, a band of empty felt)."""
    def column(size):
        st = make(2)
        set_hands(st, [card(AIMED_SHOT), card(CALL_THE_WIND)], [])
        t = table(qtbot, st, size)
        shown = [c for c in t.scene.cards if c.isVisible()]
        return (t.scene.map.table.width(), shown[0].sceneBoundingRect().width(),
                t.scene.panels[0].sceneBoundingRect().height())
    (small_table, small_card, small_panel) = column((950, 675))  # a 1280×800 window
    (big_table, big_card, big_panel) = column((2133, 1298))  # a 2560×1440 window
    grown = big_table / small_table
    assert big_card > small_card * 0.6 * grown and big_panel > small_panel * 1.2
