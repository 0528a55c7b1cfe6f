"""Each person's picture and colour: offered automatically, never two alike at one table,
kept with the name from game to game, computers with pictures of their own."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cocoa_games.core import people
from cocoa_games.core.people import COMPUTER_PICTURES, PICTURES, Look, offer


def test_a_new_table_gets_different_pictures_and_colours():
    looks = offer([("Mia", False), ("Leo", False), ("Grandma", False)], {})
    assert len({look.picture for look in looks}) == 3
    assert len({look.colour for look in looks}) == 3


def test_a_person_keeps_their_picture_and_colour_in_the_next_game():
    remembered: dict[str, Look] = {}
    first = offer([("Mia", False), ("Leo", False)], {}, chosen={1: Look("lion", "red")})
    people.remember(remembered, [("Mia", False), ("Leo", False)], first)
    # next game: Leo sits first now, a new person joins
    again = offer([("Leo", False), ("Ana", False), ("Mia", False)], remembered)
    assert again[0] == Look("lion", "red") and again[2] == first[0]
    assert again[1] not in (again[0], again[2])


def test_computers_never_get_a_persons_picture_and_are_not_remembered_by_name():
    looks = offer([("Mia", False), ("Ben", True)], {"Ben": Look("bear", "green")})
    assert looks[1].picture in COMPUTER_PICTURES
    remembered: dict[str, Look] = {}
    people.remember(remembered, [("Mia", False), ("Ben", True)], looks)
    assert set(remembered) == {"Mia"}


def test_a_clash_with_what_someone_chose_now_gives_way():
    looks = offer([("Mia", False), ("Leo", False)], {"Mia": Look("fox", "blue")},
                  chosen={1: Look("fox", "blue")})
    assert looks[1] == Look("fox", "blue") and looks[0].picture != "fox"
    assert looks[0].colour != "blue"


@given(st.lists(st.tuples(st.sampled_from(["Mia", "Leo", "Ana", "", "Ben"]), st.booleans()),
                min_size=1, max_size=6),
       st.dictionaries(st.sampled_from(["Mia", "Leo", "Ana"]),
                       st.builds(Look, st.sampled_from(PICTURES),
                                 st.sampled_from(people.COLOUR_IDS))))
def test_never_two_alike_at_one_table(seats, remembered):
    looks = offer(seats, remembered)
    assert len(looks) == len(seats)
    assert len({look.colour for look in looks}) == len(seats)
    computers = sum(1 for _name, computer in seats if computer)
    pictures = {look.picture for look in looks}
    # pictures differ as long as there are enough (a table of six computers shares some)
    assert len(pictures) == len(seats) - max(0, computers - len(COMPUTER_PICTURES))
    for (_name, computer), look in zip(seats, looks, strict=True):
        assert (look.picture in COMPUTER_PICTURES) == computer


def test_a_damaged_settings_entry_is_left_out():
    raw = {"Mia": {"picture": "frog", "colour": "blue"}, "Leo": {"picture": "dragon"},
           "Ana": "fox", 3: {}, "Ben": {"picture": "robot", "colour": "red"}}
    assert people.from_json(raw) == {"Mia": Look("frog", "blue")}
    assert people.from_json(["not", "a", "dict"]) == {}
    assert people.from_json(people.to_json({"Mia": Look("owl", "pink")})) == {
        "Mia": Look("owl", "pink")}
