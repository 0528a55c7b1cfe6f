"""A fixed box for scenario tests.

Spaces (box frame):  NW 0  N 1  NE 2 / W 3  C 4  E 5 / SW 6  S 7  SE 8. The Start token
lies in the centre, so cocoon i stands on space i (i < 4) or i + 1 (i >= 4) at first.
"""

from __future__ import annotations

from cocoa_games.games.cocoons.levels import rune
from cocoa_games.games.cocoons.rules import CocoonsOptions, CocoonsState

NAMES = ["Ann", "Ben", "Cat", "Dan"]
TOKENS = ["fish", "iguana", "owl", "fox", "start", "turtle", "snail", "frog", "bat"]
#: cocoon i belongs to OWNERS[i]
OWNERS = ["iguana", "owl", "fox", "turtle", "snail", "frog", "bat", "fish"]
#: seal sides: cocoon 1 (N space) looks south into the centre, 3 (W) east, 4 (E) west,
#: 6 (S) north; cocoon 2 (NE space) looks west
SEALS = "NSWEWSNW"
RUNES = [rune(r) for r in ("sun", "moon", "star", "wave", "leaf", "flame", "eye", "spiral")]


def traps(**by_space: str) -> list[str | None]:
    """Runes everywhere except where given (space name -> trapdoor); none on the Start."""
    names = ["NW", "N", "NE", "W", "C", "E", "SW", "S", "SE"]
    out: list[str | None] = []
    spare = iter(RUNES)
    used = set(by_space.values())
    for name in names:
        if name == "C":
            out.append(None)
        elif name in by_space:
            out.append(by_space[name])
        else:
            r = next(spare)
            while r in used:
                r = next(spare)
            out.append(r)
    return out


def make(players: int = 4, trapdoors: list[str | None] | None = None, **options) -> CocoonsState:
    return CocoonsState.arranged(
        NAMES[:players], tokens=TOKENS, traps=trapdoors or traps(), owners=OWNERS, seals=SEALS,
        options=CocoonsOptions(**options),
    )


SPACE = {n: i for i, n in enumerate(["NW", "N", "NE", "W", "C", "E", "SW", "S", "SE"])}


def free_space(state: CocoonsState, space: str, end_turn: bool = True):
    """Slide the cocoon standing on `space` into the free space (the turn seat acts) and
    end the turn; an uncovered animal is left lying, unless `end_turn` is False: then the
    turn waits for it to be placed. Returns the events."""
    from cocoa_games.games.cocoons.actions import EndTurn, Slide

    cocoon = state.cocoon_at(SPACE[space])
    assert cocoon is not None, f"no cocoon on {space}"
    events = state.apply(state.turn, Slide(cocoon))
    if state.phase == "done" or (end_turn and state.phase == "after"):
        events += state.apply(state.turn, EndTurn())
    return events


def seals_seen(state: CocoonsState, seat: int) -> dict[int, str]:
    return {int(c): a for c, a in state.observe(seat)["seals"].items()}


def bots_play(state: CocoonsState, seed: int = 0, moves: int = 3000) -> CocoonsState:
    """Computer seats play `state` on to its end (a vote's other seats answer first)."""
    from cocoa_games import games

    game = games.get("cocoons")
    bots = [game.make_bot(i, "normal", seed * 7 + i) for i in range(len(state.names))]
    for _ in range(moves):
        if state.is_over():
            break
        seats = state.to_move()
        for seat in (*seats[1:], seats[0]):
            action = bots[seat].choose(state.observe(seat), state.legal_actions(seat))
            if action is not None:
                state.apply(seat, action)
                break
    return state
