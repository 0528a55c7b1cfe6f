"""How big the shell's dialogs are drawn: at the scale of the window they open on (their
words and controls grow with it, like the side panel and the buttons, app/shell_scale.py)
and never larger than that window; a long form scrolls instead of being cut off.

A dialog is a window of its own, so it asks for the scale of its *parent's* window: asking
for its own would follow the dialog's size, not the table's.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from cocoa_games.app.shell_scale import window_scale
from cocoa_games.ui import theme

#: what a window's frame and title bar take around a dialog
FRAME = QSize(16, 48)


def dialog_scale(parent: QWidget | None) -> float:
    """The shell's scale for a dialog opened on `parent` (1.0 with none)."""
    return window_scale(parent)


def px(size: float, scale: float) -> int:
    """A dialog's own size (pixels or points) at `scale`."""
    return theme.scaled(size, scale)


def room(parent: QWidget | None, dialog: QWidget) -> QSize:
    """The most a dialog may take: the window it opens on (a window fits its screen), or the
    screen when it has none, less a frame."""
    if parent is not None:
        size = parent.window().size()
    else:
        size = dialog.screen().availableGeometry().size()
    return QSize(max(240, size.width() - FRAME.width()), max(160, size.height() - FRAME.height()))


def control_style(scale: float) -> str:
    """Check boxes that grow with the words beside them (a style's indicator keeps its size
    otherwise); nothing changes at scale 1."""
    if scale <= 1.0:
        return ""
    side = px(14, scale)
    return (f"QCheckBox::indicator, QRadioButton::indicator"
            f" {{ width: {side}px; height: {side}px; }}")


def message_style(parent: QWidget | None) -> str:
    """A question box's words at the window's scale (the app style's `QMessageBox QLabel`
    size gives way to its later `QDialog QLabel` on a large window)."""
    return f"QLabel {{ font-size: {px(theme.BASE_PT + 1, dialog_scale(parent))}pt; }}"


class FullScroll(QScrollArea):
    """A scroll area that asks for all of its content's room (QScrollArea caps its size hint
    at a few hundred pixels) but can shrink to scroll on a small window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        hint = widget.sizeHint().expandedTo(widget.minimumSizeHint())
        layout = widget.layout()
        if layout is not None and layout.hasHeightForWidth():  # wrapped help lines
            hint.setHeight(max(widget.minimumSizeHint().height(),
                               layout.totalHeightForWidth(hint.width())))
        return hint + QSize(2 * self.frameWidth(), 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(240, 160)
