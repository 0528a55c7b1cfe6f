"""The new-game dialog's options, a form generated from the game's `Options` dataclass (see
core/options.py): bool -> checkbox, enum -> choice, int -> spin box (metadata min/max), text
-> a line, each with its one-line help shown underneath; options a game locks show why."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, get_type_hints

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app.plain_text import plain_tooltip
from cocoa_games.core import i18n
from cocoa_games.core.errors import SaveFormatError
from cocoa_games.core.field_types import MAX_TEXT
from cocoa_games.core.i18n import _
from cocoa_games.core.options import options_from_dict


def readable(member: enum.Enum) -> str:
    """A player-facing name for an enum member: its label() if it has one, else its name."""
    label = getattr(member, "label", None)
    if callable(label):
        label = label()
    if isinstance(label, str) and label:
        return i18n.translate(i18n.part_of(type(member).__module__), label)
    return member.name.replace("_", " ").capitalize()


class OptionsForm(QWidget):
    """A form generated from an Options dataclass; `value()` builds a new instance."""

    def __init__(self, options_cls: type, parent: QWidget | None = None,
                 scale: float = 1.0) -> None:
        super().__init__(parent)
        self.scale = scale  # the dialog's: wider help lines and boxes on a large window
        self.options_cls = options_cls
        self.editors: dict[str, QWidget] = {}
        self.locks: dict[str, tuple[Any, str]] = {}  # see lock()
        self.help_labels: dict[str, QLabel] = {}
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.setVerticalSpacing(4)
        form.setHorizontalSpacing(16)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        if not dataclasses.is_dataclass(options_cls):
            return
        hints = get_type_hints(options_cls)
        defaults = options_cls()
        words = self._words = i18n.part_of(options_cls.__module__)  # the game's own words first
        for f in dataclasses.fields(options_cls):
            meta = f.metadata
            label = (i18n.translate(words, meta["label"]) if meta.get("label")
                     else f.name.replace("_", " ").capitalize())
            editor = self._editor(hints.get(f.name), getattr(defaults, f.name), meta)
            editor.setAccessibleName(label)
            help_text = i18n.translate(words, meta["help"]) if meta.get("help") else ""
            editor.setToolTip(help_text)
            editor.setAccessibleDescription(help_text)
            self.editors[f.name] = editor
            box = QVBoxLayout()
            box.setSpacing(2)
            box.setContentsMargins(0, 0, 0, 8)
            box.addWidget(editor, 0, Qt.AlignmentFlag.AlignLeft)
            if help_text:
                note = QLabel(help_text, self)
                note.setObjectName("optionHelp")
                note.setWordWrap(True)
                # wrapped labels otherwise get squeezed to many lines
                note.setMinimumWidth(round(300 * self.scale))
                box.addWidget(note)
                self.help_labels[f.name] = note
            form.addRow(option_title(self, label, editor), box)

    def _editor(self, kind: Any, default: Any, meta: Any) -> QWidget:
        if kind is bool or isinstance(default, bool):
            box = QCheckBox(_("On"), self)
            box.setChecked(bool(default))
            return box
        if isinstance(kind, type) and issubclass(kind, enum.Enum):
            combo = QComboBox(self)
            for member in kind:
                combo.addItem(readable(member), member)
            combo.setCurrentIndex(list(kind).index(default))
            return combo
        if kind is int or isinstance(default, int):
            spin = QSpinBox(self)
            spin.setRange(int(meta.get("min", 0)), int(meta.get("max", 99)))
            spin.setValue(int(default))
            spin.setMinimumWidth(round(90 * self.scale))
            if meta.get("zero"):  # 0 is a word ("Usual"), not a number to work out
                spin.setSpecialValueText(i18n.translate(self._words, meta["zero"]))
                spin.setMinimumWidth(max(round(90 * self.scale), spin.sizeHint().width()))
            return spin
        if kind is float or isinstance(default, float):
            dspin = QDoubleSpinBox(self)
            dspin.setRange(float(meta.get("min", 0)), float(meta.get("max", 99)))
            dspin.setValue(float(default))
            return dspin
        line = QLineEdit(str(default), self)
        line.setMaxLength(MAX_TEXT)  # longer text would start a game its save then refuses
        return line

    def set_values(self, values: dict[str, Any]) -> None:
        """Show remembered choices (as a save keeps them); a value the options no longer
        accept (an option renamed, out of range) keeps the editor's default."""
        for name, raw in values.items():
            editor = self.editors.get(name)
            if editor is None:
                continue
            try:
                value = getattr(options_from_dict(self.options_cls, {name: raw}), name)
            except SaveFormatError:
                continue
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                found = [i for i in range(editor.count()) if editor.itemData(i) == value]
                if found:
                    editor.setCurrentIndex(found[0])
            elif isinstance(editor, QSpinBox):
                editor.setValue(int(value))
            elif isinstance(editor, QDoubleSpinBox):
                editor.setValue(float(value))
            elif isinstance(editor, QLineEdit):
                editor.setText(str(value))

    def lock(self, locks: dict[str, tuple[Any, str]]) -> None:
        """Options not earned yet: a checkbox stays off and greyed, a number stops at the
        highest allowed; the reason is said under the option, where the family looks."""
        self.locks = locks
        for name, (highest, reason) in locks.items():
            editor = self.editors.get(name)
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(highest))
                editor.setEnabled(bool(highest))
                editor.setText(_("Locked") if not highest else editor.text())
            elif isinstance(editor, QSpinBox):
                editor.setMaximum(max(editor.minimum(), int(highest)))
            else:
                continue
            note = self.help_labels.get(name)
            if note is not None:
                note.setText(f"{note.text()}\n{_(reason)}")
            editor.setToolTip(plain_tooltip(_(reason)))

    def value(self) -> Any:
        if not dataclasses.is_dataclass(self.options_cls):
            return self.options_cls()
        values: dict[str, Any] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                values[name] = editor.currentData()
            elif isinstance(editor, QSpinBox | QDoubleSpinBox):
                values[name] = editor.value()
            elif isinstance(editor, QLineEdit):
                values[name] = editor.text()
        return self.options_cls(**values)

    def changed_signals(self) -> list[Any]:
        out = []
        for editor in self.editors.values():
            if isinstance(editor, QCheckBox):
                out.append(editor.toggled)
            elif isinstance(editor, QComboBox):
                out.append(editor.currentIndexChanged)
            elif isinstance(editor, QSpinBox | QDoubleSpinBox):
                out.append(editor.valueChanged)
            elif isinstance(editor, QLineEdit):
                out.append(editor.textChanged)
        return out


def option_title(parent: QWidget, label: str, editor: QWidget) -> QLabel:
    """An option's bold "Name:" beside its editor (the new-game form and Settings alike)."""
    title = QLabel(_("{option}:").format(option=label), parent)
    title.setObjectName("optionLabel")
    bold = title.font()
    bold.setBold(True)  # set in code, not the style sheet, so the label is sized for it
    title.setFont(bold)  # (its width follows the font it is polished with: a dialog's scale)
    title.setBuddy(editor)
    return title
