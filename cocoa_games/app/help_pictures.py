"""The help's pictures: each of a game's picture steps (games/<id>/help_steps.py) drawn by the
game's own scene, one picture per turn of the event loop so F1 opens at once.

A step's table is made up (core/picture_steps.py), never the game being played; its public
view is drawn unless the step names a seat. Pictures are kept per game, language and size,
so opening the help again, or another window of the same size, draws nothing new."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QRectF, QSizeF, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextImageFormat,
    QTextTableFormat,
)

from cocoa_games import games
from cocoa_games.core import i18n
from cocoa_games.core.picture_steps import PictureStep
from cocoa_games.ui import theme

#: a fitting scene is laid out this big, then scaled into the card (its words stay
#: readable, and every table has the same shape: 16:10)
LAYOUT = QSizeF(1280, 800)
ASPECT = LAYOUT.height() / LAYOUT.width()

#: (game id, language, step, width, height, device pixel ratio) -> the picture
_CACHE: dict[tuple[Any, ...], QImage] = {}


def steps_for(game_id: str | None) -> list[PictureStep]:
    """The game's picture steps in the language spoken now; none for the app's own help
    or a game without help_steps.py."""
    if game_id is None or game_id not in games.BUILT_IN:
        return []
    try:
        module = importlib.import_module(f"cocoa_games.games.{game_id}.help_steps")
    except ModuleNotFoundError:
        return []
    return list(module.steps())


def _key(game_id: str, index: int, width: int, ratio: float) -> tuple[Any, ...]:
    return (game_id, i18n.language(), index, width, picture_height(width), ratio)


def picture_height(width: int) -> int:
    return round(width * ASPECT)


def cached(game_id: str, index: int, width: int, ratio: float = 1.0) -> QImage | None:
    return _CACHE.get(_key(game_id, index, width, ratio))


def blank(width: int, ratio: float = 1.0) -> QImage:
    """The felt a picture waits on while it is being made."""
    image = QImage(round(width * ratio), round(picture_height(width) * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(theme.TABLE_FELT))
    return image


def draw(game_id: str, step: PictureStep, width: int, ratio: float = 1.0,
         scene: Any = None) -> QImage:
    """`step`'s table drawn by the game's scene (a new one unless `scene` is given), as a
    picture `width` logical pixels wide. UI thread only."""
    own = scene is None
    if own:
        scene = games.make_scene(game_id)
    scene.animation_speed = 0.0
    scene.setup(list(step.names))
    state = step.state()
    seat = step.viewer
    offered = {seat: state.legal_actions(seat)} if step.offer and seat is not None else {}
    scene.show(state.observe(seat), seat, offered)
    scene.fit_to(LAYOUT)
    image = blank(width, ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, width, picture_height(width)), _framed(scene),
                 Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.clear_table()
    if own:
        scene.deleteLater()
    return image


def _framed(scene: Any) -> QRectF:
    """The part of the table worth showing: what its items cover (a little felt around),
    widened to the pictures' shape, within the table (no empty felt where no hand lies)."""
    table = scene.sceneRect()
    used = QRectF()
    for item in scene.items():
        box = item.sceneBoundingRect()
        if item.isVisible() and not box.isEmpty() and (
                box.width() * box.height() < 0.8 * table.width() * table.height()):
            used = used.united(box)  # not the felt under everything
    used = used.adjusted(-16, -16, 16, 16).intersected(table)
    if used.isEmpty():
        return table
    width = max(used.width(), used.height() / ASPECT)
    height = width * ASPECT
    frame = QRectF(0, 0, width, height)
    frame.moveCenter(used.center())
    # slide it back inside the table where it can (a frame as big as the table is the table)
    frame.moveLeft(min(max(frame.left(), table.left()), max(table.left(), table.right() - width)))
    frame.moveTop(min(max(frame.top(), table.top()), max(table.top(), table.bottom() - height)))
    return frame


class PictureMaker(QObject):
    """Draws a game's pictures one by one, each in its own turn of the event loop (a
    picture takes a few dozen milliseconds, the game's first one some more), and says
    `made(index, image)` for each; pictures already kept come at once."""

    made = Signal(int, QImage)
    finished = Signal()

    def __init__(self, game_id: str, steps: Sequence[PictureStep],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.steps = list(steps)
        self._todo: list[int] = []
        self._width = 0
        self._ratio = 1.0
        self._scene: Any = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._next)

    def start(self, width: int, ratio: float = 1.0) -> None:
        """Make every picture `width` wide (forgetting a size asked for before)."""
        self._width, self._ratio = width, ratio
        self._todo = []
        for index in range(len(self.steps)):
            image = cached(self.game_id, index, width, ratio)
            if image is None:
                self._todo.append(index)
            else:
                self.made.emit(index, image)
        self._timer.start() if self._todo else self.finished.emit()

    def busy(self) -> bool:
        return bool(self._todo)

    def _next(self) -> None:
        if not self._todo:
            return
        if self._scene is None:  # the table's first build is the longest step: alone
            self._scene = games.make_scene(self.game_id)
            self._timer.start()
            return
        index = self._todo.pop(0)
        try:
            image = draw(self.game_id, self.steps[index], self._width, self._ratio,
                         self._scene)
        except Exception:  # a step that no longer fits the rules: felt, never a crash
            image = blank(self._width, self._ratio)
        else:
            _CACHE[_key(self.game_id, index, self._width, self._ratio)] = image
        self.made.emit(index, image)
        if self._todo:
            self._timer.start()
        else:
            self._drop_scene()
            self.finished.emit()

    def _drop_scene(self) -> None:
        if self._scene is not None:
            self._scene.deleteLater()
            self._scene = None

    def stop(self) -> None:
        self._todo = []
        self._timer.stop()
        self._drop_scene()


# -- the cards in the help's page ----------------------------------------------------------
CARD_MIN = 280  # a card's narrowest picture (logical pixels): two in a row at 800×600
CARD_MAX = 560
GAP = 14


def card_width(viewport: int, count: int) -> tuple[int, int]:
    """(columns, picture width) for `count` cards in a page `viewport` pixels wide."""
    room = max(CARD_MIN, viewport - 2 * 18 - 24)  # the page's margins and the scroll bar
    columns = max(1, min(count, (room + GAP) // (CARD_MIN + GAP)))
    rows = -(-count // columns)
    columns = -(-count // rows)  # rows as full as they can be: 3 + 2, not 4 + 1, and bigger
    width = min(CARD_MAX, (room - (columns - 1) * GAP) // columns - 2 * 6)
    return columns, max(120, width)


def picture_url(game_id: str, index: int) -> QUrl:
    return QUrl(f"helpstep://{game_id}/{index}")


def insert_cards(document: QTextDocument, game_id: str, steps: Sequence[PictureStep],
                 heading: str, columns: int, width: int, ratio: float = 1.0) -> None:
    """Put the picture cards at the top of `document`: a heading, then a grid of cards,
    each a picture (kept, or felt until it is made) with its number and words under it."""
    for index in range(len(steps)):
        image = cached(game_id, index, width, ratio) or blank(width, ratio)
        document.addResource(QTextDocument.ResourceType.ImageResource,
                             picture_url(game_id, index), image)
    cursor = QTextCursor(document)
    first = document.begin()
    if first.blockFormat().headingLevel() == 1:  # under the page's title
        cursor.setPosition(first.position() + first.length() - 1)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
    else:
        cursor.insertBlock()
        cursor.movePosition(QTextCursor.MoveOperation.Start)
    title = QTextCharFormat()
    title.setFontPointSize(16)
    title.setFontWeight(QFont.Weight.Bold)
    title.setForeground(theme.qcolor(theme.CARAMEL_DARK))
    cursor.insertText(heading, title)
    cursor.insertBlock()
    table_format = QTextTableFormat()
    table_format.setBorder(0)
    table_format.setCellSpacing(GAP)
    table_format.setCellPadding(6)
    table_format.setBackground(theme.qcolor(theme.CREAM))
    rows = (len(steps) + columns - 1) // columns
    table = cursor.insertTable(rows, columns, table_format)
    words = QTextCharFormat()
    words.setFontPointSize(12)
    words.setForeground(theme.qcolor(theme.TEXT))
    number = QTextCharFormat(words)
    number.setFontWeight(QFont.Weight.Bold)
    number.setForeground(theme.qcolor(theme.COCOA))
    for index, step in enumerate(steps):
        cell = table.cellAt(index // columns, index % columns)
        cell_format = cell.format()
        cell_format.setBackground(theme.qcolor(theme.WHITE))
        cell.setFormat(cell_format)
        at = cell.firstCursorPosition()
        picture = QTextImageFormat()
        picture.setName(picture_url(game_id, index).toString())
        picture.setWidth(width)
        picture.setHeight(picture_height(width))
        at.insertImage(picture)
        at.insertBlock()
        at.insertText(f"{index + 1}. ", number)
        at.insertText(step.words, words)
