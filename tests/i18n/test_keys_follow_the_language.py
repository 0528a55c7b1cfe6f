"""Keys follow the language (issue 25, point 7): the letter on a button is the key that
presses it, taken from the button's words as the player reads them (G for Gelb), never a
letter the window's menus bind (M mutes), never two alike on one table; the cards' colour
marks are symbols, not an English initial; the rules name no English letter for a button."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QKeyEvent, QKeySequence, QPainter
from PySide6.QtTest import QTest

from cocoa_games import games
from cocoa_games.core import i18n
from cocoa_games.core.key_letters import WINDOW_LETTERS
from cocoa_games.games.coconuts import keys as coconuts_keys
from cocoa_games.games.cocoons import modes as cocoons_modes
from cocoa_games.games.cuckoo_zoo import card_art, prompts
from cocoa_games.games.cuckoo_zoo import keys as cuckoo_keys
from cocoa_games.games.cuckoo_zoo.cards import COLOURS
from cocoa_games.games.cuckoo_zoo.scene import create_scene
from cocoa_games.games.cuckoo_zoo.selection import Step
from cocoa_games.games.cuckoo_zoo.words import animal_name
from cocoa_games.games.kokonana import buttons as kokonana_buttons
from cocoa_games.ui.clickable import ButtonItem
from cocoa_games.ui.text import TextProbe
from tests.games.bot_table import bot_move, seat_bots
from tests.games.cuckoo_zoo.helpers import card, deal, filler, fly
from tests.scene_view import in_game_view, mount

LANGUAGES = ("en", "de", "fr")
GAME_IDS = ("cuckoo_zoo", "kokonana", "cocoons", "coconuts")
#: each game's whole table of lettered buttons, in the active language
KEY_TABLES = {"cuckoo_zoo": cuckoo_keys.button_keys, "kokonana": kokonana_buttons.button_keys,
              "cocoons": cocoons_modes.letters, "coconuts": coconuts_keys.button_keys}
GAMES_DIR = Path(games.__file__).resolve().parent


@pytest.fixture
def speak():
    """speak("de") switches the language for one test, and back to English after it."""
    yield i18n.set_language
    i18n.set_language("en")


def window_letters(qtbot) -> set[str]:
    """The plain letters the real window's menus bind (Ctrl+…, F1 are not letters)."""
    from cocoa_games.app.main_window import MainWindow
    from cocoa_games.app.window_keys import menu_actions

    window = MainWindow()
    qtbot.addWidget(window)
    bound = {keys.toString() for action in menu_actions(window) for keys in action.shortcuts()}
    return {k for k in bound if len(k) == 1 and k.isalpha()}


# -- Cuckoo Zoo: the butterfly's colours --------------------------------------------------
@pytest.mark.parametrize(("language", "yellow", "green"), [
    ("de", Qt.Key.Key_G, Qt.Key.Key_U),  # Gelb; Grün: G and R (Rot) taken, then Ü
    ("fr", Qt.Key.Key_J, Qt.Key.Key_V),  # Jaune, Vert
    ("en", Qt.Key.Key_Y, Qt.Key.Key_G),
])
def test_the_colour_keys_are_the_first_letters_of_the_colours_names(qtbot, speak, language,
                                                                   yellow, green):
    """A German child presses G for Gelb in the app's own table view: yellow is chosen."""
    speak(language)
    state = deal([[fly(0), *filler(3)], filler(3, 3), filler(3, 6)],
                 discard=[card("green", "cow")], draw=[card("red", "dog")])
    scene = create_scene()
    scene.setup(state.names)
    scene.animation_speed = 0.0
    view = in_game_view(qtbot, scene, (1000, 700))
    scene.show(state.observe(0), 0, {0: state.legal_actions(0)})
    scene.hand_items[fly(0)].activate()  # the butterfly, and its call: silence
    scene.buttons[""].activate()
    colour_buttons = [scene.buttons[c] for c in COLOURS]
    assert all(b.isVisible() for b in colour_buttons)
    assert [b.key_hint for b in colour_buttons] == list(cuckoo_keys.colour_keys().values())
    view.setFocus()
    QTest.keyClick(view, yellow)
    assert scene.sel.colour == "yellow", (language, scene.sel.colour)
    assert scene.buttons["yellow"].key_hint == QKeySequence(yellow).toString()
    QTest.keyClick(view, green)
    assert scene.sel.colour == "green"


@pytest.mark.parametrize(("language", "said"), [
    ("de", "Jetzt eine Farbe: drück R, G, U oder B."),
    ("fr", "Maintenant une couleur\u00a0: appuie sur R, J, V ou B."),
    ("en", "Now a colour: press R, Y, G or B."),
])
def test_the_table_names_the_colour_keys_of_its_language(speak, language, said):
    speak(language)
    assert prompts.key_refusal("X", True, Step.COLOUR) == said


def test_the_hints_name_the_key_the_draw_button_shows(qtbot, speak):
    speak("fr")
    state = deal([filler(3), filler(3, 3), filler(3, 6)], discard=[card("red", "cow")],
                 draw=[card("red", "dog")])  # no yellow or blue card fits the red cow: draw
    from tests.games.cuckoo_zoo.scene_helpers import Table

    table = Table(qtbot, state)
    draw = table.scene.buttons["draw"]
    assert draw.isVisible() and draw.key_hint == "P"  # Piocher
    assert f"({draw.key_hint})" in table.scene.current_hint
    assert "(D)" not in table.scene.current_hint


# -- every game: the letters on its buttons -----------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_button_letter_is_a_window_shortcut_nor_shared(qtbot, speak, language):
    menus = window_letters(qtbot)
    assert menus == set(WINDOW_LETTERS) == {"M"}  # the picker keeps clear of what the menus bind
    speak(language)
    for game_id, table in KEY_TABLES.items():
        letters = list(table().values())
        assert all(len(k) == 1 and k.isalpha() for k in letters), (game_id, letters)
        assert len(set(letters)) == len(letters), (language, game_id, letters)
        assert not set(letters) & menus, (language, game_id, letters)


def _states(game_id: str, every: int = 3, limit: int = 60) -> list:
    """States of a seeded computers' game, every few moves (start and end included)."""
    game = games.get(game_id)
    people = max(game.min_players, min(3, game.max_players))
    state = game.new_state([f"P{i + 1}" for i in range(people)], None, 5)
    bots = seat_bots(game, people, 5)
    out = [game.state_from_dict(state.to_dict())]
    for step in range(limit * every):
        if state.is_over():
            break
        bot_move(state, bots)
        if step % every == 0:
            out.append(game.state_from_dict(state.to_dict()))
    return out


def _lettered(scene) -> list[ButtonItem]:
    return [b for b in scene.target_items() if isinstance(b, ButtonItem) and b.isVisible()
            and len(b.key_hint) == 1 and b.key_hint.isalpha()]


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_letter_on_offer_presses_its_own_button(qtbot, speak, monkeypatch, game_id,
                                                     language):
    """Over a whole game, each person's table in turn: every letter a button shows is one
    of the game's letters in this language, none is the window's, none shows twice, and
    pressing it presses that very button."""
    speak(language)
    pressed: list[ButtonItem] = []
    monkeypatch.setattr(ButtonItem, "activate", lambda self: pressed.append(self))
    scene = games.make_scene(game_id)

    class Mount:
        pass

    states = _states(game_id)
    mount(qtbot, Mount(), scene, states[0].names)
    letters = set(KEY_TABLES[game_id]().values())
    seen: set[str] = set()
    for state in states:
        if state.is_over():
            continue
        seats = state.to_move()
        viewer = seats[0]
        scene.show(state.observe(viewer), viewer, {s: state.legal_actions(s) for s in seats
                                                   if state.legal_actions(s)})
        shown = _lettered(scene)
        keys = [b.key_hint for b in shown]
        assert len(set(keys)) == len(keys), (language, game_id, keys)
        assert set(keys) <= letters and not set(keys) & WINDOW_LETTERS, (keys, letters)
        for button in shown:
            pressed.clear()
            key = QKeySequence(button.key_hint)[0].key()
            scene.handle_key(QKeyEvent(QKeyEvent.Type.KeyPress, key,
                                       Qt.KeyboardModifier.NoModifier, button.key_hint.lower()))
            assert pressed == [button], (language, game_id, button.text, button.key_hint)
            seen.add(button.key_hint)
    assert seen, f"{game_id}: no lettered button came up"  # (the walk reached some)


# -- the cards' colour marks --------------------------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_card_face_draws_no_letter_for_its_colour(qtbot, speak, monkeypatch, language):
    """The colour is told by its symbol (hearts, suns, leaves, waves), never by an initial
    that names it in one language only: every word drawn on a face is its animal's name."""
    speak(language)
    drawn: list[str] = []
    plain = QPainter.drawText

    def spy(painter, *args):
        drawn.extend(a for a in args if isinstance(a, str))
        return plain(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    image = QImage(300, 420, QImage.Format.Format_ARGB32_Premultiplied)
    for colour in COLOURS:
        for animal in ("cow", "lion"):
            drawn.clear()
            with TextProbe() as probe:
                painter = QPainter(image)
                card_art.paint_face(painter, (colour, animal), QRectF(0, 0, 300, 420))
                painter.end()
            name = animal_name(animal).upper()
            assert drawn == [name], (language, colour, drawn)
            assert all(t.text == name for t in probe.drawn), probe.drawn


# -- the rules -------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_name_no_fixed_letter_for_a_button(game_id, language):
    """A letter in the rules would be English (or wrong) in the other languages: the rules
    say each button shows its own letter; digits, arrows, Enter and Esc keep their names."""
    name = "help.md" if language == "en" else f"help.{language}.md"
    text = (GAMES_DIR / game_id / name).read_text(encoding="utf-8")
    assert not re.findall(r"\*\*[A-Z]\*\*", text), (game_id, language)
    assert not re.findall(r"\*\*[A-Z](, [A-Z])+\*\*", text), (game_id, language)
    assert not re.findall(r"\b[A-Z] = \w", text), (game_id, language)  # "Y = Gelb"
