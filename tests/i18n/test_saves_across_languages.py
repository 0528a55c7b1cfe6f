"""A game saved in one language opens in another: saves keep actions, not sentences, so a
family that switches to German still finds yesterday's English game (and its log reads in
German). Played to the end with bots, so end-of-game texts are in the file too."""

from __future__ import annotations

import pytest

from cocoa_games import games
from cocoa_games.core import i18n
from cocoa_games.core.saves import SaveData, SeatInfo, read_save, replay, write_save
from tests.conformance.playthrough import canonical

GAME_IDS = [info.id for info in games.all_games() if not info.rules.startswith("tests.")]


def bot_game(game, players: int, seed: int):
    state = game.new_state([f"P{i}" for i in range(players)], game.Options(), seed)
    bots = [game.make_bot(s, game.bot_levels[-1], seed + s) for s in range(players)]
    actions = []
    for _step in range(4000):
        if state.is_over():
            break
        seats = state.to_move()  # those who may interject first (a Coconuts answer)
        for seat in (*seats[1:], seats[0]):
            action = bots[seat].choose(state.observe(seat), state.legal_actions(seat))
            if action is not None:
                break
        events = state.apply(seat, action)
        for other, bot in enumerate(bots):
            bot.notice([e for e in events if e.visible_for(other)])
        actions.append((seat, action))
    return state, actions


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize(("saved_in", "opened_in"), [("en", "de"), ("fr", "en"), ("de", "fr")])
def test_a_save_opens_in_another_language(game_id, saved_in, opened_in, tmp_path):
    game = games.get(game_id)
    players = max(game.min_players, min(3, game.max_players))
    try:
        i18n.set_language(saved_in)
        state, actions = bot_game(game, players, 9)
        seats = [SeatInfo(f"P{i}", "computer") for i in range(players)]
        path = write_save(tmp_path / "game.cocoa.json",
                          SaveData(game, seats, 9, game.Options(), actions, state))
        i18n.set_language(opened_in)
        loaded = read_save(path)  # raises if the replay does not match the stored state
        assert loaded.actions == actions
        assert loaded.state.is_over() == state.is_over()
        for viewer in (None, *range(players)):
            assert canonical(loaded.state.observe(viewer)) == canonical(state.observe(viewer))
        # and the log now reads in the language it was opened in
        history: list = []
        replay(loaded, history)
        if opened_in != saved_in:
            english = i18n.set_language(saved_in)
            before: list = []
            replay(loaded, before)
            i18n.set_language(opened_in)
            assert english == saved_in
            assert [e.text for e in history] != [e.text for e in before]
    finally:
        i18n.set_language("en")
