"""Every registered game through the real table: people pass the screen, and at every step
the scene holds only the viewer's observation, behind a curtain nothing at all, and the log
only what the viewer may read."""

from __future__ import annotations

import random

import pytest

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.saves import SeatInfo
from tests.app.helpers import log_texts

STEPS = 80


def playable_games() -> list[str]:
    ids = []
    for info in games.all_games():
        try:
            games.scene_factory(info.id)
        except ImportError:
            continue  # a game whose table is still being built
        ids.append(info.id)
    return ids


@pytest.mark.parametrize("game_id", playable_games())
def test_people_only_ever_see_their_own_view(qtbot, game_id):
    game = games.get(game_id)
    count = max(game.min_players, min(3, game.max_players))
    kinds = ["human", "human", "computer"][:count]
    seats = [SeatInfo(name, kind)
             for name, kind in zip(["Alice", "Ben", "Cleo"], kinds, strict=False)]
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    session = GameSession(game, seats, 17, game.Options(), settings=window.settings)
    window.start_session(session)
    table, rng = window.table, random.Random(3)
    # animations play only events meant for the view the scene is drawing
    played_for_others = []
    original_play = table.scene.play

    def play(events):
        viewer = table.scene.viewer
        played_for_others.extend(e.kind for e in events if not e.visible_for(viewer))
        original_play(events)

    table.scene.play = play
    at_screen = None  # who last said "I'm NAME — show": the person who may be looking
    private_lines = 0  # log lines only their reader may see, shown over the run

    def forbidden_for(person):
        """Texts of events `person` may not read (that no event they may read shares)."""
        allowed = {e.text for e in session.history if e.visible_for(person)}
        return {e.text for e in session.history if not e.visible_for(person)} - allowed

    for _ in range(STEPS):
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if session.state.is_over():
            break
        scene = table.scene
        if session.curtain_seat is not None:
            assert scene.items() == [] and scene.observation is None
            assert table.curtain.isVisibleTo(window) and not table.view.isVisibleTo(window)
            # nothing private anywhere on the page behind it, nor in what was announced
            assert not forbidden_for(None) & set(log_texts(table))
            assert not forbidden_for(None) & set(table.announcements)
            assert table.status.text() == "" and table.view.accessibleDescription() == ""
            at_screen = session.curtain_seat
            session.reveal()
            continue
        # the person at the screen sees their own view, or else only the public one
        person = at_screen if session.viewer == at_screen else None
        assert scene.observation == session.state.observe(person)
        # the log: a seat's own lines only once they passed the curtain
        shown = log_texts(table)
        assert not forbidden_for(person) & set(shown)
        assert shown == [e.text for e in session.history
                         if e.visible_for(session.trusted_viewer) and e.text]
        private_lines += sum(1 for e in session.history
                             if e.visible_to is not None and e.text in shown)
        offered = session.legal_for_view()
        if session.view.held:  # a card drawn, seen by its drawer: Hide hands over
            session.hide()
        elif offered:
            seat = rng.choice(sorted(offered))
            before, action = len(session.actions), rng.choice(offered[seat])
            let_pass = action in session.computers.lets_pass(seat)  # "No complaint": no move
            table.scene.action_chosen.emit(seat, action)
            if let_pass:
                assert len(session.actions) == before
                assert seat not in session.computers.waiting_for()
            else:
                assert len(session.actions) == before + 1
        else:  # a computer's turn
            before = len(session.actions)
            qtbot.waitUntil(lambda n=before: len(session.actions) > n or session.state.is_over()
                            or session.curtain_seat is not None, timeout=5000)
    assert played_for_others == []
    if game_id == "cuckoo_zoo":  # drawn cards are private: their owner did read them
        assert private_lines, "no private log line was ever shown to its owner"
    assert session.actions, "nobody moved"


def kokonana_for_two(qtbot, **set_up):
    game = games.get("kokonana")
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    seats = [SeatInfo("Alice", "human"), SeatInfo("Ben", "human")]
    session = GameSession(game, seats, 11, game.Options(), settings=window.settings)
    if set_up:
        session.state.set_up(**set_up)
    window.start_session(session)
    return window, session, window.table


def test_a_public_game_hands_over_without_curtains_but_a_peek_gets_one(qtbot):
    """Kokonana is public except during a temple peek: no "Pass to" at a change of
    person, but a curtain (with nothing drawn behind it) before a peek's face shows."""
    from cocoa_games.games.kokonana.actions import Hide, SpendTalismanPeek
    from tests.games.kokonana.scene_helpers import temple_faces

    window, session, table = kokonana_for_two(
        qtbot, talismans={0: 1}, keys={0: "black"}, runners={0: "sand"})
    scene = table.scene
    assert session.curtain_seat is None and not table.curtain.isVisible()
    assert session.viewer == 0 and scene.items() and temple_faces(scene) == {}

    peek = next(a for a in session.state.legal_actions(0) if isinstance(a, SpendTalismanPeek))
    assert session.act(0, peek)
    assert session.curtain_seat == 0 and table.curtain.isVisibleTo(window)
    assert scene.items() == [] and not table.view.isVisibleTo(window)
    assert table.curtain.title.text() == "Alice's secret look"
    assert table.curtain.show_button.text() == "I'm Alice — show"

    session.reveal()
    face = session.state.observe(0)["peek_face"]
    assert temple_faces(scene) == {peek.slot: face}
    # the game's own Hide ends the peek; no second "Hide" in the side panel beside it
    assert not table.hide_button.isVisible()

    assert session.act(0, Hide())
    assert session.curtain_seat is None and temple_faces(scene) == {}
    assert not table.hide_button.isVisible()

    rng = random.Random(2)
    while session.state.turn_seat() == 0:  # finish Alice's turn; never a curtain
        legal = [a for a in session.state.legal_actions(0) if "peek" not in a.kind]
        assert session.act(0, rng.choice(legal))
        assert session.curtain_seat is None and not table.curtain.isVisibleTo(window)
        assert temple_faces(scene) == {}
    assert session.state.turn_seat() == 1
    assert session.viewer == 1 and session.curtain_seat is None
    assert table.view.isVisibleTo(window) and scene.observation == session.state.observe(None)
    assert table.player_rows[1].marker.text() == "▶"
