"""Kokonana in German and French: the log, the banner, the buttons, the private card, the
end report and the options read in the chosen language, names and counts in their place,
and every banner sentence fits the banner at 800×600."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QFontMetricsF

from cocoa_games.core import i18n
from cocoa_games.core.game import IllegalAction
from cocoa_games.games.kokonana.hints import hint_text
from cocoa_games.games.kokonana.rules import (
    Acknowledge,
    Flip,
    Hop,
    KokonanaOptions,
    KokonanaState,
    Peek,
    SkipHop,
    TakeKey,
    TakeTalisman,
)
from cocoa_games.ui import theme
from cocoa_games.ui.scene_base import fit_view

from .helpers import DEEP, SHALLOW, TEMPLE
from .scene_helpers import Table

NB = "\u00a0"  # French puts a no-break space before ! ? : ;
NAMES = ["Anna", "Bruno", "Chloé"]


@pytest.fixture
def speak():
    """Switch the language for one test; English again afterwards."""
    def use(code: str) -> None:
        assert i18n.set_language(code) == code
    yield use
    i18n.set_language("en")


def river(players: int = 3, **set_up) -> KokonanaState:
    """The fixed river of helpers.py (S:0:s matches S:2:s), with our names."""
    st = KokonanaState.arranged(NAMES[:players], shallow=SHALLOW, deep=DEEP, temple=TEMPLE)
    if set_up:
        st.set_up(**set_up)
    return st


def texts(events) -> list[str]:
    return [e.text for e in events]


@pytest.mark.parametrize(("code", "arrives", "takes"), [
    ("de", "Anna erreicht die Sandbank!", "Anna nimmt den lila Schlüssel."),
    ("fr", f"Anna arrive sur le banc de sable{NB}!", "Anna prend la clé violette."),
])
def test_the_log_tells_hops_and_keys_in_the_language(speak, code, arrives, takes):
    speak(code)
    st = river(runners={0: "S:1:4"}, stones=["S:1:4"], turn=0)
    assert arrives in texts(st.apply(0, Hop("sand")))
    assert takes in texts(st.apply(0, TakeKey("purple")))


@pytest.mark.parametrize(("code", "turn", "no_match", "back"), [
    ("de", "Bruno ist dran.", "Anna hat kein Paar gefunden.",
     "Kokonana! Die Plättchen werden wieder umgedreht."),
    ("fr", "À Bruno de jouer.", "Anna n’a pas trouvé de paire.",
     f"Kokonana{NB}! Les tuiles se retournent."),
])
def test_a_missed_pair_and_the_next_turn_in_the_language(speak, code, turn, no_match, back):
    speak(code)
    st = river()
    log = texts(st.apply(0, Flip("S:0:0")) + st.apply(0, Flip("S:1:0")))
    assert no_match in log
    log = texts(st.apply(0, Acknowledge()))
    assert log[0] == back and turn in log


def _two_pairs_then_win(st: KokonanaState) -> list:
    """Anna finds two pairs, Bruno one, Chloé misses; then Anna opens the orange lock."""
    history: list = []

    def act(seat, action):
        if st.phase == "hop":
            history.extend(st.apply(seat, SkipHop()))
        history.extend(st.apply(seat, action))

    for seat, (a, b) in ((0, ("S:0:0", "S:2:0")), (1, ("S:0:1", "S:2:1")),
                         (2, ("S:0:3", "S:1:3")), (0, ("S:0:2", "S:2:2"))):
        act(seat, Flip(a))
        act(seat, Flip(b))
        history.extend(st.apply(seat, TakeTalisman() if st.phase == "reward" else Acknowledge()))
    history.extend(st.set_up(runners={0: "temple_bank"}, keys={0: "orange"}, turn=0))
    history.extend(st.apply(0, Peek(TEMPLE.index("orange"))))
    return history


@pytest.mark.parametrize(("code", "won", "two", "one", "tile_1", "tile_2", "note"), [
    ("de", "Anna hat das orangene Schloss gefunden und öffnet den Tempel!",
     "Anna hat 2 Paare gefunden.", "Bruno hat 1 Paar gefunden.",
     "Tempelplättchen 1: eine Mauer", "Tempelplättchen 2: das orangene Schloss", "noch im Dorf"),
    ("fr", f"Anna a trouvé la serrure orange et ouvre le temple{NB}!",
     "Anna a trouvé 2 paires.", "Bruno a trouvé 1 paire.",
     f"Tuile du temple 1{NB}: un mur", f"Tuile du temple 2{NB}: la serrure orange",
     "encore au village"),
])
def test_the_ending_counts_pairs_and_turns_the_temple_over_in_the_language(
        speak, code, won, two, one, tile_1, tile_2, note):
    speak(code)
    st = river()
    history = _two_pairs_then_win(st)
    assert history[-1].text == won
    report = st.end_report(history)
    assert two in report.moments and one in report.moments
    assert report.secrets[:2] == (tile_1, tile_2)
    assert [s.note for s in report.standings if s.name == "Chloé"] == [note]
    assert st.outcome().text == {"de": "Anna hat den Tempel geöffnet!",
                                 "fr": f"Anna a ouvert le temple{NB}!"}[code]


@pytest.mark.parametrize(("code", "refusal"), [
    ("de", "Erst hüpfen (oder das Hüpfen auslassen)."),
    ("fr", "D’abord sauter (ou passer le saut)."),
])
def test_a_refused_move_is_explained_in_the_language(speak, code, refusal):
    speak(code)
    st = river(stones=["S:0:0", "S:2:0"], turn=0)
    assert st.phase == "hop"
    with pytest.raises(IllegalAction) as refused:
        st.apply(0, Peek(0))  # the temple is far away: the hop comes first
    assert str(refused.value) == refusal


@pytest.mark.parametrize(("code", "label"), [("de", "Leichteres Spiel"),
                                             ("fr", "Jeu plus facile")])
def test_the_option_reads_in_the_language(speak, code, label):
    speak(code)
    (field,) = dataclasses.fields(KokonanaOptions)
    assert i18n.translate("kokonana", field.metadata["label"]) == label
    description = i18n.translate("kokonana", field.metadata["help"])
    assert description != field.metadata["help"] and "Talisman" in description.title()


@pytest.mark.parametrize(("code", "banner", "buttons"), [
    ("de", "Anna: Nimm einen Schlüssel von der Sandbank",
     ["Lila", "Schwarz", "Orange", "Grün", "Blau"]),
    ("fr", f"Anna{NB}: prends une clé sur le banc de sable",
     ["Violet", "Noir", "Orange", "Vert", "Bleu"]),
])
def test_the_key_choice_on_the_table_in_the_language(qtbot, speak, code, banner, buttons):
    speak(code)
    st = river(runners={0: "S:1:4"}, stones=["S:1:4"], turn=0)
    t = Table(qtbot, st)
    t.apply(0, Hop("sand"))
    assert t.scene.banner.text == banner
    assert [b.text for b in t.scene.buttons if b.isVisible()] == buttons
    green = t.scene.keys["green"]
    assert green.label() == {"de": "Den grünen Schlüssel nehmen",
                             "fr": "Prendre la clé verte"}[code]


@pytest.mark.parametrize(("code", "title", "caption", "banner", "hide"), [
    ("de", "Nur du siehst das", "Das orangene Schloss. Nicht für deinen Schlüssel.",
     "Anna: Orangenes Schloss! Merken und zudecken", "Zudecken"),
    ("fr", "Rien que pour tes yeux", "La serrure orange. Pas pour ta clé.",
     f"Anna{NB}: serrure orange{NB}! Retiens-la et cache-la", "Cacher"),
])
def test_a_private_peek_reads_in_the_language(qtbot, speak, code, title, caption, banner,
                                              hide):
    speak(code)
    st = river(runners={0: "temple_bank"}, keys={0: "purple"}, turn=0)
    t = Table(qtbot, st)
    t.apply(0, Peek(TEMPLE.index("orange")))
    assert (t.scene.card.title, t.scene.card.caption) == (title, caption)
    assert t.scene.banner.text == banner
    assert [b.text for b in t.scene.buttons if b.isVisible()] == [hide]


@pytest.mark.parametrize(("code", "summary"), [
    ("de", "Bruno ist dran — rote Figur, im Dorf."),
    ("fr", "À Bruno de jouer — pion rouge, au village."),
])
def test_the_curtain_names_the_runner_in_the_language(qtbot, speak, code, summary):
    speak(code)
    st = river(turn=1)
    t = Table(qtbot, st)
    assert t.scene.curtain_summary(st.observe(None)) == summary


def _every_hint(name: str) -> list[str]:
    """Each sentence the banner can say (hints.py), for a player called `name`: a real
    observation with the phase (and what goes with it) set to each case."""
    base = KokonanaState.arranged(["A", "B"], shallow=SHALLOW, deep=DEEP).observe(0)
    said = []
    for phase, extra in (("hop", {}), ("flip", {}), ("flip", {"flips_done": 1}),
                         ("kokonana", {}), ("key", {}), ("temple", {}), ("peek", {}),
                         *(("peek", {"peek_face": f}) for f in
                           ("purple", "black", "orange", "green", "blue", "wall"))):
        obs = {**base, "phase": phase, "turn": 0, "winner": None, **extra}
        said.append(hint_text(obs, 0, None, 0, lambda s: name, True))
        said.append(hint_text(obs, None, None, None, lambda s: name, True))  # onlookers
    for take in (True, False):
        for hop in (True, False):
            obs = {**base, "phase": "reward", "turn": 0, "winner": None}
            said.append(hint_text(obs, 0, None, 0, lambda s: name, take, hop))
    for mode in ("talisman_hop", "talisman_peek"):
        said.append(hint_text({**base, "phase": "hop", "turn": 0}, 0, mode, 0, lambda s: name,
                              True))
    said.append(hint_text({**base, "winner": 0}, None, None, None, lambda s: name, False))
    said.append(i18n.translate("kokonana", "{name} found no match — remember those tiles!")
                .format(name=name))
    return said


@pytest.mark.parametrize("code", ["en", "de", "fr"])
def test_every_banner_sentence_fits_at_800_by_600(qtbot, speak, code):
    """The table of an 800×600 window (780×477 once the menu and status line are off):
    no hint is cut off for a ten-letter name, the talisman count beside it."""
    speak(code)
    st = river(turn=0)
    t = Table(qtbot, st)
    t.view.resize(780, 477)
    fit_view(t.view)
    t.refresh()
    banner = t.scene.banner
    assert banner.aside  # the supply count takes its room
    room = banner.w - banner.text_left() - banner.aside_width() - 4
    metrics = QFontMetricsF(theme.table_font(banner.font_px()))
    too_long = [s for s in _every_hint("Maximilian") if metrics.horizontalAdvance(s) > room]
    assert not too_long, too_long
