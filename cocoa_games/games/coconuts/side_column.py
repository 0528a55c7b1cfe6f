"""How the side column beside the table is shared out: the players' panels, the viewer's
cards and the buttons, shrunk until they fit. Plain arithmetic on the column's size (no Qt);
the table measures words for it (`Fits`).

Where two cards side by side would be too narrow for a card's name (long German words),
the cards lie one under the other, wide and low. A crowded moment (four players who may
all claim the magic, in a small window) puts the buttons two by two, so the cards keep
room for their names and the last button stays on the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: (left, top, width, height) in scene units
Box = tuple[float, float, float, float]
GAP = 8.0        # between cards, between buttons
PANEL_GAP = 6.0  # between two players' panels
LOW_PANEL = 40.0  # a panel with the numbers in one row
#: px of column height past which the panels', cards' and buttons' largest sizes grow with it
GROWS_FROM = 900.0


@dataclass(frozen=True)
class Column:
    """The column and what it must hold this redraw."""

    box: Box
    players: int
    buttons: int
    kinds: Sequence[str]   # the viewer's cards, by kind ("": none held)
    margin: float          # room a button's or a card's glow needs around it
    #: whether every card name's words fit a standing card `w` wide
    tall_fits: Callable[[str, float], bool]


@dataclass(frozen=True)
class SidePlan:
    panel_h: float
    card_w: float
    card_h: float
    button_h: float
    column: bool      # the cards one under the other, wide and low
    button_cols: int  # the buttons one or two to a row
    fits: bool        # False: the cards are squeezed under the size their names need

    def panels(self, col: Column) -> list[Box]:
        left, top, width, _h = col.box
        return [(left, top + seat * (self.panel_h + PANEL_GAP), width, self.panel_h)
                for seat in range(col.players)]

    def _cards_top(self, col: Column) -> float:
        return col.box[1] + col.players * (self.panel_h + PANEL_GAP) + GAP

    def cards(self, col: Column) -> list[Box]:
        per_row = 1 if self.column else 2
        left, top = col.box[0] + col.margin, self._cards_top(col)
        return [(left + (i % per_row) * (self.card_w + GAP),
                 top + (i // per_row) * (self.card_h + GAP), self.card_w, self.card_h)
                for i in range(len(col.kinds))]

    def buttons(self, col: Column) -> list[Box]:
        per_row = 1 if self.column else 2
        rows = -(-len(col.kinds) // per_row)
        top = self._cards_top(col) + (self.card_h + GAP) * rows + GAP
        cols = self.button_cols
        width = (col.box[2] - 2 * col.margin - GAP * (cols - 1)) / cols
        return [(col.box[0] + col.margin + (i % cols) * (width + GAP),
                 top + (i // cols) * (self.button_h + GAP), width, self.button_h)
                for i in range(col.buttons)]


def plan_side(col: Column, one_row_panels: bool, two_rows_h: float) -> SidePlan:
    """The plan for `col`; `one_row_panels`: every player's numbers fit one row (else the
    panels want `two_rows_h`, unless the cards would lose their room to them)."""
    plan = _fit(col, LOW_PANEL if one_row_panels else two_rows_h)
    if not one_row_panels and col.kinds and plan.card_w < 60 and not plan.column:
        # too little room for both: the cards to play keep theirs, the numbers get one row
        plan = _fit(col, LOW_PANEL)
    return plan


def _fit(col: Column, lowest: float) -> SidePlan:
    """The plan with panels at least `lowest` high."""
    plan = _fit_with(col, lowest, 1)
    if not plan.fits and col.buttons > 2:
        plan = _fit_with(col, lowest, 2)
    return plan


def _fit_with(col: Column, lowest: float, button_cols: int) -> SidePlan:
    _left, _top, width, height = col.box
    grow = max(1.0, height / GROWS_FROM)  # a big window: panels, cards, buttons grow along
    panel_h = max(lowest, min(64.0 * grow, height * 0.09))
    button_h = max(44.0, min(64.0 * grow, height * 0.08))
    rows = -(-col.buttons // button_cols)
    inner = width - 2 * col.margin  # glows stay on the table
    hand = len(col.kinds)
    for _squeeze in range(2):
        room = (height - col.players * (panel_h + PANEL_GAP) - GAP
                - rows * (button_h + GAP) - col.margin)
        card_w = min((inner - GAP) / 2, 150.0 * grow, max(0.0, room - GAP) / 1.35)
        if card_w >= 60 or not hand:
            break
        panel_h, button_h = lowest, 44.0
    tall_w = max(card_w, 40.0)
    if hand and not all(col.tall_fits(k, tall_w) for k in col.kinds):
        low = min(inner * 0.5, max(0.0, room - GAP) / hand - GAP)
        if low >= 40:
            return SidePlan(panel_h, inner, low, button_h, True, button_cols, True)
        return SidePlan(panel_h, tall_w, tall_w * 1.35, button_h, False, button_cols, False)
    card_rows = -(-hand // 2)
    fits = room >= 0 and (not hand or room - GAP >= tall_w * 1.35 * card_rows
                          + GAP * (card_rows - 1))
    return SidePlan(panel_h, tall_w, tall_w * 1.35, button_h, False, button_cols, fits)
