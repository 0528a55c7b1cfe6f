"""How a save is worded in the save manager's list: its name, its players, its date.

Everything here comes from a file someone may have made by hand, copied from a stick or
named on another system, so every piece is made showable first: a date before year 1 of
the clock or past 9999 in the family's time zone, a name of Latin-1 bytes, a lone
surrogate or a control character in a player's name each become text — a list row
never raises and never hides the other games.
"""

from __future__ import annotations

import datetime as _dt
import os
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale

from cocoa_games.app.save_peek import SaveInfo, readable
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.core.save_files import SAVE_SUFFIX

UNFINISHED, KEPT, FINISHED = "unfinished", "kept", "finished"
#: a date that is not one is shown as it is, this long at most
MAX_STAMP_CHARS = 40
#: an export name's game and players, before its date (file names are cut at 60 letters)
MAX_EXPORT_HEAD = 46
_EPOCH = _dt.datetime(1970, 1, 1, tzinfo=_dt.UTC)


def shown_name(path: Path) -> str:
    """A save's name as people read it. A name whose bytes are not UTF-8 (a file named on
    an older system, "caf\\xe9 game") is read as the Windows/Latin-1 text it most likely
    is; the path itself keeps its real bytes, so every action still finds the file."""
    stem = path.name.removesuffix(SAVE_SUFFIX)
    try:
        stem.encode("utf-8")
    except UnicodeEncodeError:
        stem = os.fsencode(stem).decode("cp1252", errors="replace")
    return readable(stem)


def local_date(stamp: str) -> str:
    """A save's UTC timestamp in the family's clock and their locale's short format; a
    stamp that is no date (or none this clock can show) as its own text."""
    try:
        when = _dt.datetime.fromisoformat(stamp)
        if when.tzinfo is None:
            when = when.replace(tzinfo=_dt.UTC)  # saves are stamped in UTC
        # timedelta arithmetic: `timestamp()` fails for year 1 or 9999 east of UTC
        seconds = (when - _EPOCH) // _dt.timedelta(seconds=1)
    except (TypeError, ValueError, OverflowError):
        return readable(stamp[:MAX_STAMP_CHARS])
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(seconds),
                              QLocale.FormatType.ShortFormat)


def describe(info: SaveInfo, kind: str) -> str:
    label = {UNFINISHED: _("Unfinished"), KEPT: _("Saved"), FINISHED: _("Finished")}[kind]
    if info.problem:
        return _("{name}\n{label} · looks damaged: {why}").format(
            name=shown_name(info.path), label=label, why=info.problem)
    if not info.complete:
        return _("{name}\n{label} · still reading…").format(
            name=shown_name(info.path), label=label)
    moves = ngettext("{n} move", "{n} moves", info.moves).format(n=info.moves)
    if info.computers:  # which games were played against computers, at a glance
        moves = _("{moves} · with {computers}").format(moves=moves, computers=ngettext(
            "{n} computer", "{n} computers", info.computers).format(n=info.computers))
    first = _("{game} — {players}").format(
        game=info.title, players=", ".join(info.players))
    if kind == KEPT:
        first = _("{name}: {summary}").format(name=shown_name(info.path), summary=first)
    return _("{first}\n{label} · {moves} · {date}").format(
        first=first, label=label, moves=moves, date=local_date(info.saved_at))


def export_stem(info: SaveInfo, kind: str) -> str:
    """The name Export suggests: a kept save's own name, else game, players and the day it
    was played ("Kokonana - Alice Ben - 2026-12-01"), never the slot's hash."""
    if kind == KEPT or info.problem or not info.title:
        return shown_name(info.path)
    try:
        day = _dt.datetime.fromisoformat(info.saved_at).astimezone().strftime("%Y-%m-%d")
    except (TypeError, ValueError, OverflowError):
        day = _dt.date.today().isoformat()
    head = f"{info.title} - {' '.join(info.players)}"
    return f"{head[:MAX_EXPORT_HEAD].rstrip()} - {day}"
