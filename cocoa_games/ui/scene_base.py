"""The base class of every game's view: a QGraphicsScene fed only by observations.

A scene never sees a GameState. The session calls:
- `setup(player_names)` once,
- `show(observation, viewer, legal)` whenever something changed; `observation` is
  `state.observe(viewer)`, `legal` maps seats to the actions the scene may offer them
  (the viewer's own actions, plus public interjections such as complaints),
- `play(events)` with the events the viewer may see, to animate them (skippable),
- `clear_table()` before a curtain goes up: afterwards nothing of the game is drawn.

Each game's `scene.py` defines `create_scene() -> GameScene`, named as the game's scene
factory in the registry (cocoa_games/games/__init__.py).

The scene answers with `action_chosen(seat, action)` and describes what to do next with
`hint_changed(text)` ("Pick two tiles"), shown in the status area. A person may ask to look
at their own private view out of turn with `view_requested(seat)` (the session puts up their
curtain first). `event_cues` names the sounds the scene makes itself while playing events,
so the table does not cue the same sound twice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QWidget

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.services import SoundPlayer

#: logical size every scene lays itself out in; the view scales it to the window
SCENE_RECT = QRectF(0, 0, 1600, 1000)


class GameScene(QGraphicsScene):
    action_chosen = Signal(int, object)  # seat, Action
    hint_changed = Signal(str)
    #: emitted when animations started by `play` have finished (or were skipped)
    animations_finished = Signal()
    #: a person asks to see their own private view (seat); the session decides
    view_requested = Signal(int)
    #: event kind -> sound the scene plays itself when it plays such an event
    event_cues: ClassVar[Mapping[str, str]] = {}

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.player_names: list[str] = []
        self.viewer: Seat | None = None
        self.observation: Mapping | None = None
        self.legal: Mapping[Seat, Sequence[Action]] = {}
        #: 1.0 = normal speed, 0 = no animation (tests); set from the settings
        self.animation_speed: float = 1.0
        self.sound: SoundPlayer | None = None  # the app's sound service; None = silent

    # -- called by the session ---------------------------------------------------------
    def setup(self, player_names: Sequence[str]) -> None:
        self.player_names = list(player_names)

    def show(
        self,
        observation: Mapping,
        viewer: Seat | None,
        legal: Mapping[Seat, Sequence[Action]],
    ) -> None:
        """Redraw for a new observation. Subclasses call super() first, then draw."""
        self.observation = observation
        self.viewer = viewer
        self.legal = legal

    def play(self, events: Sequence[Event]) -> None:
        """Animate events the viewer may see; default: nothing to animate."""
        self.animations_finished.emit()

    def skip_animations(self) -> None:
        """Jump every running animation to its end."""

    def clear_table(self) -> None:
        """Remove everything; used before a hand-off curtain goes up."""
        self.skip_animations()
        self.clear()
        self.observation = None
        self.legal = {}

    def curtain_summary(self, public_observation: Mapping) -> str:
        """A line or two for the hand-off curtain, built from public facts only
        (e.g. "Tim played a green cat and called 'moo'"), so players can still complain."""
        return ""

    def controls(self) -> QWidget | None:
        """Optional widget placed under the board for the game's own buttons."""
        return None

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play; return True when the key was used. Views forward keys here."""
        return False

    # -- helpers for subclasses --------------------------------------------------------
    def name(self, seat: Seat) -> str:
        if 0 <= seat < len(self.player_names):
            return self.player_names[seat]
        return f"Player {seat + 1}"

    def choose(self, seat: Seat, action: Action) -> None:
        """Emit an action the scene was offered; refuses anything not in `legal`."""
        if action in self.legal.get(seat, ()):
            self.action_chosen.emit(seat, action)

    def duration(self, ms: int) -> int:
        """An animation length scaled by the speed setting (0 in tests)."""
        return int(ms * self.animation_speed)
