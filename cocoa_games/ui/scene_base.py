"""The base class of every game's view: a QGraphicsScene fed only by observations.

A scene never sees a GameState. The session calls:
- `setup(player_names)` once, then `set_looks(looks)`: each seat's person's own picture and
  colour (core/people.py), for a scene that draws its pieces in them,
- `show(observation, viewer, legal)` whenever something changed; `observation` is
  `state.observe(viewer)`, `legal` maps seats to the actions the scene may offer them
  (the viewer's own actions, plus public interjections such as complaints),
- `play(events)` with the events the viewer may see, to animate them (skippable),
- `clear_table()` before a curtain goes up: afterwards nothing of the game is drawn.

Each game's `scene.py` defines `create_scene() -> GameScene`, named as the game's scene
factory in the registry (cocoa_games/games/__init__.py).

Size: a scene with `fits_view = True` lays itself out for the view's real size. The view
calls `fit_to(size)` with its size in scene units (device-independent pixels, so the view
maps 1:1 and words keep their size on any screen); the scene places its items in
`relayout(rect)`. Below `MIN_LAYOUT` the scene keeps that size and the view scales it
down. A scene without `fits_view` still draws in the fixed `SCENE_RECT` the view scales.

The scene answers with `action_chosen(seat, action)`, always through `propose` (which
checks the action against `legal`), and describes what to do next with
`hint_changed(text)` ("Pick two tiles"), shown in the status area, and may say how to do it
with `how_changed(text)` ("Click a tile — or arrows and Enter"): the status area then shows
the how under a banner that says the what (a scene that never says how leaves its hint
there; the voice says the hint, never the how). A person may ask to look
at their own private view out of turn with `view_requested(seat)` (the session puts up their
curtain first). A scene plays no sound: it reports `moment_reached(moment)` when an
animation gets to a moment that may sound ("contact:rim"), and the table presenter decides
which sound that is (core/cues.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QObject, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.people import Look

#: the logical size of a scene that does not fit the view (scaled to the window), and
#: the size a fitting scene starts in until a view tells it its own
SCENE_RECT = QRectF(0, 0, 1600, 1000)
#: the smallest layout a fitting scene makes; a smaller view scales it down
MIN_LAYOUT = QSizeF(640, 400)


class GameScene(QGraphicsScene):
    action_chosen = Signal(int, object)  # seat, Action
    hint_changed = Signal(str)
    #: how to do what the hint says: the gesture and the keys (TableScene.set_how)
    how_changed = Signal(str)
    #: emitted when animations started by `play` have finished (or were skipped)
    animations_finished = Signal()
    #: a person asks to see their own private view (seat); the session decides
    view_requested = Signal(int)
    #: an animation reached a moment that may sound (the presenter decides which sound)
    moment_reached = Signal(str)

    #: True when the scene lays itself out for the view's size (see `fit_to`)
    fits_view = False
    #: True when the scene holds a key pressed while it animates and presses it once it
    #: has settled (TableScene): the view then hands it every key instead of hurrying the
    #: animations and dropping the key
    holds_keys = False

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.player_names: list[str] = []
        self.viewer: Seat | None = None
        self.observation: Mapping | None = None
        self.legal: Mapping[Seat, Sequence[Action]] = {}
        #: 1.0 = normal speed, 0 = no animation (tests); set from the settings
        self.animation_speed: float = 1.0

    # -- called by the session ---------------------------------------------------------
    def setup(self, player_names: Sequence[str]) -> None:
        self.player_names = list(player_names)

    def set_looks(self, looks: Sequence[Look]) -> None:
        """Each seat's picture and colour (one `Look` per seat, after `setup`). A scene that
        draws pieces in the people's own colours keeps them; by default nothing: a scene
        never given them keeps its own seat colours."""

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

    def unused_key_text(self, event: QKeyEvent) -> str:
        """Why a key `handle_key` did not use does nothing now: every key either acts or
        says why (a game tells its own reasons; this is the fallback)."""
        return _("That key does nothing right now. Arrows or Tab choose, Space or Enter"
                 " acts; F1 lists the keys.")

    # -- what a person can reach (the scene contract test drives these) ------------------
    def actionable_items(self) -> list[QGraphicsItem]:
        """Items that do something when clicked now."""
        return []

    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        """The items a person clicks, in order, to choose `action` (e.g. a mode button,
        then a tile); None when the scene offers no way to it."""
        return None

    def focused_item(self) -> QGraphicsItem | None:
        """The item the keyboard focus is on (Tab/arrows move it, Enter activates)."""
        return None

    # -- size ----------------------------------------------------------------------------
    def fit_to(self, size: QSizeF) -> bool:
        """The view's size in scene units; a fitting scene takes it (at least MIN_LAYOUT)
        and lays itself out again. True when the layout changed."""
        if not self.fits_view:
            return False
        rect = QRectF(0, 0, max(size.width(), MIN_LAYOUT.width()),
                      max(size.height(), MIN_LAYOUT.height()))
        if rect == self.sceneRect():
            return False
        self.setSceneRect(rect)
        self.relayout(rect)
        return True

    def relayout(self, rect: QRectF) -> None:
        """Place every item for the table `rect` (fitting scenes only)."""

    def opaque_area(self) -> QRectF:
        """The part of the scene its own items cover with opaque pixels, drawn 1:1 (a
        board picture): the view need not fill its felt there first. Empty once the
        table is cleared."""
        return QRectF()

    # -- helpers for subclasses --------------------------------------------------------
    def name(self, seat: Seat) -> str:
        if 0 <= seat < len(self.player_names):
            return self.player_names[seat]
        return _("Player {number}").format(number=seat + 1)

    def choose(self, seat: Seat, action: Action) -> None:
        """Emit an action the scene was offered (see `propose`)."""
        self.propose(seat, action)

    def propose(self, seat: Seat, action: Action) -> bool:
        """The one way a choice leaves the scene, also for actions the view builds itself
        (a Play with its call, a Note, a Shot): sent as `action_chosen` only when the rules
        offer it (`allowed`); False when refused (nothing is sent)."""
        if not self.allowed(seat, action):
            return False
        self.action_chosen.emit(seat, action)
        return True

    def allowed(self, seat: Seat, action: Action) -> bool:
        """Whether the rules offer `action` to `seat` now: it is in `legal`. A game whose
        `legal` lists a grid of representatives of a continuous choice (a Shot) widens this
        with its rules' own range check, never skips it."""
        return action in self.legal.get(seat, ())

    def duration(self, ms: int) -> int:
        """An animation length scaled by the speed setting (0 in tests)."""
        return int(ms * self.animation_speed)


def fit_view(view: QGraphicsView) -> None:
    """Show the view's scene: a fitting scene is laid out for the view and mapped 1:1;
    anything else (or a view smaller than MIN_LAYOUT) is scaled to fit, keeping its shape."""
    scene = view.scene()
    if scene is None:
        return
    size = QSizeF(view.viewport().size())
    if isinstance(scene, GameScene) and scene.fits_view and not size.isEmpty():
        scene.fit_to(size)
        rect = scene.sceneRect()
        if rect.width() <= size.width() + 0.5 and rect.height() <= size.height() + 0.5:
            view.resetTransform()
            view.centerOn(rect.center())
            return
    view.fitInView(QRectF(scene.sceneRect()), Qt.AspectRatioMode.KeepAspectRatio)
