"""The scene contract, for every registered game: mount the scene, feed it the observations
of a seeded game for each seat and for the public table, and check what a player would
notice:

- nothing of one seat's secrets stays on the table when another seat (or nobody) looks:
  a scene shown seat A's view and then seat B's draws exactly what a fresh scene shown
  only B's view draws;
- every legal action can be chosen by mouse (clicking the scene's `route` at the items'
  centres, so a covered item fails) and by keyboard (Tab to each item, then Enter);
- at the four window sizes of issue 7 (and at Qt scale factor 2) the table fits its view:
  everything inside it, no word under 9 pt or running past its box, no two actionable
  items overlapping.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, QSizeF, Qt
from PySide6.QtGui import QImage, QKeyEvent, QPainter
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.core.game import Game, GameState
from cocoa_games.ui import theme
from cocoa_games.ui.scene_base import GameScene, fit_view
from cocoa_games.ui.text import TextProbe
from tests.scene_view import mount

from .bot_table import bot_move, seat_bots

#: the games players see, and the test suite's own fixture game: the tiny example a fifth
#: game starts from must keep the contract too
GAME_IDS = [info.id for info in games.all_games() if not info.rules.startswith("tests.")]
GAME_IDS.append("secret_numbers")
#: the table view inside the app's window at 800×600 (side panel folded), 1280×800,
#: 1920×1080 and 2560×1440 (panel open), and 1920×1080 at Qt scale factor 2
VIEW_SIZES = {"800x600": (780, 490), "1280x800": (950, 690), "1920x1080": (1590, 977),
              "2560x1440": (2230, 1330), "1920x1080@2x": (940, 420)}
PLAYERS = 3  # (or as many as a game takes, when that is fewer: the fixture game has two)
SEED = 11
SNAPSHOTS = 7


class Table:
    """The bare minimum `mount` needs."""


def players(game: Game) -> int:
    return max(game.min_players, min(PLAYERS, game.max_players))


def snapshots(game: Game) -> list[GameState]:
    """States from a seeded bot game: its start, points spread over it, and its end."""
    state = game.new_state([f"P{i + 1}" for i in range(players(game))], None, SEED)
    bots = seat_bots(game, players(game), SEED)
    history = [game.state_from_dict(state.to_dict())]
    for _step in range(3000):
        if state.is_over():
            break
        bot_move(state, bots)
        history.append(game.state_from_dict(state.to_dict()))
    picks = {round(i * (len(history) - 1) / (SNAPSHOTS - 1)) for i in range(SNAPSHOTS)}
    picks |= {len(history) - 2, len(history) - 3}  # the end game: peeks, a last play
    return [history[i] for i in sorted(picks) if i >= 0]


def legal_for(state: GameState, viewer: int | None) -> dict:
    """What the session offers a viewer's scene: its own actions when it is to move."""
    if viewer is None or viewer not in state.to_move():
        return {}
    return {viewer: state.legal_actions(viewer)}


def viewers(game: Game) -> list[int | None]:
    return [*range(players(game)), None]


@pytest.fixture(params=GAME_IDS)
def game_id(request) -> str:
    return request.param


def new_table(qtbot, game_id: str, size=(1280, 800)) -> Table:
    table = Table()
    scene: GameScene = games.make_scene(game_id)
    mount(qtbot, table, scene, [f"P{i + 1}" for i in range(players(games.get(game_id)))])
    table.view.resize(*size)
    fit_view(table.view)
    return table


def render(scene: GameScene) -> QImage:
    """The whole table, each item drawn afresh: Qt's own item caches are dropped (they can
    differ in sub-pixel detail with an item's history); pictures in the shared pixmap
    cache are keyed by everything their look depends on, so they stay."""
    for item in scene.items():
        mode = item.cacheMode()
        if mode != item.CacheMode.NoCache:
            item.setCacheMode(item.CacheMode.NoCache)
            item.setCacheMode(mode)
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    scene.render(p, QRectF(0, 0, rect.width(), rect.height()), rect)
    p.end()
    return image


def test_no_secret_of_one_view_stays_for_the_next(qtbot, game_id):
    game = games.get(game_id)
    shown = new_table(qtbot, game_id, (800, 500))  # small: every render draws all afresh
    fresh = new_table(qtbot, game_id, (800, 500))
    for state in snapshots(game):
        for viewer in viewers(game):
            before = (viewer + 1) % players(game) if viewer is not None else 0
            shown.scene.show(state.observe(before), before, legal_for(state, before))
            shown.scene.show(state.observe(viewer), viewer, legal_for(state, viewer))
            fresh.scene.clear_table()
            fresh.scene.show(state.observe(viewer), viewer, legal_for(state, viewer))
            assert render(shown.scene) == render(fresh.scene), (
                f"{game_id}: after seat {before}'s view, seat {viewer}'s view still differs")


def _press(scene: GameScene, key: Qt.Key) -> bool:
    return scene.handle_key(QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def _click(table: Table, item) -> None:
    centre = item.mapRectToScene(item.boundingRect()).center()
    rect_of = getattr(item, "scene_rect", None)
    if callable(rect_of):  # the item itself, without the room its glow takes
        centre = rect_of().center()
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(table.view.mapFromScene(centre)))


def test_every_legal_action_is_reachable_by_mouse_and_by_keyboard(qtbot, game_id):
    game = games.get(game_id)
    table = new_table(qtbot, game_id)
    scene = table.scene
    checked = 0
    for state in snapshots(game):
        for viewer in state.to_move():
            legal = legal_for(state, viewer)
            for action in legal.get(viewer, ()):
                if getattr(type(action), "continuous", False):
                    continue  # a drag (a Coconuts shot): each such game tests its own drag
                scene.show(state.observe(viewer), viewer, legal)
                route = scene.route(viewer, action)
                if route is None and type(scene).route is GameScene.route:
                    pytest.skip(f"{game_id}'s scene does not name its routes yet (GameScene.route)")
                assert route, f"{game_id}: no way to {action.label()!r}"
                table.chosen.clear()
                for item in route:
                    _click(table, item)
                assert table.chosen == [(viewer, action)], f"mouse: {action.label()!r}"
                scene.show(state.observe(viewer), viewer, legal)
                table.chosen.clear()
                for item in scene.route(viewer, action) or ():
                    for _tab in range(len(scene.actionable_items()) + 2):
                        if scene.focused_item() is item:
                            break
                        _press(scene, Qt.Key.Key_Tab)
                    assert scene.focused_item() is item, f"Tab never reaches {action.label()!r}"
                    _press(scene, Qt.Key.Key_Return)
                assert table.chosen == [(viewer, action)], f"keyboard: {action.label()!r}"
                checked += 1
    assert checked > 0


def _visible(scene: GameScene):
    for item in scene.items():
        if item.isVisible() and item.opacity() > 0 and not item.boundingRect().isEmpty():
            yield item


@pytest.mark.parametrize("size", VIEW_SIZES)
def test_the_table_fits_each_window_size(qtbot, game_id, size):
    table = new_table(qtbot, game_id, VIEW_SIZES[size])
    scene = table.scene
    if not scene.fits_view:
        pytest.skip(f"{game_id}'s scene still draws in the fixed rectangle (GameScene.fits_view)")
    view = QSizeF(table.view.viewport().size())
    assert scene.sceneRect().size() == view, "the scene takes the view's own size, 1:1"
    game = games.get(game_id)
    states = snapshots(game)
    for state in states[::2] + states[-2:]:  # every phase seen above, at half the cost
        turn = state.turn_seat()
        viewer = turn if turn is not None else 0
        scene.show(state.observe(viewer), viewer, legal_for(state, viewer))
        area = scene.sceneRect().adjusted(-0.5, -0.5, 0.5, 0.5)
        for item in _visible(scene):
            assert area.contains(item.sceneBoundingRect()), (
                f"{type(item).__name__} sticks out at {size}")
        targets = [t.scene_rect() if hasattr(t, "scene_rect") else t.sceneBoundingRect()
                   for t in scene.actionable_items()]
        for i, a in enumerate(targets):
            for b in targets[i + 1:]:
                assert not a.intersects(b), f"two actionable items overlap at {size}: {a} {b}"
        with TextProbe() as probe:
            render(scene)
        assert probe.drawn, "the scene draws its words through cocoa_games.ui.text"
        small = [d for d in probe.drawn if d.screen_px < theme.MIN_TABLE_PX - 0.01]
        assert not small, f"words under 9 pt at {size}: {small[:3]}"
        cut = sorted({d.text for d in probe.drawn if not d.fits})
        assert not cut, f"words run past their box at {size}: {cut[:3]}"
