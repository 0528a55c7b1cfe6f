"""What a click on the table means. There are exactly three kinds of target, typed so that
mypy flags a fourth (a bare string, a card number, `True`) wherever an item is made live."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from cocoa_games.core.game import Action, Seat

#: an Action (chosen for the seat whose actions are on offer), a (seat, Action) pair
#: (another player's own button: "Ben: Complain!") or a step of the view's own that chooses
#: nothing by itself (a mode button, "Back", a picker; what it returns is not used)
Target: TypeAlias = Action | tuple[Seat, Action] | Callable[[], object]


def seat_and_action(target: object) -> tuple[Seat, Action] | None:
    """The (seat, Action) of a pair target; None for the other two kinds."""
    if (isinstance(target, tuple) and len(target) == 2 and isinstance(target[0], int)
            and isinstance(target[1], Action)):
        return target[0], target[1]
    return None
