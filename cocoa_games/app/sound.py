"""Short sound effects. Sound is a nicety: without a sound device the app simply plays silently.

QtMultimedia is imported only when the first sound is wanted (it costs start-up time and needs
libpulse). If it cannot be imported, if there is no audio output, or if a sound effect ends in
an error, the service goes quiet for good and says so once through `unavailable`.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QObject, QUrl, Signal

from cocoa_games.app.settings import Settings
from cocoa_games.core.i18n import N_, _
from cocoa_games.resources import resource_path

NO_DEVICE_MESSAGE = N_("No sound device found — playing silently.")
VOLUME = 0.6  # the volume of a first run (Settings: volume)


def _import_multimedia() -> Any:
    """The QtMultimedia module; raises ImportError/OSError when it (or libpulse) is missing."""
    return importlib.import_module("PySide6.QtMultimedia")


class SoundService(QObject):
    """Plays WAV effects from resources/sounds by name; records every request in `requested`."""

    unavailable = Signal(str)

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.requested: list[str] = []
        self._effects: dict[str, Any] = {}
        self._mm: Any = None
        self._broken = False  # no device / no QtMultimedia: silent for the rest of the run
        self._told = False

    # -- mute -------------------------------------------------------------------------------
    @property
    def muted(self) -> bool:
        """The player's choice (the Mute menu item); see `silent` for what actually happens."""
        return not self._settings.sound_enabled

    @property
    def volume(self) -> float:
        """The Settings' volume, 0..1, for every effect alike."""
        return max(0.0, min(1.0, float(self._settings.volume)))

    @property
    def silent(self) -> bool:
        """True when nothing will be heard: muted, the volume at 0, or no sound device."""
        return self._broken or self.muted or self.volume <= 0

    @property
    def available(self) -> bool:
        """False once we know sound cannot work on this machine."""
        return not self._broken

    def set_muted(self, muted: bool) -> None:
        self._settings.sound_enabled = not muted
        if muted:
            for effect in self._effects.values():
                effect.stop()

    def probe(self) -> bool:
        """Find out now (not at the first sound) whether this machine can play; True if so."""
        self._backend()
        return self.available

    # -- playing ----------------------------------------------------------------------------
    def play(self, name: str) -> None:
        """Play the effect `name` (a WAV stem); unknown names and muted sound do nothing."""
        self.requested.append(name)
        if self.silent:
            return
        path = resource_path("sounds", f"{name}.wav")
        if not path.is_file():
            return
        effect = self._effect(name, str(path))
        if effect is not None:
            effect.setVolume(self.volume)  # as Settings says now, changed or not since
            effect.play()

    def _effect(self, name: str, path: str) -> Any:
        if name in self._effects:
            return self._effects[name]
        mm = self._backend()
        if mm is None:
            return None
        effect = mm.QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(path))
        effect.setVolume(self.volume)
        effect.statusChanged.connect(lambda e=effect: self._check_status(e))
        self._effects[name] = effect
        self._check_status(effect)
        return None if self._broken else effect

    def _backend(self) -> Any:
        """Import QtMultimedia once and make sure there is somewhere to send the sound."""
        if self._mm is None and not self._broken:
            try:
                mm = _import_multimedia()
                outputs = mm.QMediaDevices.audioOutputs()
            except (ImportError, OSError, AttributeError):
                self._give_up()
                return None
            if not outputs:
                self._give_up()
                return None
            self._mm = mm
        return self._mm

    def _check_status(self, effect: Any) -> None:
        if self._mm is not None and effect.status() == self._mm.QSoundEffect.Status.Error:
            self._give_up()

    def _give_up(self) -> None:
        self._broken = True
        for effect in self._effects.values():
            effect.stop()
        if not self._told:
            self._told = True
            self.unavailable.emit(_(NO_DEVICE_MESSAGE))
