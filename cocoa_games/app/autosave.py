"""A game's own autosave slot: locked while a window plays it, rewritten after every move,
turned into a finished record at the end. No Qt; the session says the warning it returns."""

from __future__ import annotations

from cocoa_games.app import save_slots
from cocoa_games.core.i18n import _
from cocoa_games.core.saves import SaveData, write_save


class Autosave:
    def __init__(self, uid: str | None, enabled: bool) -> None:
        #: which game this is: its own autosave slot, locked while it is on a table
        self.uid: str = uid if uid is not None and save_slots.is_uid(uid) else save_slots.new_uid()
        self.enabled = enabled
        self.lock = save_slots.SlotLock(self.uid)
        self._warned = False
        #: why the latest write failed (None: the slot holds every move); while it is set
        #: the window stops the table (autosave_alarm)
        self.failure: str | None = None

    def claim(self) -> bool:
        """Lock this game's slot; False when another window has the game open."""
        return not self.enabled or self.lock.acquire()

    def release(self) -> None:
        self.lock.release()

    def write(self, data: SaveData) -> str | None:
        """Save the game in its slot; a sentence to show when that failed (said once, not
        after every move), else None."""
        if not self.enabled:
            return None
        try:
            if data.state is not None and data.state.is_over():
                # the unfinished game becomes a finished record (replays, the manager);
                # only this game's own slot goes, never another window's
                write_save(save_slots.finished_path(self.uid), data)
                save_slots.slot_path(self.uid).unlink(missing_ok=True)
            elif not data.actions:
                # a game nobody has moved in yet is nothing to continue (Ctrl+N, a Rematch
                # not played, a --game start): no "Unfinished · 0 moves" left behind
                save_slots.slot_path(self.uid).unlink(missing_ok=True)
            else:
                write_save(save_slots.slot_path(self.uid), data)
        except Exception as exc:  # disk full, read-only, anything a writer raises
            self.failure = _("Could not autosave the game: {reason}.").format(
                reason=getattr(exc, "strerror", None) or exc)
            warned, self._warned = self._warned, True
            return None if warned else self.failure
        self._warned = False
        self.failure = None
        return None
