"""The sentences of the Cuckoo Zoo table, built from public observation facts only."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cocoa_games.core.i18n import _

from .cards import MISTAKE_TEXT
from .selection import call_text


def card_words(card: Mapping[str, Any]) -> str:
    """'green cat', 'butterfly' from an observation card dict."""
    return "butterfly" if card["animal"] == "butterfly" else f"{card['colour']} {card['animal']}"


def with_article(words: str) -> str:
    return f"an {words}" if words[0] in "aeiou" else f"a {words}"


def match_words(obs: Mapping[str, Any]) -> str:
    """What the next card must match: 'green or cow', 'a blue card', 'a donkey'."""
    colour, animal = obs.get("active_colour", ""), obs.get("active_animal", "")
    if obs.get("donkey_round") is not None:
        return "a donkey (donkey round!)"
    if colour and animal:
        return f"{colour} or {animal}"
    if colour:
        return f"a {colour} card"
    return "any card"


def verdict(result: Mapping[str, Any], name: Callable[[int], str]) -> str:
    """Who complained and about what: 'Cat complained: right! Tim forgot the animal call —
    Tim draws 2.' / 'Cat complained about Tim's play: no mistake there!'"""
    by = result.get("by")
    offender = name(result["offender"])
    if not result.get("right"):
        if by is None:
            return _("No mistake there!")
        return _("{by} complained about {offender}'s play: no mistake there!").format(
            by=name(by), offender=offender)
    what = " and ".join(MISTAKE_TEXT.get(m, m) for m in result.get("mistakes", ()))
    what = what or _("made a mistake")
    penalty = result.get("penalty") or 0
    if by is None:
        if penalty:
            return _("Right! {offender} {what} — {offender} draws {count}.").format(
                offender=offender, what=what, count=penalty)
        return _("Right! {offender} {what}.").format(offender=offender, what=what)
    if penalty:
        return _("{by} complained: right! {offender} {what} — {offender} draws {count}.").format(
            by=name(by), offender=offender, what=what, count=penalty)
    return _("{by} complained: right! {offender} {what}.").format(
        by=name(by), offender=offender, what=what)


def play_summary(obs: Mapping[str, Any], names: Sequence[str]) -> str:
    """The latest play for the hand-off curtain: 'Tim played a green cat and called
    “moo!”.' plus the verdict or an invitation to complain."""
    lp = obs.get("last_play")
    if not lp:
        return ""

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"

    who = name(lp["seat"])
    cards = lp["cards"]
    if len(cards) == 1:
        what = with_article(card_words(cards[0]))
    else:
        what = f"{len(cards)} cards: " + ", ".join(card_words(c) for c in cards)
    calls = lp["calls"]
    said = "stayed silent" if all(not c for c in calls) else (
        "called " + ", ".join(call_text(c) for c in calls))
    text = f"{who} played {what} and {said}"
    if lp.get("colour"):
        text += f", choosing {lp['colour']}"
    if lp.get("last_card"):
        text += ", and said “Last card!”"
    text += "."
    result = obs.get("last_result")
    if result and result.get("serial") == lp.get("serial"):
        text += " " + verdict(result, name)
    elif obs.get("pending_win") is not None:
        text += f" That was {who}'s last card — any mistake?"
    elif obs.get("complaint_window"):
        text += " Spotted a mistake? Complain now!"
    return text
