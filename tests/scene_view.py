"""What every game's scene tests need: the scene in a 1280×800 view, wired the way the
session wires it (no animations, the table's sounds heard by a stand-in, chosen actions
recorded)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QGraphicsView

from cocoa_games import games
from cocoa_games.app.presenter import event_sounds, moment_sound
from cocoa_games.core.cues import Cues
from cocoa_games.ui.scene_base import GameScene, fit_view


class FakeSound:
    """Records play requests instead of making noise."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


def mount(qtbot, table, scene, names) -> None:
    """Give `table` .scene, .sound, .chosen and .view for `scene`, shown and fitted."""
    table.scene = scene
    scene.setup(names)
    scene.animation_speed = 0.0  # as the session sets it in tests
    table.sound = FakeSound()
    hear(scene, table.sound)
    table.chosen = []
    scene.action_chosen.connect(lambda seat, a: table.chosen.append((seat, a)))
    table.view = QGraphicsView(scene)
    table.view.resize(1280, 800)
    for bar in (table.view.setHorizontalScrollBarPolicy, table.view.setVerticalScrollBarPolicy):
        bar(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # as the app's view: all of it is the table
    qtbot.addWidget(table.view)
    table.view.show()
    fit_view(table.view)  # as the app's view does: a fitting scene lays itself out for it


def game_cues(scene: GameScene) -> Cues:
    """The sounds of the game whose scene this is (silent for a scene of no game)."""
    module = type(scene).__module__
    for info in games.all_games():
        if info.scene.partition(":")[0] == module:
            return games.get(info.id).cues
    return Cues()


def hear(scene: GameScene, sound: FakeSound) -> None:
    """`sound` hears what the table presenter would play for this scene: the game's sounds
    of each event as the scene starts playing it, and of each moment its animations reach
    (the presenter's own functions decide; the scene itself plays nothing)."""
    cues, play = game_cues(scene), scene.play

    def playing(events) -> None:
        for name in event_sounds(cues, events):
            sound.play(name)
        play(events)

    def reached(moment: str) -> None:
        name = moment_sound(cues, moment)
        if name:
            sound.play(name)

    scene.play = playing  # type: ignore[method-assign]
    scene.moment_reached.connect(reached)


def on_screen(view: QGraphicsView) -> QImage:
    """What the window really shows now, after pending repaints: the offscreen platform's
    screen grab copies its back buffer, so a part a repaint missed shows its old picture
    (unlike `grab()`, which paints everything afresh)."""
    QApplication.processEvents()
    viewport = view.viewport()
    origin = viewport.mapTo(viewport.window(), QPoint(0, 0))
    shot = viewport.screen().grabWindow(viewport.window().winId(), origin.x(), origin.y(),
                                        viewport.width(), viewport.height())
    return shot.toImage()


def pixel_at(view: QGraphicsView, image: QImage, scene_point: QPointF) -> QColor:
    """The colour `image` (from `on_screen`) shows at a point of the scene."""
    return image.pixelColor(view.mapFromScene(scene_point))


def in_game_view(qtbot, scene, size=(1000, 700)):
    """`scene` in the app's own table view (its felt, hints and viewport settings), shown
    and fitted as the table page does."""
    from cocoa_games.app.game_view import GameView

    view = GameView()
    view.setScene(scene)
    view.resize(*size)
    qtbot.addWidget(view)
    view.show()
    view.fit()
    return view


def window_sized(view: QGraphicsView, size: tuple[int, int]) -> None:
    """`view` as big as the table a window of some size leaves (no frame: all of it is the
    table), fitted as the app's view fits it."""
    from PySide6.QtWidgets import QFrame

    view.setFrameShape(QFrame.Shape.NoFrame)
    view.resize(*size)
    fit_view(view)


def words_drawn(view: QGraphicsView) -> list:
    """Every word painted into `view`, each with whether it fits its box (ui/text.py)."""
    from cocoa_games.ui.text import TextProbe

    with TextProbe() as probe:
        view.grab()
    return probe.drawn
