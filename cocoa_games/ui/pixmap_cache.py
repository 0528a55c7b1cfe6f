"""One pixmap cache for every table picture, keyed by device pixels.

The one invalidation rule: a picture's key names everything its look depends on, and the
cache adds its size in device pixels and the language (a picture may hold words). Nothing
is ever cleared by hand: a new zoom, window size, screen or language makes new keys, and
old pictures age out of Qt's least-recently-used QPixmapCache under the single limit set
here. Repainting an item is then one pixel copy.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QPixmapCache, QRegion

from cocoa_games.core import i18n

Draw = Callable[[QPainter, QRectF], None]
SMOOTH = QPainter.RenderHint.SmoothPixmapTransform

#: room for a few full-screen boards at 4K plus every small look of a long game
CACHE_LIMIT_KB = 160 * 1024


#: while a view repaints: its viewport and the region the repaint is clipped to, so a copy
#: can be cut into one-rectangle pieces (see `repainting`)
_repaint: tuple[object, QRegion] | None = None


def repainting(viewport: object, region: QRegion | None) -> None:
    """Say which region of `viewport` the repaint now under way covers (None: done).
    Qt blends a picture fast only under a one-rectangle clip, a repaint's clip is many."""
    global _repaint
    _repaint = (viewport, QRegion(region)) if region is not None else None


def repaint_region(viewport: object) -> QRegion | None:
    """The region of `viewport` its repaint now under way covers (None outside one)."""
    return _repaint[1] if _repaint is not None and _repaint[0] is viewport else None


def _pieces(p: QPainter, device: object, left: float, top: float, right: float,
            bottom: float) -> QRegion | None:
    """The rectangles of the repaint under way that a copy onto (left, top, right, bottom)
    meets, each to be copied under its own one-rectangle clip; None when this painter is
    not a view's repaint (or clips by itself), so one clipped copy is all there is.
    Qt intersects the regions: a Python loop over a repaint's dozens of rectangles cost
    more than the copies it saved."""
    if _repaint is None or device is not _repaint[0] or p.hasClipping():
        return None
    x, y = math.floor(left), math.floor(top)
    # (kept by the caller while it reads the rectangles: they live inside the region)
    return _repaint[1].intersected(QRect(x, y, math.ceil(right) - x, math.ceil(bottom) - y))


def _ensure_limit() -> None:
    if QPixmapCache.cacheLimit() < CACHE_LIMIT_KB:
        QPixmapCache.setCacheLimit(CACHE_LIMIT_KB)


def device_ratio(p: QPainter) -> float:
    device = p.device()
    return device.devicePixelRatioF() if device is not None else 1.0


def device_scale(p: QPainter) -> float:
    """Device pixels per item unit, or 0 when the painter rotates or shears (no cache)."""
    t = p.worldTransform()
    if t.m12() or t.m21():
        return 0.0
    return abs(t.m22()) * device_ratio(p)


def cache_key(key: str, w: int, h: int, dpr: float = 1.0) -> str:
    """The name QPixmapCache keeps a picture under: its look, its device size and ratio,
    and the language (a picture may hold words)."""
    return f"{key}@{w}x{h}@{dpr}@{i18n.language()}"


#: the small pictures asked for lately, by (key, w, h, ratio, language): a dictionary
#: lookup where the full name, a QPixmap and QPixmapCache.find cost three calls into Qt,
#: for the pictures every repaint copies. Only forget() empties it (not QPixmapCache.clear).
_recent: dict[tuple[str, int, int, float, str], QPixmap] = {}
_recent_px = 0
#: the device pixels `_recent` may hold (the oldest goes first; a window being resized
#: makes new sizes of everything), and the largest picture it takes (boards stay out)
RECENT_PX = 8_000_000
RECENT_LARGEST_PX = 400_000


def forget() -> None:
    """Drop every picture: each is drawn again when next asked for (tests, benchmarks)."""
    global _recent_px
    _recent.clear()
    _recent_px = 0
    QPixmapCache.clear()


def _remember(recent: tuple[str, int, int, float, str], pm: QPixmap, px: int) -> None:
    global _recent_px
    while _recent and _recent_px + px > RECENT_PX:
        oldest = _recent.pop(next(iter(_recent)))
        _recent_px -= oldest.width() * oldest.height()
    _recent[recent] = pm
    _recent_px += px


def _render(key: str, w: int, h: int, scale: float, rect: QRectF, draw: Draw,
            opaque: bool, dpr: float = 1.0) -> QPixmap:
    """`dpr`: the device pixel ratio the picture is stored with, so copying it never
    changes the ratio of a pixmap shared with the cache (that would copy its pixels)."""
    recent = (key, w, h, dpr, i18n.language())
    pm = _recent.get(recent)
    if pm is not None:
        return pm
    name = cache_key(key, w, h, dpr)
    pm = QPixmap()
    if not QPixmapCache.find(name, pm) or pm.isNull():
        pm = _draw_picture(name, w, h, scale, rect, draw, opaque, dpr)
    if w * h <= RECENT_LARGEST_PX:
        _remember(recent, pm, pm.width() * pm.height())
    return pm


def _draw_picture(name: str, w: int, h: int, scale: float, rect: QRectF, draw: Draw,
                  opaque: bool, dpr: float) -> QPixmap:
    _ensure_limit()
    if opaque:  # a large picture: drawn as an image, the fastest to copy from
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)  # the part past the last whole unit, too
        q = QPainter(image)
    else:
        pm = QPixmap(w, h)
        pm.fill(Qt.GlobalColor.transparent)
        q = QPainter(pm)
    q.setRenderHint(QPainter.RenderHint.Antialiasing)
    q.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    q.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    q.scale(scale, scale)
    q.translate(-rect.topLeft())
    draw(q, rect)
    q.end()
    if opaque:
        pm = QPixmap.fromImage(image)
    if dpr != 1.0:
        pm.setDevicePixelRatio(dpr)
    QPixmapCache.insert(name, pm)
    return pm


def picture(key: str, rect: QRectF, scale: float, draw: Draw) -> QPixmap:
    """The cached picture `blit` copies for `key` and `rect` at `scale` device pixels per
    unit, for drawing it turned (a turned copy costs far less than turned paths)."""
    w, h = math.ceil(rect.width() * scale), math.ceil(rect.height() * scale)
    return _render(key, w, h, scale, rect, draw, opaque=False)


def stacked(layers: Sequence[tuple[str, Draw]]) -> Draw:
    """A drawing made of layer pictures of the same rectangle, each cached under its own
    key and laid on the last: for a picture whose looks multiply while its layers hardly
    do (a cocoon: arrow x tokens x seal x note). Copied straight onto the picture's pixels
    (no clip, no state saved per layer); under a turn each layer is drawn instead."""
    def draw(q: QPainter, r: QRectF) -> None:
        t = q.worldTransform()
        if t.m12() or t.m21() or abs(abs(t.m11()) - abs(t.m22())) > 1e-9 or not t.m22():
            for _key, layer in layers:
                layer(q, r)
            return
        if device_ratio(q) != 1.0:  # a screen's painter (the pictures are made at ratio 1)
            for key, layer in layers:
                blit(q, key, r, layer)
            return
        scale = abs(t.m22())
        w, h = math.ceil(r.width() * scale), math.ceil(r.height() * scale)
        origin = t.map(r.topLeft())
        q.save()
        q.resetTransform()
        q.setRenderHint(SMOOTH, False)
        at = QPointF(round(origin.x()), round(origin.y()))
        for key, layer in layers:
            q.drawPixmap(at, _render(key, w, h, scale, r, layer, False))
        q.restore()
    return draw


def blit(p: QPainter, key: str, rect: QRectF, draw: Draw) -> None:
    """Paint `draw(painter, rect)` through the cache: drawn once per look and device size,
    then copied 1:1 onto whole device pixels (pixel-sharp at any zoom). Under a rotation
    it is drawn directly; squeezed one way (a tile turning over) the copy is stretched.
    Runs for every item on every repaint, so it asks the painter as little as it can."""
    t = p.worldTransform()
    m11, m22 = t.m11(), t.m22()
    if t.m12() or t.m21() or not m22 or rect.isEmpty():
        draw(p, rect)
        return
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    scale = abs(m22) * dpr
    w, h = math.ceil(rect.width() * scale), math.ceil(rect.height() * scale)
    if abs(abs(m11) - abs(m22)) < 1e-9:
        pm = _render(key, w, h, scale, rect, draw, False, dpr)
        # the top left corner on whole device pixels, drawn untransformed: a plain copy
        left, top = m11 * rect.x() + t.dx(), m22 * rect.y() + t.dy()
        x, y = round(left * dpr) / dpr, round(top * dpr) / dpr
        right, bottom = x + w / dpr, y + h / dpr
        p.save()
        p.resetTransform()
        # Qt's raster engine blends a 1:1 copy with its fast (SIMD) path only with
        # smoothing off and a one-rectangle clip; a view's repaint is clipped to many
        # rectangles, so copy it once per rectangle of the repaint it meets (outside a
        # view's repaint: once, clipped to the picture itself)
        p.setRenderHint(SMOOTH, False)
        at = QPointF(x, y)
        pieces = _pieces(p, device, x, y, right, bottom)
        if pieces is None:
            p.setClipRect(QRectF(x, y, right - x, bottom - y), Qt.ClipOperation.IntersectClip)
            p.drawPixmap(at, pm)
        else:
            for piece in pieces:  # type: ignore[attr-defined]
                p.setClipRect(piece)
                p.drawPixmap(at, pm)
        p.restore()
    else:
        pm = _render(key, w, h, scale, rect, draw, opaque=False)
        p.save()
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(rect, pm, QRectF(0, 0, w, h))
        p.restore()


def blit_exposed(p: QPainter, key: str, rect: QRectF, exposed: QRectF, draw: Draw) -> None:
    """For a large opaque picture (a board): copy only the `exposed` part of a picture of
    the whole `rect`, the cheapest thing a repaint can do. In a view's repaint each of its
    rectangles is copied on its own under a one-rectangle clip, Qt's fast blend, instead
    of one copy blended span by span through a many-rectangle clip."""
    t = p.worldTransform()
    scale = device_scale(p)
    if scale <= 0 or abs(abs(t.m11()) - abs(t.m22())) > 1e-9 or rect.isEmpty():
        draw(p, rect)
        return
    dpr = device_ratio(p)
    w, h = math.ceil(rect.width() * scale), math.ceil(rect.height() * scale)
    pm = _render(key, w, h, scale, rect, draw, opaque=True)
    part = exposed.intersected(rect)
    origin = t.map(rect.topLeft())
    ox, oy = round(origin.x() * dpr) / dpr, round(origin.y() * dpr) / dpr
    target = QRectF(t.mapRect(part).adjusted(-1, -1, 1, 1).toAlignedRect())  # whole pixels
    p.save()
    p.resetTransform()
    p.setRenderHint(SMOOTH, False)  # a 1:1 copy: the raster engine's fast blend
    pieces = _pieces(p, p.device(), target.left(), target.top(), target.right(),
                     target.bottom())
    for piece in ([target.intersected(QRectF(r)) for r in pieces]  # type: ignore[attr-defined]
                  if pieces is not None else [target]):
        if piece.isEmpty():
            continue
        if pieces is not None:
            p.setClipRect(piece)
        p.drawPixmap(piece, pm, QRectF((piece.x() - ox) * dpr, (piece.y() - oy) * dpr,
                                       piece.width() * dpr, piece.height() * dpr))
    p.restore()
