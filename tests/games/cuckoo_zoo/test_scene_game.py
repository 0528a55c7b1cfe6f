"""Whole games through the scene: one human seat driven by clicks, computer seats by the bots.

At every step only the human's own hand and the public pile may show card faces.
"""

from __future__ import annotations

import pytest

from cocoa_games import games
from cocoa_games.games.cuckoo_zoo.rules import (
    Complain,
    Confirm,
    CuckooZooOptions,
    Draw,
    Play,
    RuleLevel,
)

from .scene_helpers import Table

HUMAN = 0


class Driver:
    def __init__(self, qtbot, level: RuleLevel, players: int, seed: int) -> None:
        game = games.get("cuckoo_zoo")
        names = ["You", "Bert", "Cleo", "Dino", "Emma", "Finn"][:players]
        state = game.new_state(names, CuckooZooOptions(rule_level=level), seed)
        self.table = Table(qtbot, state, viewer=HUMAN, humans={HUMAN})
        self.bots = {s: game.make_bot(s, game.bot_levels[-1], seed + s) for s in range(1, players)}
        self.complaints = 0
        self.plays = 0
        self.wrong_calls = 0

    @property
    def state(self):
        return self.table.state

    def apply(self, seat, action) -> None:
        events = self.table.apply(seat, action)
        for s, bot in self.bots.items():
            bot.notice([e for e in events if e.visible_for(s)])
        self.table.assert_private()

    def human_turn(self) -> None:
        """The human plays what a child would: the first matching card, right call — except
        every fifth play, where the call is wrong on purpose (the bots may catch it)."""
        table, scene = self.table, self.table.scene
        legal = self.state.legal_actions(HUMAN)
        if Confirm() in legal:
            table.click_button(scene.buttons["confirm"])
        else:
            play = next((a for a in legal if isinstance(a, Play)), None)
            if play is None:
                table.click_button(scene.buttons["draw"])
            else:
                self.plays += 1
                calls = list(play.calls)
                if self.plays % 5 == 0:
                    calls[0] = "moo" if calls[0] != "moo" else "baa"
                    self.wrong_calls += 1
                for card_id in play.cards:
                    table.click_card(card_id)
                for call in calls:
                    table.click_button(scene.buttons[call])
                if play.last_card:
                    table.click_button(scene.buttons["last"])
                if play.colour:
                    table.click_button(scene.buttons[play.colour])
                table.click_button(scene.buttons["play"])
                expected = Play(play.cards, tuple(calls), play.last_card, play.colour)
                assert table.chosen == [(HUMAN, expected)]
        assert len(table.chosen) == 1
        seat, action = table.chosen.pop()
        self.apply(seat, action)

    def human_complains(self) -> bool:
        """The human complains about the first play it may (from their own corner)."""
        if self.complaints or Complain() not in self.state.legal_actions(HUMAN):
            return False
        self.table.click_button(self.table.scene.buttons["complain"])
        assert self.table.chosen == [(HUMAN, Complain())]
        self.table.chosen.clear()
        self.complaints += 1
        self.apply(HUMAN, Complain())
        message = self.table.scene.message.text
        right = self.state.last_result["right"]  # the verdict the table must show
        expected = "You complained: right!" if right else "You complained about"
        assert message.startswith(expected), message
        return True

    def step(self) -> None:
        seats = self.state.to_move()
        if HUMAN in seats[1:] and self.human_complains():
            return
        for seat in (*seats[1:], seats[0]):
            if seat == HUMAN:
                if seat == seats[0]:
                    self.human_turn()
                    return
                continue
            legal = self.state.legal_actions(seat)
            if not legal:
                continue
            action = self.bots[seat].choose(self.state.observe(seat), legal)
            if action is None:
                continue
            self.apply(seat, action)
            return
        raise AssertionError("nobody acted")


@pytest.mark.parametrize(("level", "players", "seed"), [
    (RuleLevel.BEGINNER, 3, 11),
    (RuleLevel.MORE_ADVANCED, 4, 5),
])
def test_whole_game_through_the_scene(qtbot, level, players, seed):
    driver = Driver(qtbot, level, players, seed)
    driver.table.assert_private()
    steps = 0
    while not driver.state.is_over() and steps < 2000:
        driver.step()
        steps += 1
    assert driver.state.is_over(), "the game did not finish"
    assert driver.complaints == 1
    assert driver.plays > 0
    assert driver.wrong_calls > 0  # a wrong call went through the buttons as chosen
    winner = driver.state.outcome().winners[0]
    assert driver.table.scene.winner_banner.text == f"★ {driver.state.names[winner]} wins! ★"
    assert not driver.table.scene.buttons["play"].isVisible()


def test_public_table_during_a_game_shows_no_hand(qtbot):
    """The view behind the curtain (viewer None) never draws any hand."""
    game = games.get("cuckoo_zoo")
    state = game.new_state(["A", "B", "C"], CuckooZooOptions(rule_level=RuleLevel.ADVANCED), 3)
    table = Table(qtbot, state, viewer=None, humans=set())
    bots = [game.make_bot(s, game.bot_levels[-1], s) for s in range(3)]
    for _ in range(60):
        if state.is_over():
            break
        seat = state.to_move()[0]
        action = bots[seat].choose(state.observe(seat), state.legal_actions(seat)) or Draw()
        table.apply(seat, action)
        assert table.scene.hand_items == {}
        table.assert_private()
