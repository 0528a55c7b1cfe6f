"""What the presenter tells the table page, as plain values and a protocol (no Qt): a seat's
line in the side panel, a hand-off curtain, and the `TableScreen` the page implements. The
page draws what it is told; it decides nothing about privacy (presenter.py does)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.people import Look

Observation = Mapping[str, Any]
Legal = Mapping[Seat, Sequence[Action]]
LogLine = tuple[str, bool]  # a log line, and whether everyone may see it (only those copy)


@dataclass(frozen=True)
class PlayerLine:
    """One seat in the side panel, as the screen may show it."""

    name: str
    kind: str  # "human" | "computer"
    turn: bool
    may_interject: bool
    viewing: bool
    winner: bool
    look: Look | None = None  # the seat's picture and colour


@dataclass(frozen=True)
class CurtainView:
    """A hand-off curtain: whose, and the public facts and public actions it may show."""

    seat: Seat
    name: str
    secret: bool  # the acting seat's own private moment ("secret look"), not a hand-off
    summary: str
    buttons: tuple[tuple[Seat, str, Action], ...]
    look: Look | None = None  # whose picture the curtain shows


class SceneFacts(Protocol):
    """What the presenter asks of the game's scene (a GameScene has it)."""

    def curtain_summary(self, public_observation: Mapping[str, Any]) -> str: ...


class TableScreen(Protocol):
    """What the table page does when told; it decides nothing about privacy."""

    def show_table(self, observation: Observation, viewer: Seat | None, legal: Legal,
                   focus: bool) -> None: ...

    def clear_table(self) -> None:
        """Nothing of the game drawn or described any more (before a curtain)."""

    def show_curtain(self, curtain: CurtainView, fresh: bool) -> None:
        """Put the curtain up (`fresh`) or just update its public summary and buttons."""

    def play(self, events: Sequence[Event]) -> None: ...

    def skip_animations(self) -> None: ...

    def animations_stopped(self) -> None: ...

    def show_hide_button(self, visible: bool) -> None: ...

    def show_take_back(self, visible: bool) -> None:
        """Offer "Take back" (the seat on screen may take back its last move) or not."""

    def show_players(self, lines: Sequence[PlayerLine]) -> None: ...

    def show_log(self, lines: Sequence[LogLine]) -> None: ...

    def show_hint(self, text: str, what: str = "") -> None:
        """The line under the table; `what`: the banner's words it goes with (described
        to screen readers with it)."""

    def show_message(self, text: str) -> None: ...

    def show_outcome(self, text: str, status: str) -> None: ...

    def set_table_name(self, text: str) -> None: ...

    def announce(self, text: str, assertive: bool = False) -> None: ...
