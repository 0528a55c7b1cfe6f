"""Buttons the table offers, described by `ButtonSpec`s: a `ButtonPool` shows them where it
is told; a `ButtonRow` lays them out in a row under the table, as wide as their words need,
centred, squeezed together when the row is short; `NamedButtons` keeps one button for each
job (the call "moo", "Play!"), shown or hidden as the job is on offer. The `ButtonItem`s are
relabelled on each move (never rebuilt), so a new set of choices costs only the buttons
that changed."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from cocoa_games.core.game import Action, Seat
from cocoa_games.core.i18n import translate

from . import theme
from .clickable import ButtonItem, Clickable, IconPainter
from .targets import Target
from .text import (
    BUTTON_NAME_CHARS,
    longest_word_width,
    measures_generation,
    short_name,
    text_width,
    words_fit,
)


@dataclass(frozen=True)
class ButtonSpec:
    text: str
    colour: str
    target: Target | None  # an Action, a (seat, Action) pair, a step of the view's own;
    # None: shown, not clickable
    key_hint: str = ""
    icon: IconPainter | None = None
    icon_key: str = ""  # names the icon's look for the cache
    icon_w: float = 0.0  # icon width as a share of its height
    big: bool = False  # the one button that matters now: larger words, wider, glowing
    spoken: str = ""  # the whole words (tooltip, screen reader) when `text` shortens them
    icon_above: bool = False  # a tall narrow button: the picture over the words
    glow: bool | None = None  # None: only a big button glows
    checked: bool = False  # a toggle that is on ("Last card!"), the colour chosen
    enabled: bool = True  # False: shown faded, a choice that comes later
    short: str = ""  # the words when `text` does not fit its button at the readable size


def seat_button(name: str, words: str, colour: str, seat: Seat, action: Action,
                chars: int = BUTTON_NAME_CHARS, **more: Any) -> ButtonSpec:
    """A button that chooses `action` for another seat at the table, worded as the curtain
    words it ("Ben: Complain!"): a name longer than `chars` is shortened on the button,
    never the action, and the whole words go to the tooltip and the screen reader."""
    same = translate("app", "{name}: {action}")
    return ButtonSpec(same.format(name=short_name(name, chars), action=words), colour,
                      (seat, action),
                      spoken=same.format(name=name, action=words), **more)


#: a spec where it goes: the button's rectangle (scene pixels) and its words' size
Placed = tuple[ButtonSpec, QRectF, float]


def put_button(button: ButtonItem, spec: ButtonSpec, rect: QRectF, px: float) -> None:
    """Label, place and show one button (its short words when the others do not fit)."""
    button.set_rect(rect)
    pad = min(18.0, rect.height() / 5)  # (as the button pads its words)
    room = QRectF(0, 0, rect.width() - 2 * pad, rect.height() - 8)
    text = spec.short if spec.short and not words_fit(spec.text, theme.MIN_TABLE_PX, room) \
        else spec.text
    button.configure(text, spec.colour, spec.key_hint, icon=spec.icon,
                     icon_key=spec.icon_key, icon_w=spec.icon_w, font_px=px,
                     icon_above=spec.icon_above, spoken=spec.spoken, checked=spec.checked,
                     enabled=spec.enabled)
    button.set_live(spec.target, glow=spec.big if spec.glow is None else spec.glow)
    button.setVisible(True)


def _off_table(button: ButtonItem) -> None:
    button.set_live(None)
    button.setVisible(False)


def _wired(scene: QGraphicsScene, button: ButtonItem,
           on_activate: Callable[[Clickable], object]) -> ButtonItem:
    button.on_activate = on_activate
    button.setVisible(False)
    scene.addItem(button)
    return button


class ButtonPool:
    """A fixed set of buttons (made by `make`); `show` labels and places as many as there
    are specs and hides the rest."""

    def __init__(self, scene: QGraphicsScene, count: int,
                 on_activate: Callable[[Clickable], object],
                 make: Callable[[], ButtonItem] = ButtonItem) -> None:
        self.buttons = [_wired(scene, make(), on_activate) for _n in range(count)]
        self._shown = 0  # the first this many are on the table

    def show(self, placed: Iterable[Placed]) -> list[ButtonItem]:
        """Each (spec, rectangle, font px) on a button of its own, in order; returns them."""
        placed = list(placed)[:len(self.buttons)]
        for button, (spec, rect, px) in zip(self.buttons, placed, strict=False):
            put_button(button, spec, rect, px)
        for button in self.buttons[len(placed):self._shown]:  # (the rest are hidden already)
            _off_table(button)
        self._shown = len(placed)
        return self.buttons[:len(placed)]


class NamedButtons:
    """One button per job, made once by `make`: a job on offer always shows on its own
    button, so a button never swaps its words for a neighbour's (each swap is a repaint)."""

    def __init__(self, scene: QGraphicsScene, names: Iterable[str],
                 on_activate: Callable[[Clickable], object],
                 make: Callable[[], ButtonItem] = ButtonItem) -> None:
        self.by_name = {name: _wired(scene, make(), on_activate) for name in names}

    def __getitem__(self, name: str) -> ButtonItem:
        return self.by_name[name]

    def __iter__(self) -> Iterator[ButtonItem]:
        return iter(self.by_name.values())

    def show(self, placed: Mapping[str, Placed]) -> None:
        """The named buttons where they are placed; every other one hidden."""
        for name, button in self.by_name.items():
            if name in placed:
                put_button(button, *placed[name])
            elif button.isVisible():
                _off_table(button)


class ButtonRow(ButtonPool):
    def __init__(self, scene: QGraphicsScene, count: int,
                 on_activate: Callable[[Clickable], object],
                 make: Callable[[], ButtonItem] = ButtonItem) -> None:
        super().__init__(scene, count, on_activate, make)
        self._placed: tuple[tuple, tuple[list[float], list[float], float]] | None = None

    def show_row(self, specs: Sequence[ButtonSpec], row: QRectF) -> list[ButtonItem]:
        """Show `specs` (at most the pool's size) centred in `row`; returns them in order."""
        specs = list(specs)[:len(self.buttons)]
        sizes, widths, x = self._place(specs, row)
        placed = []
        for spec, size, width in zip(specs, sizes, widths, strict=True):
            placed.append((spec, QRectF(x, row.y(), width, row.height()), size))
            x += width + self.gap
        shown = self.show(placed)
        # one size of words along the row (the big button's its own): a squeezed button
        # whose word is long ("Orange") would otherwise read smaller than its neighbours
        least = {big: min((b.words_px() for b, (s, _r, _px) in zip(shown, placed, strict=True)
                           if s.big == big), default=0.0) for big in (False, True)}
        return self.show([(s, r, least[s.big]) for s, r, _px in placed])

    #: between two buttons: their glows never meet, nor do their repaints
    gap = 2 * ButtonItem.margin + 4

    def _place(self, specs: Sequence[ButtonSpec], row: QRectF
               ) -> tuple[list[float], list[float], float]:
        """(font px, width of each button, left of the first): measured again only when the
        words, the row or the font changed (most moves offer the same choices)."""
        key = (tuple((s.text, s.big, s.key_hint, s.icon_w) for s in specs),
               row.x(), row.width(), row.height(), measures_generation())
        if self._placed is not None and key == self._placed[0]:
            return self._placed[1]
        h = row.height()
        sizes = [h * (0.44 if s.big else 0.34) for s in specs]
        widths, floors, words, extras = [], [], [], []
        for spec, px in zip(specs, sizes, strict=True):
            words.append(text_width(spec.text, px) * 1.08)
            cap = ButtonItem.keycap_width_for(h, spec.key_hint)
            icon = 0.0 if spec.icon_above else spec.icon_w * h * 0.56
            extras.append(icon + (max(h * 0.5, cap + 10) if cap else 0) + h * 0.5)
            widths.append(max(h * (4.6 if spec.big else 2.6), words[-1] + extras[-1]))
            # a word cannot wrap: the longest one, at the smallest size, must still fit
            longest = longest_word_width(spec.text, theme.MIN_TABLE_PX)
            floors.append(min(widths[-1], longest * 1.1 + extras[-1]))
        gaps = self.gap * max(len(specs) - 1, 0)
        room = row.width() - gaps
        k = (room - sum(extras)) / max(sum(words), 1.0)
        even = [e + t * k for e, t in zip(extras, words, strict=True)]
        if sum(widths) > room and all(w >= f for w, f in zip(even, floors, strict=True)):
            widths = even  # squeezed alike: every word shrinks to one size, none is cut
        elif sum(widths) > room:  # many choices: squeeze (words shrink and wrap to fit)
            if sum(floors) < room:  # the wide ones give up more, so no word is cut
                k = (room - sum(floors)) / (sum(widths) - sum(floors))
                widths = [f + (w - f) * k for w, f in zip(widths, floors, strict=True)]
            else:
                widths = [w * room / sum(widths) for w in widths]
        placed = sizes, widths, row.center().x() - (sum(widths) + gaps) / 2
        self._placed = key, placed
        return placed
