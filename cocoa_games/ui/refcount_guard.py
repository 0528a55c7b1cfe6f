"""Guard against PySide6 6.12 / CPython 3.11 reference-count bugs on None, True and False.

On Python 3.11 every `Signal.emit()` drops one reference to `True` too many (and methods
returning nothing drop one to `None`, see `none_guard`). After some thousands of emits the
count reaches zero and the interpreter aborts ("bool_dealloc") — mid-game or at exit.
Python 3.12+ made these objects immortal. On 3.11 we give them reference counts so large
that no session can use them up. Idempotent and cheap: call it early (app start, tests).
"""

from __future__ import annotations

import ctypes
import sys

from cocoa_games.ui.none_guard import guard_none

_HUGE = 1 << 60


def guard_singletons() -> None:
    if sys.version_info >= (3, 12):
        return
    guard_none()
    for obj in (True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt is PyObject's first field
        if refcnt.value < _HUGE // 2:
            refcnt.value = _HUGE
