"""A Coconuts game as JSON and back: everything in the state, the RNG included, and a
careful read that refuses a damaged or impossible save. Pure Python, no I/O."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cocoa_games.core.game import IllegalAction, SaveFormatError
from cocoa_games.core.i18n import _
from cocoa_games.core.options import options_from_dict, options_to_dict
from cocoa_games.core.rng import GameRng

from . import layout
from .actions import check_wind
from .cards import DECK_SIZE, KINDS
from .observation import EndReason
from .options import COCONUTS_EACH, CoconutsOptions

if TYPE_CHECKING:
    from .rules import CoconutsState


def state_to_dict(st: CoconutsState) -> dict[str, Any]:
    return {
        "players": list(st.names), "options": options_to_dict(st.options),
        "colours": list(st.colours), "table": [list(s) for s in st.table],
        "boards": [list(b) for b in st.boards], "contents": list(st.contents),
        "supply": list(st.supply), "loose": st.loose,
        "hands": [list(h) for h in st.hands], "box": list(st.box),
        "played": [list(p) for p in st.played], "turn": st.turn,
        "chooser": st.chooser, "used": list(st.used),
        "effects": {k: dict(v) for k, v in st.effects.items()},
        "wind": list(st.wind), "extra": st.extra, "serial": st.serial,
        "last_shot_by": list(st.last_shot_by),
        "last_shot": None if st.last_shot is None else dict(st.last_shot),
        "outcomes": list(st.outcomes), "winner": st.winner, "over": st.over,
        "end_reason": st.end_reason, "tie_break": st.tie_break,
        "rng": st.rng.to_dict(),
    }


def read_state(st: CoconutsState, data: Mapping[str, Any]) -> CoconutsState:
    """Fill the blank state `st` from a save's `data`; SaveFormatError when damaged."""
    try:
        _fill(st, data)
    except SaveFormatError:
        raise
    except (IllegalAction, KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SaveFormatError(_("The Coconuts game in the save is damaged ({problem}).").format(
            problem=exc)) from exc
    return st


def _fill(st: CoconutsState, data: Mapping[str, Any]) -> None:
    st.names = [str(x) for x in data["players"]]
    n = len(st.names)
    if not 2 <= n <= 4:
        raise ValueError("player count")
    st.options = options_from_dict(CoconutsOptions, data["options"])
    st.colours = [str(c) for c in data["colours"]]
    cups = len(st.colours)
    if cups > 14 or any(c not in (layout.YELLOW, layout.RED) for c in st.colours):
        raise ValueError("cups")
    st.table = [[_int(c, 0, cups - 1) for c in s] for s in data["table"]]
    st.boards = [[_int(c, -1, cups - 1) for c in b] for b in data["boards"]]
    placed = [c for s in st.table for c in s] + [c for b in st.boards for c in b if c >= 0]
    if (sorted(placed) != list(range(cups)) or len(st.boards) != n
            or any(len(b) != layout.PYRAMID for b in st.boards)
            or len(st.table) != len(layout.table_spots(n))):
        raise ValueError("cup places")
    st.contents = [_int(c, 0, 999) for c in data["contents"]]
    st.supply = [_int(c, 0, COCONUTS_EACH) for c in data["supply"]]
    st.loose = _int(data["loose"], 0, COCONUTS_EACH * n)
    if (len(st.contents) != cups or len(st.supply) != n
            or sum(st.contents) + sum(st.supply) + st.loose != COCONUTS_EACH * n):
        raise ValueError("coconut count")
    st.hands = [[_int(c, 0, DECK_SIZE - 1) for c in h] for h in data["hands"]]
    st.box = [_int(c, 0, DECK_SIZE - 1) for c in data["box"]]
    st.played = [[_int(p[0], 0, DECK_SIZE - 1), _int(p[1], 0, n - 1),
                  _int(p[2], 0, n - 1)] for p in data["played"]]
    every = [c for h in st.hands for c in h] + st.box + [p[0] for p in st.played]
    if len(st.hands) != n or sorted(every) != list(range(DECK_SIZE)):
        raise ValueError("cards")
    st.turn = _int(data["turn"], 0, n - 1)
    st.chooser = _int(data["chooser"], -1, n - 1)
    st.used = [_int(s, 0, n - 1) for s in data["used"]]
    st.effects = {}
    for kind, value in dict(data["effects"]).items():
        if kind not in KINDS:
            raise ValueError("effect")
        st.effects[kind] = {"by": _int(value["by"], 0, n - 1)}
        if "cup" in value:
            st.effects[kind]["cup"] = _int(value["cup"], -1, cups - 1)
    st.wind = list(check_wind(tuple(data["wind"])))
    st.extra = _int(data["extra"], 0, 99)
    st.serial = _int(data["serial"], 0, 10**9)
    st.last_shot_by = [_int(s, -1, 10**9) for s in data["last_shot_by"]]
    ls = data["last_shot"]
    st.last_shot = None if ls is None else dict(ls)  # type: ignore[assignment]
    st.outcomes = [_int(c, -1, cups - 1) for c in data["outcomes"]]
    st.winner = _int(data["winner"], -1, n - 1)
    st.over = bool(data["over"])
    # saves from before the end report knew no reason: the screen then names none
    st.end_reason = str(data.get("end_reason", ""))
    if st.end_reason not in ("", *EndReason):
        raise ValueError("end reason")
    st.tie_break = bool(data.get("tie_break", False))
    st.rng = GameRng.from_dict(data["rng"])
    st._cache = None


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"bad number {value!r}")
    return value
