"""Tooltips that show a person's or a file's words literally. No Qt here: the launcher's
first frame uses it, before any Qt enum is touched."""

from __future__ import annotations


def plain_tooltip(text: str) -> str:
    """A tooltip that shows `text` literally: Qt reads a tooltip that merely looks like HTML
    as rich text, and rich text fetches `<img src="...">` (a player named after a fifo
    froze the app). Escaped inside an explicit rich-text wrapper, nothing is fetched."""
    if not text:
        return ""
    import html  # with the first text: html.entities is a big table to load at start-up

    return f"<qt>{html.escape(text)}</qt>"
