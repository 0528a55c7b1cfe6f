"""The "Play on" box as a picture, in table units: what the next card must match (the
colour chip "or" the animal), and below them the order of play or the donkey round's strip.
`floor` is the smallest font size that still reads on screen; in a small window the words
give way to their short forms, then to the pictures alone."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.text import (
    draw_fitted,
    draw_text,
    first_fitting,
    fit_px,
    line_height,
    longest_word_width,
    text_width,
    words_fit,
    wrapped_size,
)

from . import palette
from .card_art import blit_animal
from .icon_art import (
    paint_any_colour_chip,
    paint_colour_swatch,
    paint_donkey_strip,
)
from .words import animal_name

INK, SOFT, PAPER = palette.INK, palette.SOFT_INK, palette.PAPER

PLAY_ON_W, PLAY_ON_H = 300.0, 222.0
#: where the direction arrow lies in the box (left, top, side), beside "Order: …"
ARROW_SPOT = (26.0, 170.0, 36.0, 36.0)


def _box_words_width(colour: str, animal: str, floor: float) -> float:
    """The widest word the two boxes show (in their longer forms) at size `floor`."""
    chip = longest_word_width(_("ANY COLOUR"), floor) if not colour else 0.0
    if animal:
        spot = longest_word_width(animal_name(animal), floor)
    else:
        words = _("any animal of that colour") if colour else _("anything")
        spot = longest_word_width(words, floor, bold=False)
    return max(chip, spot)


def _gap_width(colour: str, animal: str, floor: float) -> float:
    """How wide the gap between the two boxes is, where "or" stands (only beside an
    animal: without one, the words in the second box get the room)."""
    if not animal:
        return 12.0
    # as wide as "or"/"oder"/"ou" needs at the smallest readable size (a small window), and
    # the boxes give up that width
    need = text_width(_("or"), floor) + 10
    gap_w = min(max(64.0, need), 110.0)
    # ...and in a small window, where the smallest readable size is large in the box's
    # units, the gap gives the boxes what their widest word needs
    room = PLAY_ON_W - 28
    widest = max(_box_words_width(colour, animal, floor) + 12, (room - gap_w) / 2)
    return max(need, min(gap_w, room - 2 * widest))


def _paint_colour_chip(p: QPainter, chip: QRectF, colour: str, floor: float) -> None:
    """The colour asked for, or a rainbow chip when any colour will do."""
    if colour:
        paint_colour_swatch(p, colour, chip, min_px=floor)
        return
    paint_any_colour_chip(p, chip)
    # i18n: the short form of "ANY COLOUR" on the rainbow chip, for a small window
    short = _("ANY")
    # (smaller still, the rainbow says it alone)
    draw_fitted(p, chip, first_fitting((_("ANY COLOUR"), short, ""), chip, floor), 20, floor,
                INK)


def _paint_animal_spot(p: QPainter, spot: QRectF, colour: str, animal: str,
                       floor: float) -> None:
    """The animal asked for with its name, or words saying which animals will do."""
    p.setPen(QPen(QColor(INK), 2))
    p.setBrush(QColor(palette.WHITE))
    p.drawRoundedRect(spot, 14, 14)
    if animal:
        target = spot.adjusted(10, 4, -10, -26)
        side = min(target.width(), target.height())
        blit_animal(p, animal, QRectF(target.center().x() - side / 2, target.top(), side, side))
        room = QRectF(spot.left() + 2, spot.bottom() - 28, spot.width() - 4, 26)
        # the picture names the animal too: in a very small window it speaks alone
        name = first_fitting((animal_name(animal), ""), room, floor)
        draw_text(p, room, name, fit_px(name, room, 18, floor), colour=INK)
        return
    if colour:
        # i18n: the short form of "any animal of that colour", for a small window
        short = _("any animal")
        choices: tuple[str, ...] = (_("any animal of that colour"), short, _("any"))
    else:
        # i18n: the short form of "anything" (what may be played on), for a small
        # window
        short = _("any")
        choices = (_("anything"), short)
    room = spot.adjusted(6, 4, -6, -4)
    draw_fitted(p, room, within(choices, room, floor, bold=False), 16, floor, SOFT,
                bold=False)


def within(texts: tuple[str, ...], rect: QRectF, floor: float, bold: bool = True) -> str:
    """The first of `texts` (longest first) whose words, wrapped at size `floor`, stay
    inside `rect` — across and, line by line, down (no line's leading past its foot:
    the words are inside a drawn box); the last when none does."""
    return next((t for t in texts if words_fit(t, floor, rect, bold)
                 and wrapped_size(t, floor, rect.width(), rect.height(), bold)[1]
                 <= rect.height() + line_height(floor, bold) * 0.1), texts[-1])


def _paint_bottom_strip(p: QPainter, bottom: QRectF, direction: int, donkey: bool,
                        show_direction: bool, floor: float) -> None:
    """The donkey round's loud strip, else (when it matters) the order of play."""
    if donkey:
        # i18n: the short form of "DONKEY ROUND! only donkeys", for a small window
        texts = (_("DONKEY ROUND! only donkeys"), _("DONKEY ROUND!"))
        # the words beside the donkey, else over all the strip, else (a small window) a row
        # of donkeys alone: the table's message says "donkey round" in words
        rooms = (bottom.adjusted(50, 2, -6, -2), bottom.adjusted(8, 2, -8, -2))
        room = next((r for r in rooms if words_fit(within(texts, r, floor), floor, r)), None)
        paint_donkey_strip(p, bottom, 1 if room is rooms[0] else 0 if room else 5)
        if room is not None:
            draw_fitted(p, room, within(texts, room, floor), 22, floor, palette.WHITE)
    elif show_direction:  # (the arrow beside the words is items.DirectionArrow: it turns)
        words = _("Order: normal") if direction == 1 else _("Order: REVERSED")
        draw_fitted(p, bottom.adjusted(64, 0, 0, 0), words, 23, floor, INK)


def paint_play_on_box(p: QPainter, colour: str, animal: str, direction: int, donkey: bool,
                      show_direction: bool, floor: float) -> None:
    """The "Play on" box, PLAY_ON_W × PLAY_ON_H at the origin. `colour` and `animal` are
    what the next card must match ("" for any); `direction` is 1 or -1, shown when
    `show_direction`; `donkey` replaces it with the donkey round's strip."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(SOFT), 2))
    p.setBrush(theme.qcolor(PAPER, 235))
    p.drawRoundedRect(QRectF(0, 0, PLAY_ON_W, PLAY_ON_H), 18, 18)
    draw_text(p, QRectF(0, 4, PLAY_ON_W, 30), _("Play on"), max(20.0, floor), colour=INK)
    gap_w = _gap_width(colour, animal, floor)
    box_w = (PLAY_ON_W - 28 - gap_w) / 2
    chip = QRectF(14, 38, box_w, 118)
    _paint_colour_chip(p, chip, colour, floor)
    if animal:
        word = _("or")
        gap = QRectF(chip.right(), 80, gap_w, 30)
        px = fit_px(word, gap.adjusted(4, 0, -4, 0), max(24.0, floor), floor)
        draw_text(p, gap, word, px, colour=INK)
    _paint_animal_spot(p, QRectF(chip.right() + gap_w, 38, box_w, 118), colour, animal, floor)
    _paint_bottom_strip(p, QRectF(10, 162, PLAY_ON_W - 20, 52), direction, donkey,
                        show_direction, floor)
