"""The art covers everything the rules can show, and colour is never the only cue."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games.games.kokonana import art
from cocoa_games.games.kokonana.board import DEEP_MOTIFS, KEY_COLOURS, SHALLOW_MOTIFS
from cocoa_games.games.kokonana.table_view import seat_looks


def silhouette(name: str) -> QImage:
    img = QImage(64, 64, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    art.paint_motif(p, name, QRectF(0, 0, 64, 64))
    p.end()
    return img


def mask(img: QImage) -> set[tuple[int, int]]:
    return {(x, y) for x in range(0, 64, 2) for y in range(0, 64, 2)
            if img.pixelColor(x, y).alpha() > 128}


def test_every_motif_in_play_has_its_own_picture(qapp):
    for name in (*SHALLOW_MOTIFS, *DEEP_MOTIFS):
        assert art.has_art(name), f"{name} would be drawn as a generic ring"


def test_motifs_of_a_half_differ_in_shape(qapp):
    for half in (SHALLOW_MOTIFS, DEEP_MOTIFS):
        masks = {name: mask(silhouette(name)) for name in half}
        for a in half:
            for b in half:
                if a < b:
                    overlap = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
                    assert overlap < 0.8, f"{a} and {b} have nearly the same outline"


def test_keys_and_runners_carry_symbols_besides_colour():
    symbols = [art.key_style(c)[1] for c in KEY_COLOURS]
    assert len(set(symbols)) == len(KEY_COLOURS)
    heads = [look.head for look in seat_looks(4)]
    assert len(set(heads)) == 4
