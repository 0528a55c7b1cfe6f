"""The table page: the game's scene scaled to fit, the players, the log and the curtain.

It draws what its `TablePresenter` (app/presenter.py) tells it: the presenter follows the
GameSession and decides whose view, when the curtain rises, which events play and what the
log, players, hint line, screen readers and sounds say. This page only holds the widgets,
forwards input to the presenter and keeps the animation safety timer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListView,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app.accessibility import announce
from cocoa_games.app.avatars import remember_looks
from cocoa_games.app.curtain import Curtain
from cocoa_games.app.end_screen import JOY_MS, EndScreen
from cocoa_games.app.game_view import GameView
from cocoa_games.app.log_list import LogList
from cocoa_games.app.log_recap import RECAP_LINES, LogRecap
from cocoa_games.app.plain_text import LinesLabel
from cocoa_games.app.player_row import PlayerRow
from cocoa_games.app.presenter import (
    CurtainView,
    Legal,
    LogLine,
    Observation,
    PlayerLine,
    TablePresenter,
)
from cocoa_games.app.session import GameSession
from cocoa_games.app.shell_scale import follow as follow_window_scale
from cocoa_games.app.shell_scale import window_scale
from cocoa_games.app.side_panel import SidePanel, SidePanelFold
from cocoa_games.app.voice_menu import SHORTCUT as VOICE_SHORTCUT
from cocoa_games.app.voice_menu import VoiceControl
from cocoa_games.core import people
from cocoa_games.core.game import Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.services import SoundPlayer
from cocoa_games.ui import theme
from cocoa_games.ui.scene_base import GameScene

#: if a scene never reports the end of its animations, let play go on after this long
ANIMATION_SAFETY_MS = 6000

Slot = Callable[..., object]


class TablePage(QWidget):
    back_requested = Signal()
    rematch_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: GameSession | None = None
        self.scene: GameScene | None = None
        #: decides what may be shown; this page only draws what it is told
        self.presenter = TablePresenter(self)
        self.announcements: list[str] = []  # what was told to screen readers, newest last
        self._safety = QTimer(self)
        self._safety.setSingleShot(True)
        self._safety.timeout.connect(self.presenter.animations_done)

        self.view = GameView()
        self.view.skip_animations = self.presenter.skip_animations
        self.view.key_unused.connect(self.show_message)
        self.end_screen = EndScreen()  # the end of the game: see end_screen.py
        self.end_screen.hide()
        self.end_screen.rematch.connect(self.rematch_requested)
        self.end_screen.back.connect(self.back_requested)
        self.end_screen.set_table(self.view)
        self.controls_holder = QVBoxLayout()
        self.status = LinesLabel(2)  # (a fixed height: two whole lines, never half of one)
        self.message = LinesLabel(2)
        self.message.hide()
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._clear_message)

        board = QVBoxLayout()
        board.setContentsMargins(0, 0, 0, 0)
        board.setSpacing(6)
        board.addWidget(self.end_screen)
        board.addWidget(self.view, 1)
        board.addLayout(self.controls_holder)
        self.status_row = QHBoxLayout()  # the hint, then what works at any time
        self.status_row.addWidget(self.status, 1)
        # the board's size depends on the window only: the hint keeps the room of two lines
        # whatever it says, and a calm note takes its place for a while (not a row below)
        self.status_row.addWidget(self.message, 1)
        board.addLayout(self.status_row)

        self.player_rows: list[PlayerRow] = []
        self.log = LogList()
        self.log.setWordWrap(True)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setResizeMode(QListView.ResizeMode.Adjust)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setAccessibleName(_("Game log"))
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.recap = LogRecap()  # what just happened, while the panel is not beside the table
        self.recap_row = QHBoxLayout()  # with the panel's button while it is not beside
        self.recap_row.addWidget(self.recap, 1)  # the table: the hint keeps the room
        board.insertLayout(board.count() - 1, self.recap_row)  # above the hint and the note
        self.hide_button = QPushButton(_("Hide"))
        self.hide_button.setToolTip(_("Hide your private view and hand over (Ctrl+H)"))
        self.hide_button.setShortcut(QKeySequence("Ctrl+H"))
        self.hide_button.clicked.connect(self.presenter.hide)
        self.back_button = QPushButton(_("Back to games"))
        self.back_button.clicked.connect(self.back_requested)
        # offered only while the seat on screen may take back its last move (the presenter
        # says when); Ctrl+Z is the Game menu's, so the key never reaches the table twice
        self.take_back_button = QPushButton(_("Take back"))
        self.take_back_button.setToolTip(_("Take back your last move (Ctrl+Z)"))
        self.take_back_button.clicked.connect(self.presenter.take_back)
        self.take_back_button.hide()

        self.side = SidePanel(self.log)
        self.players_box = self.side.players_box
        # Hide and Back stay in sight (and Ctrl+H works) with the panel folded away
        for button in (self.end_screen.results_button, self.take_back_button,
                       self.hide_button, self.back_button):
            self.status_row.addWidget(button)
            # a click leaves the keys with the table (Tab still reaches the button)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

        game_area = QWidget()
        game_area.setObjectName("gameArea")
        game_area.setStyleSheet(f"#gameArea {{ background: {theme.MILK}; }}")
        row = QHBoxLayout(game_area)
        row.setContentsMargins(10, 10, 10, 10)
        row.setSpacing(10)
        row.addLayout(board, 3)
        self.game_area = game_area
        self.panel_fold = SidePanelFold(self, self.side, row, self.view)
        self.panel_fold.set_recap(self.recap, self.recap_row, self.status_row)
        self.scale = 0.0
        self._restyle(1.0)

        self.curtain = Curtain()
        self.curtain.revealed.connect(self.presenter.reveal)
        self.curtain.interjection.connect(self.presenter.act)
        self._stack = QStackedLayout(self)
        self._stack.addWidget(game_area)
        self._stack.addWidget(self.curtain)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _restyle(self, scale: float) -> None:
        """The hint, notes, players and log at the shell's scale (the window's size)."""
        if scale == self.scale:
            return
        self.scale = scale
        # the hint's two fixed lines come off the board's height: up to 1920×1080 they stay
        # put (the board's words keep 9 pt there), on bigger windows they grow with the rest
        half = 1.0 + max(0.0, scale - 1.125)
        hint_pt = theme.scaled(theme.STATUS_PT + 1, half)
        self.status.setStyleSheet(f"color: {theme.TEXT}; font-size: {hint_pt}pt; padding: 4px 8px;")
        self.message.setStyleSheet(  # calm: a note, not an alarm
            f"color: {theme.COCOA}; background: {theme.CREAM}; border: 1px solid {theme.SAND};"
            f" border-radius: 8px; font-size: {theme.scaled(theme.STATUS_PT, half)}pt;"
            f" padding: 4px 10px;")
        font = QFont()
        font.setPointSizeF(hint_pt)
        for label in (self.status, self.message):  # (+ the padding and the note's border)
            label.setFixedHeight(2 * QFontMetrics(font).lineSpacing() + 10)
        self.recap.restyle(scale)
        self.side.restyle(scale)
        self.panel_fold.refresh()
        for row in self.player_rows:
            row.set_scale(scale)
        self.side.fit_players()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._restyle(window_scale(self))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        follow_window_scale(self.window())  # its buttons and dialogs grow with the window

    @property
    def sound(self) -> SoundPlayer | None:
        """The app's sound service (set by the main window); None = silent."""
        return self.presenter.sound

    @sound.setter
    def sound(self, sound: SoundPlayer | None) -> None:
        self.presenter.sound = sound

    def set_voice(self, voice: VoiceControl) -> None:
        """The voice (set by the main window): what the presenter says, and the table's
        quick on/off beside the hint line."""
        self.presenter.narrator.speaker = voice.service
        self.voice = voice
        button = QPushButton(_("Read aloud"))
        button.setObjectName("voiceButton")
        button.setCheckable(True)
        button.setChecked(voice.service.enabled)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # game keys stay with the table
        button.setToolTip(_("Say turns, hand-offs and results aloud ({key})").format(
            key=VOICE_SHORTCUT))
        button.clicked.connect(voice.set_on)
        voice.listeners.append(button.setChecked)
        self.status_row.addWidget(button)
        self.voice_button = button

    # -- attaching a game -------------------------------------------------------------
    def _session_links(self, session: GameSession) -> list[tuple[SignalInstance, Slot]]:
        presenter = self.presenter
        return [(session.events, presenter.on_events), (session.changed, presenter.on_changed),
                (session.over, presenter.on_over), (session.message, presenter.on_message),
                (session.refused, presenter.on_refused)]

    def _scene_links(self, scene: GameScene) -> list[tuple[SignalInstance, Slot]]:
        presenter = self.presenter
        return [(scene.action_chosen, presenter.act), (scene.hint_changed, presenter.on_hint),
                (scene.animations_finished, presenter.animations_done),
                (scene.moment_reached, presenter.on_moment)]

    def attach(self, session: GameSession, scene: GameScene) -> None:
        """Show `session` with `scene`; call session.start() afterwards."""
        self.detach()
        self.session, self.scene = session, scene
        voice = getattr(self, "voice", None)
        if voice is not None and not voice.service.enabled and any(
                not seat.reads for seat in session.seats):
            voice.set_on(True)  # a child who cannot read yet is at the table: speak
        if session.saving.enabled:  # (a lesson's seats are not the family's)
            remember_looks(session.seats, session.settings)  # the same pictures next game
        scene.setup(session.names)
        scene.set_looks(people.seat_looks(session.seats, session.settings))  # their own
        scene.setParent(self)
        self.view.setScene(scene)
        self.view.fit()
        for signal, slot in self._session_links(session) + self._scene_links(scene):
            signal.connect(slot)
        scene.view_requested.connect(session.request_view)  # "let me look at my view"
        controls = scene.controls()
        if controls is not None:
            self.controls_holder.addWidget(controls)
        self._build_players()
        self.end_screen.dismiss()
        self.back_button.show()
        self.log.clear()
        self.recap.set_lines([])
        self.status.clear()
        self._clear_message()
        self._stack.setCurrentWidget(self.game_area)
        self.presenter.attach(session, scene)

    def detach(self) -> None:
        if self.session is not None:
            self.session.stop()
            for signal, slot in self._session_links(self.session):
                signal.disconnect(slot)
        if self.scene is not None:
            for signal, slot in self._scene_links(self.scene):
                signal.disconnect(slot)
            self.scene.view_requested.disconnect()
            self.scene.clear_table()
            self.view.setScene(None)
            self.scene.deleteLater()
        while self.controls_holder.count():
            item = self.controls_holder.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.session = self.scene = None
        self.take_back_button.hide()
        self.presenter.detach()
        self._safety.stop()
        self.end_screen.dismiss()  # a finished game's ending goes with it

    # -- TableScreen: drawing what the presenter says ------------------------------------
    def show_table(self, observation: Observation, viewer: Seat | None, legal: Legal,
                   focus: bool) -> None:
        if self.scene is None:
            return
        self._stack.setCurrentWidget(self.game_area)
        self.scene.show(observation, viewer, legal)
        self.view.table_shown(legal)  # a fresh turn waits before it takes a key
        if focus and not self.view.hasFocus():
            self.view.setFocus()

    def clear_table(self) -> None:
        if self.scene is not None:
            self.scene.clear_table()
        self.view.table_cleared()
        self.status.clear()
        self.view.setAccessibleDescription("")
        self._clear_message()

    def show_curtain(self, curtain: CurtainView, fresh: bool) -> None:
        if fresh:
            self.curtain.present(curtain.seat, curtain.name, curtain.secret, curtain.look)
        self.curtain.set_public(curtain.summary, curtain.buttons)
        if fresh:
            self._stack.setCurrentWidget(self.curtain)
            self.curtain.show_button.setFocus()
            self.announce(f"{self.curtain.title.text()}. {self.curtain.show_button.text()}.")

    def play(self, events: Sequence[Event]) -> None:
        if self.scene is None:
            self.presenter.animations_done()
            return
        self._safety.start(ANIMATION_SAFETY_MS)
        self.scene.play(events)  # may report animations_finished right away

    def skip_animations(self) -> None:
        if self.scene is not None:
            self.scene.skip_animations()

    def animations_stopped(self) -> None:
        self._safety.stop()

    def show_hide_button(self, visible: bool) -> None:
        self.hide_button.setVisible(visible)

    def show_take_back(self, visible: bool) -> None:
        self.take_back_button.setVisible(visible)

    def show_players(self, lines: Sequence[PlayerLine]) -> None:
        for row, line in zip(self.player_rows, lines, strict=False):
            row.set_state(line.turn, line.may_interject, line.viewing, line.winner)
            row.set_look(line.look)
            if line.turn:  # many players in a low window scroll: whose turn stays in sight
                self.side.players.ensureWidgetVisible(row, 0, 0)
        self.side.fit_players()  # a note that wraps ("darf dazwischenrufen") takes a line

    def show_log(self, lines: Sequence[LogLine]) -> None:
        self.log.set_lines(lines)  # the presenter marked which lines may be copied
        self.recap.set_lines([text for text, _public in lines[-RECAP_LINES:]])

    def show_hint(self, text: str) -> None:
        self.status.setText(text)
        self.view.setAccessibleDescription(text)

    def show_outcome(self, text: str, status: str) -> None:
        from cocoa_games.app.lesson_end import show_lesson_end
        from cocoa_games.app.speed import animation_speed

        session = self.session
        if session is not None and show_lesson_end(self, session, self.presenter.looks):
            return  # a lesson's end: well done, then a real game (no standings, no Rematch)
        if session is not None and session.outcome is not None:
            self.end_screen.present(session.outcome, session.names, session.end_summary,
                                    session.ending.records,
                                    self.presenter.looks,
                                    round(JOY_MS * animation_speed(session.settings)))
        self.back_button.hide()  # the end screen has its own "Back to games"
        self.status.setText(status)

    def set_table_name(self, text: str) -> None:
        self.view.setAccessibleName(text)

    def announce(self, text: str, assertive: bool = False) -> None:
        self.announcements.append(text)
        del self.announcements[:-50]
        announce(self, text, assertive)

    def show_message(self, text: str) -> None:
        """A calm note (an illegal move, a failed autosave) that goes away after a while."""
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.status.setVisible(not text)
        self._message_timer.start(6000)

    def _clear_message(self) -> None:
        self.message.clear()
        self.message.hide()
        self.status.show()

    def _build_players(self) -> None:
        for row in self.player_rows:
            self.players_box.removeWidget(row)
            row.hide()  # gone from the panel now, not when Qt gets round to deleting it
            row.deleteLater()
        seats = self.session.seats if self.session is not None else []
        self.player_rows = [PlayerRow(s.name, s.kind) for s in seats]
        for row in self.player_rows:
            row.set_scale(self.scale)
            self.players_box.addWidget(row)
            row.show()  # (now, not on Qt's next round: the rows' height is measured next)
        self.side.fit_players()
