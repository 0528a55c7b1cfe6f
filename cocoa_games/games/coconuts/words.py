"""What the Coconuts table says, Qt-free: a player's numbers in the side column, and the
banner's words for each moment."""

from __future__ import annotations

from cocoa_games.core.i18n import _, ngettext


def panel_line(coconuts: int, cards: int, cups: int, score: int) -> str:
    """A player's numbers. Coconuts still to shoot and coconuts won (in the cups on the
    board) both matter: the end counts the second, so the two are never just "coconuts"."""
    return _("{left} · {cards} · {cups}, {inside}").format(
        left=ngettext("{n} to shoot", "{n} to shoot", coconuts).format(n=coconuts),
        cards=ngettext("{n} card", "{n} cards", cards).format(n=cards),
        cups=ngettext("{n} cup", "{n} cups", cups).format(n=cups),
        inside=ngettext("{n} inside", "{n} inside", score).format(n=score))
