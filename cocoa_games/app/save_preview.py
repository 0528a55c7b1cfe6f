"""A save's public preview for the save manager: what identifies a file's contents, the
public table of its stored position (no Qt, safe on a worker thread) and that table drawn as
a small picture (UI thread only). Never a secret: only `observe(None)` is drawn."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from cocoa_games import games
from cocoa_games.app.save_peek import HEADER_BYTES, read_header, stored_position
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.i18n import _
from cocoa_games.core.safe_read import parse_json, read_bounded
from cocoa_games.core.saves import MAX_SAVE_BYTES
from cocoa_games.ui import theme

PREVIEW_SIZE = (360, 240)  # the smallest preview; it grows with the dialog

#: what identifies a file's contents without reading it: a rename keeps all four, any
#: write (always a new file, atomically replaced) changes the inode or the time
Signature = tuple[int, int, int, int]


def signature(path: Path) -> Signature | None:
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


#: (game id, names, the public observation) of a save, or a sentence saying why not
PublicTable = tuple[str, list[str], Mapping[str, Any]] | str


def public_table(path: Path) -> PublicTable:
    """(game id, names, the public observation) of a save's stored position, or a sentence.

    No replay (a list must stay quick even for a 100,000-move save): the stored position
    is only looked at, never trusted — `observe(None)` shows nothing private of whatever
    the file holds, and anything odd in it just means no picture. Safe on a worker thread
    (no Qt); the position is parsed alone when it stands last, as in every save we write."""
    try:
        envelope = _position_envelope(read_bounded(path, MAX_SAVE_BYTES))
        game = games.get(envelope["game"])
        names = [str(seat["name"]) for seat in envelope["seats"]]
        observation = game.state_from_dict(envelope["state"]).observe(None)
    except SaveFormatError as exc:
        return str(exc)
    except Exception:  # a damaged position: the list stays usable, Open explains
        return _("No picture: the file looks damaged.")
    return envelope["game"], names, observation


def _position_envelope(raw: bytes) -> Any:
    """The envelope's game, seats and state: from the header and the position alone when
    the file is laid out as ours are, else from parsing all of it."""
    state = stored_position(raw)
    if state is None:
        return parse_json(raw)
    return {**read_header(raw[:HEADER_BYTES]), "state": state}


def render_preview(path: Path, size: tuple[int, int] = PREVIEW_SIZE) -> QPixmap | str:
    """The public table of a save as a small picture, or a sentence why there is none."""
    return render_table(public_table(path), size)


def render_table(table: PublicTable,
                 size: tuple[int, int] = PREVIEW_SIZE) -> QPixmap | str:
    """A `public_table` as a small picture (UI thread only), or the sentence it is."""
    if isinstance(table, str):
        return table
    game_id, names, observation = table
    try:
        scene = games.make_scene(game_id)
    except ImportError:
        return _("No picture of this game in this version.")
    scene.animation_speed = 0.0
    scene.setup(names)
    try:
        scene.show(observation, None, {})  # the public table only, never a hand
    except Exception:
        scene.deleteLater()
        return _("No picture: the file looks damaged.")
    pixmap = QPixmap(*size)
    pixmap.fill(QColor(theme.TABLE_FELT))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, *size), scene.sceneRect(),
                 Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.clear_table()
    scene.deleteLater()
    return pixmap
