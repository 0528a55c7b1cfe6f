"""Coconuts in German and French: what a player reads in the log, on the cards, on the
table and in the help, with the names in place and the plurals right. (English stays what
the other tests check.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetricsF

from cocoa_games.core import i18n
from cocoa_games.core.game import IllegalAction
from cocoa_games.games.coconuts import layout
from cocoa_games.games.coconuts.cards import (
    AIMED_SHOT,
    CALL_THE_WIND,
    FAR_SHOT,
    FREEZE,
    GUESS_WHO,
    KINDS,
    REDUPLICATE,
    card_effect,
    card_name,
)
from cocoa_games.games.coconuts.keys import button_keys
from cocoa_games.games.coconuts.rules import ClaimMagic, PlayCard, Shot, board_note
from cocoa_games.games.coconuts.words import panel_line
from cocoa_games.ui import theme
from cocoa_games.ui.text import TextProbe

from .helpers import answer_no, card, cup_at, make, set_hands, shot_into, shot_missing
from .scene_helpers import Table

HELP = Path(__file__).resolve().parents[3] / "cocoa_games" / "games" / "coconuts"
NBSP = "\u00a0"


@pytest.fixture
def speak():
    """Switch the language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


def freeze_on_ada(st) -> list[str]:
    """Ben calls Magic! and plays Freeze! on Ada; the texts of what happened."""
    set_hands(st, [], [card(FREEZE)])
    texts = [e.text for e in st.apply(1, ClaimMagic())]
    texts += [e.text for e in st.apply(1, PlayCard(card(FREEZE)))]
    return texts


@pytest.mark.parametrize(("language", "claim", "freeze"), [
    ("de", "Ben: Zauber!", "Ben spielt „Eingefroren!“ gegen Ada"),
    ("fr", f"Ben{NBSP}: Magie{NBSP}!", f"Ben joue «{NBSP}Gelé{NBSP}!{NBSP}» sur Ada"),
])
def test_the_log_tells_a_card_in_the_language_with_both_names(speak, language, claim, freeze):
    speak(language)
    texts = freeze_on_ada(make(2))
    assert texts[0] == claim
    assert texts[1].startswith(freeze), texts[1]


def test_an_event_reads_in_the_language_active_when_it_happens(speak):
    """A game started in English and carried on in German: the new lines are German."""
    st = make(2)
    set_hands(st, [], [card(FREEZE), card(FAR_SHOT)])
    assert st.apply(1, ClaimMagic())[0].text == "Ben: Magic!"
    speak("de")
    text = st.apply(1, PlayCard(card(FAR_SHOT)))[0].text
    assert text == "Ben spielt „Weitschuss“: Das Katapult von Ada rückt zurück."


@pytest.mark.parametrize(("language", "red_words"), [("de", "einen roten Becher"),
                                                     ("fr", "un gobelet rouge")])
def test_a_won_red_cup_is_said_whole_with_the_colour_agreeing(speak, language, red_words):
    st = make(3)  # three players: the corners are red
    red = cup_at(st, 0)
    assert st.colours[red] == layout.RED
    shot = shot_into(st, red)
    speak(language)
    take = next(e for e in st.apply(0, shot) if e.kind == "take")
    assert take.text.startswith("Ada ") and red_words in take.text, take.text


@pytest.mark.parametrize(("language", "one", "many"), [
    ("de", "2 von 6 Bechern, 1 Kokosnuss", "2 von 6 Bechern, 3 Kokosnüsse"),
    ("fr", "2 gobelets sur 6, 1 noix de coco", "2 gobelets sur 6, 3 noix de coco"),
])
def test_a_board_at_the_end_counts_its_coconuts_with_the_right_plural(speak, language, one,
                                                                      many):
    speak(language)
    assert board_note(2, 1) == one
    assert board_note(2, 3) == many


def test_the_player_line_uses_french_and_german_plurals(speak):
    speak("fr")
    # French counts zero as one: "0 gobelet"
    assert panel_line(8, 0, 0, 0) == "8 à tirer · 0 carte · 0 gobelet, 0 dedans"
    assert panel_line(3, 2, 2, 5) == "3 à tirer · 2 cartes · 2 gobelets, 5 dedans"
    speak("de")
    assert panel_line(8, 1, 1, 1) == "8 übrig · 1 Karte · 1 Becher, 1 drin"
    assert panel_line(8, 0, 2, 2) == "8 übrig · 0 Karten · 2 Becher, 2 drin"


def test_the_end_tells_in_german_who_won_and_why(speak):
    st = make(2)
    st.winner, st.over, st.end_reason = 1, True, "pyramid"
    speak("de")
    assert st.outcome().text == "Ben gewinnt!"
    assert st.why_text() == "Ben hat eine volle Pyramide gebaut."
    report = st.end_report([])
    assert report is not None and report.secrets == (
        "Ada hatte noch: " + ", ".join(card_name(k) for k in
                                       [KINDS[c // 2] for c in st.hands[0]]),
        "Ben hatte noch: " + ", ".join(card_name(k) for k in
                                       [KINDS[c // 2] for c in st.hands[1]]))


def test_a_refused_move_is_explained_in_the_language(speak):
    st = make(2)
    speak("fr")
    with pytest.raises(IllegalAction, match="La direction doit être un nombre de -3 à 3."):
        st.apply(0, Shot(9.0, 0.5))


# -- the table -----------------------------------------------------------------------------
def drawn(table) -> list[str]:
    with TextProbe() as probe:
        table.view.grab()
    return [d.text for d in probe.drawn]


def names_fit(table) -> list[str]:
    """The card names on the table with a word wider than its card's room for the name."""
    metrics = QFontMetricsF(theme.table_font(theme.MIN_TABLE_PX, True))
    cut = []
    for item in table.scene.cards:
        if item.isVisible():
            room = item.name_room().width()
            name = card_name(item.kind)
            if any(metrics.horizontalAdvance(w) > room + 0.5 for w in name.split()):
                cut.append(name)
    return cut


HANDS = ([card(REDUPLICATE), card(FREEZE)], [card(GUESS_WHO), card(CALL_THE_WIND)],
         [card(AIMED_SHOT), card(FAR_SHOT)])


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize(("players", "size"), [(2, (800, 560)), (3, (800, 560)),
                                               (4, (800, 560)), (3, (540, 440)),
                                               (2, (1920, 1000))])
def test_long_words_fit_the_side_column(qtbot, speak, language, players, size):
    """Every card's name fits its card and no player's numbers are cut with "…", from a
    small window (540×440: the table beside the open players-and-log panel) up."""
    speak(language)
    st = make(players)
    for hand in HANDS:
        set_hands(st, hand, *([[]] * (players - 1)))
        table = Table(qtbot, st, viewer=0, size=size)
        assert names_fit(table) == []
        words = drawn(table)
        assert not [w for w in words if "…" in w], words
        assert card_name(KINDS[hand[0] // 2]) in words


def test_the_table_speaks_german_in_the_magic_moment(qtbot, speak):
    speak("de")
    st = make(2)
    set_hands(st, [card(AIMED_SHOT)], [card(FREEZE)])
    answer_no(st)  # Ben lets the shot pass
    table = Table(qtbot, st, viewer=0)
    words = drawn(table)
    assert "Ada: Zieh vom Katapult nach hinten, um zu schießen." in words
    assert "Zielschuss" in words and "Schießen" in words
    assert not [w for w in words if re.search(r"\b(shoot|cards?|cups?)\b", w)], words


def test_every_word_on_the_table_went_through_the_translation(qtbot, speak):
    """In the test language every translated text is wrapped in ⟦ ⟧: text with letters
    outside them, other than a player's name or a key, skipped the translation."""
    speak(i18n.PSEUDO)
    st = make(3)
    set_hands(st, [card(AIMED_SHOT), card(CALL_THE_WIND)], [card(FREEZE)], [])
    table = Table(qtbot, st, viewer=0)
    moments = [drawn(table)]  # Ada shoots
    st.apply(0, shot_missing(st))
    table.refresh()
    moments.append(drawn(table))  # Ben is about to shoot: Magic?
    table.viewer, table.humans = None, [0, 1, 2]
    table.refresh()
    moments.append(drawn(table))  # the public table asks everyone, with its countdown
    table.viewer, table.humans = 0, [0]
    st.apply(0, ClaimMagic())
    table.refresh()
    moments.append(drawn(table))
    table.click_card(AIMED_SHOT)
    moments.append(drawn(table))
    for words in moments:
        loose = [w for w in words if re.search(r"[^\W\d_]", w) and i18n.PSEUDO_OPEN not in w
                 and w not in st.names and w not in button_keys().values()]
        assert loose == [], loose


# -- the help ------------------------------------------------------------------------------
@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_help_in_each_language_has_every_part_and_the_cards_names(speak, language):
    english = (HELP / "help.md").read_text(encoding="utf-8")
    text = (HELP / f"help.{language}.md").read_text(encoding="utf-8")
    assert len(re.findall(r"^## ", text, re.M)) == len(re.findall(r"^## ", english, re.M))
    speak(language)
    for kind in KINDS:  # the help calls each card what the table calls it
        assert f"**{card_name(kind)}**" in text, card_name(kind)


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_banner_says_every_moment_whole_at_800x600(qtbot, speak, language):
    """The banner line is one row that cuts with "…": each moment's words must fit it,
    with a long name in them, in a table the size an 800×600 window gives."""
    speak(language)
    st = make(2)
    st.names[1] = "Bartholomäus"
    set_hands(st, [card(AIMED_SHOT), card(CALL_THE_WIND)], [card(GUESS_WHO), card(AIMED_SHOT)])
    answer_no(st)  # Bartholomäus lets Ada's first shot pass
    table = Table(qtbot, st, viewer=0, size=(780, 480))
    banner = table.scene.banner
    metrics = QFontMetricsF(theme.table_font(banner.font_px()))
    room = banner._words_rect().width()
    said = [banner.text]  # Ada aims
    table.scene.aim.pull = 0.0
    table.scene.shoot()  # before any pull: how to pull
    said.append(banner.text)
    st.apply(0, shot_missing(st))
    table.refresh()
    said.append(banner.text)  # Bartholomäus is about to shoot: Ada's cards, Magic?
    table.viewer, table.humans = None, [0, 1]
    table.refresh()
    said.append(banner.text)  # the public table asks everyone, with the countdown
    table.viewer = 0  # Ada's look at her cards
    table.refresh()
    table.click_card(AIMED_SHOT)
    said.append(banner.text)  # ... and the cup he must hit
    st.apply(0, PlayCard(card(AIMED_SHOT), cup=st.open_cups(1)[0]))
    table.viewer, table.humans = 1, [1]
    table.refresh()
    said.append(banner.text)  # his aimed shot
    assert len(set(said)) == len(said), said
    too_long = [t for t in said if metrics.horizontalAdvance(t) > room]
    assert too_long == [], (room, too_long)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_small_cards_keep_what_they_do_readable(qtbot, speak, language):
    """At 800×600 a German look at the cards left a table about 780×380: the cards shrank
    to their names and signs, without their effect, and "Zielschuss" was cut. Each card
    keeps its sentence, whole, at a readable size."""
    speak(language)
    for hand in ([card(AIMED_SHOT), card(GUESS_WHO)], [card(CALL_THE_WIND), card(FREEZE)]):
        st = make(2)
        set_hands(st, hand, [card(FAR_SHOT)])
        table = Table(qtbot, st, viewer=0, size=(780, 380))
        with TextProbe() as probe:
            table.view.grab()
        for kind in (KINDS[c // 2] for c in hand):
            drawn_as = [d for d in probe.drawn if d.text in (card_name(kind), card_effect(kind))]
            assert {d.text for d in drawn_as} == {card_name(kind), card_effect(kind)}, kind
            assert all(d.fits and d.screen_px >= theme.MIN_TABLE_PX - 0.5 for d in drawn_as)
