"""What is written can be read (issue 22): for any str, any int and every option, each
writer's file comes back through its reader — saves, autosaves, settings, statistics and
the games' records. A lone surrogate comes back as U+FFFD (core/text.py), nothing else
changes."""

from __future__ import annotations

import dataclasses
import enum
import json
import typing

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cocoa_games import games
from cocoa_games.app import paths
from cocoa_games.app.records_store import FileRecords
from cocoa_games.app.settings import Settings, load_settings, save_settings
from cocoa_games.app.stats import GameResult, PlayerResult, StatsBook, clean_name, game_key
from cocoa_games.core.saves import SEED_LIMIT, SaveData, SeatInfo, read_save, write_save
from cocoa_games.core.text import MAX_NAME_CHARS, scrub
from cocoa_games.games.cocoons import records

GAME_IDS = [info.id for info in games.all_games()]
#: any character: control characters too, and lone surrogates, which hypothesis's own
#: text() never makes (a legal Python str all the same, and legal JSON as an escape)
ANY_CHAR = st.characters(exclude_categories=())
LONE_SURROGATE = st.integers(0xD800, 0xDFFF).map(chr)


def text(min_size: int = 0, max_size: int | None = None) -> st.SearchStrategy[str]:
    """Any str at all, a lone surrogate mixed in often."""
    return st.lists(st.one_of(ANY_CHAR, LONE_SURROGATE), min_size=min_size,
                    max_size=max_size).map("".join)


NAMES = text(min_size=1, max_size=MAX_NAME_CHARS).filter(lambda s: s.strip() != "")
SEEDS = st.integers(0, SEED_LIMIT - 1)
FAST = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


def options_of(game) -> st.SearchStrategy:
    """Every value each option field may hold (ranges from the field's metadata)."""
    hints = typing.get_type_hints(game.Options)
    fields = {}
    for f in dataclasses.fields(game.Options):
        kind = hints[f.name]
        if isinstance(kind, type) and issubclass(kind, enum.Enum):
            fields[f.name] = st.sampled_from(list(kind))
        elif kind is bool:
            fields[f.name] = st.booleans()
        elif kind is int:
            fields[f.name] = st.integers(f.metadata.get("min", 0), f.metadata.get("max", 99))
        elif kind is str:
            fields[f.name] = st.one_of(st.just(f.default), text(max_size=60))
        else:
            fields[f.name] = st.just(f.default)
    return st.fixed_dictionaries(fields).map(lambda kw: game.Options(**kw))


def _played(data: st.DataObject, game_id: str) -> SaveData | None:
    """A game of `game_id` with drawn names, seed, options and a few moves; None when the
    game refuses the drawn options (a home-made Cocoons level of random letters)."""
    game = games.get(game_id)
    count = data.draw(st.integers(game.min_players, game.max_players))
    names = data.draw(st.lists(NAMES, min_size=count, max_size=count))
    seed, options = data.draw(SEEDS), data.draw(options_of(game))
    try:
        state = game.new_state(names, options, seed)
    except ValueError:
        return None
    actions = []
    for _ in range(data.draw(st.integers(0, 8))):
        if state.is_over():
            break
        # the turn seat, or (Coconuts' shooter waits for the answers) the first who may act
        seat = next(s for s in state.to_move() if state.legal_actions(s))
        legal = state.legal_actions(seat)
        action = legal[data.draw(st.integers(0, len(legal) - 1))]
        state.apply(seat, action)
        actions.append((seat, action))
    kinds = data.draw(st.lists(st.sampled_from(["human", "computer"]), min_size=count,
                               max_size=count))
    seats = [SeatInfo(n, k, game.bot_levels[0]) for n, k in zip(names, kinds, strict=True)]
    return SaveData(game, seats, seed, options, actions, state)


def _same_game(back: SaveData, written: SaveData) -> None:
    assert [s.name for s in back.seats] == [scrub(s.name) for s in written.seats]
    assert [(s.kind, s.level) for s in back.seats] == [(s.kind, s.level) for s in written.seats]
    assert back.seed == written.seed and back.options == written.options
    assert back.actions == written.actions


@pytest.mark.parametrize("game_id", GAME_IDS)
@FAST
@given(data=st.data())
def test_every_save_written_reads_back(game_id, data, tmp_path):
    written = _played(data, game_id)
    if written is None:
        return
    path = tmp_path / "round.cocoa.json"
    write_save(path, written)
    _same_game(read_save(path), written)


@pytest.mark.parametrize("game_id", GAME_IDS)
@FAST
@given(data=st.data())
def test_every_autosave_written_reads_back(game_id, data, qapp):
    from cocoa_games.app import save_slots
    from cocoa_games.app.session import GameSession

    written = _played(data, game_id)
    if written is None:
        return
    session = GameSession(written.game, written.seats, written.seed, written.options,
                          written.actions)
    try:
        session.autosave()
        assert not session.unsaved
        where = (save_slots.finished_path(session.uid) if session.state.is_over()
                 else save_slots.slot_path(session.uid))
        if not written.actions and not session.state.is_over():
            assert not where.exists()  # nothing played: nothing to continue (#25)
        else:
            _same_game(read_save(where), written)
    finally:
        session.stop()
        session.deleteLater()


ANY_TEXT = text(max_size=300)


@FAST
@given(names=st.lists(text(max_size=MAX_NAME_CHARS), max_size=12),
       kinds=st.lists(st.sampled_from(["human", "computer"]), max_size=12),
       level=text(max_size=40), flags=st.lists(st.booleans(), min_size=4, max_size=4),
       speed=st.floats(0, 10), counts=st.dictionaries(text(max_size=30),
                                                        st.integers(1, 12), max_size=20),
       language=text(max_size=16), geometry=text(max_size=200))
def test_settings_written_read_back(names, kinds, level, flags, speed, counts, language,
                                    geometry):
    written = Settings(names, kinds, level, flags[0], speed, flags[1], geometry, flags[2],
                       counts, flags[3], language)
    save_settings(written)
    back = load_settings()
    assert back.load_problem is None
    expected = dataclasses.asdict(written)
    got = dataclasses.asdict(back)
    got["animation_speed"] = getattr(back, "_file_speed", back.animation_speed)  # env override
    assert got == json.loads(json.dumps(expected, ensure_ascii=True)) | {
        "player_names": [scrub(n) for n in names], "bot_level": scrub(level),
        "window_geometry": scrub(geometry), "language": scrub(language),
        "player_counts": {scrub(k): v for k, v in counts.items()}}


@FAST
@given(values=st.fixed_dictionaries({
    "player_names": st.lists(ANY_TEXT, max_size=20), "bot_level": ANY_TEXT,
    "language": ANY_TEXT, "window_geometry": text(max_size=5000),
    "animation_speed": st.floats(allow_nan=True, allow_infinity=True),
    "player_counts": st.dictionaries(ANY_TEXT, st.integers(), max_size=30)}))
def test_whatever_the_settings_hold_the_file_written_reads_without_complaint(values):
    written = Settings()
    for key, value in values.items():
        setattr(written, key, value)
    save_settings(written)
    assert load_settings().load_problem is None


@FAST
@given(people=st.lists(st.tuples(text(min_size=1, max_size=MAX_NAME_CHARS), st.booleans(),
                                 st.one_of(st.none(), st.integers(),
                                           st.floats(allow_nan=False, allow_infinity=False))),
                       min_size=1, max_size=4),
       seed=SEEDS)
def test_every_statistics_record_written_reads_back(people, seed):
    book = StatsBook()
    before = book.players()
    key = game_key("kokonana", seed, [p[0] for p in people], len(people))
    result = GameResult(key, "kokonana", tuple(PlayerResult(*p) for p in people))
    counted = book.record(result)
    assert book.problem is None
    after = book.players()
    names = {clean_name(p[0]) for p in people if clean_name(p[0]).strip()}
    for name in names:
        old = before.get(name, {}).get("kokonana")
        played = after[name]["kokonana"].played
        assert played == (old.played if old else 0) + (1 if counted else 0)


@FAST
@given(level=st.integers(1, 5), hard=st.booleans(), score=st.integers())
def test_every_record_kept_reads_back(level, hard, score):
    book = FileRecords(paths.data_dir())
    before = records.best(level, hard, book)
    new = records.record_win(level, hard, score, book)
    best = records.best(level, hard, book)
    if new:
        assert best == score
    else:
        assert best == before  # not better, or no number a file of ours holds (10**30)
    assert records.load(book) == FileRecords(paths.data_dir()).records("cocoons")
