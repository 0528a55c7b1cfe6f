"""A Cuckoo Zoo state to and from its save: JSON-safe, complete (the RNG included), and read
back with every number and card checked, so a damaged file is a SaveFormatError, never a
state that breaks later."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.i18n import _
from cocoa_games.core.options import options_from_dict, options_to_dict
from cocoa_games.core.rng import GameRng

from .cards import DECK_SIZE, MISTAKES, Mistake
from .moves import QUIET_OPTIONS, CuckooZooOptions
from .observation import Verdict
from .plays import PlayRecord, copied

if TYPE_CHECKING:
    from .rules import CuckooZooState


def state_to_dict(st: CuckooZooState) -> dict[str, Any]:
    return {
        "players": list(st.names),
        "options": {key: value for key, value in options_to_dict(st.options).items()
                    if key not in QUIET_OPTIONS or QUIET_OPTIONS[key] != value},
        "hands": [list(h) for h in st.hands],
        "draw": list(st.draw),
        "discard": list(st.discard),
        "colour": st.colour, "animal": st.animal,
        "direction": st.direction, "turn": st.turn,
        "donkey_starter": st.donkey_starter, "serial": st.serial,
        "last_play": None if st.last_play is None else copied(st.last_play),
        "window": st.window, "pending_win": st.pending_win,
        "skipped": list(st.skipped),
        "last_result": None if st.last_result is None else st.last_result.copy(),
        "winner": st.winner,
        "shown": [list(h) for h in st.shown],
        "rng": st.rng.to_dict(),
    }


def fill_from_dict(st: CuckooZooState, data: Mapping[str, Any]) -> None:
    """Set every field of the blank `st` from a save's `data`."""
    try:
        st.names = [str(x) for x in data["players"]]
        n = len(st.names)
        if not 2 <= n <= 6:
            raise ValueError("player count")
        st.set_options(options_from_dict(CuckooZooOptions, data["options"]), n)
        st.hands = [[_card(c) for c in h] for h in data["hands"]]
        st.draw = [_card(c) for c in data["draw"]]
        st.discard = [_card(c) for c in data["discard"]]
        every = [c for h in st.hands for c in h] + st.draw + st.discard
        if len(st.hands) != n or not st.discard or len(set(every)) != len(every):
            raise ValueError("cards")
        st.colour = _int(data["colour"], -1, 3)
        st.animal = _int(data["animal"], -1, 7)
        st.direction = int(data["direction"])
        if st.direction not in (1, -1):
            raise ValueError("direction")
        st.turn = _int(data["turn"], 0, n - 1)
        st.donkey_starter = _int(data["donkey_starter"], -1, n - 1)
        st.serial = _int(data["serial"], 0, 10**9)
        st.last_play = _last_play(data["last_play"], n)
        st.window = bool(data["window"]) and st.last_play is not None
        st.pending_win = _int(data["pending_win"], -1, n - 1)
        st.skipped = [_int(s, 0, n - 1) for s in data["skipped"]]
        lr = data["last_result"]
        st.last_result = None if lr is None else cast(Verdict, dict(lr))
        st.winner = _int(data["winner"], -1, n - 1)
        # (saves from before take-backs have no shown cards)
        st.shown = [[_card(c) for c in h] for h in data.get("shown", [[]] * n)]
        if len(st.shown) != n or any(not set(k) <= set(h) for k, h in zip(
                st.shown, st.hands, strict=True)):
            raise ValueError("shown cards")
        st.rng = GameRng.from_dict(data["rng"])
    except SaveFormatError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise SaveFormatError(_("The Cuckoo Zoo game in the save is damaged ({problem})."
                                ).format(problem=exc)) from exc


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"bad number {value!r}")
    return value


def _card(value: Any) -> int:
    return _int(value, 0, DECK_SIZE - 1)


def _last_play(data: Any, n: int) -> PlayRecord | None:
    if data is None:
        return None
    lp = dict(data)
    lp["seat"] = _int(lp["seat"], 0, n - 1)
    lp["cards"] = [_card(c) for c in lp["cards"]]
    lp["calls"] = [str(c) for c in lp["calls"]]
    if len(lp["calls"]) != len(lp["cards"]):
        raise ValueError("calls")
    lp["mistakes"] = [Mistake(m) for m in lp["mistakes"] if m in MISTAKES]
    undo = [int(x) for x in lp["undo"]]
    if len(undo) != 5:
        raise ValueError("undo")
    lp["undo"] = undo
    # (saves from before take-backs after draws have no drawn_by)
    lp["drawn_by"] = [_int(s, 0, n - 1) for s in lp.get("drawn_by", [])]
    return cast(PlayRecord, lp)
