"""The desktop app. Importing it installs the app's services that rules ask through core
protocols (the games' own records: core/records.py)."""

from cocoa_games.app.records_store import FileRecords as _FileRecords
from cocoa_games.core import records as _records

_records.install(_FileRecords())
