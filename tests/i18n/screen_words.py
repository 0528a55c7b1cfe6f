"""What a player can read on the window right now, gathered for the translation tests: widget
texts, tooltips and screen-reader names, menus, the log, what was announced, and every word
drawn on the table (through `TextProbe`)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTabWidget,
    QWidget,
)

from cocoa_games.core import i18n
from cocoa_games.ui.text import TextProbe

_TAGS = re.compile(r"<[^>]+>|&[a-z]+;|&#\d+;")
_WRAPPED = re.compile(f"{i18n.PSEUDO_OPEN}[^{i18n.PSEUDO_OPEN}{i18n.PSEUDO_CLOSE}]*"
                      f"{i18n.PSEUDO_CLOSE}")
_CUT_OFF = re.compile(f"{i18n.PSEUDO_OPEN}[^{i18n.PSEUDO_CLOSE}]*$")  # elided: "⟦Some lo…"
_WORD = re.compile(r"[^\W\d_]{2,}")
#: not words to translate: key names printed on keys the same in every language we ship
NOT_WORDS = {"Esc", "Tab", "Ctrl", "Alt", "Shift", "COCOTAKI"}
#: each language's own name in the Settings choice stays as it is, so anyone finds theirs
NOT_WORDS |= set(i18n.LANGUAGES.values())


def _widget_texts(widget: QWidget) -> list[str]:
    texts = [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
    if isinstance(widget, QLabel):
        texts.append(widget.text())
    elif isinstance(widget, QAbstractButton):
        texts.append(widget.text())
    elif isinstance(widget, QGroupBox):
        texts.append(widget.title())
    elif isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
    elif isinstance(widget, QLineEdit):
        texts.append(widget.placeholderText())
    elif isinstance(widget, QListWidget):
        texts += [widget.item(i).text() for i in range(widget.count())]
        texts.append(str(getattr(widget, "placeholder", "")))
    elif isinstance(widget, QTabWidget):
        texts += [widget.tabText(i) for i in range(widget.count())]
    return texts


def _menu_texts(menu: QMenu) -> list[str]:
    texts = [menu.title()]
    for action in menu.actions():
        texts += [action.text(), action.toolTip() if action.toolTip() != action.text() else ""]
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            texts += _menu_texts(submenu)
    return texts


def screen_texts(top: QWidget) -> list[str]:
    """Every text a player can read in `top` (a window or a dialog) as it is now."""
    texts = [top.windowTitle(), *_widget_texts(top)]
    for widget in top.findChildren(QWidget):
        if widget.isVisibleTo(top) or isinstance(widget, QMenu):
            texts += _menu_texts(widget) if isinstance(widget, QMenu) else _widget_texts(widget)
    table = getattr(top, "table", None) if hasattr(top, "start_session") else None
    if table is not None:
        texts += list(table.announcements)
        if table.view.isVisibleTo(top):
            with TextProbe() as probe:
                table.view.grab()
            texts += [drawn.text for drawn in probe.drawn]
    return [_TAGS.sub(" ", t) for t in texts if t]


def english_left(text: str, names: tuple[str, ...]) -> list[str]:
    """Words of `text` (shown in the pseudo-language) that never went through `_()`."""
    previous = None
    while previous != text:  # a translated phrase may sit inside a translated sentence
        previous, text = text, _WRAPPED.sub(" ", text)
    text = _CUT_OFF.sub(" ", text)
    for name in names:
        text = text.replace(name, " ")
    return [word for word in _WORD.findall(text) if word not in NOT_WORDS]


class MissRecorder(i18n.Catalogues):
    """Stands in for the active catalogues and notes every text none of them knows."""

    def __init__(self, active: i18n.Catalogues) -> None:
        super().__init__(active.found)
        self.known: set[str] = set()
        for catalogue in active.found.values():
            self.known |= {k if isinstance(k, str) else k[0]
                           for k in catalogue._catalog}  # type: ignore[attr-defined]
        self.missed: set[str] = set()

    def gettext(self, message: str, part: str | None = None) -> str:
        if message and message not in self.known:
            self.missed.add(message)
        return super().gettext(message, part)

    def ngettext(self, singular: str, plural: str, n: int, part: str | None = None) -> str:
        if singular not in self.known:
            self.missed.add(singular)
        return super().ngettext(singular, plural, n, part)
