"""Where the app keeps saves, settings and logs (platformdirs; tests redirect it)."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP = "cocoa-games"


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return saves_dir() / "autosave.cocoa.json"


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP))
