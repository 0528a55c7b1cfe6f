"""Glow pulse: it swings a few times to catch the eye, then rests with no timer running
(a table waiting for a person must cost no CPU)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsRectItem

from cocoa_games.ui.glow import Pulse


def test_a_pulse_swings_then_rests_at_full_strength(qtbot):
    item = QGraphicsRectItem(0, 0, 10, 10)
    seen: set[float] = set()
    pulse = Pulse(cycles=2, period_ms=60, tick_ms=5)
    pulse.set_items(lambda: [item])
    original = pulse._apply

    def spy(opacity: float) -> None:
        seen.add(round(opacity, 2))
        original(opacity)

    pulse._apply = spy  # type: ignore[method-assign]
    pulse.restart()
    assert pulse.is_running()
    qtbot.waitUntil(lambda: not pulse.is_running(), timeout=2000)
    assert item.opacity() == 1.0
    assert min(seen) < 0.9  # it did dim on the way


def test_a_disabled_pulse_never_starts_a_timer(qtbot):
    item = QGraphicsRectItem(0, 0, 10, 10)
    item.setOpacity(0.5)
    pulse = Pulse()
    pulse.enabled = False
    pulse.set_items(lambda: [item])
    pulse.restart()
    assert not pulse.is_running()
    assert item.opacity() == 1.0
