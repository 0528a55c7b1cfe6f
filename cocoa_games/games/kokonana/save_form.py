"""A Kokonana state in its save form and back: plain JSON values (ints, names), and on
reading every number range-checked and the pieces counted, so a damaged or doctored file
is refused with a clear message instead of playing a game that could never happen."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cocoa_games.core.errors import SaveFormatError
from cocoa_games.core.i18n import _
from cocoa_games.core.options import options_from_dict, options_to_dict
from cocoa_games.core.rng import GameRng

from . import board as B
from .kinds import RESUMES, TALISMANS, KokonanaOptions, Phase

if TYPE_CHECKING:
    from .rules import KokonanaState


def state_to_dict(st: KokonanaState) -> dict[str, Any]:
    """The whole state, JSON-safe (the save's `state`)."""
    return {
        "players": list(st.names),
        "options": options_to_dict(st.options),
        "motif": list(st.motif),
        "temple": list(st.temple),
        "stone": [t for t in range(B.TILES) if st.stone[t]],
        "runner": list(st.runner),
        "key": list(st.key),
        "sand_keys": list(st.sand_keys),
        "talismans": list(st.talismans),
        "supply": st.supply,
        "peeked": [list(p) for p in st.peeked],
        "ruled_out": [list(p) for p in st.ruled_out],
        "turn": st.turn,
        "phase": st.phase,
        "flipped": list(st.flipped),
        "flips": st.flips,
        "resume": st.resume,
        "peek_slot": st.peek_slot,
        "winner": st.winner,
        "win_slot": st.win_slot,
        "rng": st.rng.to_dict(),
    }

def state_from_dict(cls: type[KokonanaState], data: Mapping[str, Any]) -> KokonanaState:
    """A state read back from `state_to_dict`'s form, every value checked."""
    try:
        st = cls.__new__(cls)
        st.names = [str(n) for n in data["players"]]
        n = len(st.names)
        if not 2 <= n <= 4:
            raise ValueError("player count")
        st.options = options_from_dict(KokonanaOptions, data.get("options"))
        st.capacity = 1 if n == 2 else 2
        st.motif = _ints(data["motif"], B.TILES, 0, 19)
        slots = 5 if st.options.easier_game else 8
        st.temple = _ints(data["temple"], slots, 0, B.WALL)
        stones = _ints(data["stone"], None, 0, B.TILES - 1)
        st.stone = [t in stones for t in range(B.TILES)]
        st.runner = _ints(data["runner"], n, 0, B.POSITIONS - 1)
        st.key = [None if k is None else _int(k, 0, 4) for k in data["key"]]
        if len(st.key) != n:
            raise ValueError("keys")
        st.sand_keys = _ints(data["sand_keys"], None, 0, 4)
        st.talismans = _ints(data["talismans"], n, 0, TALISMANS)
        st.supply = _int(data["supply"], 0, TALISMANS)
        st.peeked = [_ints(p, None, 0, slots - 1) for p in data["peeked"]]
        st.ruled_out = [_ints(p, 2, 0, slots - 1) for p in data["ruled_out"]]
        if len(st.peeked) != n:
            raise ValueError("peeked")
        st.turn = _int(data["turn"], 0, n - 1)
        st.phase = Phase(data["phase"])  # (ValueError: no such phase)
        if data["resume"] not in RESUMES:
            raise ValueError("phase")
        st.flipped = _ints(data["flipped"], None, 0, B.TILES - 1)
        st.flips = _int(data["flips"], 0, 2)
        st.resume = data["resume"]
        peek_slot = data["peek_slot"]
        st.peek_slot = None if peek_slot is None else _int(peek_slot, 0, slots - 1)
        st.winner = None if data["winner"] is None else _int(data["winner"], 0, n - 1)
        st.win_slot = None if data["win_slot"] is None else _int(data["win_slot"], 0, slots - 1)
        st.rng = GameRng.from_dict(data["rng"])
        _check_consistent(st)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        damaged = _("The Kokonana game in this file is damaged ({problem}).")
        raise SaveFormatError(damaged.format(problem=exc)) from exc
    st._version = 0
    st._legal_cache = None
    st._stone_view = None
    return st


def _check_consistent(st: KokonanaState) -> None:
    """Refuse saves whose pieces could never come from a real game."""
    if sorted(st.motif) != [m for m in range(20) for _ in range(2)]:
        raise ValueError("river tiles")
    locks = list(range(len(B.KEY_COLOURS)))
    if sorted(st.temple) != (locks if st.options.easier_game else locks + [B.WALL] * 3):
        raise ValueError("temple tiles")
    held = [k for k in st.key if k is not None]
    if sorted(held + st.sand_keys) != locks:
        raise ValueError("keys")
    if st.supply + sum(st.talismans) != TALISMANS:
        raise ValueError("talismans")
    if any(st.stone[t] for t in st.flipped) or len(set(st.flipped)) != len(st.flipped):
        raise ValueError("flipped tiles")


def _int(value: Any, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise ValueError(f"bad number {value!r}")
    return value


def _ints(values: Any, length: int | None, lo: int, hi: int) -> list[int]:
    if not isinstance(values, list) or (length is not None and len(values) != length):
        raise ValueError("bad list")
    return [_int(v, lo, hi) for v in values]
