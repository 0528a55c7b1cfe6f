"""The sentences of the Cuckoo Zoo table, built from public observation facts only."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cocoa_games.core.i18n import _, ngettext

from . import words
from .observation import CuckooZooObservation, LastPlay, Phase, Ruling, Verdict, phase
from .words import call_text, card_words, colour_word, verdict


def standing_ruling(obs: CuckooZooObservation) -> Verdict | None:
    """The verdict on the play still on the table (an older one is history: the log)."""
    lp, result = obs["last_play"], obs["last_result"]
    return result if result and lp and result["serial"] == lp["serial"] else None


def match_words(obs: CuckooZooObservation) -> str:
    """What the next card must match, as a phrase that stands on its own (translators put
    it after a colon or in brackets): 'green or cow', 'a blue card', 'a donkey'."""
    colour, animal = obs["active_colour"], obs["active_animal"]
    if obs["donkey_round"] is not None:
        return _("a donkey (donkey round!)")
    if colour and animal:
        return _("{colour} or {animal}").format(colour=colour_word(colour),
                                                animal=words.animal_word(animal))
    if colour:
        return _(words.COLOUR_CARDS[colour])
    return _("any card")


def verdicts(result: Ruling | None, name: Callable[[int], str]) -> tuple[str, ...]:
    """A ruling's words on the table, longest first: in full, without the penalty, its
    opening alone ("" for no ruling)."""
    if not result:
        return ("",)
    return (verdict(result, name), verdict(result, name, penalty=False),
            words.verdict_opening(result, name))


def band_words(message: str, rulings: Sequence[str], obs: CuckooZooObservation,
               viewer: int | None, name: Callable[[int], str],
               fits: Callable[[str], bool]) -> tuple[str, bool]:
    """The table's message band, and whether it stands out (a ruling): the first of its
    forms that shows whole at the readable size, else the shortest. Long words or a small
    window say less: the badges, the bubble and the hint line say whose turn it is and what
    to match, the log the penalty."""
    turn = obs["turn"]
    if rulings[0]:
        forms = [message, *rulings]
    elif obs["pending_win"] is not None:
        # i18n: short forms of "{name} played their last card — check the call before {name}
        # wins!", for a small window
        forms = [message, _("Last card by {name} — check the call!").format(
            name=name(obs["pending_win"])), _("Last card — check the call!")]
    elif turn is not None and message:
        forms = [message, (_("Your turn, {name}!") if turn == viewer else
                           _("{name}'s turn.")).format(name=name(turn))]
    else:
        forms = [message]
    return next((m for m in forms if fits(m)), forms[-1]), bool(rulings[0])


def caller(name: str, you: bool) -> tuple[str, str]:
    """The speech bubble's heading, who called, and its short form for a long name."""
    if you:
        return _("You called:"), ""
    # i18n: the short form of "{name} called:" for a long name, in the speech bubble
    return _("{name} called:").format(name=name), _("{name}:").format(name=name)


def pile_captions(obs: CuckooZooObservation) -> tuple[tuple[str, str], tuple[str, str]]:
    """The piles' captions, each with its short form for a small window."""
    draw, discard = obs["draw_count"], obs["discard_count"]
    # i18n: the short forms of "Draw pile · {count}" and "Discard pile · {count}"
    return ((_("Draw pile · {count}").format(count=draw), _("Draw · {count}").format(count=draw)),
            (_("Discard pile · {count}").format(count=discard),
             _("Discard · {count}").format(count=discard)))


def winner(seat: int | None, name: Callable[[int], str]) -> str:
    """The winner's banner ("" while nobody has won)."""
    return "" if seat is None else _("★ {name} wins! ★").format(name=name(seat))


def said(calls: Sequence[str], last_card: bool) -> str:
    """A play's calls as the speech bubble quotes them: “moo!”  “Last card!”"""
    text = "  ".join(call_text(c) for c in calls)
    return text + "  " + _("“Last card!”") if last_card else text


def _played(lp: LastPlay, who: str) -> str:
    """'Tim played a green cat and called “moo!”.' — one whole sentence per case."""
    cards, calls = lp["cards"], lp["calls"]
    silent = all(not c for c in calls)
    said = ", ".join(call_text(c) for c in calls)
    if len(cards) == 1:
        card = words.card_words_a(cards[0])
        if silent:
            return _("{name} played {card} and stayed silent.").format(name=who, card=card)
        return _("{name} played {card} and called {calls}.").format(name=who, card=card,
                                                                      calls=said)
    n, listed = len(cards), ", ".join(card_words(c) for c in cards)
    if silent:
        return ngettext("{name} played {n} card ({cards}) and stayed silent.",
                        "{name} played {n} cards ({cards}) and stayed silent.", n).format(
            name=who, n=n, cards=listed)
    return ngettext("{name} played {n} card ({cards}) and called {calls}.",
                    "{name} played {n} cards ({cards}) and called {calls}.", n).format(
        name=who, n=n, cards=listed, calls=said)


def last_card_alert(obs: CuckooZooObservation, names: Sequence[str]) -> str:
    """Who is about to win with their last card, while the table may still complain."""
    pending = obs["pending_win"]
    if pending is None or not 0 <= pending < len(names) or standing_ruling(obs):
        return ""
    return _("{name} is playing their last card — check the call before {name} wins!").format(
        name=names[pending])


def play_summary(obs: CuckooZooObservation, names: Sequence[str]) -> str:
    """The latest play for the hand-off curtain: 'Tim played a green cat and called
    “moo!”.' plus the verdict or an invitation to complain."""
    lp = obs["last_play"]
    if lp is None:
        return ""

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else _("Player {n}").format(n=seat + 1)

    who = name(lp["seat"])
    sentences = [_played(lp, who)]
    if lp["colour"]:
        sentences.append(_("{name} chose {colour}.").format(name=who,
                                                            colour=colour_word(lp["colour"])))
    if lp["last_card"]:
        sentences.append(_("{name} said “Last card!”").format(name=who))
    result, now = obs["last_result"], phase(obs)
    if result is not None and result["serial"] == lp["serial"]:
        sentences.append(verdict(result, name))
    elif now is Phase.WIN_PENDING:
        sentences.append(_("That was {name}'s last card — any mistake?").format(name=who))
    elif now is Phase.COMPLAINTS:
        sentences.append(_("Spotted a mistake? Complain now!"))
    return " ".join(sentences)
