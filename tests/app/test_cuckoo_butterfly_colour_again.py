"""Take back a slip: a butterfly's colour chosen again before the next player acts (issue 24,
"Take back a slip"). Ctrl+Z (or Take back) offers the four colours again and the computers
wait; the butterfly stays played, its calls stay said, only the colour changes — and nobody
learns anything new. Once the next player acted, there is nothing to take back."""

from __future__ import annotations

from dataclasses import replace

from cocoa_games.app import take_back
from cocoa_games.app.game_setup import GameSetup
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cuckoo_zoo.cards import ANIMAL_OF, BUTTERFLY
from cocoa_games.games.cuckoo_zoo.rules import CuckooZooOptions, Play

SEED = 0  # Ann starts, a butterfly in her hand


def table(qtbot):
    seats = [SeatInfo("Ann"), SeatInfo("Ben", "computer"), SeatInfo("Cat", "computer")]
    session = GameSession.new(GameSetup("cuckoo_zoo", seats, 0, CuckooZooOptions()), SEED,
                              settings=Settings(), autosave=False)
    session.start()
    fly = next(a for a in session.state.legal_actions(0)
               if isinstance(a, Play) and ANIMAL_OF[a.cards[-1]] == BUTTERFLY)
    red = replace(fly, colour="red")
    assert session.act(0, red)  # (the computers' timer has not run yet: Ben has not acted)
    return session, red


def without_colour(observation):
    """What a seat sees, less the colour the butterfly asks for (the one thing re-chosen)."""
    seen = dict(observation)
    seen.pop("active_colour")
    seen["last_play"] = {k: v for k, v in seen["last_play"].items() if k != "colour"}
    return seen


def test_ctrl_z_offers_the_colours_again_and_the_computers_wait(qtbot):
    session, red = table(qtbot)
    assert take_back.seat(session) == 0  # the Take back button is on show
    before = {seat: session.state.observe(seat) for seat in (None, 0, 1, 2)}
    moves = len(session.actions)
    assert take_back.take_back(session)  # Ctrl+Z, as the presenter calls it
    offered = take_back.offers(session)[0]
    assert {a.colour for a in offered} == {"red", "yellow", "green", "blue"}
    assert {a.cards for a in offered} == {red.cards} and {a.calls for a in offered} == {red.calls}
    # nothing changed yet, nobody was told anything: the same table for every seat
    assert {seat: session.state.observe(seat) for seat in before} == before
    session.computers.step()  # the timer firing: Ben waits while Ann chooses
    qtbot.wait(50)
    assert len(session.actions) == moves


def test_the_new_colour_replaces_the_old_and_tells_nobody_anything_else(qtbot):
    session, red = table(qtbot)
    before = {seat: session.state.observe(seat) for seat in (None, 0, 1, 2)}
    take_back.take_back(session)
    blue = replace(red, colour="blue")
    assert take_back.retake(session, 0, blue)
    assert session.actions[-1] == (0, blue) and len(session.actions) == len(before) - 3
    after = {seat: session.state.observe(seat) for seat in before}
    assert all(after[seat]["active_colour"] == "blue" for seat in after)
    # the butterfly is still on the pile, every hand and pile as it was: only the colour
    assert {s: without_colour(o) for s, o in after.items()} == {
        s: without_colour(o) for s, o in before.items()}
    assert take_back.offers(session) == {}  # chosen: the offer is over
    qtbot.waitUntil(lambda: len(session.actions) >= 2, timeout=3000)  # Ben plays on blue
    session.stop()


def test_the_same_colour_again_keeps_the_play(qtbot):
    session, red = table(qtbot)
    take_back.take_back(session)
    history = list(session.history)
    assert take_back.retake(session, 0, red)
    assert session.history == history and take_back.offers(session) == {}
    qtbot.waitUntil(lambda: len(session.actions) >= 2, timeout=3000)
    session.stop()


def test_after_the_next_player_acted_there_is_nothing_to_take_back(qtbot):
    session, red = table(qtbot)
    qtbot.waitUntil(lambda: len(session.actions) >= 2, timeout=3000)  # Ben acted
    session.stop()
    assert take_back.seat(session) is None and take_back.retakes(session) == {}
    assert not take_back.take_back(session)
    assert not take_back.retake(session, 0, replace(red, colour="blue"))


def test_the_table_shows_the_colours_and_a_click_chooses_again(qtbot):
    """Through the presenter and the real table: the colour buttons come back where the
    "Play on" box stands, the old colour checked; a click on blue plays it."""
    from types import SimpleNamespace

    from cocoa_games.games.cuckoo_zoo.scene import CuckooZooScene
    from tests.app.test_presenter import table as presenter_table
    from tests.scene_view import mount

    session, red = table(qtbot)
    session.stop()
    scene = CuckooZooScene()
    mount(qtbot, SimpleNamespace(), scene, session.names)
    presenter, screen, _sound = presenter_table(session, scene)
    drawn = screen.show_table

    def show_table(observation, viewer, legal, focus):  # the real table draws what it is told
        drawn(observation, viewer, legal, focus)
        scene.show(observation, viewer, legal)

    screen.show_table = show_table
    presenter.take_back()
    blue_button = scene.buttons["blue"]
    assert blue_button.isVisible() and scene.buttons["red"].checked
    assert blue_button.target == replace(red, colour="blue")
    assert scene.colour_title.isVisible() and not scene.indicator.isVisible()
    presenter.act(0, blue_button.target)  # what the click sends
    assert session.state.observe(None)["active_colour"] == "blue"
    session.stop()
