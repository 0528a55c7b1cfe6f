"""The replay viewer: watch a game move by move — step, play, pause, speed.

A finished game may be watched from the public table or with any seat's secrets shown
(the viewer switch); the game in progress is reviewed up to now from the public table only
(`ReplayModel.may_show` decides, the switch is merely hidden). The scene is the game's own,
fed observations exactly as at the table, with no actions to offer.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from cocoa_games import games
from cocoa_games.app.game_view import GameView
from cocoa_games.app.plain_text import plain_label
from cocoa_games.app.replay_model import ReplayModel
from cocoa_games.core.game import SaveFormatError
from cocoa_games.core.i18n import N_, _
from cocoa_games.core.people import seat_looks
from cocoa_games.core.saves import SaveData, read_save
from cocoa_games.ui import theme

SPEEDS = ((N_("Slow"), 1500), (N_("Normal"), 700), (N_("Fast"), 250), (N_("Very fast"), 60))


class ReplayDialog(QDialog):
    def __init__(self, data: SaveData, finished: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ReplayModel(data, finished)
        title = _("Replay of {game}") if finished else _("Review of {game} so far")
        self.setWindowTitle(title.format(game=data.game.title))
        self.setMinimumSize(640, 460)
        self.scene = games.make_scene(data.game.id)
        self.scene.animation_speed = 0.0
        self.scene.setup(self.model.names)
        # each person in their own picture and colour, as at the table (the saved looks
        # first, then what this computer remembers of them)
        self.scene.set_looks(seat_looks(data.seats, getattr(parent and parent.window(),
                                                             "settings", None)))
        self.scene.setParent(self)
        self.view = GameView()
        self.view.setScene(self.scene)

        self.viewer = QComboBox()
        self.viewer.addItem(_("Everyone's view (public)"), None)
        for seat, name in enumerate(self.model.names):
            self.viewer.addItem(_("{name}'s view, secrets shown").format(name=name), seat)
        self.viewer.setVisible(finished and data.game.has_private_info)
        self.viewer.currentIndexChanged.connect(lambda _i: self._draw())
        self._corner: int | None = None  # a public table turned to a seat (a Cocoons corner)
        self.scene.view_requested.connect(self.look_from)
        self.where = plain_label()
        self.where.setStyleSheet(f"font-size: {theme.BASE_PT + 1}pt;")
        self.lines = QListWidget()
        self.lines.setMaximumHeight(90)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.model.total)
        self.slider.valueChanged.connect(self.go_to)
        self.first = self._button("|◀", _("Back to the start (Home)"), lambda: self.go_to(0))
        self.back = self._button("◀", _("One move back (Left)"),
                                 lambda: self.go_to(self.model.position - 1))
        self.play_button = self._button(_("Play"), _("Play / pause (Space)"), self.toggle_play)
        self.forward = self._button("▶", _("One move on (Right)"), self.step)
        self.last = self._button("▶|", _("To the end (End)"), lambda: self.go_to(self.model.total))
        self.speed = QComboBox()
        for label, ms in SPEEDS:
            self.speed.addItem(_(label), ms)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._retime)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        close = QPushButton(_("Close"))
        close.clicked.connect(self.accept)

        controls = QHBoxLayout()
        for widget in (self.first, self.back, self.play_button, self.forward, self.last):
            controls.addWidget(widget)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.speed)
        top = QHBoxLayout()
        top.addWidget(self.where, 1)
        top.addWidget(self.viewer)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.view, 1)
        column.addWidget(self.lines)
        column.addLayout(controls)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(close)
        column.addLayout(bottom)
        self.go_to(0 if finished else self.model.total)

    def _button(self, text: str, tip: str, slot) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.clicked.connect(slot)
        return button

    # -- moving ---------------------------------------------------------------------------
    def go_to(self, move: int) -> None:
        self.model.seek(move)
        if self.slider.value() != self.model.position:
            self.slider.blockSignals(True)
            self.slider.setValue(self.model.position)
            self.slider.blockSignals(False)
        self._draw()

    def step(self) -> None:
        self.go_to(self.model.position + 1)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.model.position >= self.model.total:
                self.go_to(0)
            self._retime()
        self.play_button.setText(_("Pause") if self.timer.isActive() else _("Play"))

    def _retime(self) -> None:
        self.timer.start(int(self.speed.currentData()))

    def _tick(self) -> None:
        self.step()
        if self.model.position >= self.model.total:
            self.timer.stop()
            self.play_button.setText(_("Play"))

    def selected_viewer(self):
        seat = self.viewer.currentData()
        return seat if self.model.may_show(seat) else None

    def look_from(self, seat: int) -> None:
        """"Look from …'s corner" on the reviewed table: that seat's view as it was, secrets
        and all, once the game is over; before that the public table turned to that seat,
        never showing more than the table showed then (ReplayModel.may_show)."""
        index = self.viewer.findData(seat)
        self._corner = None if self.model.may_show(seat) and index >= 0 else seat
        if self._corner is None and index != self.viewer.currentIndex():
            self.viewer.setCurrentIndex(index)  # (draws)
        else:
            self._draw()

    def _draw(self) -> None:
        frame = self.model.frame(self.selected_viewer())
        shown = frame.viewer if frame.viewer is not None else self._corner
        self.scene.show(frame.observation, shown, {})
        self.view.fit()
        mover = self.model.mover()
        text = _("Move {move} of {total}").format(move=frame.move, total=self.model.total)
        if mover:
            text = _("{where} — {name} moved").format(where=text, name=mover)
        self.where.setText(text)
        self.lines.clear()
        self.lines.addItems(list(frame.lines))
        self.back.setEnabled(frame.move > 0)
        self.first.setEnabled(frame.move > 0)
        self.forward.setEnabled(frame.move < self.model.total)
        self.last.setEnabled(frame.move < self.model.total)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        keys = {Qt.Key.Key_Right: self.step, Qt.Key.Key_Space: self.toggle_play,
                Qt.Key.Key_Left: lambda: self.go_to(self.model.position - 1),
                Qt.Key.Key_Home: lambda: self.go_to(0),
                Qt.Key.Key_End: lambda: self.go_to(self.model.total)}
        action = keys.get(Qt.Key(event.key()))
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def done(self, result: int) -> None:
        self.timer.stop()
        super().done(result)


def show_replay(parent: QWidget | None, data: SaveData, finished: bool) -> None:
    dialog = ReplayDialog(data, finished, parent)
    dialog.resize(parent.size() * 0.9 if parent is not None else dialog.sizeHint())
    dialog.exec()


def show_replay_file(parent: QWidget | None, path: Path) -> None:
    """A saved game's replay; secrets may be shown only when the game really is over."""
    from cocoa_games.app.main_window import show_message

    try:
        data = read_save(path)
    except SaveFormatError as exc:
        show_message(parent, _("This save cannot be opened"), str(exc))
        return
    finished = data.state is not None and data.state.is_over()
    show_replay(parent, data, finished)
