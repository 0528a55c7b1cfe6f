"""Statistics per player name: counted once, streaks and bests, two windows, damaged files."""

from __future__ import annotations

import json
import stat

from cocoa_games.app import paths
from cocoa_games.app.stats import (
    GameResult,
    PlayerResult,
    StatsBook,
    record_line,
)


def _game(key, *players, game="kokonana", lower=True):
    return GameResult(key, game, tuple(PlayerResult(*p) for p in players), lower,
                      "fewest turns to open the temple")


def test_a_finished_game_counts_for_every_person_in_the_user_data_folder():
    book = StatsBook()
    assert book.record(_game("g1", ("Alice", True, 14.0), ("Ben", False)))
    assert book.path.parent == paths.data_dir()
    alice = book.records_of("Alice")["kokonana"]
    ben = book.records_of("Ben")["kokonana"]
    assert (alice.played, alice.won, alice.streak, alice.best) == (1, 1, 1, 14.0)
    assert (ben.played, ben.won, ben.streak, ben.best) == (1, 0, 0, None)
    assert stat.S_IMODE(book.path.stat().st_mode) == 0o600  # private to the user


def test_the_same_game_is_never_counted_twice():
    book = StatsBook()
    assert book.record(_game("g1", ("Alice", True, 14.0)))
    assert not book.record(_game("g1", ("Alice", True, 14.0)))
    assert book.records_of("Alice")["kokonana"].played == 1


def test_streaks_and_the_best_result():
    book = StatsBook()
    for key, won, turns in (("a", True, 20.0), ("b", True, 12.0), ("c", True, 16.0),
                            ("d", False, None), ("e", True, 30.0)):
        book.record(_game(key, ("Alice", won, turns)))
    rec = book.records_of("Alice")["kokonana"]
    assert (rec.played, rec.won, rec.streak, rec.best_streak, rec.best) == (5, 4, 1, 3, 12.0)
    line = record_line(rec)
    assert "won 4 of 5 games" in line and "longest streak 3" in line and "best 12" in line


def test_a_higher_is_better_best_for_a_cooperative_score():
    book = StatsBook()
    book.record(_game("a", ("Alice", True, 3.0), game="cocoons", lower=False))
    book.record(_game("b", ("Alice", False, 5.0), game="cocoons", lower=False))
    assert book.records_of("Alice")["cocoons"].best == 5.0


def test_two_windows_never_undo_each_others_games():
    one, two = StatsBook(), StatsBook()
    one.players()
    two.players()  # both had the file open before either finished a game
    one.record(_game("g1", ("Alice", True, 10.0)))
    two.record(_game("g2", ("Alice", False)))
    rec = StatsBook().records_of("Alice")["kokonana"]
    assert (rec.played, rec.won) == (2, 1)


def test_rename_moves_and_merges_and_forget_removes():
    book = StatsBook()
    book.record(_game("a", ("Al", True, 9.0)))
    book.record(_game("b", ("Alice", True, 12.0)))
    assert book.rename("Al", "Alice") is None
    assert "Al" not in book.players()
    rec = book.records_of("Alice")["kokonana"]
    assert (rec.played, rec.won, rec.best) == (2, 2, 9.0)
    assert book.rename("Alice", "  ") is not None  # an empty name is refused, nothing lost
    assert book.records_of("Alice")["kokonana"].played == 2
    assert book.rename("Nobody", "X") is not None
    assert book.forget("Alice") and book.players() == {}


def test_a_damaged_file_is_kept_aside_and_a_fresh_book_starts():
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    book.path.write_text('{"format": "cocoa-games-stats", "version": 1, "players": {"A": 3')
    assert book.players() == {}
    assert book.problem and "damaged" in book.problem
    kept = list(book.path.parent.glob("stats.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"format"')
    assert book.record(_game("g1", ("Alice", True, 14.0)))
    assert book.records_of("Alice")["kokonana"].played == 1


def test_wrong_shapes_count_as_damaged_not_as_a_crash():
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    for text in ("[]", "null", json.dumps({"format": "cocoa-games-stats", "version": 1,
                                           "players": {"A": {"kokonana": {"played": -1}}},
                                           "recorded": []}), "\xff\xfe"):
        book.path.write_text(text)
        assert book.players() == {}


def test_a_folder_that_cannot_be_written_gives_a_sentence_not_a_crash(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    book = StatsBook(blocked / "stats.json")
    assert not book.record(_game("g1", ("Alice", True, 14.0)))
    assert book.problem and "could not" in book.problem
    assert book.players() == {}


def test_a_pipe_in_place_of_the_statistics_file_is_set_aside_not_waited_on():
    # a plain open() of a FIFO waits for a writer that never comes: the app would hang
    import os
    import threading
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(book.path)
    done: list[object] = []
    reader = threading.Thread(target=lambda: done.append(book.players()), daemon=True)
    reader.start()
    reader.join(5)
    assert done == [{}], "reading statistics from a pipe hung"
    assert book.problem and "fresh" in book.problem
    assert book.record(_game("g1", ("Alice", True, 14.0)))
    assert book.records_of("Alice")["kokonana"].played == 1


def test_a_link_to_an_endless_device_is_refused():
    import os
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink("/dev/zero", book.path)
    assert book.players() == {}
    assert book.problem and "fresh" in book.problem
    assert book.record(_game("g1", ("Alice", True, 14.0)))
    assert book.path.is_file() and not book.path.is_symlink()


def test_a_pipe_in_place_of_the_lock_is_a_sentence_not_a_hang():
    import os
    import threading
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(book.path.with_name(book.path.name + ".lock"))
    done: list[bool] = []
    writer = threading.Thread(
        target=lambda: done.append(book.record(_game("g1", ("Alice", True, 14.0)))), daemon=True)
    writer.start()
    writer.join(5)
    assert done == [False], "recording a game waited on a pipe"
    assert book.problem and "could not be saved" in book.problem


def test_not_a_number_or_infinity_as_a_best_is_damage_not_a_best_of_nan():
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    for best in ("NaN", "Infinity", "-Infinity", "1e999"):
        record = ('{"played": 1, "won": 1, "streak": 1, "best_streak": 1, "best": ' + best + "}")
        book.path.write_text('{"format": "cocoa-games-stats", "version": 1, "players": '
                             '{"A": {"kokonana": ' + record + '}}, "recorded": []}')
        assert book.players() == {}, best
        assert book.problem and "damaged" in book.problem


def test_two_seats_whose_names_share_one_record_count_one_game_not_two():
    book = StatsBook()
    long = "Grandmother " * 6
    book.record(_game("g1", ("Ann  Lee", False), ("Ann Lee", False),
                      (long + "Rose", False), (long + "Lily", True, 9.0)))
    assert book.records_of("Ann Lee")["kokonana"].played == 1
    assert book.records_of(long)["kokonana"].played == 1


def test_a_long_name_cut_at_a_space_keeps_every_game():
    name = "Grandmother " * 6  # the cut at 60 letters falls on a space
    book = StatsBook()
    for key in ("g1", "g2", "g3"):
        book.record(_game(key, (name, True, 9.0)))
    assert book.records_of(name)["kokonana"].played == 3


def test_deep_or_wrongly_typed_statistics_start_a_fresh_book_with_a_sentence():
    record = '{"played": %s, "won": 0, "streak": 0, "best_streak": 0}'
    head = '{"format": "cocoa-games-stats", "version": 1, '
    texts = ["[" * 5000 + "]" * 5000,
             head + '"players": [], "recorded": []}',
             head + '"players": {"A": {"g": ' + record % "1.5" + '}}, "recorded": []}',
             head + '"players": {"A": {"g": ' + record % ("9" * 5000) + '}}, "recorded": []}',
             head + '"players": {"A": {"g": [1, 2]}}, "recorded": []}',
             head + '"players": {"A": {"g": ' + record % "1" + '}}, "recorded": 7}']
    book = StatsBook()
    book.path.parent.mkdir(parents=True, exist_ok=True)
    for text in texts:
        book.problem = None
        book.path.write_text(text)
        assert book.players() == {}, text[:80]
        assert book.problem and "damaged" in book.problem
    assert book.record(_game("g1", ("Alice", True, 14.0)))
