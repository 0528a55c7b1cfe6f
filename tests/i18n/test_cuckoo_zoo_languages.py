"""Cuckoo Zoo in German and French: what a player reads in the log and on the curtain (every
mistake, a wrong complaint, counted cards), the calls they see, press and hear, and the red
rooster's COCOTAKI! that stays itself."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cocoa_games.core import i18n
from cocoa_games.games import cuckoo_zoo
from cocoa_games.games.cuckoo_zoo.call_sounds import CALL_SOUND, call_sound
from cocoa_games.games.cuckoo_zoo.cards import CALLS, COCOTAKI
from cocoa_games.games.cuckoo_zoo.rules import Complain, Confirm, Draw
from cocoa_games.games.cuckoo_zoo.texts import play_summary
from cocoa_games.resources import resource_path
from tests.games.cuckoo_zoo.helpers import ADVANCED, card, deal, filler, fly, play
from tests.games.cuckoo_zoo.scene_helpers import Table

GREEN_COW = card("green", "cow")
NB = "\u00a0"  # French puts a no-break space before ! ? : ; and inside « »


@pytest.fixture
def speak():
    """speak("de") switches the language for one test, and back to English after it."""
    yield i18n.set_language
    i18n.set_language("en")


def _complained(state, by=1) -> str:
    """`by` (Ben) complains about the latest play; the log line the table reads."""
    events = state.apply(by, Complain())
    return next(e.text for e in events if e.kind == "complaint")


def _mistake(kind: str):
    """A state where someone just made a mistake of `kind`, and who complains."""
    if kind == "not_a_donkey":  # Ben puts a bee into Ann's donkey round; Cat complains
        st = deal([[card("green", "donkey"), *filler(2)], [card("green", "bee"), *filler(3, 2)],
                   filler(3, 5)], discard=[card("green", "cow")], draw=filler(1, 8),
                  level=ADVANCED)
        play(st, 0, card("green", "donkey"))
        play(st, 1, card("green", "bee"))
        return st, 2
    hands = [[GREEN_COW, card("red", "cow"), card("red", "rooster"), fly(0), *filler(2)],
             filler(3, 2), filler(3, 5)]
    st = deal(hands, discard=[card("green", "sheep")], draw=filler(1, 8))
    if kind == "wrong_call":
        play(st, 0, GREEN_COW, calls=["baa"])
    elif kind == "missing_call":
        play(st, 0, GREEN_COW, calls=[""])
    elif kind == "no_cocotaki":
        st.discard = [card("red", "sheep")]
        st.colour = 0
        play(st, 0, card("red", "rooster"), calls=["cock-a-doodle-doo"])
    elif kind == "call_on_red":
        st.discard = [card("red", "sheep")]
        st.colour = 0
        play(st, 0, card("red", "cow"), calls=["moo"])
    elif kind == "call_on_butterfly":
        play(st, 0, fly(0), calls=["moo"], colour="blue")
    return st, 1


#: (mistake, German, French) — the whole complaint line with the names in it
MISTAKES = [
    ("wrong_call", "Einspruch von Ben: Stimmt! Ann hat falsch gerufen. Ann zieht 2 Karten.",
     f"Ben a contesté{NB}: bien vu{NB}! Ann a fait le mauvais cri. Ann pioche 2 cartes."),
    ("missing_call", "Einspruch von Ben: Stimmt! Ann hat den Tierruf vergessen. "
     "Ann zieht 2 Karten.",
     f"Ben a contesté{NB}: bien vu{NB}! Ann a oublié le cri de l’animal. Ann pioche 2 cartes"
     "."),
    ("no_cocotaki", "Einspruch von Ben: Stimmt! Ann hat den roten Hahn ohne COCOTAKI! "
     "gespielt. Ann zieht 2 Karten.",
     f"Ben a contesté{NB}: bien vu{NB}! Ann a joué le coq rouge sans crier COCOTAKI! "
     "Ann pioche 2 cartes."),
    ("call_on_red", "Einspruch von Ben: Stimmt! Ann hat bei einer roten Karte gerufen. "
     "Ann zieht 2 Karten.",
     f"Ben a contesté{NB}: bien vu{NB}! Ann a fait un bruit sur une carte rouge. "
     "Ann pioche 2 cartes."),
    ("call_on_butterfly", "Einspruch von Ben: Stimmt! Ann hat bei einem Schmetterling "
     "gerufen. Ann zieht 2 Karten.",
     f"Ben a contesté{NB}: bien vu{NB}! Ann a fait un bruit sur un papillon. "
     "Ann pioche 2 cartes."),
    ("not_a_donkey", "Einspruch von Cat: Stimmt! Ben hat in der Eselrunde keinen Esel "
     "gespielt. Ben zieht 2 Karten.",
     f"Cat a contesté{NB}: bien vu{NB}! Ben n’a pas joué d’âne pendant le tour de l’âne. "
     "Ben pioche 2 cartes."),
]


@pytest.mark.parametrize(("kind", "german", "french"), MISTAKES, ids=[m[0] for m in MISTAKES])
def test_each_mistake_is_told_in_a_whole_sentence(speak, kind, german, french):
    for language, expected in (("de", german), ("fr", french)):
        speak(language)
        state, by = _mistake(kind)
        assert state.last_play["mistakes"] == [kind]
        assert _complained(state, by=by) == expected.replace("’", "'")


def test_forgetting_last_card_is_told_in_german_and_french(speak):
    for language, expected in (
            ("de", "Einspruch von Ben: Stimmt! Ann hat „Letzte Karte!“ vergessen. "
                   "Ann zieht 2 Karten."),
            ("fr", f"Ben a contesté{NB}: bien vu{NB}! Ann a oublié «{NB}Dernière carte{NB}!{NB}»."
                   " Ann pioche 2 cartes.")):
        speak(language)
        st = deal([[GREEN_COW, card("green", "cat")], filler(3), filler(3, 3)],
                  discard=[card("green", "sheep")], draw=filler(2, 6))
        play(st, 0, GREEN_COW, last_card=False)
        assert _complained(st) == expected


def test_a_wrong_complaint_names_both_players(speak):
    for language, expected in (
            ("de", "Ben hat Einspruch gegen den Zug von Ann erhoben, aber da war kein Fehler."),
            ("fr", "Ben a contesté ce que Ann a joué, mais il n'y avait pas d'erreur.")):
        speak(language)
        st = deal([[GREEN_COW, *filler(2)], filler(3, 2), filler(3, 5)],
                  discard=[card("green", "sheep")], draw=filler(1, 8))
        play(st, 0, GREEN_COW)
        assert _complained(st) == expected


def test_the_curtain_retells_a_play_and_its_verdict_in_german(speak):
    speak("de")
    st = deal([[card("green", "dog"), *filler(2)], filler(3, 2), filler(3, 5)],
              discard=[card("green", "sheep")], draw=filler(1, 8))
    play(st, 0, card("green", "dog"), calls=["woof"])
    summary = play_summary(st.observe(None), st.names)
    # the accusative with its article: "einen grünen Hund", the call in German quotes
    assert summary == ("Ann hat einen grünen Hund gespielt und „wau wau!“ gerufen. "
                       "Einen Fehler gesehen? Jetzt Einspruch!")
    st.apply(1, Complain())
    assert play_summary(st.observe(None), st.names).endswith(
        "Da war kein Fehler!")


def test_the_curtain_retells_a_play_in_french(speak):
    speak("fr")
    st = deal([[card("green", "cow"), *filler(2)], filler(3, 2), filler(3, 5)],
              discard=[card("green", "sheep")], draw=filler(1, 8))
    play(st, 0, GREEN_COW, calls=["baa"])
    st.apply(1, Complain())
    assert play_summary(st.observe(None), st.names) == (
        f"Ann a joué une vache verte et a crié «{NB}bêê{NB}!{NB}». "
        f"Ben a contesté{NB}: bien vu{NB}! Ann a fait le mauvais cri. Ann pioche 2 cartes.")


@pytest.mark.parametrize(("language", "one", "three"), [
    ("de", "Ann zieht 1 Karte.", "Ann zieht 3 Karten."),
    ("fr", "Ann pioche 1 carte.", "Ann pioche 3 cartes."),
])
def test_counted_cards_take_the_right_plural(speak, language, one, three):
    speak(language)
    st = deal([filler(2), filler(2, 2)], discard=[card("green", "sheep")], draw=filler(4, 4))
    drawn = [e.text for e in st.apply(0, Draw()) if e.kind == "draw"]
    assert drawn == [one]
    assert [e.text for e in st._draw_cards(0, 3) if e.kind == "draw"] == [three]


@pytest.mark.parametrize(("language", "one", "three"), [
    ("de", "noch 1 Karte", "noch 3 Karten"),
    ("fr", "encore 1 carte", "encore 3 cartes"),
])
def test_the_end_report_counts_cards_left(speak, language, one, three):
    speak(language)
    st = deal([[GREEN_COW], filler(1), filler(3, 1)], discard=[card("green", "sheep")],
              draw=filler(2, 6))
    history = play(st, 0, GREEN_COW) + st.apply(1, Confirm())
    assert st.winner == 0
    notes = {row.name: row.note for row in st.end_report(history).standings}
    assert notes == {"Ann": "keine Karten mehr" if language == "de" else "plus de cartes",
                     "Ben": one, "Cat": three}


CALL_WORDS = {
    "de": ["muh", "mäh", "wau wau", "miau", "summ", "i-ah", "brüll", "kikeriki", "COCOTAKI!",
           "still sein"],
    "fr": ["meuh", "bêê", "ouaf", "miaou", "bzzz", "hi-han", "grrr", "cocorico", "COCOTAKI!",
           "se taire"],
}
KEYS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6,
        Qt.Key.Key_7, Qt.Key.Key_8, Qt.Key.Key_9, Qt.Key.Key_0]


@pytest.mark.parametrize("language", ["de", "fr"])
def test_call_buttons_speak_the_language_and_keep_their_keys(qtbot, speak, language):
    speak(language)
    st = deal([[GREEN_COW, card("green", "cat"), *filler(2)], filler(3, 2), filler(3, 5)],
              discard=[card("green", "sheep")], draw=filler(1, 8))
    table = Table(qtbot, st)
    table.click_card(GREEN_COW)
    buttons = [table.scene.buttons[c] for c in CALLS]
    assert [b.text for b in buttons] == CALL_WORDS[language]
    # the hint on each button is the key that presses it, the same in every language
    assert [b.key_hint for b in buttons] == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
    for index, (key, call) in enumerate(zip(KEYS, CALLS, strict=True)):
        assert buttons[index].key_hint == QtKeyText(key)
        assert table.key(key)
        assert table.scene.sel.calls == [call], (language, key, call)


def QtKeyText(key: Qt.Key) -> str:  # noqa: N802 - reads like the Qt enum it names
    return chr(int(key))


@pytest.mark.parametrize(("language", "bubble", "sound"), [
    ("de", "„muh!“", "de/call_moo"),
    ("fr", f"«{NB}meuh{NB}!{NB}»", "fr/call_moo"),
])
def test_a_call_is_shown_and_heard_in_the_language(qtbot, speak, language, bubble, sound):
    speak(language)
    st = deal([[GREEN_COW, card("green", "cat"), *filler(2)], filler(3, 2), filler(3, 5)],
              discard=[card("green", "sheep")], draw=filler(1, 8))
    table = Table(qtbot, st)
    table.click_card(GREEN_COW)
    assert table.key(Qt.Key.Key_1)  # 1 = moo, whatever the language calls it
    assert table.key(Qt.Key.Key_Return)
    table.apply_chosen()
    assert table.scene.bubble.text == bubble
    assert table.sound.played == [sound]


@pytest.mark.parametrize("language", ["de", "fr"])
def test_cocotaki_stays_itself(qtbot, speak, language):
    speak(language)
    st = deal([[card("red", "rooster"), *filler(3)], filler(3, 3), filler(2, 6)],
              discard=[card("red", "sheep")], draw=filler(1, 8))
    table = Table(qtbot, st)
    table.click_card(card("red", "rooster"))
    assert table.scene.buttons[COCOTAKI].text == "COCOTAKI!"
    assert table.key(Qt.Key.Key_9)
    assert table.key(Qt.Key.Key_Return)
    table.apply_chosen()
    quote = "„COCOTAKI!“" if language == "de" else f"«{NB}COCOTAKI!{NB}»"
    assert table.scene.bubble.text == quote
    assert table.sound.played == ["call_cocotaki"]  # one shout for every language
    assert not st.last_play["mistakes"]


@pytest.mark.parametrize("language", ["de", "fr"])
def test_every_call_has_a_short_small_recording_per_language(language):
    for call, stem in CALL_SOUND.items():
        name = call_sound(call, language)
        if call == COCOTAKI:
            assert name == stem
            continue
        assert name == f"{language}/{stem}"
        path = resource_path("sounds", f"{name}.wav")
        with wave.open(str(path)) as wav:
            assert (wav.getframerate(), wav.getnchannels(), wav.getsampwidth()) == (22050, 1, 2)
            assert 0.2 < wav.getnframes() / 22050 < 2.5, name
    assert call_sound("moo", "en") == "call_moo"
    assert call_sound("moo", "xx") == "call_moo"  # no recording: the English one
    assert call_sound("", language) is None  # staying silent makes no sound


@pytest.mark.parametrize(("language", "calls"), [
    ("de", ("muh", "kikeriki", "Einspruch", "Letzte Karte!")),
    ("fr", ("meuh", "cocorico", f"Faute{NB}!", f"Dernière carte{NB}!")),
])
def test_the_rules_are_written_in_each_language(language, calls):
    folder = Path(cuckoo_zoo.__file__).parent
    english = (folder / "help.md").read_text(encoding="utf-8")
    text = (folder / f"help.{language}.md").read_text(encoding="utf-8")
    heading = [line for line in english.splitlines() if line.startswith("## ")]
    assert len([line for line in text.splitlines() if line.startswith("## ")]) == len(heading)
    for word in (*calls, "COCOTAKI!"):
        assert word in text


@pytest.mark.parametrize("language", ["de", "fr"])
def test_words_shared_with_other_parts_read_the_same(language):
    """The catalogues are chained (i18n.PARTS order): an English sentence that Cuckoo Zoo
    shares with another part must be translated alike, or one game changes the other's
    words (Kokonana's "À Bruno de jouer." once read "C'est à Bruno de jouer.")."""
    from babel.messages.pofile import read_po

    folder = Path(i18n.LOCALE_DIR) / language / "LC_MESSAGES"

    def catalogue(part):
        with (folder / f"{part}.po").open("rb") as handle:
            return read_po(handle, locale=language)

    mine = catalogue("cuckoo_zoo")
    others = [catalogue(p) for p in i18n.PARTS if p != "cuckoo_zoo"]  # in chain order
    differ = []
    for message in mine:
        # what the chain would say without Cuckoo Zoo: the first other part that has it
        found = [c.get(message.id) for c in others] if message.id else []
        without = next((m.string for m in found if m is not None and m.string), None)
        if without is not None and without != message.string:
            differ.append((message.id, message.string, without))
    assert not differ
