"""Cocoons in German and French: what a player reads — the log, the hint, the panel, the
end — speaks the chosen language, with the names in place and the right plural; a game
saved in one language opens in another."""

from __future__ import annotations

import random
import re

import pytest

from cocoa_games.core import i18n
from cocoa_games.core.saves import SaveData, SeatInfo, read_save, write_save
from cocoa_games.games.cocoons import moves, solver
from cocoa_games.games.cocoons.actions import NOTES, Correct, Note, ProposeEnd
from cocoa_games.games.cocoons.modes import CORRECTING, NOTING
from cocoa_games.games.cocoons.rules import CocoonsGame, CocoonsOptions
from cocoa_games.games.cocoons.scene import CocoonsScene
from cocoa_games.games.cocoons.solver import Verdict
from tests.scene_view import mount

from .helpers import free_space, make


@pytest.fixture
def speak():
    """Switch the language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


def texts(events) -> str:
    return " ".join(e.text for e in events)


@pytest.mark.parametrize(("language", "words"), [
    ("de", ("Ann zahlt einen Marker und schiebt den Kokon vom Feld Nord auf das Feld Mitte",
            "Darunter liegt ein Tier: Leguan")),
    ("fr", ("Ann paie un jeton et fait glisser le cocon de la case nord vers la case centrale",
            "Dessous se trouve un animal\u00a0: iguane")),
])
def test_the_log_tells_a_slide_in_the_players_language_with_their_names(speak, language, words):
    speak(language)
    st = make(2)
    events = free_space(st, "N")
    log = texts(events)
    for expected in words:
        assert expected in log
    turn = next(e.text for e in events if e.kind == "turn")
    assert "Ben" in turn and turn != "Ben's turn."


def test_a_note_and_a_correction_name_the_animal_and_the_space(speak):
    speak("de")
    st = make(2)
    st.holds[0] = "owl"  # a wrong animal already placed, to be corrected
    note = texts(st.apply(1, Note(2, "fox")))
    assert note == "Ben notiert am Kokon auf dem Feld Nordost: Fuchs."
    moved = texts(st.apply(0, Correct(0, 1)))
    assert "Ann legt drei Marker in den Deckel" in moved and "Eule" in moved
    assert "Feld Nordwest" in moved and "Feld Nord:" in moved


@pytest.mark.parametrize(("language", "one", "three"), [
    ("de", "1 Kokon hat nicht sein eigenes Tier", "3 Kokons haben nicht ihr eigenes Tier"),
    ("fr", "1 cocon ne contient pas son propre animal",
     "3 cocons ne contiennent pas leur propre animal"),
])
def test_the_reveal_counts_wrong_cocoons_with_the_right_plural(speak, language, one, three):
    speak(language)
    for wrong, expected in ((1, one), (3, three)):
        st = make(1)  # alone, with the Start token showing: the cocoons open at once
        st.holds = list(st.owner)
        for c in range(wrong):
            st.holds[c] = None
        log = texts(st.apply(0, ProposeEnd()))
        assert expected in log
        outcome = st.outcome()
        assert outcome is not None and expected in outcome.text


@pytest.mark.parametrize(("language", "one", "many"), [
    ("de", "mindestens noch 1 Marker gebraucht", "mindestens noch 5 Marker gebraucht"),
    ("fr", "au moins 1 jeton.", "au moins 5 jetons."),
])
def test_the_hints_verdict_counts_tokens_in_the_language(speak, language, one, many):
    speak(language)
    assert one in Verdict(1, True).text(10)
    assert many in Verdict(5, True).text(10)
    assert "{" not in Verdict(30, False).text(4)


def test_the_hint_explains_its_move_in_german(speak):
    speak("de")
    st = make(2)
    advice = solver.suggest(st.observe(0), 0, st.legal_actions(0), depth=2)
    assert advice is not None
    assert advice.reason.startswith("Schieb den markierten Kokon (")


@pytest.mark.parametrize(("language", "first", "letters"), [
    ("de", "Stufe 3: Magische Schlösser", ("N", "O", "S", "W")),
    ("fr", "Niveau 3\u00a0: Serrures magiques", ("N", "E", "S", "O")),
])
def test_the_panel_names_the_level_and_the_box_its_compass_in_the_language(
        qtbot, speak, language, first, letters):
    speak(language)

    class Table:
        pass

    t = Table()
    mount(qtbot, t, CocoonsScene(), ["Ann", "Ben"])
    st = make(2, level=3)
    t.scene.show(st.observe(0), 0, {0: st.legal_actions(0)})
    assert t.scene.panel.lines[0] == first
    assert t.scene.box.look[3] == letters
    assert t.scene.banner.text.startswith("Ann")


def test_the_end_report_speaks_french(speak):
    speak("fr")
    st = make(1)
    for c in range(8):
        st.holds[c] = st.owner[c]
    st.holds[0], st.holds[1] = st.owner[1], st.owner[0]
    moves.reveal(st, [])
    report = st.end_report([])
    assert report is not None
    assert all(s.note == "perdu ensemble" for s in report.standings)
    assert any("mais contient" in line for line in report.secrets)
    assert sum("chez lui ✔" in line for line in report.secrets) == 6


def test_a_finished_game_saved_in_english_opens_in_german(speak, tmp_path):
    game = CocoonsGame()
    st = game.new_state(["Ann", "Ben"], CocoonsOptions(), 4)
    rng = random.Random(4)
    actions = []
    while st.to_move():
        seat = st.to_move()[0]
        action = rng.choice(st.legal_actions(seat))
        st.apply(seat, action)
        actions.append((seat, action))
    path = write_save(tmp_path / "end.cocoa.json", SaveData(
        game, [SeatInfo("Ann"), SeatInfo("Ben")], 4, CocoonsOptions(), actions, st))
    english = st.reason_text()
    speak("de")
    back = read_save(path)
    assert back.state is not None and back.state.outcome() is not None
    german = back.state.outcome().text
    assert german and german != english


def _untranslated(text: str, names: tuple[str, ...]) -> str | None:
    rest, before = text, None
    while rest != before:  # inside out: a name inside a marked sentence is marked too
        rest, before = re.sub(r"⟦[^⟦⟧]*⟧", "", rest), rest
    for name in names:
        rest = rest.replace(name, "")
    found = re.search(r"[A-Za-z]{2,}", rest)
    return found.group(0) if found else None


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_every_text_of_a_random_game_goes_through_the_catalogue(speak, level):
    """In the test language every translated text is marked ⟦…⟧: a word outside the marks
    (names aside) was built without `_` — in the log, a button, a hint or the end."""
    speak(i18n.PSEUDO)
    names = ("Alice", "Bob", "Cleo")
    game = CocoonsGame()
    st = game.new_state(list(names), CocoonsOptions(level=level, hard_mode=level > 3), level)
    rng = random.Random(level)
    history = []
    seen: list[str] = []
    for _step in range(300):
        if not st.to_move():
            break
        seat = st.to_move()[0]
        legal = st.legal_actions(seat)
        seen += [a.label() for a in legal] + [rng.choice(NOTES).label()]
        advice = solver.suggest(st.observe(seat), seat, legal, depth=2, with_verdict=True)
        if advice is not None and advice.verdict is not None:
            seen += [advice.reason, advice.verdict.text(st.supply)]
        events = st.apply(seat, rng.choice(legal))
        history += events
        seen += [e.text for e in events]
    report = st.end_report(history)
    if report is not None:
        seen += [*report.moments, *report.secrets, *(s.note for s in report.standings)]
    leaks = {t for t in seen if _untranslated(t, names)}
    assert not leaks


def _drawn_words(scene) -> list[str]:
    """Every word the table draws now (pictures are cached: the cache is emptied first)."""
    from PySide6.QtGui import QImage, QPainter

    from cocoa_games.ui.text import TextProbe

    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    with TextProbe() as probe:
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
    return [d.text for d in probe.drawn]


def test_the_table_draws_no_word_that_skipped_the_catalogue(qtbot, speak):
    """In the test language: the turn, the hint, the note picker, a correction, the end."""
    speak(i18n.PSEUDO)

    class Table:
        pass

    t = Table()
    names = ("Ann", "Ben")
    mount(qtbot, t, CocoonsScene(), list(names))
    scene = t.scene
    st = make(2, level=3)
    free_space(st, "N", end_turn=False)  # an animal lies in the free space: place or end
    st.holds[5] = "owl"  # one placed, so a correction is offered
    seat = st.turn

    def shown(after=None) -> list[str]:
        scene.show(st.observe(seat), seat, {s: st.legal_actions(s) for s in st.to_move()})
        if after is not None:
            after()
        return _drawn_words(scene)

    words = shown()
    words += shown(scene._show_hint)
    words += shown(lambda: (scene.enter_mode(NOTING), scene.cocoons[2].activate()))
    words += shown(lambda: scene.enter_mode(CORRECTING))
    st.apply(seat, [a for a in st.legal_actions(seat) if a.kind == "end_turn"][0])
    for c in range(8):
        st.holds[c] = st.owner[c]
    moves.reveal(st, [])
    seat = 0
    words += shown()
    assert len(words) > 30
    leaks = sorted({w for w in words if _untranslated(w, names)})
    assert not leaks
