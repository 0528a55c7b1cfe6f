"""Entry script for the PyInstaller bundle: the same `main()` the `cocoa-games` command runs."""

from __future__ import annotations

import sys

from cocoa_games.app.main import main

if __name__ == "__main__":
    sys.exit(main())
