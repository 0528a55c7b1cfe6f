"""Who sees what: whose private view may be on screen and when a hand-off curtain is needed
(DESIGN.md, curtain policy). No Qt: the session asks it and sends the signals.

A curtain is needed only when a seat's observation differs from the public one: a seat
whose view is public right now (a Kokonana turn outside a peek) acts on the public table
without one. `revealed_to` is the seat that last passed the curtain; it is forgotten when the
person whose view belongs on screen changes, or when the public table is shown again.

A shared table (Game.shared_table: Coconuts) is one public table for every seat: no curtain
between turns; a person's private view comes only when they ask to look (request_view), and
only what needs privacy (Action.secret, and their answer) is offered in that look.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from cocoa_games.core.game import Action, Event, Game, GameState, Seat
from cocoa_games.core.services import TableSettings


@dataclass(frozen=True)
class ViewChange:
    """What a step of the policy changed, for the session's signals."""

    curtain: bool = False
    viewer: bool = False


def interjections(state: GameState) -> list[tuple[Seat, Action]]:
    """Every seat's public interjection now (a complaint), people's and computers'."""
    seats = state.to_move()
    if not seats:
        return []
    out: list[tuple[Seat, Action]] = []
    kinds: set[str] = set()
    for seat in seats[1:]:
        actions = [a for a in state.legal_actions(seat) if not a.secret]  # (a hand's cards)
        kinds.update(a.kind for a in actions)
        out.extend((seat, a) for a in actions)
    turn = seats[0]
    for action in state.legal_actions(turn):
        flag = action.interjection
        if flag or (flag is None and action.kind in kinds):
            out.append((turn, action))
    # one fixed order, whoever's turn it is: people find their own button where it was
    return sorted(out, key=lambda pair: pair[0])


class ViewPolicy:
    def __init__(self, game: Game, humans: Sequence[Seat], settings: TableSettings | None,
                 state: Callable[[], GameState]) -> None:
        self.private = game.has_private_info
        self.shared = game.shared_table
        self.news = game.mover_sees_news
        self.every_person = game.curtain_for_every_person
        self.humans = list(humans)
        self.settings = settings
        self._state = state  # the session's current state (it is replaced on a resume)
        self.viewer: Seat | None = None
        self.curtain_seat: Seat | None = None
        self.revealed_to: Seat | None = None  # who passed the curtain for the view on screen
        self.secret_moment = False  # the curtain is for the acting seat's own private moment
        self.held = False  # the mover looks at news of their own move until Hide (update)
        self._last_desired: Seat | None = None
        self._last_turn: Seat | None = None

    # -- facts ------------------------------------------------------------------------
    @property
    def trusted_viewer(self) -> Seat | None:
        """The seat whose private things may be on screen: the viewer once they passed the
        curtain, or when nobody else could be looking; None for the public table."""
        if self.viewer is None:
            return None
        if not self.private or self.revealed_to == self.viewer:
            return self.viewer
        return None

    def is_public_for(self, seat: Seat) -> bool:
        """True when `seat` sees nothing more than everyone does right now."""
        state = self._state()
        return state.observe(seat) == state.observe(None)

    def showing_private(self) -> bool:
        """The view on screen holds something only the viewer may see (in a game with a
        curtain for every person, also any look out of turn: it ends with Hide)."""
        viewer = self.trusted_viewer
        if not self.private or viewer is None:
            return False
        if self.every_person and len(self.humans) > 1 and viewer != self._desired_viewer():
            return True
        return not self.is_public_for(viewer)

    @property
    def looking(self) -> bool:
        """A person's look at their own view on a shared table is on (or its curtain):
        the table's clocks stop meanwhile."""
        return self.shared and len(self.humans) > 1 and (
            self.curtain_seat is not None or self.viewer is not None)

    def legal_for_view(self) -> dict[Seat, list[Action]]:
        """What the scene may offer: the viewer's actions, plus other people's interjections."""
        state = self._state()
        seats = state.to_move()
        legal: dict[Seat, list[Action]] = {}
        if self.shared:
            return shared_legal(state, self.humans, self.trusted_viewer,
                                alone=len(self.humans) == 1)
        if self.viewer is not None and self.viewer in seats and self.viewer in self.humans:
            legal[self.viewer] = state.legal_actions(self.viewer)
        for seat in seats[1:]:
            if seat != self.viewer and seat in self.humans:
                actions = state.legal_actions(seat)
                if actions:
                    legal[seat] = actions
        return legal

    def curtain_actions(self) -> list[tuple[Seat, Action]]:
        """Interjections people may make from the curtain without seeing anything private
        (none before a look on a shared table: that moment is the looker's)."""
        if self.shared:
            return []
        return [(seat, a) for seat, a in interjections(self._state()) if seat in self.humans]

    # -- steps ------------------------------------------------------------------------
    def reveal(self) -> ViewChange | None:
        """'I'm NAME — show': the curtain seat's private view may now be drawn."""
        if self.curtain_seat is None:
            return None
        self.revealed_to = self.curtain_seat
        return self._set_view(self.curtain_seat, None)

    def hide(self) -> ViewChange | None:
        """End a private moment: a curtain again — for the same seat, or, when someone
        looked out of turn, for the person whose view belongs on screen now."""
        if not self.showing_private() or self._state().is_over():
            return None  # nothing secret on screen: nothing to hide
        desired = self._desired_viewer()
        self.revealed_to = None
        if self.shared:
            return self._set_view(desired, None)  # back to the table everyone watches
        return self._set_view(None, self.viewer if desired in (None, self.viewer) else desired)

    def request_view(self, seat: Seat) -> ViewChange | None:
        """A person asks to look at their own private view out of turn (e.g. a Cocoons
        corner): a curtain for them first, then "Hide" hands back."""
        if (not self.private or self._state().is_over() or seat not in self.humans
                or seat == self.trusted_viewer):
            return None
        self.revealed_to = None
        return self._set_view(None, seat)

    def update(self, mover: Seat | None = None, events: Sequence[Event] = ()) -> ViewChange:
        """After a move (or at the start): whose view belongs on screen, behind a curtain?
        A move that told its `mover` news only they may see (a Cuckoo Zoo card drawn, in a
        game that says so: Game.mover_sees_news) keeps their view, while they are the one
        looking, for a private moment that ends with Hide — the next curtain waits."""
        told = mover if self.news and any(e.visible_to == {mover} for e in events) else None
        desired = self._desired_viewer()
        turn = self._state().turn_seat()
        new_turn = turn != self._last_turn
        self._last_turn = turn
        if (told is not None and self.private and desired != told and desired is not None
                and told == self.trusted_viewer and not self._state().is_over()):
            self._last_desired = desired  # (Hide then hands over to them)
            self.held = True
            return ViewChange()
        if desired != self._last_desired:
            self._last_desired = desired
            self.revealed_to = None  # someone else's view belongs on screen now
        if desired is None or not self.private:
            return self._set_view(desired, None)
        if self.curtain_seat == desired:
            return ViewChange()  # still waiting for that person to say "show"
        if len(self.humans) == 1:
            handoff = self.settings is not None and self.settings.always_handoff
            if handoff and new_turn and turn == desired:
                self.revealed_to = None
                return self._set_view(None, desired)
            self.revealed_to = desired  # nobody else to hide it from
            return self._set_view(desired, None)
        if not self.every_person and self.is_public_for(desired):
            # a public moment: the seat acts on the public table; a later secret of
            # theirs needs a fresh curtain, since everyone may be looking now
            self.revealed_to = None
            return self._set_view(desired, None)
        if self.revealed_to == desired:
            return self._set_view(desired, None)  # they are already looking
        return self._set_view(None, desired, secret=self.viewer == desired)

    def _desired_viewer(self) -> Seat | None:
        turn = self._state().turn_seat()
        if turn is None:
            return None  # game over: everyone sees the public result
        if self.private and len(self.humans) == 1:
            return self.humans[0]
        if self.shared:
            return None  # everyone acts on the public table; a look is asked for
        return turn if turn in self.humans else None

    def _set_view(self, viewer: Seat | None, curtain: Seat | None,
                  secret: bool = False) -> ViewChange:
        old_viewer, old_curtain = self.viewer, self.curtain_seat
        self.viewer, self.curtain_seat, self.held = viewer, curtain, False
        if curtain != old_curtain:
            self.secret_moment = secret and curtain is not None
        return ViewChange(curtain=curtain != old_curtain, viewer=viewer != old_viewer)


def shared_legal(state: GameState, humans: Sequence[Seat], looker: Seat | None,
                 alone: bool = False) -> dict[Seat, list[Action]]:
    """A shared table's offers: on the public table every person's public actions (never
    a hint of what they hold); in a person's own look (`looker`), only what they choose in
    private and their answer. A person `alone` among computers sees their own view all
    along, with everything in it."""
    legal: dict[Seat, list[Action]] = {}
    for seat in state.to_move():
        if seat not in humans or (looker is not None and seat != looker and not alone):
            continue
        actions = state.legal_actions(seat)
        if alone:
            pass
        elif looker is not None:
            actions = [a for a in actions if a.secret or a.answer]
        else:
            actions = [a for a in actions if not a.secret]
        if actions:
            legal[seat] = actions
    return legal
