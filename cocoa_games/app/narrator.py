"""What the voice says at the table, decided without Qt (the presenter tells it what happens).

Speech is heard by everyone at the table, so the narrator is only ever handed what the public
table shows: public events (`presenter.visible(events, None)`), the curtain's public recap,
names, whose turn it is, the hint line only while the screen shows the public view, and the
result. Each line is said through a `Speaker` (app/speech.py) and kept in `said` with its
kind, so tests can check where every spoken sentence came from.
"""

from __future__ import annotations

from collections.abc import Sequence

from cocoa_games.core.game import Event
from cocoa_games.core.i18n import _
from cocoa_games.core.services import Speaker

#: the kinds of line the voice says, in the order a turn usually brings them
KINDS = ("curtain", "turn", "event", "hint", "over")


class Narrator:
    def __init__(self, speaker: Speaker | None = None) -> None:
        self.speaker = speaker  # None = silent
        self.said: list[tuple[str, str]] = []  # (kind, text), newest last
        self._last_hint = ""
        self._heard: list[str] = []  # event lines said since the last curtain

    def reset(self) -> None:
        self._last_hint = ""
        self._heard = []

    # -- what happens -----------------------------------------------------------------
    def curtain(self, name: str, recap: str, secret: bool = False) -> None:
        """A hand-off: whom to pass to, then what happened that was not said live."""
        lines = [_("{name}, a secret look just for you: everyone else looks away.").format(
            name=name) if secret else _("Pass to {name}.").format(name=name)]
        heard = list(self._heard)
        for line in recap.splitlines():
            if line in heard:  # said as it happened: once is enough
                heard.remove(line)
            elif line.strip():
                lines.append(line)
        self._heard = []
        self._last_hint = ""
        self._say("curtain", " ".join(lines), interrupt=True)

    def turn(self, text: str) -> None:
        """Whose turn it is now (on the public table, without a curtain)."""
        self._last_hint = ""
        self._say("turn", text, interrupt=False)

    def happened(self, public_events: Sequence[Event]) -> None:
        """Public events as they start playing on the table."""
        for event in public_events:
            if event.visible_to is None and event.text:
                self._heard.append(event.text)
                self._say("event", event.text)

    def hint(self, text: str, public_view: bool) -> None:
        """The banner line: what the player may do now — only while the view is public
        (a private view's hint may speak of a hand or a seal)."""
        if not public_view or not text or text == self._last_hint:
            return
        self._last_hint = text
        self._say("hint", text)

    def over(self, text: str) -> None:
        self._say("over", text, interrupt=True)

    def _say(self, kind: str, text: str, interrupt: bool = False) -> None:
        if self.speaker is None:
            return
        self.said.append((kind, text))
        self.speaker.say(text, interrupt)
