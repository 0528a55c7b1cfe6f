"""Each person's own picture and colour, offered automatically and kept with the name.

No Qt: the new-game dialog, the curtain, the player panel, the pieces, the end screen and the
statistics all ask here which picture and colour a seat has. A person keeps theirs from game to
game and through rematches (settings.people remembers them by name); nobody at one table shares
a picture or a colour; computers have pictures of their own, never a person's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cocoa_games.core.i18n import N_, _

#: the animals a person may choose (ui/avatar_art.py draws each), in the order they are offered
PICTURES: tuple[str, ...] = ("frog", "fox", "bear", "rabbit", "cat", "owl", "penguin", "pig",
                             "lion", "panda")
#: pictures only computers get: a person always knows a computer's seat at a glance
COMPUTER_PICTURES: tuple[str, ...] = ("robot", "rocket", "gear")
#: what each picture is called (for screen readers and the dialog's choice)
PICTURE_NAMES: Mapping[str, str] = {
    "frog": N_("Frog"), "fox": N_("Fox"), "bear": N_("Bear"), "rabbit": N_("Rabbit"),
    "cat": N_("Cat"), "owl": N_("Owl"), "penguin": N_("Penguin"), "pig": N_("Pig"),
    "lion": N_("Lion"), "panda": N_("Panda"), "robot": N_("Robot"), "rocket": N_("Rocket"),
    "gear": N_("Gear"),
}
#: seat colours: strong, told apart by colour-blind eyes as well (blue/orange first), each
#: with its name; a piece never relies on colour alone (the picture goes with it)
COLOURS: tuple[tuple[str, str, str], ...] = (
    ("blue", N_("Blue"), "#2f6fd6"),
    ("orange", N_("Orange"), "#f28c1b"),
    ("green", N_("Green"), "#3a9a3f"),
    ("purple", N_("Purple"), "#8a4fc4"),
    ("red", N_("Red"), "#d6333f"),
    ("teal", N_("Teal"), "#14a3a3"),
    ("pink", N_("Pink"), "#e0559b"),
    ("yellow", N_("Yellow"), "#e8c21c"),
)
COLOUR_IDS = tuple(c[0] for c in COLOURS)
COLOUR_HEX: Mapping[str, str] = {c[0]: c[2] for c in COLOURS}
COLOUR_NAMES: Mapping[str, str] = {c[0]: c[1] for c in COLOURS}


@dataclass(frozen=True)
class Look:
    """A seat's picture and colour."""

    picture: str
    colour: str

    @property
    def hex(self) -> str:
        return COLOUR_HEX.get(self.colour, COLOUR_HEX["blue"])


def picture_name(look: Look) -> str:
    """The picture's name in the language spoken now (for screen readers)."""
    return _(PICTURE_NAMES.get(look.picture, look.picture))


def valid(look: object, computer: bool = False) -> bool:
    if not isinstance(look, Look):
        return False
    pictures = COMPUTER_PICTURES if computer else PICTURES
    return look.picture in pictures and look.colour in COLOUR_IDS


def offer(seats: Sequence[tuple[str, bool]], remembered: Mapping[str, Look],
          chosen: Mapping[int, Look] | None = None) -> list[Look]:
    """A picture and colour per seat (name, is_computer): what a seat chose now (`chosen`),
    else what the person had last time, else the first free one — never two alike."""
    chosen = dict(chosen or {})
    looks: list[Look | None] = [None] * len(seats)
    used_pictures: set[str] = set()
    used_colours: set[str] = set()

    def take(i: int, look: Look) -> bool:
        computer = seats[i][1]
        if not valid(look, computer) or look.picture in used_pictures \
                or look.colour in used_colours:
            return False
        looks[i] = look
        used_pictures.add(look.picture)
        used_colours.add(look.colour)
        return True

    for i, look in sorted(chosen.items()):  # what was picked in the dialog wins
        if 0 <= i < len(seats):
            take(i, look)
    for i, (name, computer) in enumerate(seats):
        if looks[i] is None and not computer and name.strip() in remembered:
            take(i, remembered[name.strip()])
    for i, (_name, computer) in enumerate(seats):
        if looks[i] is not None:
            continue
        pictures = COMPUTER_PICTURES if computer else PICTURES
        picture = next((p for p in pictures if p not in used_pictures), pictures[i % len(pictures)])
        colour = next((c for c in COLOUR_IDS if c not in used_colours), COLOUR_IDS[0])
        looks[i] = Look(picture, colour)
        used_pictures.add(picture)
        used_colours.add(colour)
    return [look for look in looks if look is not None]


def looks_for(seats: Sequence[object], remembered: Mapping[str, Look]) -> list[Look]:
    """Each seat's look: the one the seat carries (picked in the dialog, kept in a save),
    else what the person had last time, else the first free one. Seats are SeatInfo-like
    (name, kind, picture, colour)."""
    plain = [(str(getattr(s, "name", "")), getattr(s, "kind", "human") == "computer")
             for s in seats]
    chosen = {i: Look(str(getattr(s, "picture", "")), str(getattr(s, "colour", "")))
              for i, s in enumerate(seats) if getattr(s, "picture", "")}
    return offer(plain, remembered, chosen)


def seat_looks(seats: Sequence[object], settings: object) -> list[Look]:
    """The seats' looks for a game on the table: `looks_for` with what the settings
    (app/settings.py `Settings.people`) remember."""
    return looks_for(seats, from_json(getattr(settings, "people", {})))


def remember(remembered: dict[str, Look], seats: Sequence[tuple[str, bool]],
             looks: Sequence[Look]) -> None:
    """Keep each person's look for next time (computers' are not kept by name)."""
    for (name, computer), look in zip(seats, looks, strict=False):
        if not computer and name.strip():
            remembered[name.strip()] = look


def to_json(remembered: Mapping[str, Look]) -> dict[str, dict[str, str]]:
    return {name: {"picture": look.picture, "colour": look.colour}
            for name, look in remembered.items()}


def from_json(raw: object, limit: int = 200) -> dict[str, Look]:
    """Remembered looks from a settings file; anything odd is left out, never an error."""
    if not isinstance(raw, dict):
        return {}
    out: dict[str, Look] = {}
    for name, value in list(raw.items())[:limit]:
        if isinstance(name, str) and isinstance(value, dict):
            look = Look(str(value.get("picture", "")), str(value.get("colour", "")))
            if valid(look):
                out[name[:40]] = look
    return out
