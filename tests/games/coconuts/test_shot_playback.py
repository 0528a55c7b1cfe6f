"""A shot plays out in full for everyone before anything else happens (issue 23, Coconuts 1):
the flight with its height (the side view), the coconut at rest, the cup taken onto the
shooter's board, who is next — at every animation speed a family may choose — and "Watch
again" plays the last shot once more without changing the game."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QTimer

from cocoa_games import games
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings_dialog import SPEEDS
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.coconuts import layout
from cocoa_games.games.coconuts.replay import NEXT_MS, REST_MS, TAKE_MS, Replay, flight_of

from .helpers import cup_at, make, set_hands, shot_into, shot_missing
from .scene_helpers import Table


def seen(scene, cup: int, spot: tuple[float, float]) -> dict:
    """What the table shows now, as a person would read it (`spot`: the cup's place on the
    shooter's board, in table metres)."""
    side = scene.side_view
    pic = side.look[0] if side.isVisible() and side.look else None
    return {"t": time.monotonic(), "turn": scene.obs["turn"] if scene.obs else None,
            "busy": scene.animations.busy(),
            "height": None if pic is None else pic.ground - pic.coconut[1],
            "cup": scene.cups[cup].sceneBoundingRect().center() if cup in scene.cups else None,
            "board": scene.map.point(*spot),
            "banner": scene.banner.text}


@pytest.mark.parametrize("speed", [value for _words, value in SPEEDS if value > 0])
def test_in_a_two_person_game_the_whole_shot_plays_before_the_next_turn_is_shown(
        qtbot, window, monkeypatch, speed):
    monkeypatch.delenv("COCOA_GAMES_ANIMATION_SPEED", raising=False)  # the setting decides
    window.settings.animation_speed = speed
    game = games.get("coconuts")
    session = GameSession(game, [SeatInfo("Ada", "human"), SeatInfo("Ben", "human")], 5,
                          game.Options(magic_cards=False), settings=window.settings)
    window.start_session(session)
    scene = window.table.scene
    qtbot.waitUntil(lambda: scene.built and scene._may_shoot(), timeout=5000)
    state = session.state
    cup = cup_at(state, 7)
    before = state.observe(None)
    shot = shot_into(state, cup)
    twin = state.copy()
    flight = Replay(flight_of(before, twin.apply(0, shot)[0].data))
    x, y, _base = layout.slot_place(scene._frames[0], layout.next_slot(list(state.boards[0])))
    samples: list[dict] = []
    clock = QTimer()
    clock.timeout.connect(lambda: samples.append(seen(scene, cup, (x, y))))
    clock.start(10)
    start = time.monotonic()
    assert scene.propose(0, shot)
    qtbot.waitUntil(lambda: bool(samples) and samples[-1]["turn"] == 1, timeout=30000)
    clock.stop()
    shown = next(i for i, s in enumerate(samples) if s["turn"] == 1)
    played, after = samples[:shown], samples[shown:]
    # the flight, seen from the side: the coconut rose well above the table
    heights = [s["height"] for s in played if s["height"] is not None]
    assert heights and max(heights) > 30, "the flight's height was never shown"
    # the cup taken travelled onto Ada's board while the table was still hers
    assert any(s["cup"] is not None and abs(s["cup"].x() - s["board"].x()) < 2
               and abs(s["cup"].y() - s["board"].y()) < 2 for s in played)
    # who is next, said on the table before Ben's turn is shown
    assert any("Ben" in s["banner"] for s in played)
    # and nothing cut it short: Ben's turn came only after all of it, at this speed
    whole = (flight.ms + REST_MS + TAKE_MS + NEXT_MS) * speed / 1000
    assert samples[shown]["t"] - start >= 0.9 * whole
    assert not after[0]["busy"]
    assert state.turn == 1 and cup in state.boards[0]


def test_with_animations_off_the_landing_is_on_the_table_when_the_next_turn_is_shown(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    cup = cup_at(st, 7)
    table.scene.propose(0, shot_into(st, cup))
    table.apply_chosen()
    mine = next(c for c in st.observe(None)["cups"] if c["id"] == cup)
    spot = table.scene.map.point(mine["x"], mine["y"])
    assert st.turn == 1 and abs(table.scene.cups[cup].sceneBoundingRect().center().x()
                                - spot.x()) < 1.5


def watch_again_button(scene):
    return next((b for b in scene.buttons if b.isVisible() and b.target is not None
                 and b.key_hint == "W"), None)


def test_watch_again_replays_the_last_shot_and_leaves_the_game_as_it_is(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    scene = table.scene
    assert watch_again_button(scene) is None  # no shot yet
    cup = cup_at(st, 7)
    table.scene.propose(0, shot_into(st, cup))
    table.apply_chosen()
    saved, board_spot = st.to_dict(), scene.cups[cup].sceneBoundingRect().center()
    button = watch_again_button(scene)
    assert button is not None and "Watch again" in button.text
    scene.animation_speed = 1.0
    table.click(button)
    # the replay: the table as it stood (the cup back in the middle), the coconut in flight
    qtbot.waitUntil(lambda: scene.side_view.isVisible() and scene.coconut.isVisible(),
                    timeout=2000)
    middle = scene.cups[cup].sceneBoundingRect().center()
    assert abs(middle.x() - board_spot.x()) + abs(middle.y() - board_spot.y()) > 50
    assert scene.obs["turn"] == 0 and watch_again_button(scene) is None
    with qtbot.waitSignal(scene.animations_finished, timeout=10000):
        pass
    # then the table as it is now, unchanged: Ben's turn, the cup on Ada's board
    assert st.to_dict() == saved and table.chosen == []
    assert scene.obs["turn"] == 1 and scene.obs == st.observe(0)
    again = scene.cups[cup].sceneBoundingRect().center()
    assert abs(again.x() - board_spot.x()) < 1.5 and abs(again.y() - board_spot.y()) < 1.5
    assert watch_again_button(scene) is not None  # and it may be watched once more


def after_a_shot(qtbot) -> tuple:
    """Ada's coconut landed in the cup at spot 7, played out at once; then the table moves
    at its normal speed (for what a test watches next)."""
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    table.scene.propose(0, shot_into(st, cup_at(st, 7)))
    table.apply_chosen()
    table.scene.animation_speed = 1.0
    return st, table, table.scene


def test_watch_again_by_its_key_and_a_click_hurries_it(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    _st, table, scene = after_a_shot(qtbot)
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_W)
    assert scene.animations.busy() and scene.obs["turn"] == 0
    table.click(scene.banner)  # a click hurries it to its end
    assert not scene.animations.busy() and scene.obs["turn"] == 1 and table.chosen == []


def test_a_move_while_the_last_shot_is_watched_again_plays_on_the_table_as_it_is(qtbot):
    st, table, scene = after_a_shot(qtbot)
    scene.watch.start()
    assert scene.animations.busy() and scene.obs["turn"] == 0
    scene.animation_speed = 0.0
    events = st.apply(1, shot_into(st, cup_at(st, 1)))  # (as the session would)
    scene.play(events)
    table.refresh()
    assert not scene.animations.busy() and scene.obs == st.observe(0)


def test_while_it_flies_nothing_is_offered_and_the_banner_says_who_shoots(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    scene = table.scene
    scene.animation_speed = 1.0
    scene.play(st.apply(0, shot_into(st, cup_at(st, 7))))
    assert scene.animations.busy() and scene.side_view.isVisible()
    assert scene.banner.text == "Ada shoots!" and not scene.gauge.isVisible()
    assert not [b for b in scene.buttons if b.isVisible()]  # no Shoot, no Watch again


def test_a_coconut_that_missed_lies_where_it_stopped_when_the_table_turns(qtbot):
    st = make(2)
    set_hands(st, [], [])
    table = Table(qtbot, st)
    scene = table.scene
    scene.play(st.apply(0, shot_missing(st)))
    rest = st.last_shot["rest"]
    table.refresh()  # Ben's turn: the table turns to him
    assert launcher_y(scene, 1) > launcher_y(scene, 0)
    lying = scene.coconut.sceneBoundingRect().center()
    where = scene.map.point(rest[0], rest[1])
    assert scene.coconut.isVisible()
    assert abs(lying.x() - where.x()) < 1.5 and abs(lying.y() - where.y()) < 1.5


def launcher_y(scene, seat: int) -> float:
    return scene.launch_point(scene.obs, seat).y()


@pytest.mark.parametrize("size", [(800, 600), (2560, 1440)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_watch_again_waits_in_the_tables_corner_clear_of_every_piece(qtbot, players, size):
    st = make(players)
    set_hands(st, *([] for _ in range(players)))
    table = Table(qtbot, st, size=size)
    scene = table.scene
    scene.propose(0, shot_missing(st))  # (any shot may be watched again)
    table.apply_chosen()
    button = watch_again_button(scene)
    assert button is not None
    box = button.sceneBoundingRect()
    assert scene.map.table.contains(box)
    pieces = [*scene.cups.values(), *scene.launchers, scene.gauge]
    assert not [p for p in pieces if p.isVisible() and p.sceneBoundingRect().intersects(box)]


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_side_view_and_watch_again_leave_every_board_and_name_tag_readable(players, size):
    """The boards carry their owners' names at the table's edge (cocorules); the side view
    and Watch again, in a top corner, never lie over one, whoever shoots."""
    from PySide6.QtCore import QRectF

    from cocoa_games.games.coconuts.board_art import BOARD_AHEAD, BOARD_SIDE, TAG_AHEAD
    from cocoa_games.games.coconuts.physics import Frame
    from cocoa_games.games.coconuts.table_map import TableMap

    frames = [Frame(*f) for f in make(players).observe(None)["frames"]]
    for shooter in frames:
        places = TableMap.fit(QRectF(0, 0, *size), shooter).places
        square = QRectF(places.left, places.top, places.size, places.size)
        for box in (places.side_view(players), places.again_button(players)):
            rect = QRectF(*box)
            assert square.contains(rect)
            for frame in frames:  # each board with its tag, as the art draws them
                corners = [places.point(*frame.to_world(side, ahead)) for side in BOARD_SIDE
                           for ahead in (BOARD_AHEAD[1], TAG_AHEAD[0])]
                xs, ys = [x for x, _y in corners], [y for _x, y in corners]
                board = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
                assert not rect.intersects(board), (players, size, frame)
