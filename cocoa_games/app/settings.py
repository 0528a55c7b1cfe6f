"""Player preferences kept between runs as a small JSON file in the user's config folder.

Loading never fails: a missing, damaged or half-written file gives the defaults (keeping any
fields that could still be read), so a bad file can never stop the app from starting. A damaged
file is first copied aside (settings.damaged.json) and `Settings.load_problem` says so, so the
app can tell the family and nothing they typed is silently thrown away.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cocoa_games.app import paths
from cocoa_games.app.seat_memory import GameMemory, clean_games
from cocoa_games.core import people as looks
from cocoa_games.core.atomic import atomic_write_bytes, atomic_write_text
from cocoa_games.core.i18n import N_, _
from cocoa_games.core.safe_read import UnreadableFileError, read_bounded, read_json_file
from cocoa_games.core.text import MAX_NAME_CHARS

DEFAULT_NAMES = ["Alice", "Ben", "Cleo", "Dan", "Eve", "Finn"]
SPEED_ENV = "COCOA_GAMES_ANIMATION_SPEED"
MAX_SETTINGS_BYTES = 256 * 1024  # settings are tiny; anything bigger is not ours
DAMAGED_COPY_NAME = "settings.damaged.json"


def _default_kinds() -> list[str]:
    return ["human"] + ["computer"] * (len(DEFAULT_NAMES) - 1)


@dataclass
class Settings:
    player_names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    seat_kinds: list[str] = field(default_factory=_default_kinds)
    bot_level: str = "normal"
    sound_enabled: bool = True
    animation_speed: float = 1.0  # 0 = no animations
    always_handoff: bool = False  # curtain before every human turn, even with one human
    window_geometry: str = ""  # base64 of QWidget.saveGeometry()
    fullscreen: bool = False
    player_counts: dict[str, int] = field(default_factory=dict)  # last player count per game id
    unlock_everything: bool = False  # every level and mode open, not only those won so far
    language: str = ""  # "" = follow the system; else a code of i18n.LANGUAGES
    #: how long computers wait for people to complain before a last card wins (seconds)
    complain_seconds: float = 10.0
    voice_enabled: bool = False  # say turns, hand-offs and results aloud (app/speech.py)
    lessons_done: list[str] = field(default_factory=list)  # games whose lesson was finished
    #: each person's picture and colour by name (core/people.py, its JSON form)
    people: dict[str, dict[str, str]] = field(default_factory=dict)
    volume: float = 0.6  # 0..1, every sound effect alike (sound.py)
    #: the new-game dialog's memory per game id (seat_memory.GameMemory as plain JSON)
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: how long computers wait for people to complain after any other play (shorter: the
    #: game keeps flowing)
    complain_play_seconds: float = 4.0

    def name_for(self, seat: int) -> str:
        """The remembered name for a seat, or a default one."""
        if seat < len(self.player_names) and self.player_names[seat].strip():
            return self.player_names[seat]
        if seat < len(DEFAULT_NAMES):
            return DEFAULT_NAMES[seat]
        return _("Player {number}").format(number=seat + 1)

    #: why the settings file could not be used as it was (None when all was well), in the
    #: language active when it is read (the file is read before the language is chosen)
    @property
    def load_problem(self) -> str | None:
        problem = getattr(self, "_load_problem", None)
        if problem is None:
            return None
        text, copy = problem
        kept = _("A copy of the old file was kept as {name}.").format(name=copy) if copy else ""
        return " ".join(t for t in (_(text), kept) if t)

    def memory_of(self, game_id: str) -> GameMemory:
        """What the new-game dialog remembers of `game_id`'s last set-up."""
        return GameMemory.from_dict(self.games.get(game_id))

    def kind_for(self, seat: int) -> str:
        if seat < len(self.seat_kinds) and self.seat_kinds[seat] in ("human", "computer"):
            return self.seat_kinds[seat]
        return "human" if seat == 0 else "computer"


_FIELD_NAMES = ("player_names", "seat_kinds", "bot_level", "sound_enabled", "animation_speed",
                "always_handoff", "window_geometry", "fullscreen", "player_counts",
                "unlock_everything", "language", "complain_seconds", "voice_enabled",
                "lessons_done", "volume", "games", "complain_play_seconds", "people")


#: the numbers a settings file may hold, and the range each must lie in
_NUMBER_RANGES = {"animation_speed": (0, 10), "complain_seconds": (0, 60), "volume": (0, 1),
                  "complain_play_seconds": (0, 60)}


def _numbers_in_range(raw: dict[str, Any]) -> dict[str, float]:
    return {key: float(raw[key]) for key, (low, high) in _NUMBER_RANGES.items()
            if isinstance(raw.get(key), int | float) and not isinstance(raw[key], bool)
            and low <= raw[key] <= high}


def _clean(raw: Any) -> dict[str, Any]:
    """Keep only the fields whose values have the right shape; drop everything else."""
    if not isinstance(raw, dict):
        return {}
    good: dict[str, Any] = {}

    def str_list(value: Any, allowed: tuple[str, ...] | None = None) -> list[str] | None:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            return None
        if allowed and not all(v in allowed for v in value):
            return None
        return [v[:MAX_NAME_CHARS] for v in value[:12]]

    for key, allowed in (("player_names", None), ("seat_kinds", ("human", "computer")),
                         ("lessons_done", None)):
        strings = str_list(raw.get(key), allowed)
        if strings is not None:
            good[key] = strings
    if isinstance(raw.get("bot_level"), str) and len(raw["bot_level"]) <= 40:
        good["bot_level"] = raw["bot_level"]
    for key in ("sound_enabled", "voice_enabled", "always_handoff", "fullscreen",
                "unlock_everything"):
        if isinstance(raw.get(key), bool):
            good[key] = raw[key]
    good.update(_numbers_in_range(raw))
    remembered = clean_games(raw.get("games"))
    if remembered is not None:
        good["games"] = remembered
    counts = raw.get("player_counts")
    if isinstance(counts, dict):
        good["player_counts"] = {
            str(k): v for k, v in list(counts.items())[:20]
            if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 12
        }
    good["people"] = looks.to_json(looks.from_json(raw.get("people")))  # odd entries: left out
    language = raw.get("language")
    if isinstance(language, str) and len(language) <= 16:  # unknown codes: the system's
        good["language"] = language
    geometry = raw.get("window_geometry")
    if isinstance(geometry, str) and len(geometry) <= 4096:  # Qt's are ~80 letters
        good["window_geometry"] = geometry
    return good


def _env_speed() -> float | None:
    value = os.environ.get(SPEED_ENV)
    if value is None:
        return None
    try:
        speed = float(value)
    except ValueError:
        return None
    return speed if 0 <= speed <= 10 else None


def _keep_damaged_copy(path: Path) -> str:
    """Copy a damaged settings file aside before it can be overwritten; the copy's name
    ("" when none could be made). Only a regular file is kept: a small one copied through
    the hardened reader, one too large to read moved aside whole (its bytes untouched)."""
    target = path.with_name(DAMAGED_COPY_NAME)
    try:
        raw = read_bounded(path, MAX_SETTINGS_BYTES)
    except UnreadableFileError:
        if not _is_plain_file(path):
            return ""  # a pipe, a device, a folder: nothing of the family's to keep
        try:
            os.replace(path, target)
        except OSError:
            return ""
        return target.name
    try:
        atomic_write_bytes(target, raw, prefix=".settings-")
    except OSError:
        return ""
    return target.name


def _is_plain_file(path: Path) -> bool:
    import stat

    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False


def _read_raw() -> Any:
    """The settings file's JSON: {} when there is none, None when it cannot be used.
    A FIFO, a device or a 5,000-deep nest gives None at once (safe_read), never a hang."""
    try:
        return read_json_file(paths.settings_path(), MAX_SETTINGS_BYTES)
    except UnreadableFileError as exc:
        if isinstance(exc.__cause__, FileNotFoundError):
            return {}  # first run: nothing to complain about
        return None


def load_settings() -> Settings:
    """The saved settings, or defaults for anything missing or damaged. Never raises."""
    path = paths.settings_path()
    problem: str | None = None
    raw = _read_raw()
    good = _clean(raw)
    if raw is None or not isinstance(raw, dict):
        problem = N_("Your settings file could not be read, so the usual settings are used.")
    elif any(key in raw and key not in good for key in _FIELD_NAMES):
        problem = N_("Some of your settings could not be read and were set back to normal.")
    settings = Settings(**good)
    if problem is not None:
        settings._load_problem = (problem, _keep_damaged_copy(path))  # type: ignore[attr-defined]
    settings._baseline = _as_saved(settings)  # type: ignore[attr-defined]
    speed = _env_speed()
    if speed is not None:
        # remember what the file said, so saving does not make a test/dev override permanent
        settings._file_speed = settings.animation_speed  # type: ignore[attr-defined]
        settings._env_speed = speed  # type: ignore[attr-defined]
        settings.animation_speed = speed
    return settings


def _as_saved(s: Settings) -> dict[str, Any]:
    data = dataclasses.asdict(s)
    env_speed = getattr(s, "_env_speed", None)
    if env_speed is not None and s.animation_speed == env_speed:
        data["animation_speed"] = s._file_speed  # type: ignore[attr-defined]
    return data


def save_settings(s: Settings) -> None:
    """Write atomically so a crash never leaves half a file — and merge: only the keys this
    window changed since it read the file are written over what is on disk now, so a mute
    set in another window is not reverted when this one closes."""
    mine = _as_saved(s)
    baseline = getattr(s, "_baseline", None)
    with _settings_lock():
        raw = _read_raw()
        on_disk = _clean(raw) if isinstance(raw, dict) else {}
        if baseline is None:
            merged = mine
        else:
            merged = {**_as_saved(Settings()), **on_disk}
            merged.update({k: v for k, v in mine.items() if baseline.get(k) != v})
        # only what the reader keeps is written: a value it would drop (a language code of
        # 300 letters) stays as it was, so the next start reads the file without a complaint
        merged = {**_as_saved(Settings()), **_clean(merged)}
        text = json.dumps(merged, indent=2, ensure_ascii=False)
        s._baseline = dict(merged)  # type: ignore[attr-defined]
        for key, value in merged.items():  # this window now knows the other's changes too
            if key in _FIELD_NAMES and key != "animation_speed" and getattr(s, key) != value:
                setattr(s, key, value)
        try:
            if read_bounded(paths.settings_path(), MAX_SETTINGS_BYTES).decode("utf-8") == text:
                return  # unchanged: spare the disk an fsync (closing saves every time)
        except (UnreadableFileError, UnicodeDecodeError):
            pass
        atomic_write_text(paths.settings_path(), text, prefix=".settings-")


@contextlib.contextmanager
def _settings_lock() -> Iterator[None]:
    """Two windows saving at once take turns (read, merge, write), so neither loses the
    other's change. Without fcntl (or in a read-only folder) they simply do not wait."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        yield
        return
    folder = paths.config_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder, os.O_RDONLY)  # the folder itself: no lock file to leave about
    except OSError:
        yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)
