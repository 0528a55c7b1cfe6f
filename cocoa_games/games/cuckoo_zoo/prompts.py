"""What the Cuckoo Zoo table tells the viewer now: the hint line under the table and the big
turn message on it. Plain Python (no Qt), from the observation and the viewer's selection."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cocoa_games.core.game import Action
from cocoa_games.core.i18n import _, ngettext

from . import texts
from .cards import CARD_DICTS, risky_play
from .keys import button_keys, colour_keys
from .moves import Complain, Confirm, Draw, Play
from .observation import CardView, CuckooZooObservation, Phase, phase
from .selection import Selection, Step

Name = Callable[[int], str]


def hint(obs: CuckooZooObservation, mine: Sequence[Action], sel: Selection, can_play: bool,
         missing: Step | None, more_possible: bool, name: Name) -> str:
    """The next step, in a sentence (the status line)."""
    if (winner := obs["winner"]) is not None:
        return _("{name} won the game!").format(name=name(winner))
    match = texts.match_words(obs)
    if can_play:
        if missing is Step.CARD and not sel.cards:
            return _("Pick a card that matches {match} — or draw").format(match=match)
        if missing is Step.CALL:
            if len(sel.cards) > 1:
                text = (_("Now press the call you make for card {n} of {count} (or pick more "
                          "of the same animal)") if more_possible else
                        _("Now press the call you make for card {n} of {count}"))
                return text.format(n=len(sel.calls) + 1, count=len(sel.cards))
            return (_("Now press the call you make (or pick more of the same animal)")
                    if more_possible else _("Now press the call you make"))
        if missing is Step.COLOUR:
            return _("Pick the colour your butterfly asks for")
        if risky_play(obs, sel.cards):  # allowed, but a mistake the others may catch
            # one line: the sign on the card said it before it was picked
            return _("⚠ Not a donkey: others may complain. Play! (Enter) to risk it")
        return _("Press Play! (Enter) — say “Last card!” first if you need to")
    keys = button_keys()  # (each named as its button shows it: G for Gelb)
    if any(isinstance(a, Play) for a in mine):  # not the viewer's turn: Ctrl+Z on a butterfly
        return _("Choose your butterfly's colour again ({red}, {yellow}, {green} or {blue}) — "
                 "the same colour keeps it").format(**colour_keys())
    if Confirm() in mine:  # (after any play: the computers wait for the answer)
        return (_("Any mistake on that last card? Complain — or press No complaint")
                if obs["pending_win"] is not None else
                _("Spotted a mistake in that play? Complain — or press No complaint ({key})")
                .format(key=keys["confirm"]))
    if any(isinstance(a, Draw) for a in mine):
        draw = keys["draw" if obs["draw_count"] else "pass"]
        if Complain() in mine:
            return (_("No card fits {match}: press Draw a card ({key}) — or Complain first if "
                      "you spotted a mistake") if obs["draw_count"] else
                    _("No card fits {match}: press Pass ({key}) — or Complain first if you "
                      "spotted a mistake")).format(match=match, key=draw)
        return (_("No card fits {match}: press Draw a card ({key})") if obs["draw_count"]
                else _("No card fits {match}: press Pass ({key})")).format(match=match, key=draw)
    if Complain() in mine:
        return _("Spotted a mistake in that play? Press Complain!")
    turn = obs["turn"]
    return "" if turn is None else _("{name}'s turn").format(name=name(turn))


def table_hint(obs: CuckooZooObservation, mine: Sequence[Action], sel: Selection,
               can_play: bool, missing: Step | None, pickable: set[int], focused: int | None,
               name: Name) -> str:
    """The status line: the next step, or — while the keyboard is on a card of the hand —
    that card first (screen readers read it)."""
    more = any(c not in sel.cards for c in pickable)  # more of the same animal
    text = hint(obs, mine, sel, can_play, missing, more, name)
    if focused is None:
        return text
    return focused_card(CARD_DICTS[focused], focused in sel.cards,
                        not can_play or focused in pickable, text,
                        risky=risky_play(obs, [focused]))


def focused_card(card: CardView, picked: bool, playable: bool, rest: str,
                 risky: bool = False) -> str:
    """The hint while the keyboard is on a card of the hand (screen readers read it)."""
    words = upper_first(texts.card_words(card))
    if picked:
        return _("{card} (picked) · {hint}").format(card=words, hint=rest)
    if not playable:
        return _("{card} (can't be played now) · {hint}").format(card=words, hint=rest)
    if risky:
        return _("{card} (not a donkey: risky, the others may complain — Space picks it)"
                 " · {hint}").format(card=words, hint=rest)
    return _("{card} (Space picks it) · {hint}").format(card=words, hint=rest)


def key_refusal(key: str, can_play: bool, missing: Step | None) -> str:
    """Why a key the table did not use does nothing now ("" when the table's own words
    say it better)."""
    if not can_play:
        return _("You cannot play a card now.")
    if key.isdigit() or missing is Step.CARD:
        return _("Pick a card first: Space picks one, the arrows move between cards.")
    if key in colour_keys().values():
        return _("No colour to choose for these cards.")
    if missing is Step.CALL:
        return _("Now its call: press 1 to 9 or 0.")
    if missing is Step.COLOUR:
        return _("Now a colour: press {red}, {yellow}, {green} or {blue}.").format(
            **colour_keys())
    return ""


def upper_first(text: str) -> str:
    """'Grüne Kuh' from 'grüne Kuh' (str.capitalize would lower the rest: 'Grüne kuh')."""
    return text[:1].upper() + text[1:]


def message(obs: CuckooZooObservation, viewer: int | None, can_play: bool, verdict: str,
            name: Name, draw: object = True) -> str:
    """The big words on the table: whose turn, what to match, the verdict of a complaint.
    `draw`: the Draw on offer; None beside the move (a lesson's Complain!): no "draw" said."""
    turn, now = obs["turn"], phase(obs)
    if turn is None or now is Phase.OVER:
        return verdict
    if verdict:  # the verdict first; the turn in short (it must stay big)
        short = (_("Your turn, {name}!") if turn == viewer else _("{name}'s turn.")).format(
            name=name(turn))
        return f"{verdict}   {short}"
    match = texts.match_words(obs)
    if (pending := obs["pending_win"]) is not None:
        return _("{name} played their last card — check the call before {name} wins!").format(
            name=name(pending))
    if viewer is not None and viewer in obs["skipped"]:
        return _("The rooster skips you, {name}! {next}'s turn").format(
            name=name(viewer), next=name(turn))
    if turn == viewer:
        if can_play:
            return _("Your turn, {name}! Match {match} — or draw").format(name=name(turn),
                                                                         match=match)
        if draw is None:
            return _("Your turn, {name}!").format(name=name(turn))
        if obs["draw_count"]:
            return _("Your turn, {name}! Nothing fits {match} — draw").format(
                name=name(turn), match=match)
        return _("Your turn, {name}! Nothing fits {match} — pass").format(
            name=name(turn), match=match)
    return _("{name}'s turn — match {match}").format(name=name(turn), match=match)


def timed(left: int, hint: str) -> str:
    """The hint line with the call's countdown first while one runs ("Seconds to call")."""
    if not left:
        return hint
    countdown = ngettext("Call now: {n} second left!", "Call now: {n} seconds left!",
                         left).format(n=left)
    return f"{countdown} {hint}" if hint else countdown
