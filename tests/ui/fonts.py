"""A desktop's font setting changing while the app runs, for tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def wider_application_font(qapp) -> Iterator[None]:
    """The application font with wider letters for the `with` block, then the old one."""
    font = qapp.font()
    wider = type(font)(font)
    wider.setStretch(150)
    qapp.setFont(wider)
    qapp.processEvents()
    try:
        yield
    finally:
        qapp.setFont(font)
        qapp.processEvents()
