"""Guard against a PySide6 6.12 / CPython 3.11 reference-count bug.

On Python 3.11, every call of a PySide6 method that returns nothing (`pen.setWidth(3)`,
`painter.save()`, ...) drops one reference to `None` too many (and some paths do the same
to `True`/`False`). After a few thousand calls the count reaches zero and the interpreter
aborts ("none_dealloc" / "bool_dealloc"), at exit or mid-game. Python 3.12+ made these
objects immortal, so nothing is needed there. On 3.11 we give them a reference count so
large that no session can ever use it up. Idempotent; call it before painting.
"""

from __future__ import annotations

import ctypes
import sys

_HUGE = 1 << 60


def guard_none() -> None:
    if sys.version_info >= (3, 12):
        return
    for obj in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt: PyObject's first field
        if refcnt.value < _HUGE // 2:
            refcnt.value = _HUGE
