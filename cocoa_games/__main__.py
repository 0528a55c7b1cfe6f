"""`python -m cocoa_games` starts the app."""

from __future__ import annotations

from cocoa_games.app.main import main

raise SystemExit(main())
