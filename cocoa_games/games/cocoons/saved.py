"""Reading a Cocoons state back from a save: every field checked, nothing trusted."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cocoa_games.core.game import Action, SaveFormatError
from cocoa_games.core.i18n import _
from cocoa_games.core.old_saves import fill_in
from cocoa_games.core.options import options_from_dict
from cocoa_games.core.rng import GameRng

from . import box as B
from . import levels as L
from .actions import END_TURN, EndTurn, Note
from .kinds import Phase, Reason, Result

if TYPE_CHECKING:
    from .rules import CocoonsState

COCOONS = 8


def state_from_dict(cls: type[CocoonsState], data: Mapping[str, Any]) -> CocoonsState:
    from .rules import CocoonsOptions

    try:
        st = cls.__new__(cls)
        st.names = [str(n) for n in data["players"]]
        n = len(st.names)
        if not 1 <= n <= 4:
            raise ValueError("player count")
        st.options = options_from_dict(CocoonsOptions, data.get("options"))
        st.level = _int(data["level"], 0, 5)
        st.trapdoors = [_trapdoor(t) for t in _list(data["trapdoors"], None)]
        if L.custom_problem(st.trapdoors):
            raise ValueError("trapdoors")
        st.bottom = [None if t is None else _choice(t, (*L.ANIMALS, L.START))
                     for t in _list(data["bottom"], B.SLOTS)]
        st.bottom_up = _bools(data["bottom_up"], B.SLOTS)
        st.trap = [None if t is None else _trapdoor(t) for t in _list(data["trap"], B.SLOTS)]
        st.trap_up = _bools(data["trap_up"], B.SLOTS)
        st.explored = _bools(data["explored"], B.SLOTS)
        st.action_token = _bools(data["action_token"], B.SLOTS)
        st.pos = [_int(p, 0, B.SLOTS - 1) for p in _list(data["pos"], COCOONS)]
        st.owner = [_choice(a, L.ANIMALS) for a in _list(data["owner"], COCOONS)]
        st.seal = [_int(d, 0, 3) for d in _list(data["seal"], COCOONS)]
        st.tokens = [_int(t, 0, L.SUPPLY) for t in _list(data["tokens"], COCOONS)]
        st.holds = [None if a is None else _choice(a, L.ANIMALS)
                    for a in _list(data["holds"], COCOONS)]
        ac = data["action_cocoon"]
        st.action_cocoon = None if ac is None else _int(ac, 0, COCOONS - 1)
        st.supply = _int(data["supply"], 0, L.SUPPLY)
        st.lid = _int(data["lid"], 0, L.SUPPLY)
        st.discarded = [_trapdoor(t) for t in _list(data["discarded"], None)]
        st.next_number = _int(data["next_number"], 1, 9)
        st.rotation = _int(data["rotation"], 0, 3)
        st.turn = _int(data["turn"], 0, n - 1)
        st.phase = Phase(_choice(data["phase"], tuple(Phase)))
        st.pending = [_int(p, 0, n - 1) for p in _list(data["pending"], None)]
        st.notes = []
        for note in _list(data["notes"], COCOONS):
            if note is None:
                st.notes.append(None)
            else:
                pair = _list(note, 2)
                st.notes.append((_choice(pair[0], L.ANIMALS), _int(pair[1], 0, n - 1)))
        st.seen = [{_int(c, 0, COCOONS - 1) for c in _list(s, None)}
                   for s in _list(data["seen"], n)]
        result = data["result"]
        st.result = None if result is None else Result(_choice(result, tuple(Result)))
        st.reason = _reason(data["reason"], st.result)
        st.rng = GameRng.from_dict(data["rng"])
        st.corners = B.corners_for(n, st.options.solo_two_corners)
        st._version = 0
        st._cache = {}
        st._geo = {}
        _check_consistent(st)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SaveFormatError(
            _("The Cocoons game in this file is damaged ({problem}).").format(problem=exc)) from exc
    return st


def _check_consistent(st: CocoonsState) -> None:
    """Refuse saves whose pieces could never come from a real game."""
    if len(set(st.pos)) != COCOONS or sorted(st.owner) != sorted(L.ANIMALS):
        raise ValueError("cocoons")
    animals = [t for t in st.bottom if t in L.ANIMALS] + [a for a in st.holds if a is not None]
    if sorted(animals) != sorted(L.ANIMALS) or st.bottom.count(L.START) != 1:
        raise ValueError("animals")
    laid = [t for t in st.trap if t is not None] + st.discarded
    if st.action_cocoon is not None or st.phase == Phase.ACTION:  # in a cocoon, or in hand
        laid.append(L.ACTION)
    if sorted(laid) != sorted(st.trapdoors):
        raise ValueError("trapdoors")
    if st.supply + st.lid + sum(st.tokens) + sum(st.action_token) != L.SUPPLY:
        raise ValueError("action tokens")
    if (st.result is None) != (st.phase != Phase.OVER):
        raise ValueError("result")


def _reason(value: Any, result: Result | None) -> Reason:
    """Why the game ended, as a key. Saves made before the key kept the English sentence:
    that is read back as the key it stood for, so those files still load."""
    text = str(value)
    if text in tuple(Reason):
        return Reason(text)
    if result == Result.WON:
        return Reason.WON
    if text.startswith("An empty space"):
        return Reason.HARD_EMPTY
    if text.startswith("No action token"):
        return Reason.NO_TOKENS
    if result == Result.LOST:
        return Reason.WRONG
    raise ValueError(f"unknown reason {text!r}")


def _int(value: Any, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise ValueError(f"bad number {value!r}")
    return value


def _list(value: Any, length: int | None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise ValueError("bad list")
    return value


def _bools(value: Any, length: int) -> list[bool]:
    items = _list(value, length)
    if not all(isinstance(v, bool) for v in items):
        raise ValueError("bad flags")
    return list(items)


def _choice(value: Any, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise ValueError(f"unknown {value!r}")
    return str(value)


def _trapdoor(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("trapdoor")
    kind, _sep, arg = value.partition(":")
    ok = (kind == "rune" and arg in L.RUNES) or (kind in (L.SPRING, L.SPIN, L.ACTION) and not arg) \
        or (kind == "padlock" and arg in ("1", "2")) \
        or (kind == "num" and arg.isdigit() and 1 <= int(arg) <= 8)
    if not ok:
        raise ValueError(f"unknown trapdoor {value!r}")
    return value


def upgrade_moves(state: CocoonsState, moves: Sequence[tuple[int, Action]],
                  stored: CocoonsState) -> list[tuple[int, Action]]:
    """A save from before a turn ended with "End the turn": the old rules ended it by
    themselves after the slide (or the animal placed after it). Where the next move comes
    while the mover is still to end the turn, and at the end if the save stood at the next
    turn, the end is added, so the replay reaches the saved position. `state`: the new
    game the moves are played on."""
    def missing(state: Any, seat: int, action: Action) -> list[tuple[int, Action]]:
        ended = state.phase != Phase.DONE or isinstance(action, EndTurn | Note)
        return [] if ended else [(state.turn, END_TURN)]

    out = fill_in(state, moves, missing)
    if out is None:
        return list(moves)  # damaged: the replay says which move
    if state.phase == Phase.DONE and stored.phase != Phase.DONE:
        out.append((state.turn, END_TURN))
    return out
