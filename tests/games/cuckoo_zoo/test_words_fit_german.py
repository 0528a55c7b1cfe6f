"""Every word fits in German at 800×600 (issue 25, points 2, 4, 5, 11): the TextProbe scan
over the Cuckoo Zoo table in the moments the issue found cut or overflowing — a donkey
round's strip, a butterfly's "jedes Tier dieser Farbe", the colour choice, a long name's
speech bubble, a last card's Complain!/No complaint, the end — plus what no probe sees: the
call buttons' glow never over the table's message, and no "Play on" box at the end.

The same scan runs in English, French and the long pseudo-language (every word 40 % longer)
at 800×600 and 2560×1440, over a game's moments: a play, a complaint, a butterfly's colour,
a last card, the end."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFrame

from cocoa_games.core import i18n
from cocoa_games.games.cuckoo_zoo.cards import CALLS
from cocoa_games.games.cuckoo_zoo.rules import Complain, Confirm, Play
from cocoa_games.ui.scene_base import fit_view
from cocoa_games.ui.text import TextProbe

from .helpers import ADVANCED, card, deal, fly
from .scene_helpers import Table

#: what an 800×600 window leaves the table (with the side panel closed, and open)
SIZES = [(780, 440), (560, 440)]
#: the table view of the app's window at 800×600 (the side panel a drawer over its edge),
#: 1280×800, 1920×1080 and 2560×1440 (the panel beside it)
APP_SIZES = {"800x600": (780, 394), "1280x800": (950, 675), "1920x1080": (1590, 953),
             "2560x1440": (2133, 1298)}
LANGUAGES = ["en", "de", "fr", i18n.PSEUDO_LONG]
NAMES = ["Alice", "Grandma Rosemary", "Benedikt"]


@pytest.fixture(autouse=True)
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def hands(second):
    return [[card("red", "cow"), card("green", "dog"), fly(0), card("blue", "cat"),
             card("red", "donkey")], second,
            [card("yellow", "cow"), card("yellow", "sheep"), card("blue", "sheep")]]


def table(qtbot, size, second, turn=1, level=None, viewer=0) -> Table:
    extra = {"level": level} if level else {}
    state = deal(hands(second), discard=[card("green", "cow")], draw=[card("red", "lion")],
                 turn=turn, **extra)
    state.names[:] = NAMES
    t = Table(qtbot, state, viewer=viewer)
    t.view.setFrameShape(QFrame.Shape.NoFrame)
    t.view.resize(*size)
    fit_view(t.view)
    t.refresh()
    return t


def drawn(t: Table) -> list:
    with TextProbe() as probe:
        t.view.grab()
    return probe.drawn


def shortened_name(text: str) -> bool:
    """A long name shortened on its badge ("Grandm…") is the badge's design."""
    return text.endswith("…") and any(n.startswith(text[:-1]) for n in NAMES if n != text[:-1])


def misfits(words, where: str) -> list[str]:
    """What runs past its box or is cut with "…" (a name shortened on its badge is the
    badge's design; anything else cut is not)."""
    spill = sorted({d.text for d in words if not d.fits})
    cut = sorted({d.text for d in words if "…" in d.text and not shortened_name(d.text)})
    return ([f"{where}: runs past its box: {spill}"] if spill else []) + (
        [f"{where}: cut with …: {cut}"] if cut else [])


def assert_all_fit(words, where: str) -> None:
    found = misfits(words, where)
    assert not found, found[0]


def moments(qtbot, size):
    """(name, table) for each moment of the issue, in German."""
    donkey = table(qtbot, size, [card("green", "donkey"), card("yellow", "bee")], level=ADVANCED)
    donkey.apply(1, Play((card("green", "donkey"),), ("hee-haw",)))
    yield "donkey round", donkey
    butterfly = table(qtbot, size, [fly(1), card("yellow", "bee"), card("blue", "bee")])
    butterfly.apply(1, Play((fly(1),), ("",), False, "blue"))
    yield "butterfly asks for blue", butterfly
    picking = table(qtbot, size, [card("yellow", "bee")], turn=0)
    picking.click_card(fly(0))
    yield "picking a colour", picking
    last = table(qtbot, size, [card("green", "cat")])
    last.apply(1, Play((card("green", "cat"),), ("moo",), True))
    yield "a last card", last


def game_moments(qtbot, size):
    """(name, table) for the moments of a game, in the language spoken now."""
    yield from moments(qtbot, size)
    played = table(qtbot, size, [card("green", "sheep"), card("yellow", "bee")])
    played.apply(1, Play((card("green", "sheep"),), ("baa",)))
    yield "a play", played
    played.click_card(card("green", "dog"))
    yield "picking a card and its call", played
    wrong = table(qtbot, size, [card("green", "cat"), card("yellow", "bee")])
    wrong.apply(1, Play((card("green", "cat"),), ("moo",)))
    wrong.apply(0, Complain())
    yield "a complaint upheld", wrong
    asked = table(qtbot, size, [card("green", "cat"), card("yellow", "bee")], viewer=2)
    asked.apply(1, Play((card("green", "cat"),), ("miaow",)))
    asked.scene.show(asked.state.observe(2), 2, {0: [Complain(), Confirm()],
                                                  2: [Complain(), Confirm()]})
    yield "Complain! on a badge", asked
    end = table(qtbot, size, [card("green", "cat")])
    end.apply(1, Play((card("green", "cat"),), ("miaow",), True))
    end.apply(2, Confirm())
    assert end.state.is_over()
    yield "the end", end


#: what the long pseudo-language still spills at 800×600 (a table unit of 0.39 px): a doubled
#: word wider than its small box at the readable size — on the column and the badges, the
#: butterfly's colours beside their keys, "any" in the Play on box — and "cock-a-doodle-doo"
#: in three lines. Every other word of that table is held to fit.
CROWDED = {"⟦Complaincomp!⟧", "⟦Non complaintcomp⟧", "⟦Greengr⟧", "⟦Yellowyel⟧", "⟦Bluebl⟧",
           "⟦anyan⟧", "⟦cockco-aa-doodledoo-doodo⟧"}
CASES = [(language, window) for language in LANGUAGES for window in APP_SIZES]


@pytest.mark.parametrize(("language", "window"), CASES)
def test_every_word_fits_in_every_language_at_every_size(qtbot, language, window):
    i18n.set_language(language)
    size = APP_SIZES[window]
    crowded = (language, window) == (i18n.PSEUDO_LONG, "800x600")
    found = [line for name, t in game_moments(qtbot, size)
             for line in misfits([d for d in drawn(t) if not (crowded and d.text in CROWDED)],
                                 f"{name} at {size} in {language}")]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", SIZES)
def test_no_word_is_cut_or_spills_in_german(qtbot, size):
    for name, t in moments(qtbot, size):
        words = drawn(t)
        assert_all_fit(words, f"{name} at {size}")
        texts = {d.text for d in words}
        if name == "donkey round":
            assert "ESELRUNDE!" in texts or "ESELRUNDE! nur Esel" in texts
        if name == "butterfly asks for blue":
            assert texts & {"jedes Tier dieser Farbe", "jedes Tier"}
        if name == "picking a colour":
            assert "Welche Farbe?" in texts
        if name in ("donkey round", "a last card") and size == SIZES[0]:
            # the bubble says who called, whole (beside an open side panel the name yields)
            assert {"Grandma Rosemary ruft:", "Grandma Rosemary:"} & texts, name


def test_the_bubble_heading_fits_by_design_at_800x600(qtbot):
    """Ben's call with "Last card!" takes two lines: at 800×600 the heading still has its
    room above them (the bubble of a small window is taller), and a long name's heading
    says its short form rather than being cut."""
    t = table(qtbot, SIZES[0], [card("green", "cat")])
    t.apply(1, Play((card("green", "cat"),), ("moo",), True))
    texts = {d.text for d in drawn(t)}
    assert t.scene.bubble.header == "Grandma Rosemary ruft:"
    assert "Grandma Rosemary:" in texts or "Grandma Rosemary ruft:" in texts


@pytest.mark.parametrize("size", SIZES)
def test_the_glowing_call_buttons_never_cover_the_message(qtbot, size):
    t = table(qtbot, size, [card("yellow", "bee")], turn=0)
    t.click_card(card("green", "dog"))  # the call bar glows: a call is awaited
    scene = t.scene
    band = scene.message.mapRectToScene(scene.message.band_rect())
    for call in CALLS:
        button = scene.buttons[call]
        halo = button.mapRectToScene(button.boundingRect())
        if button.isVisible() and halo.intersects(band):
            assert scene.message.zValue() > button.zValue(), call  # the words stay on top


def test_the_end_table_shows_no_play_on_box(qtbot):
    t = table(qtbot, SIZES[0], [card("green", "cat")])
    t.apply(1, Play((card("green", "cat"),), ("miaow",), True))
    t.apply(2, Confirm())
    assert t.state.observe(None)["winner"] == 1
    assert not t.scene.indicator.isVisible()
    assert "Gesucht" not in {d.text for d in drawn(t)}


@pytest.mark.parametrize("size", SIZES)
def test_the_complain_buttons_key_never_covers_its_picture(qtbot, size):
    """"Einspruch!" beside "Kein Einspruch" in a small window: the key in the corner and
    the picture each keep their place (the picture steps past the key; words that need
    the corner make the faint key yield)."""
    t = table(qtbot, size, [card("green", "cat"), card("red", "dog")])
    t.apply(1, Play((card("green", "cat"),), ("moo",)))
    t.scene.show(t.state.observe(0), 0, {0: [Complain(), Confirm()]})  # as the session does
    button = t.scene.buttons["complain"]
    painted, icon = [], button.icon
    button.icon = lambda p, rect: (painted.append(rect), icon(p, rect))
    words = drawn(t)
    hint = button.corner_hint_rect()
    assert painted and hint is not None
    assert button.hint_yields or not any(r.intersects(hint) for r in painted)
    assert_all_fit(words, f"the complain column at {size}")
    assert {"Einspruch!", "Kein Einspruch"} <= {d.text for d in words}
