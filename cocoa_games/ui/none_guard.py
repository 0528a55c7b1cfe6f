"""Guard against a PySide6 6.12 / CPython 3.11 reference-count bug.

On Python 3.11, every call of a PySide6 method that returns nothing (`pen.setWidth(3)`,
`painter.save()`, ...) drops one reference to `None` too many. After a few thousand calls
None's count reaches zero and the interpreter aborts ("none_dealloc"), at exit or mid-game.
Python 3.12+ made None immortal, so nothing is needed there. On 3.11 we give None a
reference count so large that no session can ever use it up. Idempotent; call it before
painting.
"""

from __future__ import annotations

import ctypes
import sys

_HUGE = 1 << 60


def guard_none() -> None:
    if sys.version_info >= (3, 12):
        return
    refcnt = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is PyObject's first field
    if refcnt.value < _HUGE // 2:
        refcnt.value = _HUGE
