"""What the voice says at the table, decided without Qt (the presenter tells it what happens).

Speech is heard by everyone at the table, so the narrator is only ever handed what the public
table shows: public events (`presenter.visible(events, None)`), the curtain's public recap,
names and pictures, whose turn it is, the hint line only while the screen shows the public
view, a lesson's step (its words are public: every view carries them) and the result. Each
line is said through a `Speaker` (app/speech.py) and kept in `said` with its kind, so tests
can check where every spoken sentence came from.

It speaks for a child who cannot read yet (#26): each person is named with their picture
("Mia, the frog"), a new person at the controls hears that the computer goes to them, whose
turn it is comes where the game's own "Leo's turn." stood (that line is not said beside it),
a hint that repeats what was just said is not said again, and the winner is cheered by name
and picture.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cocoa_games.core.game import Event, Seat
from cocoa_games.core.i18n import N_, _
from cocoa_games.core.services import Speaker

#: the kinds of line the voice says, in the order a turn usually brings them
KINDS = ("curtain", "pass", "turn", "event", "coach", "hint", "over")
#: a game's own "Leo's turn." event: the narrator says the turn itself, with the picture
TURN_EVENT = "turn"
#: how each picture is said after the name, in words a child knows (core/people.py's ids)
SPOKEN_PICTURES = {
    "frog": N_("{name}, the frog"), "fox": N_("{name}, the fox"),
    "bear": N_("{name}, the bear"), "rabbit": N_("{name}, the rabbit"),
    "cat": N_("{name}, the cat"), "owl": N_("{name}, the owl"),
    "penguin": N_("{name}, the penguin"), "pig": N_("{name}, the pig"),
    "lion": N_("{name}, the lion"), "panda": N_("{name}, the panda"),
    "robot": N_("{name}, the robot"), "rocket": N_("{name}, the rocket"),
    "gear": N_("{name}, the gear"),
}


@dataclass(frozen=True)
class Person:
    """Who sits at a seat, as the voice names them."""

    name: str
    picture: str = ""  # core/people.py's picture id ("" = none known)
    human: bool = True

    def spoken(self) -> str:
        """"Mia, the frog": the name with the picture the child looks for."""
        words = SPOKEN_PICTURES.get(self.picture)
        return _(words).format(name=self.name) if words else self.name


class Narrator:
    def __init__(self, speaker: Speaker | None = None) -> None:
        self.speaker = speaker  # None = silent
        self.said: list[tuple[str, str]] = []  # (kind, text), newest last
        self.people: list[Person] = []
        self.reset()

    def reset(self) -> None:
        self._last_hint = ""
        self._heard: list[str] = []  # event lines said since the last curtain
        self._recent: list[str] = []  # the last few lines said: a hint does not repeat them
        self._turn: Seat | None = None  # whose turn was said last
        self._at_controls: Seat | None = None  # the person who was told the computer is theirs

    def seat(self, people: Sequence[Person]) -> None:
        """The people at this table (the presenter tells it when a game is put on it)."""
        self.people = list(people)

    def who(self, seat: Seat) -> str:
        return self.people[seat].spoken() if 0 <= seat < len(self.people) else ""

    # -- what happens -----------------------------------------------------------------
    def curtain(self, seat: Seat, recap: str, secret: bool = False) -> None:
        """A hand-off: whom to pass to, then what happened that was not said live."""
        who = self.who(seat)
        lines = [_("{name}, a secret look just for you: everyone else looks away.").format(
            name=who) if secret else _("Pass to {name}.").format(name=who)]
        heard = list(self._heard)
        # a secret look's recap tells the move just said aloud ("Leo peeks at temple tile 1.")
        for line in [] if secret and heard else recap.splitlines():
            if line in heard:  # said as it happened: once is enough
                heard.remove(line)
            elif line.strip():
                lines.append(line)
        self._heard = []
        self._last_hint = ""
        self._turn = self._at_controls = seat  # the curtain said it: not again once shown
        self._say("curtain", " ".join(lines), interrupt=True)
        self._recent += [_bare(line) for line in lines]  # (the recap's, one by one)

    def turn(self, seat: Seat) -> None:
        """Whose turn it is now (on the public table, without a curtain), said once per turn:
        a person new at the controls first hears that the computer goes to them."""
        if seat == self._turn or not 0 <= seat < len(self.people):
            return
        self._turn = seat
        self._last_hint = ""
        person = self.people[seat]
        if not person.human:
            self._say("turn", _("Now watch {name}.").format(name=person.spoken()))
            return
        several = sum(p.human for p in self.people) > 1
        if several and seat != self._at_controls:
            self._say("pass", _("Pass the computer to {name}.").format(name=person.spoken()))
        self._at_controls = seat
        self._say("turn", _("{name}, your turn.").format(name=person.name))

    def happened(self, public_events: Sequence[Event], turns: bool = True) -> None:
        """Public events as they start playing on the table. A game's "Leo's turn." is said
        by `turn` in its place, with the picture — unless a curtain follows (`turns` False),
        which says whom to pass to itself."""
        for event in public_events:
            if event.visible_to is None and event.text:
                self._heard.append(event.text)
                seat = event.data.get("seat")
                if event.kind == TURN_EVENT and self.people:
                    if turns and isinstance(seat, int):
                        self.turn(seat)
                    continue
                self._say("event", event.text)

    def hint(self, text: str, public_view: bool) -> None:
        """The banner line: what the player may do now — only while the view is public
        (a private view's hint may speak of a hand or a seal)."""
        if not public_view or not text or text == self._last_hint or _bare(text) in self._recent:
            return  # (a hint that only repeats what was just said: "Mia opens the temple!")
        self._last_hint = text
        self._say("hint", text)

    def coach(self, text: str) -> None:
        """A lesson's step, what to do now: public whatever the view (every view carries
        the same words), said once."""
        if text and text != self._last_hint:
            self._last_hint = text
            self._say("coach", text)

    def over(self, text: str, winners: Sequence[Seat] = ()) -> None:
        """The result; a single winner is cheered first, by name and picture."""
        if len(winners) == 1 and 0 <= winners[0] < len(self.people):
            self._say("over", _("Hooray for {name}!").format(name=self.who(winners[0])),
                      interrupt=True)
            self._say("over", text)
        else:
            self._say("over", text, interrupt=True)

    def _say(self, kind: str, text: str, interrupt: bool = False) -> None:
        if self.speaker is None:
            return
        self.said.append((kind, text))
        self._recent = [*self._recent[-8:], _bare(text)]
        self.speaker.say(text, interrupt)


def _bare(line: str) -> str:
    """A line without its closing stop, to tell a hint from the event it repeats."""
    return line.strip().rstrip(".!")
