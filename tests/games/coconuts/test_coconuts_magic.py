"""The magic cards and the Magic? moment before every shot."""

from __future__ import annotations

import pytest

from cocoa_games.core.game import IllegalAction
from cocoa_games.games.coconuts.cards import (
    AIMED_SHOT,
    CALL_THE_WIND,
    FAR_SHOT,
    FREEZE,
    GUESS_WHO,
    REDUPLICATE,
)
from cocoa_games.games.coconuts.rules import ClaimMagic, NoMagic, PlayCard, Shot

from .helpers import (
    answer_no,
    card,
    cup_at,
    landing,
    make,
    set_hands,
    shot_into,
    shot_missing,
)


def test_cards_are_private_until_played():
    st = make(3)
    set_hands(st, [card(FREEZE)], [card(GUESS_WHO)], [])
    assert st.observe(0)["hand"] == [{"id": card(FREEZE), "kind": FREEZE}]
    assert "hand" not in st.observe(None)
    assert st.observe(None)["hand_counts"] == [1, 1, 0]
    assert st.observe(2) == st.observe(None)  # no cards: Cleo sees only the public table
    assert FREEZE not in str(st.observe(1))


def test_the_moment_before_a_shot_waits_for_every_other_holders_answer():
    st = make(4)
    set_hands(st, [card(FREEZE)], [card(GUESS_WHO)], [], [card(FAR_SHOT)])
    assert st.to_move() == (0, 1, 3)  # Cleo holds nothing, Ada is the shooter
    # a holder answers with a card (chosen in private) or "No magic"
    assert st.legal_actions(1) == [PlayCard(card(GUESS_WHO)), NoMagic()]
    assert st.legal_actions(2) == []
    # "Before shooting, a player must wait": no shot while anyone may still answer
    assert not any(isinstance(a, Shot) for a in st.legal_actions(0))
    with pytest.raises(IllegalAction):
        st.apply(0, Shot(0.0, 0.5))
    st.apply(3, PlayCard(card(FAR_SHOT)))
    assert st.to_move() == (0, 1)  # Dan had his say this moment
    assert st.observe(None)["played"] == [{"kind": FAR_SHOT, "by": 3, "on": 0}]
    with pytest.raises(IllegalAction):
        st.apply(0, Shot(0.0, 0.5))
    events = st.apply(1, NoMagic())
    assert [e.text for e in events] == ["Ben: no magic."]  # public, and says nothing more
    assert st.to_move() == (0,) and any(isinstance(a, Shot) for a in st.legal_actions(0))
    with pytest.raises(IllegalAction):
        st.apply(1, NoMagic())  # one answer each
    st.apply(0, Shot(0.0, 0.5))
    assert st.to_move() == (1, 3) or st.turn == 1  # the next shot waits for them again


def test_a_legacy_claim_still_chooses_in_private():
    st = make(4)
    set_hands(st, [card(FREEZE)], [card(GUESS_WHO)], [], [card(FAR_SHOT)])
    st.apply(3, ClaimMagic())  # (saves from before the answers)
    assert st.to_move() == (3,)  # Dan chooses; everyone waits
    assert st.legal_actions(3) == [PlayCard(card(FAR_SHOT)), NoMagic()]
    with pytest.raises(IllegalAction):
        st.apply(0, Shot(0.0, 0.5))
    st.apply(3, PlayCard(card(FAR_SHOT)))
    assert st.to_move() == (0, 1)


def test_a_claim_may_end_with_no_card_and_the_card_stays_secret():
    st = make(2)
    set_hands(st, [], [card(GUESS_WHO)])
    st.apply(1, ClaimMagic())
    events = st.apply(1, NoMagic())
    assert st.hands[1] == [card(GUESS_WHO)]
    assert st.to_move() == (0,)  # Ben used his moment
    assert GUESS_WHO not in str([e.to_dict() for e in events])


def test_when_nobody_holds_cards_the_shooter_shoots_at_once():
    st = make(2)
    set_hands(st, [card(FREEZE)], [])
    assert st.to_move() == (0,)


def test_the_moment_opens_again_before_the_next_shot():
    st = make(2)
    set_hands(st, [], [card(GUESS_WHO), card(FREEZE)])
    st.apply(1, ClaimMagic())
    st.apply(1, NoMagic())
    st.apply(0, shot_missing(st))
    st.apply(1, shot_missing(st))
    assert st.to_move() == (0, 1)


def test_guess_who_makes_the_shooter_aim_blind():
    st = make(2)
    set_hands(st, [], [card(GUESS_WHO)])
    st.apply(1, ClaimMagic())
    st.apply(1, PlayCard(card(GUESS_WHO)))
    assert GUESS_WHO in st.observe(None)["moment"]["effects"]
    st.apply(0, shot_missing(st))
    assert st.last_shot["blind"]
    assert st.observe(None)["moment"]["effects"] == {}  # for one shot only


def test_far_shot_moves_the_launcher_back():
    st = make(2)
    set_hands(st, [], [card(FAR_SHOT)])
    near = st.copy()
    normal_shot = shot_into(near, cup_at(near, 7))
    st.apply(1, ClaimMagic())
    st.apply(1, PlayCard(card(FAR_SHOT)))
    assert landing(st, normal_shot) != cup_at(st, 7)  # from further back it falls short
    st.apply(0, normal_shot)
    assert st.last_shot["far"]
    assert st.last_shot["rest"][1] < -0.15


def test_aimed_shot_only_the_named_cup_counts():
    st = make(2)
    set_hands(st, [], [card(AIMED_SHOT)])
    named, other = cup_at(st, 0), cup_at(st, 7)
    st.apply(1, ClaimMagic())
    with pytest.raises(IllegalAction):
        st.apply(1, PlayCard(card(AIMED_SHOT), cup=99))
    st.apply(1, PlayCard(card(AIMED_SHOT), cup=named))
    assert st.observe(None)["moment"]["effects"][AIMED_SHOT] == {"by": 1, "cup": named}
    st.apply(0, shot_into(st, other))
    assert st.boards[0] == [-1] * 6  # another cup: nothing taken
    assert other in st.table[7] and st.contents[other] == 1  # the coconut stays in it
    # next time, with the named cup hit, it is taken
    st2 = make(2)
    set_hands(st2, [], [card(AIMED_SHOT)])
    st2.apply(1, ClaimMagic())
    st2.apply(1, PlayCard(card(AIMED_SHOT), cup=cup_at(st2, 7)))
    st2.apply(0, shot_into(st2, cup_at(st2, 7)))
    assert st2.boards[0][0] == cup_at(make(2), 7)


def test_call_the_wind_is_secret_until_the_shot_and_blows_it_aside():
    st = make(3)
    set_hands(st, [], [card(CALL_THE_WIND)], [])
    calm = st.copy()
    st.apply(1, ClaimMagic())
    events = st.apply(1, PlayCard(card(CALL_THE_WIND), wind=(1.0, 0.0)))
    assert st.observe(1)["secret_wind"] == [1.0, 0.0]
    assert "secret_wind" not in st.observe(0) and "secret_wind" not in st.observe(None)
    private = [e for e in events if e.kind == "wind_set"]
    assert private and private[0].visible_to == frozenset({1})
    public = [e for e in events if e.visible_to is None]
    assert "1.0" not in str([e.to_dict() for e in public])
    shot = Shot(0.0, 0.4)
    answer_no(calm)
    calm.apply(0, shot)
    st.apply(0, shot)
    assert st.last_shot["wind"] == [1.0, 0.0]  # revealed with the flight
    assert st.last_shot["rest"][0] > calm.last_shot["rest"][0] + 0.05


def test_a_wind_stronger_than_a_full_gust_is_refused():
    st = make(2)
    set_hands(st, [], [card(CALL_THE_WIND)])
    st.apply(1, ClaimMagic())
    with pytest.raises(IllegalAction):
        st.apply(1, PlayCard(card(CALL_THE_WIND), wind=(1.0, 1.0)))
    with pytest.raises(IllegalAction):
        st.apply(1, PlayCard(card(CALL_THE_WIND), wind=("north", 0)))


def test_freeze_costs_the_shooter_the_whole_turn():
    st = make(3)
    set_hands(st, [card(REDUPLICATE)], [card(FREEZE)], [])
    st.apply(0, PlayCard(card(REDUPLICATE)))
    st.apply(1, ClaimMagic())
    st.apply(1, PlayCard(card(FREEZE)))
    assert st.turn == 1 and st.supply[0] == 8  # not a single coconut shot
    assert st.extra == 0


def test_reduplicate_gives_two_shots_and_only_the_shooter_plays_it():
    st = make(2)
    set_hands(st, [card(REDUPLICATE)], [card(REDUPLICATE, 1)])
    assert PlayCard(card(REDUPLICATE)) in st.legal_actions(0)
    assert st.legal_actions(1) == [NoMagic()]  # Reduplicate is no card to play on others
    st.apply(1, ClaimMagic())
    with pytest.raises(IllegalAction):
        st.apply(1, PlayCard(card(REDUPLICATE, 1)))
    st.apply(1, NoMagic())
    st.apply(0, PlayCard(card(REDUPLICATE)))
    assert PlayCard(card(REDUPLICATE)) not in st.legal_actions(0)
    st.apply(0, shot_missing(st))
    assert st.turn == 0
    st.apply(0, shot_missing(st))
    assert st.turn == 1


def test_a_card_kind_counts_once_per_shot():
    st = make(3)
    set_hands(st, [], [card(GUESS_WHO)], [card(GUESS_WHO, 1)])
    st.apply(1, ClaimMagic())
    st.apply(1, PlayCard(card(GUESS_WHO)))
    st.apply(2, ClaimMagic())
    assert st.legal_actions(2) == [NoMagic()]
    with pytest.raises(IllegalAction):
        st.apply(2, PlayCard(card(GUESS_WHO, 1)))


def test_playing_a_card_you_do_not_hold_is_refused():
    st = make(2)
    set_hands(st, [], [card(FREEZE)])
    st.apply(1, ClaimMagic())
    for bad in (PlayCard(card(GUESS_WHO)), PlayCard("freeze"), PlayCard(True)):
        with pytest.raises(IllegalAction):
            st.apply(1, bad)
    assert st.hands[1] == [card(FREEZE)]


def test_without_magic_cards_nobody_holds_any():
    st = make(3, magic_cards=False)
    assert st.hands == [[], [], []] and st.to_move() == (0,)
