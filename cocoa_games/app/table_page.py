"""The table page: the game's scene scaled to fit, the players, the log and the curtain.

It draws what its `TablePresenter` (app/presenter.py) tells it: the presenter follows the
GameSession and decides whose view, when the curtain rises, which events play and what the
log, players, hint line, screen readers and sounds say. This page only holds the widgets,
forwards input to the presenter and keeps the animation safety timer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QRegion,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
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
from cocoa_games.app.end_screen import EndScreen
from cocoa_games.app.plain_text import plain_label, plain_tooltip
from cocoa_games.app.presenter import (
    CurtainView,
    Legal,
    LogLine,
    Observation,
    PlayerLine,
    TablePresenter,
)
from cocoa_games.app.session import GameSession
from cocoa_games.app.side_panel import SidePanelFold
from cocoa_games.core.game import Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.services import SoundPlayer
from cocoa_games.ui import pixmap_cache, theme
from cocoa_games.ui.scene_base import GameScene, fit_view

#: if a scene never reports the end of its animations, let play go on after this long
ANIMATION_SAFETY_MS = 6000

Slot = Callable[..., object]


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


def is_playing_key(event: QKeyEvent) -> bool:
    """A key a person may have meant for the game (not a shortcut, nor Shift alone)."""
    mods = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                 | Qt.KeyboardModifier.KeypadModifier)
    if mods or event.isAutoRepeat():
        return False
    text = event.text().strip()
    return (bool(text) and text.isprintable()) or event.key() in (
        Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class GameView(QGraphicsView):
    """Shows the whole logical table at any window size; keys go to the scene, and a key
    the scene cannot use now says why (`key_unused`)."""

    key_unused = Signal(str)

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
        # the felt brush covers every pixel a repaint exposes: the widget need not clear
        # them first (one full pass over the changed area saved on every move)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(_("Game table"))
        self.setMinimumSize(320, 200)

    def fit(self) -> None:
        fit_view(self)  # a scene that fits the view is laid out for it, mapped 1:1

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        # the cached pictures copy themselves piece by piece into what this repaint covers
        pixmap_cache.repainting(self.viewport(), event.region())
        try:
            super().paintEvent(event)
        finally:
            pixmap_cache.repainting(None, None)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        scene = self.scene()
        region = pixmap_cache.repaint_region(self.viewport())
        if not isinstance(scene, GameScene) or region is None or \
                not self.transform().isIdentity():
            super().drawBackground(painter, rect)
            return
        # felt only where the scene's own board (opaque, drawn 1:1) will not cover it:
        # filling it first there would be wasted, and a large board is most of a repaint
        board = self.mapFromScene(scene.opaque_area()).boundingRect()
        if board.width() > 2 and board.height() > 2:  # whole pixels inside it only
            region = region.subtracted(QRegion(board.adjusted(1, 1, -1, -1)))
        painter.save()
        painter.resetTransform()
        # one fill clipped to the whole region: a plain colour fills span by span as fast
        # as rectangle by rectangle, without a call from Python for each (4x cheaper)
        painter.setClipRegion(region)
        painter.fillRect(region.boundingRect(), self.backgroundBrush())
        painter.restore()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit()

    #: set by the table page: skips running animations, True if there were any
    skip_animations: Callable[[], bool] | None = None

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
        if isinstance(scene, GameScene) and is_playing_key(event):
            self.key_unused.emit(scene.unused_key_text(event))
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

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Qt asks for every entry's height each time one is added: wrapped text is slow to
        # measure, so each (text, width, font) is measured once
        self._heights: dict[tuple[str, int, str], int] = {}

    def text_rect(self, rect: QRect) -> QRect:
        return rect.adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt override
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QListWidget) else option.rect.width()
        width = max(width, 4 * self.PAD_X)
        room = self.text_rect(QRect(0, 0, width, 100000))
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        key = (text, width, option.font.key())
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 5000:  # many widths over a long session: start over
                self._heights.clear()
            metrics = QFontMetrics(option.font)
            height = metrics.boundingRect(room, int(LOG_TEXT_FLAGS), text).height()
            self._heights[key] = height
        return QSize(width, height + 2 * self.PAD_Y)

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


#: the log shows the latest lines only (Review moves… has the whole game); a 200,000-move
#: save would otherwise spend minutes measuring lines nobody scrolls to
LOG_LINES = 300
#: item data: True on a line everyone may see (only those may be copied)
PUBLIC_ROLE = Qt.ItemDataRole.UserRole + 1


class LogList(QListWidget):
    """The game log; while it is empty it says what will appear there."""

    @property
    def placeholder(self) -> str:
        return _("Every move will be listed here as you play.")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(LogDelegate(self))
        self._lines: list[tuple[str, bool]] = []

    def set_lines(self, entries: Sequence[tuple[str, bool]]) -> None:
        """Show the last LOG_LINES of `entries` (text, seen by everyone). When they only add
        to what is shown (nearly every move), just the new ones are added: clearing and
        re-wrapping the whole log on each move made the late game slower and slower."""
        entries = list(entries)
        if entries[:len(self._lines)] == self._lines and self._lines:
            new = entries[len(self._lines):]
        else:
            super().clear()
            new = entries[-LOG_LINES:]
        self._lines = entries
        for text, public in new:
            self.add_line(text, public)
        while self.count() > LOG_LINES:  # a long game keeps only its latest lines on screen
            self.takeItem(0)
        if new:
            self.scrollToBottom()

    def clear(self) -> None:
        super().clear()
        self._lines = []

    def add_line(self, text: str, public: bool) -> None:
        item = QListWidgetItem(text)
        item.setData(PUBLIC_ROLE, public)
        self.addItem(item)

    def public_text(self) -> str:
        """The selected (or current) lines everyone may see: a private line ("You drew
        red bee.") must never reach the clipboard, where it outlives the hand-off."""
        items = self.selectedItems() or ([self.currentItem()] if self.currentItem() else [])
        return "\n".join(i.text() for i in items if i.data(PUBLIC_ROLE))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.matches(QKeySequence.StandardKey.Copy):
            text = self.public_text()
            if text:
                QApplication.clipboard().setText(text)
            event.accept()
            return
        super().keyPressEvent(event)

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
        self.marker = plain_label()
        self.marker.setFixedWidth(30)
        self.marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label = plain_label(name)
        # the name fits itself to the row (see _fit_name) instead of widening the panel
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.detail = plain_label()
        self.detail.setStyleSheet(f"color: {theme.TEXT_SOFT}; font-size: {theme.BASE_PT}pt;")
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.label)
        text.addWidget(self.detail)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self.marker)
        row.addLayout(text, 1)
        self._shown: tuple | None = None
        self.set_state(False, False, False)

    def set_state(self, turn: bool, may_interject: bool, viewing: bool,
                  winner: bool = False) -> None:
        if (turn, may_interject, viewing, winner) == self._shown:
            return  # style sheets re-polish the row: only when something changed
        self._shown = (turn, may_interject, viewing, winner)
        who = _("computer") if self.kind == "computer" else _("person")
        notes = [who]
        if winner:
            notes.insert(0, _("winner"))
        if turn:
            notes.insert(0, _("to play"))
        elif may_interject:
            notes.append(_("may interject"))
        self.detail.setText(" · ".join(notes))
        self.marker.setText("▶" if turn else "★" if winner else "")
        self.marker.setStyleSheet(
            f"color: {theme.WHITE if turn else theme.CARAMEL_DARK};"
            f" font-size: {theme.NAME_PT + 4}pt;"
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
        said = _("Now playing: {name}, {role}") if turn else _("{name}, {role}")
        self.setAccessibleName(said.format(name=self.name, role=who))
        self.setToolTip(plain_tooltip(self.name))

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
        self.banner = EndScreen()  # the end of the game: see end_screen.py
        self.banner.hide()
        self.banner.rematch.connect(self.rematch_requested)
        self.banner.back.connect(self.back_requested)
        self.banner.set_table(self.view)
        self.controls_holder = QVBoxLayout()
        self.status = plain_label()
        self.status.setWordWrap(True)
        self.status.setStyleSheet(
            f"color: {theme.TEXT}; font-size: {theme.STATUS_PT + 1}pt; padding: 4px 8px;"
        )
        self.message = plain_label()
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
        self.log.setAccessibleName(_("Game log"))
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setStyleSheet(
            f"QListWidget {{ font-size: {theme.BASE_PT}pt; padding: 4px; }}"
            f" QListWidget::item {{ border-bottom: 1px solid {theme.CREAM}; }}"
        )
        self.hide_button = QPushButton(_("Hide"))
        self.hide_button.setToolTip(_("Hide your private view and hand over (Ctrl+H)"))
        self.hide_button.setShortcut(QKeySequence("Ctrl+H"))
        self.hide_button.clicked.connect(self.presenter.hide)
        self.back_button = QPushButton(_("Back to games"))
        self.back_button.clicked.connect(self.back_requested)

        panel = QFrame()
        panel.setObjectName("panel")
        panel.setStyleSheet(f"#panel {{ background: {theme.CREAM}; border-radius: 14px; }}")
        panel.setMinimumWidth(240)  # narrower, each log line wraps to three (it can be folded)
        panel.setMaximumWidth(300)
        side = QVBoxLayout(panel)
        side.setContentsMargins(12, 12, 12, 12)
        heading = QLabel(_("Players"))
        heading.setStyleSheet(
            f"color: {theme.COCOA}; font-size: {theme.NAME_PT}pt; font-weight: bold;")
        side.addWidget(heading)
        side.addLayout(self.players_box)
        log_heading = QLabel(_("What happened"))
        log_heading.setStyleSheet(
            f"color: {theme.COCOA}; font-size: {theme.BASE_PT + 2}pt; font-weight: bold;")
        side.addSpacing(8)
        side.addWidget(log_heading)
        side.addWidget(self.log, 1)
        # Hide and Back stay in sight (and Ctrl+H works) with the panel folded away
        self.panel_fold = SidePanelFold(self, panel)
        for button in (self.banner.results_button, self.hide_button, self.back_button,
                       self.panel_fold.button):
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
        self.curtain.revealed.connect(self.presenter.reveal)
        self.curtain.interjection.connect(self.presenter.act)
        self._stack = QStackedLayout(self)
        self._stack.addWidget(game_area)
        self._stack.addWidget(self.curtain)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    @property
    def sound(self) -> SoundPlayer | None:
        """The app's sound service (set by the main window); None = silent."""
        return self.presenter.sound

    @sound.setter
    def sound(self, sound: SoundPlayer | None) -> None:
        self.presenter.sound = sound

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
        scene.setup(session.names)
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
        self.banner.dismiss()
        self.back_button.show()
        self.log.clear()
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
        self.presenter.detach()
        self._safety.stop()
        self.banner.dismiss()  # a finished game's ending goes with it

    # -- TableScreen: drawing what the presenter says ------------------------------------
    def show_table(self, observation: Observation, viewer: Seat | None, legal: Legal,
                   focus: bool) -> None:
        if self.scene is None:
            return
        self._stack.setCurrentWidget(self.game_area)
        self.scene.show(observation, viewer, legal)
        if focus and not self.view.hasFocus():
            self.view.setFocus()

    def clear_table(self) -> None:
        if self.scene is not None:
            self.scene.clear_table()
        self.status.clear()
        self.view.setAccessibleDescription("")
        self._clear_message()

    def show_curtain(self, curtain: CurtainView, fresh: bool) -> None:
        if fresh:
            self.curtain.present(curtain.seat, curtain.name, curtain.secret)
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

    def show_players(self, lines: Sequence[PlayerLine]) -> None:
        for row, line in zip(self.player_rows, lines, strict=False):
            row.set_state(line.turn, line.may_interject, line.viewing, line.winner)

    def show_log(self, lines: Sequence[LogLine]) -> None:
        self.log.set_lines(lines)  # the presenter marked which lines may be copied

    def show_hint(self, text: str) -> None:
        self.status.setText(text)
        self.view.setAccessibleDescription(text)

    def show_outcome(self, text: str, status: str) -> None:
        session = self.session
        if session is not None and session.outcome is not None:
            self.banner.present(session.outcome, session.names, session.end_summary,
                                session.ending.records)
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
        self._message_timer.start(6000)

    def _clear_message(self) -> None:
        self.message.clear()
        self.message.hide()

    def _build_players(self) -> None:
        for row in self.player_rows:
            self.players_box.removeWidget(row)
            row.hide()  # gone from the panel now, not when Qt gets round to deleting it
            row.deleteLater()
        seats = self.session.seats if self.session is not None else []
        self.player_rows = [PlayerRow(s.name, s.kind) for s in seats]
        for row in self.player_rows:
            self.players_box.addWidget(row)
