"""A picture and a colour of one's own: offered automatically, kept with the name from game
to game and in rematches, shown on the curtain, in the player panel and at the end."""

from __future__ import annotations

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings, load_settings
from cocoa_games.core import people
from cocoa_games.core.game import Outcome
from cocoa_games.core.people import COMPUTER_PICTURES, Look
from cocoa_games.core.saves import SeatInfo


def start(qtbot, window, names_kinds, game_id="cuckoo_zoo", seed=5):
    game = games.get(game_id)
    seats = [SeatInfo(name, kind) for name, kind in names_kinds]
    session = GameSession(game, seats, seed, game.Options(), settings=window.settings)
    window.start_session(session)
    return session


def window_for(qtbot):
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    return window


def test_each_person_gets_a_picture_that_stays_with_them(qtbot):
    window = window_for(qtbot)
    start(qtbot, window, [("Mia", "human"), ("Leo", "human"), ("Ben", "computer")])
    rows = window.table.player_rows
    first = {row.name: row.picture.look for row in rows}
    assert all(first.values()) and len({look.picture for look in first.values()}) == 3
    assert first["Ben"].picture in COMPUTER_PICTURES
    remembered = people.from_json(load_settings().people)  # kept for the next run too
    assert remembered == {"Mia": first["Mia"], "Leo": first["Leo"]}
    # another game, other seats and order: Mia and Leo keep theirs, Ana gets a free one
    start(qtbot, window, [("Ana", "human"), ("Leo", "human"), ("Mia", "human")], "kokonana")
    again = {row.name: row.picture.look for row in window.table.player_rows}
    assert again["Mia"] == first["Mia"] and again["Leo"] == first["Leo"]
    assert again["Ana"] not in (first["Mia"], first["Leo"])


def test_a_rematch_keeps_everyones_picture(qtbot):
    window = window_for(qtbot)
    session = start(qtbot, window, [("Mia", "human"), ("Leo", "human")])
    before = {row.name: row.picture.look for row in window.table.player_rows}
    window.start_session(session.rematch(99))
    after = {row.name: row.picture.look for row in window.table.player_rows}
    assert after == before


def test_the_curtain_shows_whose_turn_by_their_picture(qtbot):
    window = window_for(qtbot)
    session = start(qtbot, window, [("Mia", "human"), ("Leo", "human")])
    curtain = window.table.curtain
    assert session.curtain_seat == 0 and curtain.isVisibleTo(window)
    mia = next(row.picture.look for row in window.table.player_rows if row.name == "Mia")
    assert curtain.picture.look == mia and curtain.picture.isVisibleTo(curtain)
    assert not curtain.show_button.icon().isNull()  # "I'm Mia — show" carries her picture
    assert curtain.title.text() == "Pass to Mia"


def test_a_picture_chosen_for_a_seat_is_kept_in_its_save():
    seat = SeatInfo("Mia", "human", picture="owl", colour="pink")
    assert SeatInfo.from_dict(seat.to_dict()) == seat
    older = {"name": "Mia", "kind": "human", "level": "normal"}  # a file of an older version
    assert SeatInfo.from_dict(older) == SeatInfo("Mia")
    assert SeatInfo("Mia").to_dict() == older  # and files without pictures stay as they were
    odd = {**older, "picture": "dragon", "colour": "#fff"}
    assert SeatInfo.from_dict(odd) == SeatInfo("Mia")  # odd ones are offered afresh
    robot_person = {**older, "picture": "robot", "colour": "red"}
    assert SeatInfo.from_dict(robot_person).picture == ""


def test_the_seat_picked_picture_wins_over_the_remembered_one(qtbot):
    window = window_for(qtbot)
    window.settings.people = people.to_json({"Mia": Look("fox", "blue")})
    game = games.get("kokonana")
    seats = [SeatInfo("Mia", "human", picture="owl", colour="green"), SeatInfo("Leo")]
    window.start_session(GameSession(game, seats, 3, game.Options(), settings=window.settings))
    looks = {row.name: row.picture.look for row in window.table.player_rows}
    assert looks["Mia"] == Look("owl", "green")
    assert people.from_json(window.settings.people)["Mia"] == Look("owl", "green")


def test_the_winner_is_shown_big_at_the_end(qtbot):
    window = window_for(qtbot)
    session = start(qtbot, window, [("Mia", "human"), ("Leo", "human")], "kokonana")
    leo = next(row.picture.look for row in window.table.player_rows if row.name == "Leo")
    window.table.end_screen.present(Outcome(winners=(1,)), session.names, None, {},
                                    [row.picture.look for row in window.table.player_rows])
    pictures = window.table.end_screen.winner_pictures
    assert [p.look for p in pictures] == [leo]
    assert pictures[0].width() >= 96


def test_the_replay_shows_each_person_in_their_own_picture_and_colour(qtbot):
    """Watching a game again: Mia's runner is her owl in green there too, not the first
    free picture of the replay's own."""
    from cocoa_games.app.replay import ReplayDialog

    window = window_for(qtbot)
    game = games.get("kokonana")
    seats = [SeatInfo("Mia", "human", picture="owl", colour="green"), SeatInfo("Leo")]
    session = GameSession(game, seats, 3, game.Options(), settings=window.settings)
    window.start_session(session)
    leo = next(row.picture.look for row in window.table.player_rows if row.name == "Leo")
    replay = ReplayDialog(session.save_data(), finished=False, parent=window)
    qtbot.addWidget(replay)
    assert replay.scene.people_looks == [Look("owl", "green"), leo]
