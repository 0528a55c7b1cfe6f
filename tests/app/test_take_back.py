"""Taking back a slip through the window: Ctrl+Z and the "Take back" button.

A Kokonana hop before its flip goes back (the runner stands where it stood, the autosave no
longer holds it); a flip never does; a computer's move is never a person's to take back; a
Cocoons animal put into a cocoon before the slide goes back to lying in the free space.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from cocoa_games import games
from cocoa_games.app import save_slots, take_back
from cocoa_games.app.session import GameSession
from cocoa_games.core.game import IllegalAction
from cocoa_games.core.saves import SeatInfo, read_save
from cocoa_games.games.kokonana import board as B
from cocoa_games.games.kokonana.actions import Acknowledge, Flip, Hop, SkipHop, TakeTalisman


def _pair_at_the_start(state) -> tuple[str, str] | None:
    """Two first-step shallow tiles with one motif: a match there gives a stone to hop to."""
    first = [B.BY_NAME[f"S:{lane}:0"] for lane in range(4)]
    for i, a in enumerate(first):
        for b in first[i + 1:]:
            if state.motif[a] == state.motif[b]:
                return B.NAMES[a], B.NAMES[b]
    return None


def _no_pair(state, seat_tiles: tuple[str, str]) -> tuple[str, str]:
    """Two shallow tiles of different motifs, neither of the stones just made."""
    free = [t for t in range(B.HALF) if B.NAMES[t] not in seat_tiles]
    a = free[0]
    b = next(t for t in free[1:] if state.motif[t] != state.motif[a])
    return B.NAMES[a], B.NAMES[b]


def kokonana_before_a_hop(computer_hops: bool = False):
    """A seed and moves after which a person (seat 0; a computer at seat 1) may hop from the
    village onto a stone: Alice matched a pair and took a talisman, Ben found no match.
    `computer_hops`: the other way round, Ben is about to hop."""
    game = games.get("kokonana")
    for seed in range(500):
        state = game.new_state(["Alice", "Ben"], game.Options(), seed)
        pair = _pair_at_the_start(state)
        if pair is None:
            continue
        miss = _no_pair(state, pair)
        moves = [(0, Flip(pair[0])), (0, Flip(pair[1])), (0, TakeTalisman()),
                 (1, SkipHop()), (1, Flip(miss[0])), (1, Flip(miss[1])), (1, Acknowledge())]
        if computer_hops:  # Alice misses first, then Ben matches: Ben is the one to hop
            moves = [(0, Flip(miss[0])), (0, Flip(miss[1])), (0, Acknowledge()),
                     (1, Flip(pair[0])), (1, Flip(pair[1])), (1, TakeTalisman()),
                     (0, SkipHop()), (0, Flip(miss[0])), (0, Flip(miss[1])), (0, Acknowledge())]
        try:
            for seat, action in moves:
                state.apply(seat, action)
        except IllegalAction:
            continue
        return seed, moves, pair
    raise AssertionError("no seed gives a first-step pair")


def start(window, game_id, seed, actions=(), kinds=("human", "computer")):
    game = games.get(game_id)
    seats = [SeatInfo(name, kind, "normal") for name, kind in zip(("Alice", "Ben"), kinds,
                                                                  strict=False)]
    session = GameSession(game, seats, seed, game.Options(), actions,
                          settings=window.settings)
    window.start_session(session)
    return session, window.table


def still(qtbot, session) -> None:
    qtbot.waitUntil(lambda: not session.busy and session.curtain_seat is None, timeout=5000)


def ctrl_z(qtbot, table) -> None:
    qtbot.keyClick(table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def saved_actions(session) -> list:
    return read_save(save_slots.slot_path(session.uid)).actions


def test_a_hop_is_taken_back_with_ctrl_z_and_the_save_forgets_it(qtbot, window):
    seed, moves, pair = kokonana_before_a_hop()
    session, table = start(window, "kokonana", seed, moves)
    still(qtbot, session)
    assert session.state.turn == 0 and session.state.phase == "hop"
    standing = table.scene.runners[0].pos()
    assert not table.take_back_button.isVisible()  # nothing of Alice's to take back yet

    table.presenter.act(0, Hop(pair[0]))
    still(qtbot, session)
    assert session.state.runner[0] == B.BY_NAME[pair[0]]
    assert table.scene.runners[0].pos() != standing
    assert table.take_back_button.isVisible()
    assert saved_actions(session)[-1] == (0, Hop(pair[0]))

    ctrl_z(qtbot, table)
    still(qtbot, session)
    assert session.state.runner[0] == B.VILLAGE and session.state.phase == "hop"
    assert table.scene.runners[0].pos() == standing
    assert session.actions == moves
    assert saved_actions(session) == moves  # the save never holds the hop taken back
    assert not table.take_back_button.isVisible()  # one step back only

    # hopping again is a move like any other
    table.presenter.act(0, Hop(pair[1]))
    still(qtbot, session)
    assert session.state.runner[0] == B.BY_NAME[pair[1]]


def test_after_the_flip_the_hop_cannot_be_taken_back(qtbot, window):
    seed, moves, pair = kokonana_before_a_hop()
    session, table = start(window, "kokonana", seed, moves)
    still(qtbot, session)
    table.presenter.act(0, Hop(pair[0]))
    still(qtbot, session)
    tile = next(a for a in session.state.legal_actions(0) if isinstance(a, Flip))
    table.presenter.act(0, tile)
    still(qtbot, session)
    assert not table.take_back_button.isVisible()
    made = list(session.actions)

    ctrl_z(qtbot, table)
    still(qtbot, session)
    assert session.actions == made and session.state.runner[0] == B.BY_NAME[pair[0]]
    assert saved_actions(session) == made
    assert "no move to take back" in table.message.text()


def test_a_computers_move_is_not_a_persons_to_take_back(qtbot, window):
    seed, moves, pair = kokonana_before_a_hop(computer_hops=True)
    made = [*moves, (1, Hop(pair[0]))]  # Ben hopped; his flip comes next
    session, table = start(window, "kokonana", seed, made)
    assert session.state.turn == 1 and session.state.phase == "flip"
    assert take_back.seat(session) is None
    assert not table.take_back_button.isVisible()
    window.take_back_action.trigger()
    assert session.actions[:len(made)] == made
    assert session.state.runner[1] == B.BY_NAME[pair[0]]


def test_the_menu_offers_take_back_on_ctrl_z(window):
    assert window.take_back_action.shortcut().toString() == "Ctrl+Z"


def test_a_cocoons_animal_placed_is_taken_back_to_the_free_space(qtbot, window):
    from cocoa_games.games.cocoons.actions import EndTurn, PlaceAnimal, Slide

    game = games.get("cocoons")
    for seed in range(200):  # Ben's slide uncovers an animal without a trapdoor on it
        state = game.new_state(["Alice", "Ben"], game.Options(), seed)
        for slide in (a for a in state.legal_actions(0) if isinstance(a, Slide)):
            trial = game.new_state(["Alice", "Ben"], game.Options(), seed)
            trial.apply(0, slide)
            if trial.phase == "after" and trial.animal_in_free() is not None:
                moves = [(0, slide), (0, EndTurn())]
                break
        else:
            continue
        break
    session, table = start(window, "cocoons", seed, moves, kinds=("computer", "human"))
    still(qtbot, session)
    animal = session.state.animal_in_free()
    assert session.state.turn == 1 and animal is not None
    cocoon = next(a.cocoon for a in session.state.legal_actions(1) if isinstance(a, PlaceAnimal))
    table.presenter.act(1, PlaceAnimal(cocoon))
    still(qtbot, session)
    assert session.state.holds[cocoon] == animal
    assert table.take_back_button.isVisible()

    table.take_back_button.click()
    still(qtbot, session)
    assert session.state.holds[cocoon] is None
    assert session.state.animal_in_free() == animal  # back where it lay, to be placed again
    assert saved_actions(session) == moves


def test_between_two_people_the_table_comes_back_as_it_was_for_the_same_seat(qtbot, window):
    seed, moves, pair = kokonana_before_a_hop()
    session, table = start(window, "kokonana", seed, moves, kinds=("human", "human"))
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    if session.curtain_seat is not None:  # Alice's hand-off: she shows herself in
        session.reveal()
    still(qtbot, session)
    drawn: list = []
    original = table.scene.show
    table.scene.show = lambda obs, viewer, legal: (drawn.append(viewer),
                                                   original(obs, viewer, legal))
    table.presenter.act(0, Hop(pair[0]))
    still(qtbot, session)
    window.take_back_action.trigger()
    still(qtbot, session)
    assert session.state.runner[0] == B.VILLAGE
    assert session.curtain_seat is None and session.viewer == 0
    assert drawn and set(drawn) == {0}  # only Alice's own table, before and after
    assert "Alice takes the move back." in table.message.text()
