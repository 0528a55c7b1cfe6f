"""Kokonana's sentences that name a key's, a lock's or a runner's colour (no Qt); a runner's
colours are the people's own (core/people.py `COLOUR_IDS`).

One whole message per colour and phrase, never an adjective glued into a sentence: German and
French inflect the colour with its noun ("den lila Schlüssel", "la clé verte") and put it
where their grammar wants it. Tables hold N_-marked texts; `colour_text` translates one when
it is shown, in the language active then.
"""

from __future__ import annotations

from collections.abc import Mapping

from cocoa_games.core.i18n import N_, _

# i18n: the button under a key's picture on the sandbank (a key, "der Schlüssel", "la clé")
KEY_BUTTON = {"purple": N_("Purple"), "black": N_("Black"), "orange": N_("Orange"),
              "green": N_("Green"), "blue": N_("Blue")}
# i18n: what a screen reader says for a key lying on the sandbank
KEY_NAME = {"purple": N_("Purple key"), "black": N_("Black key"), "orange": N_("Orange key"),
            "green": N_("Green key"), "blue": N_("Blue key")}
# i18n: the log, when a runner picks up its key on the sandbank
TAKES_KEY = {"purple": N_("{name} takes the purple key."),
             "black": N_("{name} takes the black key."),
             "orange": N_("{name} takes the orange key."),
             "green": N_("{name} takes the green key."),
             "blue": N_("{name} takes the blue key.")}
# i18n: a screen reader's name for taking that key
TAKE_KEY = {"purple": N_("Take the purple key"), "black": N_("Take the black key"),
            "orange": N_("Take the orange key"), "green": N_("Take the green key"),
            "blue": N_("Take the blue key")}
# i18n: the log, when the winner's peek finds the lock that fits its key
OPENS_TEMPLE = {"purple": N_("{name} found the purple lock and opens the temple!"),
                "black": N_("{name} found the black lock and opens the temple!"),
                "orange": N_("{name} found the orange lock and opens the temple!"),
                "green": N_("{name} found the green lock and opens the temple!"),
                "blue": N_("{name} found the blue lock and opens the temple!")}
# i18n: on the winner's card, under "{name} wins!"
OPENED_TEMPLE = {"purple": N_("found the purple lock and opened the temple!"),
                 "black": N_("found the black lock and opened the temple!"),
                 "orange": N_("found the orange lock and opened the temple!"),
                 "green": N_("found the green lock and opened the temple!"),
                 "blue": N_("found the blue lock and opened the temple!")}
# i18n: the end screen turns every temple tile over; {n} is its number
TEMPLE_TILE = {"purple": N_("Temple tile {n}: the purple lock"),
               "black": N_("Temple tile {n}: the black lock"),
               "orange": N_("Temple tile {n}: the orange lock"),
               "green": N_("Temple tile {n}: the green lock"),
               "blue": N_("Temple tile {n}: the blue lock"),
               "wall": N_("Temple tile {n}: a wall")}
# i18n: where a runner ended, in the final standings; {where} is e.g. "on the sandbank"
WHERE_WITH_KEY = {"purple": N_("{where}, with the purple key"),
                  "black": N_("{where}, with the black key"),
                  "orange": N_("{where}, with the orange key"),
                  "green": N_("{where}, with the green key"),
                  "blue": N_("{where}, with the blue key")}
# i18n: the peeker's banner while looking at a temple tile; "Hide" is the button's name
PEEK_HINT = {"purple": N_("{name}: the purple lock — remember it, then Hide"),
             "black": N_("{name}: the black lock — remember it, then Hide"),
             "orange": N_("{name}: the orange lock — remember it, then Hide"),
             "green": N_("{name}: the green lock — remember it, then Hide"),
             "blue": N_("{name}: the blue lock — remember it, then Hide"),
             "wall": N_("{name}: a wall — remember it, then Hide")}
# i18n: the peeker's private card, when the lock fits the key they hold
LOCK_FITS = {"purple": N_("The purple lock — your key fits! Remember this tile."),
             "black": N_("The black lock — your key fits! Remember this tile."),
             "orange": N_("The orange lock — your key fits! Remember this tile."),
             "green": N_("The green lock — your key fits! Remember this tile."),
             "blue": N_("The blue lock — your key fits! Remember this tile.")}
# i18n: the peeker's private card, when the lock is not for their key
LOCK_NOT_YOURS = {"purple": N_("The purple lock. Not for your key."),
                  "black": N_("The black lock. Not for your key."),
                  "orange": N_("The orange lock. Not for your key."),
                  "green": N_("The green lock. Not for your key."),
                  "blue": N_("The blue lock. Not for your key.")}
# i18n: a runner by its person's own colour (core/people.py), as the curtain names it
# ("{name}'s turn — blue runner, on the sandbank.")
RUNNER = {"blue": N_("blue runner"), "orange": N_("orange runner"), "green": N_("green runner"),
          "purple": N_("purple runner"), "red": N_("red runner"), "teal": N_("teal runner"),
          "pink": N_("pink runner"), "yellow": N_("yellow runner")}


def colour_text(table: Mapping[str, str], colour: str | None, **fields: object) -> str:
    """`table`'s sentence for `colour`, translated now and filled in."""
    message = table.get(colour or "")
    if message is None:  # a colour no table knows: say it plainly rather than fail
        return str(colour)
    return _(message).format(**fields)
