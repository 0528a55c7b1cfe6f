"""Keys that belong to the window, not the table: menu shortcuts never make game moves.

A key held with Ctrl, Alt or Meta is a command (Ctrl+O loads, Ctrl+N starts a new game),
never a table key, though the table's buttons show only the letter. Qt normally runs a
menu's shortcut before the focused widget sees the key; when it does not (the window not
yet active again right after a dialog closed) the table hands the key to the window's
command here. The plain letters the window binds (M mutes) are listed once, in
core/key_letters.py, and no table button is given one; were a button to show one all the
same, the table's button would come first.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu, QWidget

COMMAND_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                     | Qt.KeyboardModifier.MetaModifier)


def is_command(event: QKeyEvent) -> bool:
    """A key held with Ctrl, Alt or Meta: the window's, never the table's."""
    return bool(event.modifiers() & COMMAND_MODIFIERS)


def is_plain_key(event: QKeyEvent) -> bool:
    """A key the table may claim before the window's shortcuts: one character, no command
    modifier (F1, F11 and the Ctrl keys stay the window's)."""
    text = event.text()
    return not is_command(event) and len(text) == 1 and text.isprintable()


def _pressed(event: QKeyEvent) -> QKeySequence:
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return QKeySequence(event.key() | mods.value)


def _matches(keys: QKeySequence, pressed: QKeySequence) -> bool:
    return not keys.isEmpty() and keys.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch


def menu_actions(window: QWidget) -> list[QAction]:
    """The commands in the window's menus now (those of menus built before a language
    change are gone from the bar, though they may still exist)."""
    if not isinstance(window, QMainWindow):
        return list(window.actions())
    menus = (action.menu() for action in window.menuBar().actions())
    return [action for menu in menus if isinstance(menu, QMenu) for action in menu.actions()]


def press_window_shortcut(widget: QWidget, event: QKeyEvent) -> bool:
    """Run the enabled menu command (or visible button) of `widget`'s window whose shortcut
    is this key; False when none has it."""
    pressed = _pressed(event)
    window = widget.window()
    for action in menu_actions(window):
        if action.isEnabled() and any(_matches(keys, pressed) for keys in action.shortcuts()):
            action.trigger()
            return True
    for button in window.findChildren(QAbstractButton):  # the table page's Hide (Ctrl+H)
        if button.isVisible() and button.isEnabled() and _matches(button.shortcut(), pressed):
            button.click()
            return True
    return False
