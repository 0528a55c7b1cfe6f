"""The hint line says how, the banner what (issue 25): in Kokonana, Coconuts and Cocoons the
line under the table no longer repeats the banner word for word; it names the gesture for
what glows now, or the keys of the buttons on offer — the keys as the buttons show them in
the player's language (G-style letters from the translated words)."""

from __future__ import annotations

from itertools import permutations

import pytest

from cocoa_games.core import i18n
from cocoa_games.core.i18n import _
from cocoa_games.games.coconuts import how as coconuts_how
from cocoa_games.games.coconuts.cards import FAR_SHOT, FREEZE
from cocoa_games.games.coconuts.rules import ClaimMagic
from cocoa_games.games.cocoons.actions import PlaceAnimal, Slide
from cocoa_games.games.cocoons.kinds import Phase
from cocoa_games.games.kokonana.buttons import button_keys
from cocoa_games.games.kokonana.rules import Peek
from cocoa_games.ui.clickable import ButtonItem
from cocoa_games.ui.how import click_a_button, how_line
from tests.games.coconuts.helpers import card, set_hands
from tests.games.coconuts.helpers import make as coconuts_state
from tests.games.coconuts.scene_helpers import Table as CoconutsTable
from tests.games.cocoons.helpers import make as cocoons_state
from tests.games.cocoons.test_scene import table as cocoons_table
from tests.games.kokonana.helpers import make as kokonana_state
from tests.games.kokonana.scene_helpers import Table as KokonanaTable


@pytest.fixture(params=["en", "de"])
def language(request):
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


def keys_shown(scene) -> list[str]:
    """The keys of the buttons on offer, as they show them."""
    return [b.key_hint for b in scene.items() if isinstance(b, ButtonItem) and b.isVisible()
            and b.key_hint and b.target is not None]


def names_the_keys(scene, keys: list[str]) -> None:
    """Only buttons: the line says to click one or press its key, each key named."""
    assert scene.current_how in {click_a_button(list(p)) for p in permutations(keys)}
    says_how(scene, scene.current_how)


def says_how(scene, how: str) -> None:
    """The line under the banner is `how`, and not the banner's words again."""
    assert scene.current_how == how and how
    assert scene.current_hint and scene.current_how != scene.current_hint


def test_kokonana_says_which_tile_to_click_and_that_the_arrows_reach_it(qtbot, language):
    t = KokonanaTable(qtbot, kokonana_state(3))
    says_how(t.scene, how_line(_("Click a tile in the river to turn it")))
    assert ("arrows and Enter" if language == "en" else "Pfeile und Enter") in t.scene.current_how


def test_kokonana_with_only_buttons_names_their_keys_in_the_language(qtbot, language):
    t = KokonanaTable(qtbot, kokonana_state(3, runners={0: "temple_bank"}, keys={0: "purple"}))
    says_how(t.scene, how_line(_("Click a temple tile to peek")))
    t.apply(0, Peek(0))  # a private look at the lock, until Hide
    keys = keys_shown(t.scene)
    assert keys == [button_keys()["hide"]]
    names_the_keys(t.scene, keys)
    # "Hide" is H, "Zudecken" Z: the key comes from the words the child reads
    assert {"en": "H", "de": "Z"}[language] in t.scene.current_how


def test_kokonana_watching_someone_else_has_nothing_to_do_here(qtbot):
    t = KokonanaTable(qtbot, kokonana_state(3), viewer=1)  # Ann's turn, Ben watches
    assert t.scene.current_how == "" and t.scene.current_hint  # (the banner: whose turn)


def test_coconuts_says_how_to_aim_by_drag_or_keys(qtbot, language):
    st = coconuts_state(2)
    set_hands(st, [], [])
    t = CoconutsTable(qtbot, st)
    says_how(t.scene, coconuts_how.aiming())
    assert "Enter" in t.scene.current_how


def test_coconuts_chooser_is_told_to_click_a_card(qtbot, language):
    st = coconuts_state(2)
    set_hands(st, [], [card(FREEZE), card(FAR_SHOT)])
    st.apply(1, ClaimMagic())
    t = CoconutsTable(qtbot, st, viewer=1)
    says_how(t.scene, how_line(_("Click a card in your hand")))


def test_cocoons_says_which_cocoon_to_click(qtbot, language):
    t, st = cocoons_table(qtbot), cocoons_state(4)
    t.scene.show(st.observe(0), 0, {0: st.legal_actions(0)})
    says_how(t.scene, how_line(_("Click a glowing cocoon to slide it")))


def test_cocoons_with_only_buttons_names_their_keys_in_the_language(qtbot, language):
    t, st = cocoons_table(qtbot), cocoons_state(4)
    st.apply(0, next(a for a in st.legal_actions(0) if isinstance(a, Slide)))
    if st.phase == Phase.AFTER:  # an animal came out: its cocoon glows
        t.scene.show(st.observe(0), 0, {0: st.legal_actions(0)})
        says_how(t.scene, how_line(_("Click a glowing cocoon")))
        st.apply(0, next(a for a in st.legal_actions(0) if isinstance(a, PlaceAnimal)))
    assert st.phase == Phase.DONE  # only the end of the turn (and a note) is left
    t.scene.show(st.observe(0), 0, {0: st.legal_actions(0)})
    keys = keys_shown(t.scene)
    names_the_keys(t.scene, keys)
    assert {"en": "E", "de": "Z"}[language] in keys  # "End the turn" / "Zug beenden"
