"""Keys at the table in the app's own window (issue 23, points 8 and 9): menu shortcuts
never make game moves, and no key acts for a person who has not yet seen her turn.

The window is not the active one in these tests (offscreen, right after a game starts), as
it was for the family that found Ctrl+O opening the cocoons: Qt then runs no menu shortcut
by itself, and the key reaches the focused table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from cocoa_games import games
from cocoa_games.app import main_window
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cocoons.actions import EndTurn, Slide
from tests.games.test_scene_contract import GAME_IDS  # every game, and the template game five

CTRL = Qt.KeyboardModifier.ControlModifier
LETTERS = [getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
DIGITS = [getattr(Qt.Key, f"Key_{n}") for n in range(10)]
#: what a person at a table presses most: the keys that act on what the ring sits on
PRESSES = [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space]


@pytest.fixture
def window(qtbot, monkeypatch):
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.asked = []  # the dialogs the keys opened, in order (each answers "cancel")
    monkeypatch.setattr(main_window, "ask_save_manager", lambda *a: win.asked.append("load"))
    monkeypatch.setattr(main_window, "ask_new_game", lambda *a: win.asked.append("new"))
    return win


def start(qtbot, window, game_id: str, people: int, seed: int = 1, **options) -> GameSession:
    """`people` people at `game_id`, the first one's turn on the table (curtain passed)."""
    game = games.get(game_id)
    seats = [SeatInfo(name) for name in ("Ann", "Mia", "Leo")[:people]]
    session = GameSession(game, seats, seed, game.Options(**options), settings=window.settings)
    window.start_session(session)
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    if session.curtain_seat is not None:
        session.reveal()
    window.table.view.setFocus()
    return session


def people_for(game_id: str) -> int:
    game = games.get(game_id)
    return max(game.min_players, min(2, game.max_players))


def press(qtbot, window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(window.table.view, key, modifier)


# -- point 8: menu shortcuts are the window's ---------------------------------------------

def elsewhere(qtbot, window) -> None:
    """Another window is the active one (a dialog just closed, the window not active again
    yet): Qt runs none of this window's shortcuts by itself, yet its table has the keys."""
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other, timeout=2000)
    window.table.view.setFocus()


def test_ctrl_o_twice_in_solo_cocoons_opens_load_and_keeps_the_game(qtbot, window, turn_clock):
    session = start(qtbot, window, "cocoons", 1, level=1)
    turn_clock.wait_out()
    elsewhere(qtbot, window)
    press(qtbot, window, Qt.Key.Key_O, CTRL)
    press(qtbot, window, Qt.Key.Key_O, CTRL)
    assert window.asked == ["load", "load"]
    assert session.actions == [] and not session.state.is_over()


def test_ctrl_n_opens_new_game_not_note_mode(qtbot, window, turn_clock):
    session = start(qtbot, window, "cocoons", 1, level=1)
    turn_clock.wait_out()
    elsewhere(qtbot, window)
    press(qtbot, window, Qt.Key.Key_N, CTRL)
    assert window.asked == ["new"]
    assert window.table.scene.active_mode is None  # not noting
    assert session.actions == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_ctrl_o_and_ctrl_n_open_load_and_new_in_every_game(qtbot, window, turn_clock, game_id):
    session = start(qtbot, window, game_id, people_for(game_id))
    turn_clock.wait_out()
    elsewhere(qtbot, window)
    before = session.state.to_dict()
    for key in (Qt.Key.Key_O, Qt.Key.Key_N, Qt.Key.Key_O, Qt.Key.Key_N):
        press(qtbot, window, key, CTRL)
    assert window.asked == ["load", "new", "load", "new"]
    assert session.actions == [] and session.state.to_dict() == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_key_held_with_ctrl_or_alt_is_a_table_key(qtbot, window, turn_clock, monkeypatch,
                                                      game_id):
    """Every letter and digit with Ctrl, Alt or Ctrl+Shift: the table never hears it (the
    menus' Ctrl+S, Ctrl+R, Ctrl+B, Ctrl+Q are the window's; with the window's commands
    kept away here, nothing at all happens on the table)."""
    session = start(qtbot, window, game_id, people_for(game_id))
    turn_clock.wait_out()
    elsewhere(qtbot, window)  # (Qt would run Ctrl+Q and Ctrl+B of an active window)
    heard = []
    scene = window.table.scene
    alone = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta)
    monkeypatch.setattr(scene, "handle_key", lambda event: event.key() in alone  # (pressed
                        or heard.append(event.key()) or True)  # first, by itself: no key)
    monkeypatch.setattr("cocoa_games.app.game_view.press_window_shortcut", lambda *a: False)
    mods = [CTRL, Qt.KeyboardModifier.AltModifier, CTRL | Qt.KeyboardModifier.ShiftModifier]
    for modifier in mods:
        for key in [*LETTERS, *DIGITS, *PRESSES, Qt.Key.Key_Tab]:
            press(qtbot, window, key, modifier)
            while (menu := QApplication.activePopupWidget()) is not None:
                menu.close()  # (Alt+G opens the Game menu)
    assert heard == []
    assert session.actions == []
    # (and the same keys without Ctrl still reach it)
    press(qtbot, window, Qt.Key.Key_O)
    assert heard == [Qt.Key.Key_O]


def test_a_letter_the_table_shows_is_the_tables_even_in_an_active_window(qtbot, window,
                                                                         turn_clock):
    """Qt runs an active window's shortcuts before the table sees a key: a letter the
    menus bind (M mutes) and a button on the table shows goes to the table first; the
    menu has it when the table does not use it."""
    session = start(qtbot, window, "secret_numbers", 2)
    turn_clock.wait_out()
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.table.view.setFocus()
    number = session.state.legal_actions(0)[0].number
    window.mute_action.setShortcut(str(number))  # a window letter a table button shows
    muted = window.sound.muted
    press(qtbot, window, Qt.Key(Qt.Key.Key_0 + number))
    assert session.actions[-1][0] == 0 and window.sound.muted is muted
    window.mute_action.setShortcut("M")
    turn_clock.wait_out()
    press(qtbot, window, Qt.Key.Key_M)  # the fixture's table has no M: the menu's
    assert window.sound.muted is not muted
    press(qtbot, window, Qt.Key.Key_O, CTRL)  # (and Qt's own shortcut path still works)
    assert window.asked == ["load"]


# -- point 9: a fresh turn takes no key for half a second --------------------------------

def hand_over(qtbot, window, session) -> None:
    """Ann, who plays with the keyboard, ends her turn. Whether or not Mia's corner shows a
    seal, a curtain comes (Cocoons' one rule: a curtain before every person's turn); she
    passes it, and her table shows with no cocoon focused: the ring waits for her."""
    press(qtbot, window, Qt.Key.Key_Tab)  # Ann's keyboard (the ring shows)
    while session.state.turn_seat() == 0:
        legal = session.state.legal_actions(0)
        end = next((a for a in legal if isinstance(a, EndTurn)), None)
        assert session.act(0, end or next(a for a in legal if isinstance(a, Slide)))
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    assert session.curtain_seat == 1 and session.state.turn_seat() == 1
    session.reveal()  # "I'm Mia — show"
    window.table.view.setFocus()
    scene = window.table.scene
    assert scene.target_items() and scene.focused_item() is None


def test_the_enter_meant_for_the_curtain_makes_no_move_for_mia(qtbot, window, turn_clock):
    session = start(qtbot, window, "cocoons", 2, seed=1, level=1)
    turn_clock.wait_out()
    hand_over(qtbot, window, session)
    made = len(session.actions)
    press(qtbot, window, Qt.Key.Key_Return)  # "I'm Mia — show", pressed twice
    turn_clock.advance(0.4)
    press(qtbot, window, Qt.Key.Key_Space)
    assert len(session.actions) == made and session.state.turn_seat() == 1
    assert "new turn" in window.table.message.text()
    turn_clock.advance(0.1)  # her half second is over, but the ring still waits for her
    press(qtbot, window, Qt.Key.Key_Return)
    assert len(session.actions) == made
    press(qtbot, window, Qt.Key.Key_Tab)  # she puts the ring on her first choice
    assert window.table.scene.focused_item() is not None
    press(qtbot, window, Qt.Key.Key_Return)
    assert len(session.actions) == made + 1 and session.actions[-1][0] == 1


def test_a_click_is_never_held_back(qtbot, window, turn_clock):
    session = start(qtbot, window, "cocoons", 2, seed=1, level=1)
    turn_clock.wait_out()
    hand_over(qtbot, window, session)
    made = len(session.actions)
    item = window.table.scene.target_items()[0]
    view = window.table.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(item.scene_rect().center()))
    assert len(session.actions) == made + 1 and session.actions[-1][0] == 1


def move_by_keys(qtbot, window, session, keys) -> bool:
    """Press `keys` one by one until the table makes a move; True if it did."""
    made = len(session.actions)
    for key in keys:
        press(qtbot, window, key)
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
        if len(session.actions) > made:
            return True
    return False


#: a person finding her move: walk, press, press again (a mode, then its choice)
FINDING = [Qt.Key.Key_Tab, *PRESSES, Qt.Key.Key_Right, *PRESSES, Qt.Key.Key_Down, *PRESSES] * 3


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_fresh_turn_takes_no_key_for_half_a_second_in_every_game(qtbot, window,
                                                                   turn_clock, game_id):
    session = start(qtbot, window, game_id, people_for(game_id))
    before = session.state.to_dict()
    assert not move_by_keys(qtbot, window, session, [*FINDING, *LETTERS, *DIGITS])
    assert session.state.to_dict() == before
    turn_clock.wait_out()  # she has seen her table: the same keys find a move
    assert move_by_keys(qtbot, window, session, FINDING)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_next_persons_turn_is_fresh_again(qtbot, window, turn_clock, game_id):
    """After one person's move by keys, the next person's first keys (curtain or not)
    make nothing until her half second has passed."""
    session = start(qtbot, window, game_id, people_for(game_id))
    turn_clock.wait_out()
    first = session.state.turn_seat()
    for _ in range(30):  # (a turn may take several moves)
        assert move_by_keys(qtbot, window, session, FINDING)
        if session.view.held:  # a card drawn, seen by its drawer: Hide hands over
            session.hide()
        if session.curtain_seat is not None:
            session.reveal()
            window.table.view.setFocus()
        if session.state.is_over() or session.state.turn_seat() != first:
            break
        turn_clock.wait_out()  # (a move of her own turn keeps it hers: no wait needed)
    if session.state.is_over():
        pytest.skip("the game ended within the first turn")
    made = len(session.actions)
    assert not move_by_keys(qtbot, window, session, FINDING)
    assert len(session.actions) == made
    turn_clock.wait_out()
    assert move_by_keys(qtbot, window, session, FINDING)


def test_a_key_held_through_anns_animations_is_not_pressed_on_mias_turn(qtbot, window,
                                                                         turn_clock,
                                                                         monkeypatch):
    """A key pressed while the table still moves is held and pressed once it settles: on
    the same person's table (a key typed ahead), never on the next person's fresh one."""
    session = start(qtbot, window, "cocoons", 2, seed=1, level=1)
    turn_clock.wait_out()
    press(qtbot, window, Qt.Key.Key_Tab)  # Ann plays with the keyboard
    scene = window.table.scene
    while True:
        legal = session.state.legal_actions(0)
        move = next((a for a in legal if isinstance(a, EndTurn)), None) or \
            next(a for a in legal if isinstance(a, Slide))
        if isinstance(move, EndTurn):
            break
        assert session.act(0, move)
        qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    with monkeypatch.context() as moving:  # Ann's last slide is still sliding...
        moving.setattr(scene.animations, "busy", lambda: True)
        press(qtbot, window, Qt.Key.Key_Return)  # ...and her Enter waits for it
    assert session.act(0, move)  # her turn ends: the curtain for Mia
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    assert session.curtain_seat == 1 and session.state.turn_seat() == 1
    session.reveal()
    made = len(session.actions)
    qtbot.wait(20)  # (a held key is pressed at the latest on the next pass of the loop)
    assert len(session.actions) == made, "Ann's Enter made Mia's move"


def test_m_mutes_at_the_coconuts_table_and_magic_has_a_letter_of_its_own(qtbot, window,
                                                                        turn_clock):
    """The one plain letter the menus bind (M, Mute) is no table key (issue 25, point 7):
    Coconuts' "Magic card…" button (Ada's look at her cards, the one person who may answer
    now) shows another letter of its words, and that letter opens her look; M mutes, as the
    View menu says, with the window active as a family's is."""
    from cocoa_games.games.coconuts.cards import FREEZE
    from cocoa_games.games.coconuts.keys import button_key
    from tests.games.coconuts.helpers import card, set_hands

    game = games.get("coconuts")
    seats = [SeatInfo("Ben", "human"), SeatInfo("Ada", "human")]
    session = GameSession(game, seats, 4, game.Options(), settings=window.settings)
    set_hands(session.state, [], [card(FREEZE)])
    window.start_session(session)
    session.hold_bots(True)  # Ben waits to shoot while Ada thinks about Magic!
    table = window.table
    qtbot.waitUntil(lambda: not session.busy and table.scene.observation is not None)
    magic = next(b for b in table.scene.buttons if b.isVisible() and b.key_hint)
    assert magic.text.endswith("Magic card…") and magic.key_hint == button_key("magic") == "C"
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    table.view.setFocus()
    turn_clock.wait_out()
    muted = window.sound.muted
    press(qtbot, window, Qt.Key.Key_M)
    assert window.sound.muted is not muted and session.curtain_seat is None
    press(qtbot, window, Qt.Key.Key_C)
    assert session.curtain_seat == 1  # Ada's look, behind its curtain
    assert window.sound.muted is not muted


def test_no_menu_shortcut_can_take_a_key_the_tables_walk_and_press_with(window):
    """Every menu shortcut is a command (Ctrl, Alt), an F key, or a single character the
    table sees first (M): none is a key the tables walk or act with (arrows, Tab, Enter,
    Space, Esc), which Qt would hand to the menu before the table."""
    from PySide6.QtGui import QKeySequence

    from cocoa_games.app.window_keys import COMMAND_MODIFIERS, menu_actions

    table_keys = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                  Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Escape, *PRESSES}
    bound = [(action.text(), keys) for action in menu_actions(window)
             for keys in action.shortcuts() if not keys.isEmpty()]
    named = {keys.toString() for _text, keys in bound}
    assert {"Ctrl+N", "Ctrl+O", "Ctrl+S", "M", "F1"} <= named  # (the menus were read)
    for text, keys in bound:
        combo = keys[0]
        key, mods = combo.key(), combo.keyboardModifiers()
        if mods & COMMAND_MODIFIERS or Qt.Key.Key_F1 <= key <= Qt.Key.Key_F35:
            continue
        assert key not in table_keys, f"{text} takes {keys.toString()} from the table"
        assert len(QKeySequence(key).toString()) == 1, f"{text}: {keys.toString()}"
