"""What the Cuckoo Zoo table offers on its buttons now, as plain values: for each button on
show its words, colour, what a press does, its key, where it sits (table units) and whether
it glows; and the Complain! / No complaint buttons on other players' badges. The scene only
puts them on buttons (the pictures by name: `icon_art.icon`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from cocoa_games.core.game import Action, Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui.targets import Target

from . import layout as L
from . import palette
from .cards import CALLS, COLOURS
from .keys import button_keys
from .moves import Complain, Confirm, Draw, Play
from .observation import RulesView, calls_words_only
from .selection import Selection, Step
from .words import call_key, call_word, colour_name

#: the table's buttons by name: the calls, the colours and the moves' column at the right
BUTTONS = (*CALLS, *COLOURS, "complain", "confirm", "play", "last", "draw")


class Offer(NamedTuple):
    text: str
    colour: str
    target: Target | None  # None: shown, not pressable yet
    key: str
    rect: L.Rect  # table units
    font: float  # table units
    icon: str = ""  # its picture (icon_art.icon), also the picture's cache key
    icon_w: float = 0.0
    icon_above: bool = False
    glow: bool = False
    checked: bool = False
    enabled: bool = True


class Presses(NamedTuple):
    """The table's own steps its buttons take (made once by the scene)."""

    calls: Mapping[str, Callable[[], object]]
    colours: Mapping[str, Callable[[], object]]
    toggle_last: Callable[[], object]
    play: Callable[[], object]


def offers(lay: L.TableLayout, sel: Selection, can_play: bool, missing: Step | None,
           draw: Draw | None, draw_count: int, complain: Complain | None,
           confirm: Confirm | None, presses: Presses,
           rules: RulesView | None = None, recolour: Mapping[str, Play] | None = None,
           colour: str = "") -> dict[str, Offer]:
    """The buttons on show, by name (a call, a colour, or a move of the column). Above the
    beginner level (`rules`) the calls are words only: no animal beside its call gives the
    answer away. `recolour`: the viewer's butterfly asks for `colour` and its colour is
    chosen again (Ctrl+Z): the four colours, each the play with it in the last one's place."""
    pictures = rules is None or not calls_words_only(rules)
    paper, out, keys = palette.PAPER, {}, button_keys()
    if can_play:
        for i, (call, rect) in enumerate(zip(CALLS, lay.call_rects, strict=True)):
            # the keys stay 1-9, 0 in every language: the hint on each button says which
            out[call] = Offer(call_word(call), paper, presses.calls[call] if sel.cards else None,
                              call_key(i), rect, 24, f"cuckoo-call:{call}" if pictures else "",
                              1.6 if pictures else 0.0,
                              glow=missing is Step.CALL, enabled=bool(sel.cards))
        out["play"] = Offer(_("Play!"), palette.ACCENT, presses.play if missing is None else None,
                            _("Enter"), lay.play_rect, 34, glow=missing is None,
                            enabled=missing is None)
        out["last"] = Offer(_("Last card!"), paper, presses.toggle_last, keys["last"],
                            lay.last_rect, 24, checked=sel.last_card)
    if (can_play and sel.needs_colour()) or recolour:
        for name, rect in zip(COLOURS, L.colour_rects(lay), strict=True):
            # each colour's letter from its name (G for Gelb); the cards show symbols
            out[name] = Offer(colour_name(name), paper,
                              recolour[name] if recolour else presses.colours[name],
                              keys[name], rect, 20, f"cuckoo-swatch:{name}", 1.0,
                              icon_above=True, glow=missing is Step.COLOUR or bool(recolour),
                              checked=(colour if recolour else sel.colour) == name)
    if draw is not None:
        words = draw.label() if draw_count else _("Pass")
        out["draw"] = Offer(words, paper, draw, keys["draw" if draw_count else "pass"],
                            lay.draw_rect, 22, "cuckoo-deck", 1.3,
                            glow=not can_play)  # nothing fits: drawing is the move
    if complain is not None:
        out["complain"] = Offer(_("Complain!"), palette.PALE_BERRY, complain, keys["complain"],
                                lay.complain_rect, 21, "cuckoo-complain", 1.6)
    if confirm is not None:
        out["confirm"] = Offer(_("No complaint"), palette.PALE_LEAF, confirm, keys["confirm"],
                               lay.confirm_rect, 21)
    return out


class BadgeOffer(NamedTuple):
    seat: Seat
    text: str
    colour: str
    action: Complain | Confirm
    rect: L.Rect  # table units
    #: a name longer is shortened on the button: a lone Complain! has two lines' room
    name_chars: int = 12


def badge_offers(places: Mapping[Seat, tuple[float, float]],
                 offered: Mapping[Seat, tuple[bool, bool]]) -> list[BadgeOffer]:
    """Another player's Complain! and No complaint, on their badge (top left in `places`)."""
    out = []
    for seat, (complain, confirm) in offered.items():
        if seat not in places:
            continue
        spots = L.badge_buttons(*places[seat], complain, confirm)
        if complain:
            out.append(BadgeOffer(seat, _("Complain!"), palette.PALE_BERRY, Complain(), spots[0],
                                  12 if confirm else 18))
        if confirm:
            out.append(BadgeOffer(seat, _("No complaint"), palette.PALE_LEAF, Confirm(),
                                  spots[1]))
    return out


def play_route(play: Play) -> list[int | str]:
    """The presses that build `play`, in order: each card (its id) and its call, the
    butterfly's colour, "Last card!", then Play! (buttons by name)."""
    out: list[int | str] = []
    for card, call in zip(play.cards, play.calls, strict=True):
        out += [card, call]
    return [*out, *([play.colour] if play.colour else []), *(["last"] if play.last_card else []),
            "play"]


def guided_press(legal: Sequence[Action], sel: Selection) -> int | str | None:
    """A lesson's step (core/lesson.py): the one Play the seat may make, and no Draw beside
    it (a real turn always has one), so the table offers only the next press of its route —
    a card picked by mistake first, to take it back. None: a real turn, offer everything."""
    plays = [a for a in legal if isinstance(a, Play)]
    if len(plays) != 1 or any(isinstance(a, Draw) for a in legal):
        return None
    play = plays[0]
    for i, card in enumerate(sel.cards):
        if i >= len(play.cards) or card != play.cards[i]:
            return card
    for i, (card, call) in enumerate(zip(play.cards, play.calls, strict=True)):
        if i >= len(sel.cards):
            return card
        if i >= len(sel.calls) or sel.calls[i] != call:
            return call
    if play.colour and sel.colour != play.colour:
        return play.colour
    return "last" if sel.last_card != play.last_card else "play"
