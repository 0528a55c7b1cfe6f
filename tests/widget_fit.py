"""The shell's fit scan: every word a widget shows is whole and inside its window.

`cut_words(window)` walks the visible widgets of a window (labels, buttons, check boxes,
combo boxes, group boxes, tabs, line edits) and names each text a player could not read
whole: wider than its widget, a wrapped label taller than its room, or a widget that its
window or a parent cuts off. Words inside a scroll area count as whole while the area can
scroll to them. Elided texts ("Grandma Ros…") count as cut unless the widget's tooltip
holds the whole text (then the cut is deliberate and the words are one hover away).

Tests run it over each view in en/de/fr and the long pseudo-language at 800×600 and
2560×1440: failures are defects of the view, not of the test."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics, Qt, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabBar,
    QWidget,
)

#: a pixel of rounding either way is no cut
SLACK = 1


@dataclass(frozen=True)
class Cut:
    widget: str
    text: str
    why: str

    def __str__(self) -> str:
        return f"{self.widget} {self.text!r}: {self.why}"


def _name(widget: QWidget) -> str:
    return widget.objectName() or type(widget).__name__


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _text_width(widget: QWidget, text: str) -> int:
    metrics = QFontMetrics(widget.font())
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)


def _is_rich(label: QLabel) -> bool:
    fmt = label.textFormat()  # (QtGui's Qt namespace has mightBeRichText)
    if fmt == Qt.TextFormat.RichText:
        return True
    if fmt == Qt.TextFormat.PlainText:
        return False
    return Qt.mightBeRichText(label.text())


def _label_cut(label: QLabel) -> str | None:
    # what the label draws: a label that fits its words itself (LinesLabel breaks them into
    # its lines) may answer text() with the whole text it was given
    text = QLabel.text(label)
    if not text or not text.strip():
        return None
    room = label.contentsRect().adjusted(label.margin(), label.margin(),
                                         -label.margin(), -label.margin())
    if label.wordWrap() or _is_rich(label):
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        if _is_rich(label):
            doc.setHtml(text)
        else:
            doc.setPlainText(text)
        if label.wordWrap():
            doc.setTextWidth(room.width())
        if doc.idealWidth() > room.width() + SLACK:
            return f"needs {doc.idealWidth():.0f} px wide, has {room.width()}"
        if doc.size().height() > room.height() + 2 * SLACK + 2:
            return f"needs {doc.size().height():.0f} px high, has {room.height()}"
        return None
    if "…" in text and label.toolTip() and _plain(label.toolTip()) != text:
        return None  # cut on purpose: the tooltip holds the whole text
    need = _text_width(label, _plain(text))
    if need > room.width() + SLACK:
        return f"needs {need} px, has {room.width()}"
    lines = text.count("\n") + 1
    if QFontMetrics(label.font()).height() * lines > room.height() + 2 * SLACK + 2:
        return f"{lines} line(s) do not fit {room.height()} px"
    return None


def _qt_size_hint(widget: QWidget):
    """Qt's own size hint, for the text the widget shows now: a button that shortens a name
    itself (NameButton) hints the size of its whole text, which its tooltip holds."""
    for cls in type(widget).__mro__:
        if cls.__module__.startswith("PySide6"):
            return cls.sizeHint(widget)
    return widget.sizeHint()


def _button_cut(button: QAbstractButton) -> str | None:
    if not button.text().strip():
        return None
    hint = button.sizeHint()
    if "…" in button.text() and button.toolTip() and _plain(button.toolTip()) != button.text():
        hint = _qt_size_hint(button)  # cut on purpose: the tooltip holds the whole text
    if hint.width() > button.width() + SLACK:
        return f"needs {hint.width()} px, has {button.width()}"
    if button.minimumSizeHint().height() > button.height() + SLACK:
        return f"needs {button.minimumSizeHint().height()} px high, has {button.height()}"
    return None


def _combo_cut(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text:
        return None
    # the box's own frame and arrow take what its size hint adds to the longest item
    need = combo.minimumSizeHint().width() if combo.sizeAdjustPolicy() != \
        QComboBox.SizeAdjustPolicy.AdjustToContents else combo.sizeHint().width()
    # (both hints are sized for the longest item, whichever is shown)
    longest = max((_text_width(combo, combo.itemText(i)) for i in range(combo.count())),
                  default=0)
    frame = need - longest
    need = _text_width(combo, text) + max(frame, 24)
    if need > combo.width() + SLACK:
        return f"needs {need} px, has {combo.width()}"
    return None


def _line_edit_cut(edit: QLineEdit) -> str | None:
    text = edit.text() or edit.placeholderText()
    if not text:
        return None
    room = edit.contentsRect().width() - 8  # the edit's own inner margins
    need = _text_width(edit, text)
    if need > room + SLACK:
        return f"needs {need} px, has {room}"
    return None


def _group_cut(group: QGroupBox) -> str | None:
    if not group.title():
        return None
    need = _text_width(group, _plain(group.title())) + 16
    if need > group.width() + SLACK:
        return f"title needs {need} px, has {group.width()}"
    return None


def _tab_cuts(bar: QTabBar) -> list[tuple[str, str]]:
    cuts = []
    for i in range(bar.count()):
        text = _plain(bar.tabText(i))
        need = _text_width(bar, text)
        if need > bar.tabRect(i).width() - 8 + SLACK:
            cuts.append((text, f"tab needs {need} px, has {bar.tabRect(i).width()}"))
    return cuts


def _scrolls(widget: QWidget) -> bool:
    """Inside a scroll area: the player scrolls to what the viewport does not show."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _clipped(widget: QWidget, window: QWidget) -> str | None:
    """Where an ancestor (or the window's edge) cuts `widget` off."""
    if _scrolls(widget):
        return None
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    seen = window.rect()
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        seen = seen.intersected(QRect(parent.mapTo(window, parent.rect().topLeft()),
                                      parent.size()))
        parent = parent.parentWidget()
    if not seen.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(rect):
        return f"at {rect.getRect()} outside what shows of it, {seen.getRect()}"
    return None


def _really_visible(widget: QWidget, window: QWidget) -> bool:
    return widget.isVisibleTo(window) and widget.width() > 0 and widget.height() > 0


def cut_words(window: QWidget) -> list[Cut]:
    """Every text in `window` (shown, laid out) that a player could not read whole."""
    cuts: list[Cut] = []
    for widget in [window, *window.findChildren(QWidget)]:
        if not _really_visible(widget, window):
            continue
        found: list[tuple[str, str]] = []
        if isinstance(widget, QLabel):
            why = _label_cut(widget)
            found += [(widget.text(), why)] if why else []
        elif isinstance(widget, QAbstractButton):
            why = _button_cut(widget)
            found += [(widget.text(), why)] if why else []
        elif isinstance(widget, QComboBox):
            why = _combo_cut(widget)
            found += [(widget.currentText(), why)] if why else []
        elif isinstance(widget, QLineEdit):
            why = _line_edit_cut(widget)
            found += [(widget.text() or widget.placeholderText(), why)] if why else []
        elif isinstance(widget, QGroupBox):
            why = _group_cut(widget)
            found += [(widget.title(), why)] if why else []
        elif isinstance(widget, QTabBar):
            found += _tab_cuts(widget)
        shows_words = isinstance(widget, (QLabel, QAbstractButton, QComboBox, QLineEdit,
                                          QGroupBox)) and _shown_text(widget)
        if shows_words and widget is not window:
            why = _clipped(widget, window)
            if why:
                found.append((_shown_text(widget), why))
        cuts += [Cut(_name(widget), text, why) for text, why in found]
    return cuts


def _shown_text(widget: QWidget) -> str:
    for getter in ("text", "currentText", "title", "placeholderText"):
        value = getattr(widget, getter, None)
        if callable(value):
            text = value()
            if isinstance(text, str) and text.strip():
                return text
    return ""
