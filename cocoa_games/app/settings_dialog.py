"""The Settings dialog: language, sound and its volume, animation speed, the hand-off
policy and unlocking levels."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from cocoa_games.app import language
from cocoa_games.app.dialog_size import FullScroll, control_style, dialog_scale, px, room
from cocoa_games.app.options_form import option_title
from cocoa_games.app.settings import Settings, save_settings
from cocoa_games.core.i18n import N_, _
from cocoa_games.ui import theme

# animation_speed multiplies animation durations: 0 = none, bigger = slower
SPEEDS = ((N_("Off — no animations"), 0.0), (N_("Quick"), 0.6), (N_("Normal"), 1.0),
          (N_("Slow and calm"), 1.6))


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 sound_note: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Settings"))
        self.setObjectName("settingsDialog")
        scale = self.scale = dialog_scale(parent)  # grows with the window it opens on
        self.setStyleSheet(settings_style(scale))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(px(24, scale), px(20, scale), px(24, scale), px(18, scale))
        layout.setSpacing(px(12, scale))
        heading = QLabel(_("Settings"), self)
        heading.setObjectName("dialogHeading")
        layout.addWidget(heading)

        # the form scrolls in a small window rather than running off its bottom
        body = self.body = QWidget(self)
        body.setObjectName("dialogBody")
        form = QFormLayout(body)
        form.setContentsMargins(0, 0, 0, 0)
        form.setVerticalSpacing(px(4, scale))
        form.setHorizontalSpacing(px(16, scale))
        wide = px(240, scale)

        self.language = QComboBox(self)
        self.language.setMinimumWidth(wide)
        for text, code in language.choices():
            self.language.addItem(text, code)
        current = settings.language if language.known(settings.language) else language.SYSTEM
        self.language.setCurrentIndex(max(0, self.language.findData(current)))
        self._row(form, _("Language"), self.language,
                  _("The language of the menus, the games and their rules. It changes as soon "
                    "as you save; a game on the table carries on where it was."))

        self.sound = QCheckBox(_("Play sound effects"), self)
        self.sound.setChecked(settings.sound_enabled)
        help_sound = _("A chime when the turn passes to a person, a fanfare at the end and "
                       "each game's own sounds. M turns them on and off at any time.")
        if sound_note:  # e.g. no sound device: say why nothing is heard, keep the choice
            help_sound += f"\n⚠ {sound_note}"
        self._row(form, _("Sound"), self.sound, help_sound)

        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(round(settings.volume * 100))
        self.volume.setMinimumWidth(wide)
        self.volume.setAccessibleName(_("Volume"))
        self.volume_text = QLabel(self)
        self.volume.valueChanged.connect(self._say_volume)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(self.sound.isChecked())
        self._say_volume()
        volume_row = QWidget(self)
        line = QHBoxLayout(volume_row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.volume)
        line.addWidget(self.volume_text)
        self._row(form, _("Volume"), volume_row,
                  _("How loud every sound is, from a whisper to full."), self.volume)

        self.speed = QComboBox(self)
        self.speed.setMinimumWidth(wide)
        for text, value in SPEEDS:
            self.speed.addItem(_(text), value)
        speed = settings.animation_speed
        closest = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i][1] - speed))
        self.speed.setCurrentIndex(closest)
        self._row(form, _("Animations"), self.speed,
                  _("How cards and pieces move across the table. Off makes every move instant."))

        self.handoff = QCheckBox(_("Always show hand-offs"), self)
        self.handoff.setChecked(settings.always_handoff)
        self._row(form, _("Hand-offs"), self.handoff,
                  _("Show the “Pass to …” curtain before every person's turn, even when only "
                    "one person plays against the computer."))

        self.unlock = QCheckBox(_("Unlock every level"), self)
        self.unlock.setChecked(settings.unlock_everything)
        self._row(form, _("Levels"), self.unlock,
                  _("Open every level and mode at once (such as Cocoons' later levels and hard "
                    "mode) instead of earning them by winning."))
        self.scroll_area = FullScroll(self)
        self.scroll_area.setWidget(body)
        layout.addWidget(self.scroll_area, 1)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.language.setFocus()
        self._fit(parent)

    def _fit(self, parent: QWidget | None) -> None:
        """Wide enough that German help lines wrap to few lines, as tall as the wrapped lines
        need at that width (a dialog's own size hint measures them narrower, and long German
        lines overlapped), never beyond the window: the form scrolls instead."""
        space = room(parent, self)
        self.ensurePolished()  # measured in the fonts the dialog's scale gives
        width = min(max(px(700, self.scale), self.sizeHint().width()), space.width())
        self.setMinimumWidth(min(px(700, self.scale), space.width()))
        layout, body = self.layout(), self.body.layout()
        if layout is None or body is None:
            return
        margins = layout.contentsMargins()
        form = max(body.totalHeightForWidth(width - margins.left() - margins.right()),
                   body.totalMinimumSize().height())
        rest = layout.totalSizeHint().height() - self.scroll_area.sizeHint().height()
        self.resize(width, min(rest + form, space.height()))

    def _say_volume(self) -> None:
        self.volume_text.setText(_("{percent} %").format(percent=self.volume.value()))

    def _row(self, form: QFormLayout, label: str, editor: QWidget, help_text: str,
             buddy: QWidget | None = None) -> None:
        box = QVBoxLayout()
        box.setSpacing(2)
        box.setContentsMargins(0, 0, 0, 10)
        box.addWidget(editor, 0, Qt.AlignmentFlag.AlignLeft)
        note = QLabel(help_text, self)
        note.setObjectName("optionHelp")
        note.setWordWrap(True)
        box.addWidget(note)
        (buddy or editor).setAccessibleDescription(help_text)
        form.addRow(option_title(self, label, buddy or editor), box)

    def apply_to(self, settings: Settings) -> bool:
        """Copy the choices into `settings`; True if anything changed."""
        def chosen() -> tuple[bool, float, float, bool, bool, str]:
            return (settings.sound_enabled, settings.volume, settings.animation_speed,
                    settings.always_handoff, settings.unlock_everything, settings.language)

        before = chosen()
        settings.sound_enabled = self.sound.isChecked()
        settings.volume = self.volume.value() / 100
        settings.animation_speed = float(self.speed.currentData())
        settings.always_handoff = self.handoff.isChecked()
        settings.unlock_everything = self.unlock.isChecked()
        settings.language = str(self.language.currentData() or language.SYSTEM)
        return before != chosen()


def ask_settings(parent: QWidget | None, settings: Settings, sound_note: str | None = None) -> bool:
    """Show the dialog; True if something changed (the settings are then saved)."""
    dialog = SettingsDialog(settings, parent, sound_note)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        changed = dialog.apply_to(settings)
    finally:
        dialog.deleteLater()
    if changed:
        try:
            save_settings(settings)
        except OSError:
            pass  # the choices still apply for this run
    return changed


def settings_style(scale: float) -> str:
    """The dialog's own dress, its words at the shell's `scale`."""
    return f"""
    #dialogHeading {{ color: {theme.COCOA}; font-size: {px(18, scale)}pt; font-weight: bold; }}
    QScrollArea, #dialogBody {{ background: transparent; }}
    #optionHelp {{ color: {theme.TEXT_SOFT}; font-size: {px(10, scale)}pt; }}
    #optionLabel {{ padding-top: {px(3, scale)}px; }}
    QComboBox {{ min-height: {px(28, scale)}px; }}
    {control_style(scale)}
    """
