"""The table fits any view: at the sizes players use it fills the view, every word reads at
9 pt or more, nothing overlaps, and the call bubble and the winner's banner never cover the
call bar, the piles, the hand or the "Play on" box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QFrame

from cocoa_games.games.cuckoo_zoo import items
from cocoa_games.games.cuckoo_zoo.card_art import CARD_H, CARD_W
from cocoa_games.games.cuckoo_zoo.cards import CALLS
from cocoa_games.games.cuckoo_zoo.items import CardItem, IndicatorLook
from cocoa_games.games.cuckoo_zoo.rules import Play
from cocoa_games.ui.scene_base import fit_view
from cocoa_games.ui.text import TextProbe

from .helpers import card, deal
from .scene_helpers import Table

#: view sizes: the four window sizes of the issue, and what an 800×600 window leaves the table
SIZES = [(640, 400), (780, 450), (800, 600), (1280, 800), (1920, 1080), (2560, 1440),
         (1000, 900)]
MIN_PX = 12.0  # 9 pt at 100 % scale


def _table(qtbot, size, hand=8, viewer=0, players=4) -> Table:
    others = [card(c, a, k) for k in range(3) for c in ("red", "yellow", "blue")
              for a in ("cow", "sheep", "cat", "bee", "donkey", "lion")]
    green_dog = card("green", "dog")
    more = [others[20 + 3 * k:23 + 3 * k] for k in range(players - 4)]
    hands = [[green_dog, *others[:hand - 1]], [card("red", "dog"), *others[40:44]],
             others[45:50], others[30:35], *more][:players]
    st = deal(hands,
              discard=[card("green", "rooster")], draw=[card("yellow", "dog")] * 1)
    table = Table(qtbot, st, viewer=viewer)
    table.view.setFrameShape(QFrame.Shape.NoFrame)  # as the app's view: all of it is table
    table.view.resize(*size)
    fit_view(table.view)  # as the app's view does on every resize
    table.refresh()
    table.green_dog = green_dog
    return table


def _rect(item, rect: QRectF | None = None) -> QRectF:
    return item.mapRectToScene(rect if rect is not None else item.boundingRect())


def _solid(item) -> QRectF:
    """What an item really covers (buttons and cards without their glow margins)."""
    if isinstance(item, items.SeatBadge):
        return _rect(item, QRectF(-4, -4, item.W + 8, item.H + 8))
    if isinstance(item, items.Indicator):
        return _rect(item, QRectF(0, 0, item.W, item.H))
    if isinstance(item, CardItem):
        return _rect(item, QRectF(0, 0, CARD_W, CARD_H))
    if hasattr(item, "w") and hasattr(item, "h"):
        return _rect(item, QRectF(0, 0, item.w, item.h))
    return _rect(item)


def _shown(item) -> bool:
    return item.isVisible() and item.opacity() > 0


def _actionable(scene) -> dict[str, QRectF]:
    """Everything a player reads or clicks, by name."""
    out = {f"call {c}": _solid(scene.buttons[c]) for c in CALLS if _shown(scene.buttons[c])}
    for name in ("play", "last", "draw", "complain", "confirm"):
        button = scene.buttons[name]
        if _shown(button):
            out[f"{name}_button"] = _solid(button)
    out["draw pile"] = _solid(scene.draw_stack[0])
    out["discard pile"] = _solid(scene.discard_items[0])
    out["play on"] = _solid(scene.indicator)
    out["draw caption"] = _rect(scene.draw_label)
    out["discard caption"] = _rect(scene.discard_label)
    if scene.message.text:
        out["message"] = _rect(scene.message, scene.message.band_rect())
    for button in scene.badge_pool.buttons:
        if _shown(button):
            out[f"badge button {button.text}"] = _solid(button)
    for seat, badge in scene.badges.items():
        if _shown(badge):
            out[f"badge {seat}"] = _solid(badge)
            # the "TURN" / "WINNER" tag above it
            out[f"badge {seat} tag"] = _rect(badge, QRectF(badge.W * 0.15, -36, badge.W * 0.7, 36))
    hand = [_solid(item) for item in scene.hand_items.values() if _shown(item)]
    if hand:
        box = hand[0]
        for r in hand[1:]:
            box = box.united(r)
        out["hand"] = box
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_table_fills_the_view_and_nothing_overlaps(qtbot, size, players):
    table = _table(qtbot, size, players=players)
    scene = table.scene
    view = QRectF(0, 0, *size)
    assert scene.sceneRect() == view
    parts = _actionable(scene)
    for name, rect in parts.items():
        assert view.contains(rect), f"{name} leaves the view at {size}: {rect}"
    names = sorted(parts)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if {a, b} <= {"draw pile", "discard pile"} or a.startswith(b) or b.startswith(a):
                continue  # the piles' offsets; a badge and its own tag
            assert not parts[a].intersects(parts[b]), f"{a} overlaps {b} at {size}"
    # no wide empty band: the hand and the call bar reach from side to side, the column
    # sits at the right edge and the hand near the bottom
    assert parts["call moo"].left() < 0.05 * size[0]
    assert parts["last_button"].right() > 0.95 * size[0]
    assert parts["hand"].bottom() > 0.9 * size[1]
    top = min(r.top() for n, r in parts.items() if n.startswith("badge"))
    assert top < 0.1 * size[1]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [4, 6])
def test_the_bubble_and_the_winner_banner_cover_nothing_that_matters(qtbot, size, players):
    table = _table(qtbot, size, players=players)
    scene = table.scene
    table.click_card(table.green_dog)
    table.click_button(scene.buttons["woof"])
    table.click_button(scene.buttons["play"])
    table.apply_chosen()
    assert scene.bubble.isVisible() and scene.bubble.header == "You called:"
    parts = _actionable(scene)
    calls = [QRectF(*r) for r in scene.lay.call_rects]
    parts["call bar"] = _rect(scene.root, calls[0].united(calls[-1]))
    bubble = _rect(scene.bubble)
    for name, rect in parts.items():
        assert not bubble.intersects(rect), f"the bubble covers {name} at {size}"
    # another player's call: its tail points at them, still over nothing that matters
    seat = table.state.to_move()[0]
    action = next(a for a in table.state.legal_actions(seat) if isinstance(a, Play))
    table.apply(seat, action)
    assert scene.bubble.header.endswith("called:") and scene.bubble.header != "You called:"
    bubble = scene.bubble.mapToScene(scene.bubble.shape())  # its body and its tail
    for name, rect in _actionable(scene).items():
        if not name.startswith(f"badge {seat}"):
            assert not bubble.intersects(rect), f"the bubble covers {name} at {size}"
    scene.winner_banner.set_message("★ Alice wins! ★", True)
    banner = _rect(scene.winner_banner)
    for name in ("draw pile", "discard pile", "play on", "hand"):
        assert not banner.intersects(parts[name]), f"the winner's banner covers {name}"


@pytest.mark.parametrize("size", [(640, 400), (780, 450), (1280, 800)])
def test_every_word_on_the_table_reads_at_nine_points_or_more(qtbot, size):
    table = _table(qtbot, size, hand=6)
    table.click_card(table.green_dog)  # a picked card wears a tag
    with TextProbe() as probe:
        table.view.grab()
    small = {(d.text, round(d.screen_px, 1)) for d in probe.drawn if d.screen_px < 11.99}
    assert not small, f"words under 9 pt at {size}: {sorted(small)}"
    words = {d.text for d in probe.drawn}
    assert {"moo", "Play!", "Play on", "You called:"} & words >= {"moo", "Play!", "Play on"}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_no_word_runs_past_its_box_in_a_small_window(qtbot, language):
    """At the smallest sizes the readable minimum is large for the "Play on" box and the
    buttons: the box's gap gives way to its words, a button's picture and key cap give way
    to its words; no word is drawn wider than the place it is written in."""
    from cocoa_games.core import i18n
    from cocoa_games.games.cuckoo_zoo.cards import ANIMALS, COLOURS

    i18n.set_language(language)
    try:
        for size in [(640, 400), (780, 450), (1280, 800)]:
            table = _table(qtbot, size, hand=6)
            table.click_card(table.green_dog)  # the call buttons come alive
            states = [("", ""), (COLOURS[0], ""), *(("", animal) for animal in ANIMALS)]
            for colour, animal in states:
                table.scene.indicator.set_look(IndicatorLook(colour, animal))
                with TextProbe() as probe:
                    table.view.grab()
                cut = sorted({d.text for d in probe.drawn if not d.fits})
                assert not cut, f"{language} at {size}, play on {colour or animal!r}: {cut}"
    finally:
        i18n.set_language("en")
