"""The end of a game on screen, for everyone: who won, the standings, the main moments, what
was secret, how long it took, everyone's statistics — with "Rematch" and "Back to games".

It only draws an `EndSummary` (core/end_summary.py) and statistics lines; it sits above the
table where the old one-line banner was. Every text is plain (names may contain "<b>").
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, QVariantAnimation, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app.avatars import AvatarLabel
from cocoa_games.app.name_button import NameButton
from cocoa_games.app.shell_scale import window_scale
from cocoa_games.core.end_summary import EndSummary, headline
from cocoa_games.core.game import Outcome
from cocoa_games.core.i18n import _
from cocoa_games.core.people import Look
from cocoa_games.ui import theme

#: the details scroll past about a third of the window, so the finished table stays in sight
DETAILS_MIN_HEIGHT, DETAILS_MAX_HEIGHT = 100, 420
#: the ending (heading, details, buttons) takes at most this share of a tall window's height
ENDING_SHARE = 0.5
#: the heading (the winners' pictures) and the buttons take at least this much of it
CHROME_PX = 200
#: in a window lower than this the ending takes the table's place: beside it the table shrank
#: to a strip whose words were under 9 pt. "Game table" swaps to the table and back.
COMPACT_BELOW = 820


def _label(text: str = "", style: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if style:
        label.setStyleSheet(style)
    return label


WINNER_PICTURE = 96  # the winners' pictures beside the result
JOY_MS = 1500  # how long they hop
HOP_PX = 14


class EndScreen(QFrame):
    """Shown to everyone when the game ends."""

    rematch = Signal()
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("outcome")
        self.setStyleSheet(
            f"#outcome {{ background: {theme.CARAMEL}; border: 3px solid {theme.CARAMEL_DARK};"
            f" border-radius: 16px; }}"
        )
        self.text = _label()
        self.text.setAccessibleName(_("Result"))
        self.time_text = _label()
        # "Rematch — NAME starts": a long name gives way, never "Rematch" (800×600)
        self.rematch_button = NameButton()
        self.rematch_button.set_text(_("Rematch"), "")
        self.back_button = QPushButton(_("Back to games"))
        self.rematch_button.clicked.connect(self.rematch)
        self.back_button.clicked.connect(self.back)
        # small windows: the ending has the table's place; these swap to the table and back
        self.table_button = QPushButton(_("Game table"))
        self.table_button.clicked.connect(self.toggle_table)
        self.results_button = QPushButton(_("Results"))  # the table page puts it by its status
        self.results_button.hide()
        self.results_button.clicked.connect(self.toggle_table)
        self._table: QWidget | None = None  # the finished table's view, set by the table page
        self._table_shown = False  # small windows: the person asked to see the table

        self.standings = _label()
        self.moments = _label()
        self.secrets = _label()
        self.records = _label()
        self._headings: list[QLabel] = []
        self._boxes: list[QVBoxLayout] = []
        self._sections: dict[str, QWidget] = {}
        self._shown: list[QWidget] = []
        self._placed: tuple = ()  # (columns, sections) as laid out now
        self._grid = grid = QGridLayout()
        grid.setSpacing(10)
        for key, title, body in ((
            ("standings", _("Standings"), self.standings),
            ("moments", _("Main moments"), self.moments),
            ("secrets", _("Now you can see"), self.secrets),
            ("records", _("Statistics"), self.records),
        )):
            box = QFrame()
            box.setObjectName("endSection")
            box.setStyleSheet(f"#endSection {{ background: {theme.MILK}; border-radius: 10px; }}")
            column = QVBoxLayout(box)
            heading = _label(title)
            self._headings.append(heading)
            self._boxes.append(column)
            column.addWidget(heading)
            column.addWidget(body)
            column.addStretch(1)
            self._sections[key] = box
        inner = QWidget()
        inner.setObjectName("endDetails")
        inner.setStyleSheet("#endDetails { background: transparent; }")
        inner.setLayout(grid)
        self.details = QScrollArea()
        self.details.setWidget(inner)
        self.details.setWidgetResizable(True)
        self.details.setFrameShape(QFrame.Shape.NoFrame)
        self.details.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.details.setStyleSheet("QScrollArea { background: transparent; }")
        self.details.viewport().setAutoFillBackground(False)

        self._buttons = buttons = QHBoxLayout()
        buttons.addWidget(self.table_button)
        buttons.addStretch(1)
        buttons.addWidget(self.rematch_button)
        buttons.addWidget(self.back_button)
        self._column = column = QVBoxLayout(self)
        # the winners' pictures, big, with a little hop of joy: a child sees who won
        self.winners_row = QHBoxLayout()
        self.winners_row.setSpacing(12)
        self.winner_pictures: list[AvatarLabel] = []
        self._head = head = QHBoxLayout()
        head.addLayout(self.winners_row)
        words = QVBoxLayout()
        words.addWidget(self.text)
        words.addWidget(self.time_text)
        words.addStretch(1)
        head.addLayout(words, 1)
        head.setAlignment(self.winners_row, Qt.AlignmentFlag.AlignTop)
        column.addLayout(head)
        self._joy = QVariantAnimation(self)
        self._joy.setStartValue(0.0)
        self._joy.setEndValue(3.0)  # three hops
        self._joy.valueChanged.connect(self._hop)
        column.addWidget(self.details)
        column.addLayout(buttons)
        self.scale = 0.0
        self.restyle(1.0)

    def restyle(self, scale: float) -> None:
        """Words, pictures and margins at the shell's scale (the window's size): on a big
        screen the ending's words grow like the rest of the shell's."""
        if scale == self.scale:
            return
        self.scale = scale

        def px(size: float) -> int:
            return theme.scaled(size, scale)

        white = f"color: {theme.WHITE};"
        self.text.setStyleSheet(
            f"{white} font-size: {px(theme.TITLE_PT - 6)}pt; font-weight: bold;")
        self.time_text.setStyleSheet(f"{white} font-size: {px(theme.BASE_PT + 1)}pt;")
        card = f"color: {theme.TEXT}; font-size: {px(theme.BASE_PT + 1)}pt;"
        for body in (self.standings, self.moments, self.secrets, self.records):
            body.setStyleSheet(card)
        for heading in self._headings:
            heading.setStyleSheet(f"color: {theme.COCOA}; font-weight: bold;"
                                  f" font-size: {px(theme.BASE_PT + 2)}pt;")
        for box in self._boxes:
            box.setContentsMargins(px(10), px(6), px(10), px(8))
        self._grid.setSpacing(px(10))
        self._column.setContentsMargins(px(16), px(10), px(16), px(10))
        self._column.setSpacing(px(8))
        self.winners_row.setSpacing(px(12))
        for picture in self.winner_pictures:
            self._size_picture(picture)

    def _size_picture(self, picture: AvatarLabel) -> None:
        side, hop = theme.scaled(WINNER_PICTURE, self.scale), theme.scaled(HOP_PX, self.scale)
        if picture.side != side:
            picture.side = side
            picture.set_look(picture.look, ring=theme.WHITE)
        picture.setFixedSize(side, side + hop)  # room to hop
        picture.setContentsMargins(0, hop, 0, 0)

    def set_table(self, view: QWidget) -> None:
        """The finished table, which a small window shows instead of the ending on request."""
        self._table = view

    @property
    def compact(self) -> bool:
        """True when the ending has the table's place (a small window)."""
        return self.window().height() < COMPACT_BELOW

    @property
    def table_shown(self) -> bool:
        return not self.compact or self._table_shown

    def toggle_table(self) -> None:
        """Small windows: the finished table as big as during the game (the ending steps
        aside, "Results" brings it back), or the ending again."""
        self._table_shown = not self._table_shown
        self.results_button.setVisible(self._table_shown)
        if self._table is not None:
            self._table.setVisible(self._table_shown)
        self.setVisible(not self._table_shown)
        (self.results_button if self._table_shown else self.rematch_button).setFocus()

    def dismiss(self) -> None:
        """Gone, with the table back in its place (a new game on this table)."""
        self._table_shown = False
        self.results_button.hide()
        self.hide()
        if self._table is not None:
            self._table.show()

    def present(self, outcome: Outcome, names: Sequence[str], summary: EndSummary | None = None,
                records: Mapping[str, str] | None = None, looks: Sequence[Look] = (),
                joy_ms: int = JOY_MS) -> None:
        """Show the ending; without a summary (a game that gives none) just who won.
        `looks`: every seat's picture; the winners' are shown big, hopping for `joy_ms`."""
        self._table_shown = False
        self._celebrate([looks[s] for s in outcome.winners if s < len(looks)], joy_ms)
        self.results_button.hide()
        self.text.setText(_("Game over — {result}").format(
            result=summary.headline if summary is not None else headline(outcome, names)))
        records = dict(records or {})
        if summary is not None:
            self.standings.setText("\n".join(
                _("{place}. {name} — {note}").format(place=s.place, name=s.name, note=s.note)
                if s.note else _("{place}. {name}").format(place=s.place, name=s.name)
                for s in summary.standings))
            self.moments.setText("\n".join(summary.moments))
            self.secrets.setText("\n".join(summary.secrets))
            self.time_text.setText(summary.duration_text())
        else:
            self.standings.setText("")
            self.moments.setText("")
            self.secrets.setText("")
            self.time_text.setText("")
        lines = [_("{name}: {line}").format(name=name, line=line)
                 for name, line in records.items()]
        if summary is not None:
            lines = list(summary.game_records) + lines  # the level's best before the people's
        self.records.setText("\n".join(lines))
        shown = {"standings": bool(self.standings.text()), "moments": bool(self.moments.text()),
                 "secrets": bool(self.secrets.text()), "records": bool(lines)}
        self._shown = [box for key, box in self._sections.items() if shown[key]]
        for key, box in self._sections.items():
            box.setVisible(shown[key])
        self._arrange()
        starts = names[1].replace("&", "&&") if len(names) > 1 else ""  # "&" is no shortcut
        self.rematch_button.set_text(_("Rematch — {name} starts").format(name=starts)
                                     if starts else _("Rematch"), starts)
        self.show()
        self.rematch_button.setFocus()

    def _celebrate(self, winners: Sequence[Look], joy_ms: int) -> None:
        for picture in self.winner_pictures:
            self.winners_row.removeWidget(picture)
            picture.deleteLater()
        self.winner_pictures = []
        for look in winners[:4]:
            picture = AvatarLabel(theme.scaled(WINNER_PICTURE, self.scale))
            picture.set_look(look, ring=theme.WHITE)
            self._size_picture(picture)
            picture.setAccessibleName(_("Winner: {picture}").format(
                picture=picture.accessibleName()))
            self.winners_row.addWidget(picture)
            self.winner_pictures.append(picture)
        self._joy.stop()
        if self.winner_pictures and joy_ms > 0:
            self._joy.setDuration(joy_ms)
            self._joy.start()

    def _hop(self, value: object) -> None:
        """Each winner's picture hops (up and down, three times), then rests."""
        hop = theme.scaled(HOP_PX, self.scale)
        lift = round(abs(math.sin(math.pi * float(value))) * hop)  # type: ignore[arg-type]
        for picture in self.winner_pictures:
            picture.setContentsMargins(0, hop - lift, 0, lift)

    def _arrange(self) -> None:
        """Two columns of sections when there is room, one on small windows; no gaps. A small
        window shows the ending in the table's place, or (on request) the table instead."""
        compact, table = self.compact, self.table_shown
        self.table_button.setVisible(compact)
        if self._table is not None and not self.isHidden() and self._table.isHidden() == table:
            self._table.setVisible(table)  # only while the ending is up: it has its place
        self.details.setVisible(bool(self._shown))
        columns = 2 if self.width() >= 900 else 1
        # the finished table stays in sight, and the heading and buttons keep their room
        # (the heading and buttons as tall as their words now: they grow with the shell)
        margins = self._column.contentsMargins()
        chrome = max(theme.scaled(CHROME_PX, self.scale),  # (before its words are laid out)
                     self._head.sizeHint().height() + self._buttons.sizeHint().height()
                     + margins.top() + margins.bottom() + 2 * self._column.spacing())
        room = int(self.window().height() * ENDING_SHARE) - chrome
        height = max(DETAILS_MIN_HEIGHT, min(theme.scaled(DETAILS_MAX_HEIGHT, self.scale), room))
        fill = compact and not table
        if fill:  # the table's room is the ending's now
            height = max(DETAILS_MIN_HEIGHT, self.window().height())
        policy = QSizePolicy.Policy.Expanding if fill else QSizePolicy.Policy.Preferred
        # filling, the room goes to the details, not to a gap under the heading; beside the
        # table they take only what they need
        self._column.setStretchFactor(self.details, 1 if fill else 0)
        if self.sizePolicy().verticalPolicy() != policy:
            self.setSizePolicy(QSizePolicy.Policy.Preferred, policy)
        if self.details.maximumHeight() != height:
            self.details.setMaximumHeight(height)
        key = (columns, tuple(id(box) for box in self._shown))
        if key != self._placed:  # moving widgets on every resize would ask for a new layout
            self._placed = key
            for box in self._sections.values():
                self._grid.removeWidget(box)
            for i, box in enumerate(self._shown):
                self._grid.addWidget(box, i // columns, i % columns)
        # the sections get the room they need (up to `height`): the table's stretch would
        # otherwise squeeze them to a line and a half behind a scroll bar
        inner = self.details.widget()
        need = inner.sizeHint().height() if inner is not None else 0
        lowest = min(height, max(DETAILS_MIN_HEIGHT, need))
        if fill:  # it has all the room there is, and scrolls if even that is short
            lowest = DETAILS_MIN_HEIGHT
        if self.details.minimumHeight() != lowest:
            self.details.setMinimumHeight(lowest)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.restyle(window_scale(self))
        self._arrange()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.restyle(window_scale(self))
        self._arrange()

