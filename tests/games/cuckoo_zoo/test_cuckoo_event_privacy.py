"""Which cards someone drew is theirs alone: the log tells everyone how many, and only the
drawer which ones — for a turn's draw and for penalty cards after a complaint."""

from __future__ import annotations

from cocoa_games.games.cuckoo_zoo.cards import card_name
from cocoa_games.games.cuckoo_zoo.rules import Complain, Draw

from .helpers import card, deal, filler, play


def log_for(events, seat):
    """The lines the table's log may show `seat` (None = the public table)."""
    return [e.text for e in events if e.visible_for(seat) and e.text]


def test_a_drawn_card_is_named_only_to_the_drawer():
    drawn = card("red", "lion")
    st = deal([filler(3), filler(3, 3), filler(3, 6)], discard=[card("green", "cow")],
              draw=[card("yellow", "dog"), drawn])
    events = st.apply(0, Draw())
    assert drawn in st.hands[0]
    assert f"You drew {card_name(drawn)}." in log_for(events, 0)
    for other in (None, 1, 2):
        lines = log_for(events, other)
        assert "Ann draws 1 card." in lines
        assert not any(card_name(drawn) in line for line in lines), lines
    # the animation data follows the same rule
    assert [e.data.get("cards") for e in events if e.visible_for(1) and "cards" in e.data] == []


def test_penalty_cards_are_named_only_to_the_one_who_draws_them():
    penalty = [card("red", "lion"), card("blue", "cat")]
    st = deal([[card("green", "dog")] + filler(2), filler(3, 3), filler(3, 6)],
              discard=[card("green", "cow")], draw=penalty)
    play(st, 0, card("green", "dog"), calls=["moo"])  # a dog that moos: a mistake
    events = st.apply(1, Complain())
    assert set(penalty) <= set(st.hands[0])
    names = [card_name(c) for c in penalty]
    mine = " ".join(log_for(events, 0))
    assert all(name in mine for name in names)
    for other in (None, 1, 2):
        lines = log_for(events, other)
        assert any("right!" in line and "draws 2" in line for line in lines), lines
        assert not any(name in line for line in lines for name in names), lines
