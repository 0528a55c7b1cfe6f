"""Redrawing a game's table for a new observation, as the session does after every move.

For each game and several view sizes (the table's view at 800x600, 1280x800, 1920x1080
and 2560x1440 windows; a scene that fits the view is laid out for it, 1:1) we feed the
scene the observations of a seeded bot game in order and time `scene.show(observation,
viewer, legal)` plus the event processing that paints the view. The scene sits in the
app's own `GameView` (render hints, felt, viewport settings), so the bench never measures
less than a player gets.

The target is a ratio, as every speed target here: after each move a bare QGraphicsView
of the same size repaints a handful of changed items (the yardstick), timed at the same
moment, so a shared machine's load slows both alike. Wall times on a busy machine wander
by half; the ratio within about a tenth from run to run.

Why 8.5x: the issues ask for "≤ 3 ms on a quiet machine", where the tables before the
toolkit (commit 6c32050) took 2.3-2.8 ms. Measured the way the bench then did, against
this yardstick (bench/calibrate_redraw.py), that code gives 7.3-8.7x, mean 8.0x, for Cuckoo
Zoo and 6.4-7.2x, mean 6.8x, for Kokonana over six runs. Cuckoo Zoo at 2.8 ms puts
Kokonana at 2.35 ms, both inside the quoted range, and the yardstick at 0.35 ms on that
machine: 3 ms is 8.6x.

Each game's work per move is also counted at 1280x800 (paint() calls, share of the view
repainted; see paint_work.py), which load does not change.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .common import Result, median
from .playloop import views

GAMES = ("cuckoo_zoo", "kokonana", "cocoons", "coconuts")
#: a redraw may cost this many yardstick repaints (3 ms on the issues' quiet machine)
TARGET_RATIO = 8.5
TARGET_MS = 3.0  # what the ratio stands for, shown beside it
PLAYERS = 4
SEED = 7
OBSERVATIONS = 300
#: the same observations are shown this many times, each time with every cached picture
#: and text measure forgotten, and the quietest pass (lowest ratio) counts
PASSES = 3
VIEW_SIZE = (1280, 800)  # the yardstick's, when timed on its own
#: the table's view inside 800x600 (side panel folded), 1280x800, 1920x1080, 2560x1440
SIZES = {"800x600": (780, 490), "1280x800": (950, 690), "1920x1080": (1590, 977),
         "2560x1440": (2230, 1330)}


@dataclass(frozen=True)
class Redraw:
    """One game at one size: medians in ms over the quietest pass."""

    ms: float  # show() and the repaint: what a player waits for
    show_ms: float  # show() alone: the scene's own work
    bare_ms: float  # the yardstick, timed after each move
    cpu_ms: float  # this thread's CPU time for show and repaint
    count: int  # observations shown per pass

    @property
    def ratio(self) -> float:
        return self.ms / self.bare_ms

    @property
    def ok(self) -> bool:
        return self.ratio <= TARGET_RATIO


def _app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["bench"])


def _view(scene, size=VIEW_SIZE):
    """The app's own table view (`GameView`: its render hints, felt, viewport settings), so
    the bench measures what a player waits for; it fits the scene as the app does."""
    from cocoa_games.app.game_view import GameView

    view = GameView()
    view.setScene(scene)
    view.resize(*size)
    view.show()
    view.fit()
    return view


def _bare_view(scene, size=VIEW_SIZE):
    """The yardstick's view: a plain QGraphicsView without frame or scroll bars."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFrame, QGraphicsView

    from cocoa_games.ui.scene_base import fit_view

    view = QGraphicsView(scene)
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(*size)
    view.show()
    fit_view(view)
    return view


def _dispose(view, scene) -> None:
    """Delete the C++ objects now, view first, so nothing is left for interpreter exit."""
    import shiboken6

    view.close()
    view.setScene(None)
    shiboken6.delete(view)
    shiboken6.delete(scene)


class Yardstick:
    """A bare QGraphicsView (no frame or scroll bars) whose eight rectangles and one line of
    words change on every step: the repaint every redraw is measured against."""

    def __init__(self, size=VIEW_SIZE) -> None:
        from PySide6.QtGui import QBrush, QColor
        from PySide6.QtWidgets import QGraphicsScene

        self.app = _app()
        self.scene = QGraphicsScene(0, 0, 1600, 1000)
        self.rects = [self.scene.addRect(100 + 150 * i, 400, 120, 180,
                                         brush=QBrush(QColor("#f4d6a0"))) for i in range(8)]
        self.label = self.scene.addText("Player 1 to move")
        self.view = _bare_view(self.scene, size)
        self.app.processEvents()
        self.steps = 0

    def step(self) -> float:
        """Seconds for one change and repaint (what else was pending is done first)."""
        self.app.processEvents()
        n, self.steps = self.steps, self.steps + 1
        start = time.perf_counter()
        for i, rect in enumerate(self.rects):
            rect.setPos(0, ((n + i) % 5) * 10)
        self.label.setPlainText(f"Player {n % 4 + 1} to move")
        self.app.processEvents()
        return time.perf_counter() - start

    def close(self) -> None:
        _dispose(self.view, self.scene)


def bare_repaint_ms(rounds: int = 200, size=VIEW_SIZE) -> float:
    """Median time to change a few items of a plain scene and repaint the view."""
    stick = Yardstick(size)
    times = [stick.step() for _ in range(rounds)]
    stick.close()
    return median(times) * 1000


def scene_redraw_ms(game_id: str, size=VIEW_SIZE) -> Redraw:
    """One game's redraw at one view size, each move followed by a yardstick repaint of
    the same size."""
    from cocoa_games import games

    app = _app()
    game = games.get(game_id)
    samples = views(game, PLAYERS, SEED, OBSERVATIONS)
    scene = games.make_scene(game_id)
    scene.animation_speed = 0.0
    scene.setup([f"Bot {i + 1}" for i in range(PLAYERS)])
    view = _view(scene, size)
    stick = Yardstick(size)
    best: Redraw | None = None
    for _ in range(PASSES):
        _forget_pictures()  # every pass meets each picture for the first time, as pass 1
        for observation, viewer, legal in samples[:5]:  # warm-up: fonts, the table's look
            scene.show(observation, viewer, legal)
            app.processEvents()
        total, show_only, cpu, bare = [], [], [], []
        for observation, viewer, legal in samples:
            start, cpu_start = time.perf_counter(), time.thread_time()
            scene.show(observation, viewer, legal)
            shown = time.perf_counter()
            app.processEvents()
            total.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - cpu_start)
            show_only.append(shown - start)
            bare.append(stick.step())
        run = Redraw(median(total) * 1000, median(show_only) * 1000, median(bare) * 1000,
                     median(cpu) * 1000, len(samples))
        best = run if best is None or run.ratio < best.ratio else best
    stick.close()
    _dispose(view, scene)
    assert best is not None
    return best


def _forget_pictures() -> None:
    from cocoa_games.ui import pixmap_cache, text

    pixmap_cache.forget()
    text.forget_measures()


def paint_work(game_id: str, size=VIEW_SIZE) -> tuple[float, str]:
    """What one move's redraw does, counted (the same on a busy machine as on a quiet one):
    Python paint() calls and the share of the view repainted, per move, plus the item
    classes painted most."""
    from cocoa_games import games

    from .paint_work import PaintCounter

    app = _app()
    samples = views(games.get(game_id), PLAYERS, SEED, OBSERVATIONS)
    factory = games.scene_factory(game_id)  # imported before counting starts
    counter = PaintCounter()
    try:
        scene = factory()
        scene.animation_speed = 0.0
        scene.setup([f"Bot {i + 1}" for i in range(PLAYERS)])
        view = _view(scene, size)
        counter.watch(view)
        for observation, viewer, legal in samples[:5]:
            scene.show(observation, viewer, legal)
            app.processEvents()
        counter.reset()
        for observation, viewer, legal in samples:
            scene.show(observation, viewer, legal)
            app.processEvents()
        area = view.viewport().width() * view.viewport().height()
    finally:
        counter.close()
    _dispose(view, scene)
    n = len(samples)
    top = ", ".join(f"{name} {calls / n:.1f}" for name, calls in counter.calls.most_common(3))
    return (sum(counter.calls.values()) / n,
            f"per move: {counter.pixels / n / area:.0%} of the view repainted; most: {top}")


def run() -> list[Result]:
    bare = bare_repaint_ms()
    results = [Result("redraw: bare view, 9 items", bare, "ms",
                      note="the yardstick on its own, 1280x800")]
    target = f"<= {TARGET_RATIO:g}x (~{TARGET_MS:g} ms)"
    for game_id in GAMES:
        for label, size in SIZES.items():
            name = f"redraw: {game_id} {label}"
            try:
                r = scene_redraw_ms(game_id, size)
            except Exception as exc:  # a game still being written: report, keep benchmarking
                note = f"{type(exc).__name__}: {exc}"[:90]
                results.append(Result(name, None, "", target, note=note))
                continue
            if label == "1280x800":
                results.append(Result(f"redraw: {game_id} show()", r.show_ms, "ms",
                                      note="scene code only, no painting"))
            results.append(Result(name, r.ratio, "x", target, r.ok,
                                  f"show+paint {r.ms:.2f} ms / yardstick {r.bare_ms:.2f} ms; "
                                  f"view {size[0]}x{size[1]}; CPU {r.cpu_ms:.2f} ms"))
        name = f"redraw: {game_id} 1280x800 paint() calls"
        try:
            calls, note = paint_work(game_id, SIZES["1280x800"])
        except Exception as exc:  # a game still being written: report, keep benchmarking
            results.append(Result(name, None, "", note=f"{type(exc).__name__}: {exc}"[:90]))
            continue
        results.append(Result(name, calls, "/move", note=note))
    return results
