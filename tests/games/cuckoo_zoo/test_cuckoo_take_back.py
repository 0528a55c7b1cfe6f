"""Cuckoo Zoo offers no take-back: a butterfly's colour is chosen in the play that shows the
card to everyone (moves.Play), and a card once shown cannot be unseen (DESIGN.md: undo never
crosses a reveal). The others may complain about the play straight away, too."""

from __future__ import annotations

from cocoa_games.core import takeback
from cocoa_games.games.cuckoo_zoo.cards import BUTTERFLY_IDS, correct_call
from cocoa_games.games.cuckoo_zoo.moves import Draw, Play
from cocoa_games.games.cuckoo_zoo.rules import CuckooZooGame, CuckooZooState

GAME = CuckooZooGame()


def _deal() -> CuckooZooState:
    butterfly = BUTTERFLY_IDS[0]
    return CuckooZooState.from_deal(["Ann", "Ben"], [[butterfly, 0, 13], [1, 14, 27]],
                                    draw=[40, 41, 42], discard=[2])


def test_a_butterfly_and_its_colour_are_not_taken_back():
    st = _deal()
    card = BUTTERFLY_IDS[0]
    play = Play((card,), (correct_call(card),), colour="blue")
    events = st.apply(0, play)  # (raises if the deal did not allow it)
    assert any(e.visible_to is None and card in (e.data.get("cards") or ()) for e in events)
    assert not takeback.allowed(GAME, 0, play, events, st)


def test_a_draw_is_never_taken_back():
    st = _deal()
    events = st.apply(0, Draw())
    assert not takeback.allowed(GAME, 0, Draw(), events, st)
