"""The table page: the game's scene scaled to fit, the players, the log and the curtain.

It follows a GameSession. After an action it plays the new events on what is already drawn
(input held until the scene reports `animations_finished`), then redraws: the scene, the
players and the log together. A private view whose owner has left is swapped for the public
table before anything plays, and then only public events play. When the session wants a
curtain it rises after those animations: the scene is cleared first and the whole page
shows the curtain. The log and hint line only ever show what the screen may show.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app.curtain import Curtain
from cocoa_games.app.session import GameSession
from cocoa_games.app.side_panel import SidePanelFold
from cocoa_games.core.game import Event, Outcome
from cocoa_games.ui import theme
from cocoa_games.ui.scene_base import GameScene, fit_view

#: if a scene never reports the end of its animations, let play go on after this long
ANIMATION_SAFETY_MS = 6000


def announce(widget: QWidget, text: str, assertive: bool = False) -> bool:
    """Tell screen readers about a change that has no focused widget (Qt >= 6.8).

    Returns False when this Qt has no announcements or no screen reader listens."""
    try:
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
    except ImportError:  # Qt < 6.8: the accessible names below still tell the story
        return False
    if not QAccessible.isActive():
        return False
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        try:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        except AttributeError:
            pass
    QAccessible.updateAccessibility(event)
    return True


class GameView(QGraphicsView):
    """Shows the whole logical table at any window size; keys go to the scene."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(theme.qcolor(theme.TABLE_FELT))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Game table")
        self.setMinimumSize(320, 200)

    def fit(self) -> None:
        fit_view(self)  # a scene that fits the view is laid out for it, mapped 1:1

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit()

    #: set by the table page: skips running animations, True if there were any
    skip_animations = None

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.skip_animations is not None and self.skip_animations():
            event.accept()  # this click only hurried the table along
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self.skip_animations is not None and self.skip_animations():
            event.accept()
            return
        scene = self.scene()
        if isinstance(scene, GameScene) and scene.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def event(self, event) -> bool:
        # Qt spends Tab on moving focus before keyPressEvent; scenes use it to step
        # between their items, and when they do not, focus moves on as usual.
        if event.type() == QEvent.Type.KeyPress and event.key() in (
            Qt.Key.Key_Tab, Qt.Key.Key_Backtab
        ):
            scene = self.scene()
            if isinstance(scene, GameScene) and scene.handle_key(event):
                event.accept()
                return True
        return super().event(event)


LOG_TEXT_FLAGS = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                  | Qt.TextFlag.TextWordWrap)


class LogDelegate(QStyledItemDelegate):
    """Every log entry wraps in full. Qt's own item drawing takes the style sheet's padding
    off the width it draws in but not off the width it measures with, so a line that just
    fits is measured as one line and then drawn cut short with "…". Here the height asked
    for is worked out in the very rectangle the text is drawn in."""

    PAD_X, PAD_Y = 6, 5

    def text_rect(self, rect: QRect) -> QRect:
        return rect.adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt override
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QListWidget) else option.rect.width()
        width = max(width, 4 * self.PAD_X)
        room = self.text_rect(QRect(0, 0, width, 100000))
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        bounds = QFontMetrics(option.font).boundingRect(room, int(LOG_TEXT_FLAGS), text)
        return QSize(width, bounds.height() + 2 * self.PAD_Y)

    def paint(self, painter: QPainter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setFont(opt.font)
        painter.setPen(opt.palette.color(role))
        painter.drawText(self.text_rect(option.rect), int(LOG_TEXT_FLAGS), text)
        painter.restore()


class LogList(QListWidget):
    """The game log; while it is empty it says what will appear there."""

    placeholder = "Every move will be listed here as you play."

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(LogDelegate(self))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.doItemsLayout()  # heights depend on the width: measure again straight away

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if self.count():
            return
        painter = QPainter(self.viewport())
        painter.setPen(theme.qcolor(theme.TEXT_SOFT))
        area = self.viewport().rect().adjusted(10, 10, -10, -10)
        painter.drawText(area, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                                   | Qt.TextFlag.TextWordWrap), self.placeholder)
        painter.end()


class PlayerRow(QFrame):
    """One seat in the side panel: turn marker, big name, human/computer."""

    def __init__(self, name: str, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.kind = kind
        self.marker = QLabel()
        self.marker.setFixedWidth(30)
        self.marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label = QLabel(name)
        # the name fits itself to the row (see _fit_name) instead of widening the panel
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.detail = QLabel()
        self.detail.setStyleSheet(f"color: {theme.TEXT_SOFT}; font-size: {theme.BASE_PT}pt;")
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.label)
        text.addWidget(self.detail)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self.marker)
        row.addLayout(text, 1)
        self.set_state(False, False, False)

    def set_state(self, turn: bool, may_interject: bool, viewing: bool,
                  winner: bool = False) -> None:
        who = "computer" if self.kind == "computer" else "person"
        notes = [who]
        if winner:
            notes.insert(0, "winner")
        if turn:
            notes.insert(0, "to play")
        elif may_interject:
            notes.append("may interject")
        self.detail.setText(" · ".join(notes))
        self.marker.setText("▶" if turn else "★" if winner else "")
        self.marker.setStyleSheet(
            f"color: {theme.WHITE if turn else theme.CARAMEL_DARK}; font-size: {theme.NAME_PT + 4}pt;"
        )
        background = theme.CARAMEL if turn else "transparent"
        border = theme.CARAMEL_DARK if turn else theme.SAND
        self.setStyleSheet(
            f"PlayerRow {{ background: {background}; border: 2px solid {border};"
            f" border-radius: 12px; }}"
        )
        self._turn = turn
        self._fit_name()
        self.detail.setStyleSheet(
            f"color: {theme.CREAM if turn else theme.TEXT_SOFT}; font-size: {theme.BASE_PT}pt;"
        )
        prefix = "Now playing: " if turn else ""
        self.setAccessibleName(f"{prefix}{self.name}, {who}")
        self.setToolTip(self.name)

    def _fit_name(self) -> None:
        """Big names, but a long one shrinks to fit the panel instead of being cut off."""
        turn = getattr(self, "_turn", False)
        size = theme.NAME_PT + (3 if turn else 0)
        room = self.width() - self.marker.width() - 30  # margins, spacing and border
        font = QFont(self.label.font())
        font.setBold(turn)
        while size > 8 and room > 0:
            font.setPointSizeF(size)
            if QFontMetrics(font).horizontalAdvance(self.name) <= room:
                break
            size -= 1
        colour = theme.WHITE if turn else theme.TEXT
        style = (f"color: {colour}; font-size: {size}pt;"
                 f" font-weight: {'bold' if turn else 'normal'};")
        if style != self.label.styleSheet():
            self.label.setStyleSheet(style)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_name()


class OutcomeBanner(QFrame):
    """Shown to everyone when the game ends, with Rematch and Back to games."""

    rematch = Signal()
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("outcome")
        self.setStyleSheet(
            f"#outcome {{ background: {theme.CARAMEL}; border: 3px solid {theme.CARAMEL_DARK};"
            f" border-radius: 16px; }}"
        )
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setStyleSheet(
            f"color: {theme.WHITE}; font-size: {theme.TITLE_PT - 6}pt; font-weight: bold;"
        )
        self.rematch_button = QPushButton("Rematch")
        self.back_button = QPushButton("Back to games")
        self.rematch_button.clicked.connect(self.rematch)
        self.back_button.clicked.connect(self.back)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.rematch_button)
        buttons.addWidget(self.back_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(20, 10, 20, 10)
        column.setSpacing(6)
        column.addWidget(self.text)
        column.addLayout(buttons)

    def present(self, outcome: Outcome, names: Sequence[str]) -> None:
        if outcome.text:
            text = outcome.text
        elif outcome.cooperative:
            text = "You all won together!" if outcome.winners else "The table lost this time."
        else:
            text = " and ".join(names[s] for s in outcome.winners) + " won!"
        self.text.setText(f"Game over — {text}")
        self.show()
        self.rematch_button.setFocus()


class TablePage(QWidget):
    back_requested = Signal()
    rematch_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: GameSession | None = None
        self.scene: GameScene | None = None
        self.sound = None  # the app's SoundService (set by the main window); None = silent
        self.announcements: list[str] = []  # what was told to screen readers, newest last
        self._cued_seat: int | None = None  # whose turn the last "turn" chime was for
        self._sound_mark = 0  # sound requests before the latest move's (see _cue)
        self._pending: list[Event] = []
        self._animating = False
        self._curtain_up: int | None = None  # whose curtain is on screen
        self._drawn_viewer: int | None = None  # whose private things the last drawing may hold
        self._public_of_drawn: dict | None = None  # its public twin, when that was private
        self._announced_turn: int | None = None
        self._safety = QTimer(self)
        self._safety.setSingleShot(True)
        self._safety.timeout.connect(self._animations_done)

        self.view = GameView()
        self.view.skip_animations = self.skip_animations
        self.banner = OutcomeBanner()
        self.banner.hide()
        self.banner.rematch.connect(self.rematch_requested)
        self.banner.back.connect(self.back_requested)
        self.controls_holder = QVBoxLayout()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet(
            f"color: {theme.TEXT}; font-size: {theme.STATUS_PT + 1}pt; padding: 4px 8px;"
        )
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet(  # calm: a note, not an alarm
            f"color: {theme.COCOA}; background: {theme.CREAM}; border: 1px solid {theme.SAND};"
            f" border-radius: 8px; font-size: {theme.STATUS_PT}pt; padding: 4px 10px;"
        )
        self.message.hide()
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._clear_message)

        board = QVBoxLayout()
        board.setContentsMargins(0, 0, 0, 0)
        board.setSpacing(6)
        board.addWidget(self.banner)
        board.addWidget(self.view, 1)
        board.addLayout(self.controls_holder)
        self.status_row = QHBoxLayout()  # the hint, then what works at any time
        self.status_row.addWidget(self.status, 1)
        board.addLayout(self.status_row)
        board.addWidget(self.message)

        self.players_box = QVBoxLayout()
        self.players_box.setSpacing(6)
        self.player_rows: list[PlayerRow] = []
        self.log = LogList()
        self.log.setWordWrap(True)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setResizeMode(QListView.ResizeMode.Adjust)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setAccessibleName("Game log")
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setStyleSheet(
            f"QListWidget {{ font-size: {theme.BASE_PT}pt; padding: 4px; }}"
            f" QListWidget::item {{ border-bottom: 1px solid {theme.CREAM}; }}"
        )
        self.hide_button = QPushButton("Hide")
        self.hide_button.setToolTip("Hide your private view and hand over (Ctrl+H)")
        self.hide_button.setShortcut(QKeySequence("Ctrl+H"))
        self.hide_button.clicked.connect(self._hide)
        self.back_button = QPushButton("Back to games")
        self.back_button.clicked.connect(self.back_requested)

        panel = QFrame()
        panel.setObjectName("panel")
        panel.setStyleSheet(f"#panel {{ background: {theme.CREAM}; border-radius: 14px; }}")
        panel.setMinimumWidth(240)  # narrower, each log line wraps to three (it can be folded)
        panel.setMaximumWidth(300)
        side = QVBoxLayout(panel)
        side.setContentsMargins(12, 12, 12, 12)
        heading = QLabel("Players")
        heading.setStyleSheet(f"color: {theme.COCOA}; font-size: {theme.NAME_PT}pt; font-weight: bold;")
        side.addWidget(heading)
        side.addLayout(self.players_box)
        log_heading = QLabel("What happened")
        log_heading.setStyleSheet(f"color: {theme.COCOA}; font-size: {theme.BASE_PT + 2}pt; font-weight: bold;")
        side.addSpacing(8)
        side.addWidget(log_heading)
        side.addWidget(self.log, 1)
        # Hide and Back stay in sight (and Ctrl+H works) with the panel folded away
        self.panel_fold = SidePanelFold(self, panel)
        for button in (self.hide_button, self.back_button, self.panel_fold.button):
            self.status_row.addWidget(button)

        game_area = QWidget()
        game_area.setObjectName("gameArea")
        game_area.setStyleSheet(f"#gameArea {{ background: {theme.MILK}; }}")
        row = QHBoxLayout(game_area)
        row.setContentsMargins(10, 10, 10, 10)
        row.setSpacing(10)
        row.addLayout(board, 3)
        row.addWidget(panel, 1)
        self.game_area = game_area

        self.curtain = Curtain()
        self.curtain.revealed.connect(self._reveal)
        self.curtain.interjection.connect(self._act)
        self._stack = QStackedLayout(self)
        self._stack.addWidget(game_area)
        self._stack.addWidget(self.curtain)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # -- attaching a game -------------------------------------------------------------
    def attach(self, session: GameSession, scene: GameScene) -> None:
        """Show `session` with `scene`; call session.start() afterwards."""
        self.detach()
        self.session, self.scene = session, scene
        scene.setup(session.names)
        scene.setParent(self)
        self.view.setScene(scene)
        self.view.fit()
        scene.action_chosen.connect(self._act)
        scene.hint_changed.connect(self._set_hint)
        scene.animations_finished.connect(self._animations_done)
        requested = getattr(scene, "view_requested", None)  # optional: "look at my view"
        if requested is not None:
            requested.connect(session.request_view)
        controls = scene.controls()
        if controls is not None:
            self.controls_holder.addWidget(controls)
        session.events.connect(self._on_events)
        session.changed.connect(self._on_changed)
        session.over.connect(self._on_over)
        session.message.connect(self.show_message)
        session.refused.connect(self._on_refused)
        self._build_players()
        self._announced_turn = None
        self._cued_seat = None
        if not session.actions and not session.state.is_over():
            self._cue("deal")  # a fresh game: the deal is the starter's cue
            self._cued_seat = session.state.turn_seat()
        self.banner.hide()
        self.log.clear()
        self.status.clear()
        self._clear_message()
        self._curtain_up = None
        self._forget_drawn()
        self._stack.setCurrentWidget(self.game_area)

    def detach(self) -> None:
        if self.session is not None:
            self.session.stop()
            for signal, slot in (
                (self.session.events, self._on_events),
                (self.session.changed, self._on_changed), (self.session.over, self._on_over),
                (self.session.message, self.show_message),
                (self.session.refused, self._on_refused),
            ):
                signal.disconnect(slot)
        if self.scene is not None:
            self.scene.action_chosen.disconnect(self._act)
            self.scene.hint_changed.disconnect(self._set_hint)
            self.scene.animations_finished.disconnect(self._animations_done)
            self.scene.clear_table()
            self.view.setScene(None)
            self.scene.deleteLater()
        while self.controls_holder.count():
            item = self.controls_holder.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.session = self.scene = None
        self._pending = []
        self._animating = False
        self._safety.stop()

    # -- session signals --------------------------------------------------------------
    def _raise_curtain(self, seat: int) -> None:
        session = self.session
        if self._curtain_up == seat and self._stack.currentWidget() is self.curtain:
            self._refresh_curtain()  # already up for them: keep the guard running
            return
        # nothing of the previous view may stay drawn behind the curtain
        self._stop_animations()
        self.scene.clear_table()
        self._forget_drawn()
        self._pending = []
        self.status.clear()
        self.view.setAccessibleDescription("")
        self._clear_message()
        self._curtain_up = seat
        self.curtain.present(seat, session.names[seat], session.secret_moment)
        self._refresh_curtain()
        self._stack.setCurrentWidget(self.curtain)
        self.curtain.show_button.setFocus()
        if seat != self._cued_seat:
            self._cued_seat = seat
            self._cue("turn")
        self._announce(f"{self.curtain.title.text()}. {self.curtain.show_button.text()}.")

    def _forget_drawn(self) -> None:
        self._drawn_viewer = None
        self._public_of_drawn = None

    def _on_events(self, events: list) -> None:
        self._sound_mark = len(getattr(self.sound, "requested", ()))  # what this move sounds
        session = self.session
        if self._curtain_up is not None or self.scene.observation is None:
            return  # nothing drawn to animate; the log catches up at the redraw
        audience = self._drawn_viewer
        if audience is None or session.curtain_seat is not None or session.trusted_viewer != audience:
            audience = None
            if self._public_of_drawn is not None:
                # they have left: the public table first, and only public events on it
                self.scene.show(self._public_of_drawn, None, {})
            self._forget_drawn()
        self._pending.extend(e for e in events if e.visible_for(audience))

    def _on_changed(self) -> None:
        events, self._pending = self._pending, []
        if events and self.scene.observation is not None and self._curtain_up is None:
            self._animating = True
            self.session.set_busy(True)
            self._safety.start(ANIMATION_SAFETY_MS)
            self.scene.play(events)  # may report animations_finished right away
        elif not self._animating:
            self._settle()
        elif self.session.curtain_seat is not None:
            self._settle()  # a curtain asked for mid-animation: privacy first

    def _settle(self) -> None:
        """Bring the whole page up to date at once: curtain or scene, players, log."""
        session = self.session
        if session is None:
            return
        if session.curtain_seat is not None:
            self._raise_curtain(session.curtain_seat)
        else:
            self._curtain_up = None
            self._stack.setCurrentWidget(self.game_area)
            self._draw()
        self._refresh_players()
        self._rebuild_log()

    def _animations_done(self) -> None:
        if not self._animating:
            return
        self._animating = False
        self._safety.stop()
        if self.session is not None:
            try:
                self._settle()
            finally:  # a failing scene must not leave the table holding input forever
                self.session.set_busy(False)

    def skip_animations(self) -> bool:
        """Hurry running animations to their end; True if there were any."""
        if not self._animating or self.scene is None:
            return False
        self.scene.skip_animations()
        return True

    def _stop_animations(self) -> None:
        if self._animating:
            self._animating = False
            self._safety.stop()
            self.session.set_busy(False)

    def _draw(self) -> None:
        session = self.session
        if session is None or session.curtain_seat is not None:
            return
        legal = session.legal_for_view()
        self.scene.show(session.observation(), session.viewer, legal)
        private = session.showing_private()
        self._drawn_viewer = session.trusted_viewer
        self._public_of_drawn = session.state.observe(None) if private else None
        # Hide matters only when someone else could look: several people, or hand-offs on;
        # and not beside the game's own Hide (a Kokonana peek), which ends the moment
        handoffs = len(session.human_seats()) > 1 or bool(
            getattr(session.settings, "always_handoff", False))
        own_hide = any(a.kind == "hide" for a in legal.get(session.viewer, ()))
        self.hide_button.setVisible(private and handoffs and not own_hide
                                    and not session.state.is_over())
        if not session.state.is_over() and not self.view.hasFocus():
            self.view.setFocus()

    def _on_over(self, outcome: Outcome) -> None:
        self.banner.present(outcome, self.session.names)
        self.status.setText("The game is over.")
        # a shared defeat gets the gentle "uh-oh", anything with a winner the fanfare
        self._cue("win" if outcome.winners else "oops", unless_played=True)
        self._update_view_name()
        self._announce(self.banner.text.text(), assertive=True)

    def _on_refused(self, text: str) -> None:
        self._cue("oops")
        self._announce(text, assertive=True)

    # -- sound and screen readers -----------------------------------------------------
    def _cue(self, name: str, unless_played: bool = False) -> None:
        if self.sound is None:
            return
        if unless_played and name in getattr(self.sound, "requested", [])[self._sound_mark:]:
            return  # the scene already played it for this move: once is enough
        self.sound.play(name)

    def _announce(self, text: str, assertive: bool = False) -> None:
        self.announcements.append(text)
        del self.announcements[:-50]
        announce(self, text, assertive)

    def _update_view_name(self) -> None:
        """The view's accessible name says which game, whose turn, or how it ended."""
        session = self.session
        if session is None:
            self.view.setAccessibleName("Game table")
            return
        name = f"{session.game.title} table"
        outcome = session.outcome
        turn = session.state.turn_seat()
        if outcome is not None:
            name += f" — {self.banner.text.text()}"
        elif turn is not None:
            who = session.names[turn]
            name += f" — {who}'s turn" + (" (computer)" if not session.is_human(turn) else "")
        self.view.setAccessibleName(name)

    # -- panels -----------------------------------------------------------------------
    def _build_players(self) -> None:
        for row in self.player_rows:
            self.players_box.removeWidget(row)
            row.deleteLater()
        self.player_rows = [PlayerRow(s.name, s.kind) for s in self.session.seats]
        for row in self.player_rows:
            self.players_box.addWidget(row)

    def _refresh_players(self) -> None:
        seats = self.session.state.to_move()
        turn = seats[0] if seats else None
        if turn is not None and turn != self._announced_turn:
            self._announced_turn = turn
            human = self.session.is_human(turn)
            self._announce(f"{self.session.names[turn]}'s turn"
                           + ("" if human else " (computer)"))
            if not human:
                self._cued_seat = turn  # so the next person's turn gets its chime
            elif turn != self._cued_seat and self.session.curtain_seat is None:
                self._cued_seat = turn
                self._cue("turn")
        self._update_view_name()
        outcome = self.session.outcome
        winners = set(outcome.winners) if outcome is not None else set()
        for seat, row in enumerate(self.player_rows):
            row.set_state(seat == turn, seat in seats[1:], seat == self.session.viewer,
                          seat in winners)

    def _rebuild_log(self) -> None:
        self.log.clear()
        for event in self.session.visible_log():
            if event.text:
                self.log.addItem(event.text)
        self.log.scrollToBottom()

    def _refresh_curtain(self) -> None:
        session = self.session
        summary = self.scene.curtain_summary(session.state.observe(None))
        seats = session.state.to_move()
        if seats and not summary:
            summary = f"{session.names[seats[0]]} plays next."
        if session.state.is_over():
            summary = "The game is over."
        buttons = [
            (seat, f"{session.names[seat]}: {action.label()}", action)
            for seat, action in session.curtain_actions()
        ]
        self.curtain.set_public(summary, buttons)

    def _set_hint(self, text: str) -> None:
        if self.session is not None and self._curtain_up is None:
            self.status.setText(text)
            self.view.setAccessibleDescription(text)

    def show_message(self, text: str) -> None:
        """A calm note (an illegal move, a failed autosave) that goes away after a while."""
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self._message_timer.start(6000)

    def _clear_message(self) -> None:
        self.message.clear()
        self.message.hide()

    # -- input ------------------------------------------------------------------------
    def _act(self, seat: int, action) -> None:
        if self.session is None:
            return
        if self.session.busy:
            self.skip_animations()  # the move itself waits for the next click
            return
        self.session.act(seat, action)

    def _reveal(self) -> None:
        if self.session is not None:
            self._cue("flip")  # the curtain opens on the private view
            self.session.reveal()

    def _hide(self) -> None:
        if self.session is not None:
            self.session.hide()

