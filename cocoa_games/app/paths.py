"""Where the app keeps saves, settings and logs (platformdirs; tests redirect it).

The environment variables COCOA_GAMES_DATA_DIR, COCOA_GAMES_CONFIG_DIR and
COCOA_GAMES_LOG_DIR win over platformdirs, so subprocess tests and portable installs can
point the app elsewhere.
"""

from __future__ import annotations

import os
from pathlib import Path

APP = "cocoa-games"


def _override(name: str) -> Path | None:
    value = os.environ.get(name)
    return Path(value) if value else None


def _platformdirs():  # imported on first use: an overridden folder needs none of it
    import platformdirs

    return platformdirs


def data_dir() -> Path:
    return _override("COCOA_GAMES_DATA_DIR") or Path(_platformdirs().user_data_dir(APP))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return saves_dir() / "autosave.cocoa.json"


def config_dir() -> Path:
    return _override("COCOA_GAMES_CONFIG_DIR") or Path(_platformdirs().user_config_dir(APP))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def log_dir() -> Path:
    return _override("COCOA_GAMES_LOG_DIR") or Path(_platformdirs().user_log_dir(APP))
