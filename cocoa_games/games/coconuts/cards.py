"""The twelve magic cards: six kinds, two of each. Pure data, no Qt.

A card is an int 0..11; its kind is `KINDS[card // 2]`. Names and one-line effects are
marked for translation here and translated where they are shown.
"""

from __future__ import annotations

from cocoa_games.core.i18n import N_, _

GUESS_WHO = "guess_who"
FAR_SHOT = "far_shot"
AIMED_SHOT = "aimed_shot"
CALL_THE_WIND = "call_the_wind"
FREEZE = "freeze"
REDUPLICATE = "reduplicate"

KINDS: tuple[str, ...] = (GUESS_WHO, FAR_SHOT, AIMED_SHOT, CALL_THE_WIND, FREEZE, REDUPLICATE)
DECK_SIZE = 2 * len(KINDS)
HAND_SIZE = 2
#: cards played on the shooter by someone else; Reduplicate is the shooter's own
ON_OTHERS: frozenset[str] = frozenset(KINDS) - {REDUPLICATE}

_NAMES = {
    GUESS_WHO: N_("Guess Who?"),
    FAR_SHOT: N_("Far Shot"),
    AIMED_SHOT: N_("Aimed Shot"),
    CALL_THE_WIND: N_("Call the Wind"),
    FREEZE: N_("Freeze!"),
    REDUPLICATE: N_("Reduplicate"),
}
_EFFECTS = {
    GUESS_WHO: N_("The shooter aims without seeing the cups."),
    FAR_SHOT: N_("The shooter's launcher moves an arm's length back."),
    AIMED_SHOT: N_("You name the one cup that counts for this shot."),
    CALL_THE_WIND: N_("You set a wind; the shooter feels it only in flight."),
    FREEZE: N_("The shooter loses this turn."),
    REDUPLICATE: N_("Play it before your own shot: you shoot twice."),
}


def kind_of(card: int) -> str:
    return KINDS[card // 2]


def card_name(kind: str) -> str:
    return _(_NAMES[kind])


def card_effect(kind: str) -> str:
    return _(_EFFECTS[kind])
