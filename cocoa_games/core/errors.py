"""The contract's two errors, in a module of their own: the app catches them from its first
screen on, before (and without) importing the game contract itself."""

from __future__ import annotations


class IllegalAction(ValueError):  # noqa: N818 - the contract's name (DESIGN.md)
    """An action that the rules do not allow now; the message is for players."""


class SaveFormatError(ValueError):
    """A save (or a state dict) that cannot be trusted; the message is for players."""
