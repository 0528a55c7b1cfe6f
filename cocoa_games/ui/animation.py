"""The table's animation runner: moves, flips, fades, holds and sequences of them.

Durations are scaled by the speed setting (0 = no animation: every step jumps to its end at
once, as in tests). `skip()` jumps everything running to its end. `finished` is emitted
once each time the last running animation ends (or at once when nothing had to run).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation, Signal
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem

Step = Callable[[float], None]
Done = Callable[[], None]
#: one part of a sequence: starts itself and calls its argument when it has ended
Part = Callable[[Done], None]


class AnimationRunner(QObject):
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = 1.0  # the settings' animation speed; 0 = none
        self._running: list[QVariantAnimation] = []
        self._pending = 0  # sequences still between two parts
        self._armed = False  # something ran on its own since the last `finished`
        self._spent: list[QVariantAnimation] = []

    def busy(self) -> bool:
        return bool(self._running) or self._pending > 0

    def remaining_ms(self) -> int:
        """How long until everything running now has ended (0 when idle)."""
        return max((a.duration() - a.currentTime() for a in self._running), default=0)

    def duration(self, ms: int) -> int:
        return max(0, int(ms * self.speed))

    def run(self, ms: int, step: Step, done: Done | None = None,
            curve: QEasingCurve.Type = QEasingCurve.Type.InOutQuad) -> None:
        """Call `step(t)` for t from 0 to 1 over `ms` (scaled), then `done()`."""
        duration = self.duration(ms)
        if duration <= 0:
            step(1.0)
            if done:
                done()
            return
        # the runner's own list owns each animation (no Qt parent, no deleteLater): one is
        # let go only at the next start, never inside its own `finished`
        self._spent.clear()
        anim = QVariantAnimation()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.setEasingCurve(curve)
        anim.valueChanged.connect(lambda v: step(float(v)))
        held = [anim]  # dropped when it ends, so the closure keeps no cycle alive

        def ended() -> None:
            if not held:
                return
            a = held.pop()
            step(1.0)
            if a in self._running:
                self._running.remove(a)
            if done:
                done()  # may start the next animation (and let go of older spent ones)
            self._spent.append(a)
            self._maybe_finished()

        anim.finished.connect(ended)
        self._running.append(anim)
        self._armed = True
        anim.start()

    def settle(self) -> None:
        """Call after starting a batch: emits `finished` now if nothing had to run (speed 0,
        or nothing to animate); otherwise it comes when the last animation ends."""
        if not self.busy():
            self._armed = False
            self.finished.emit()

    def _maybe_finished(self) -> None:
        if self._armed and not self.busy():
            self._armed = False
            self.finished.emit()

    def skip(self) -> bool:
        """Jump every running animation (and every later part of a sequence) to its end;
        True if anything was running."""
        was_busy = self.busy()
        while self._running:
            anim = self._running[0]
            anim.setCurrentTime(anim.duration())  # ends it: its `ended` runs
            if self._running and self._running[0] is anim:  # already stopped by hand
                self._running.pop(0)
        return was_busy

    # -- the usual movements --------------------------------------------------------------
    def move(self, item: QGraphicsItem, to: QPointF, ms: int = 300, lift: float = 0.0,
             done: Done | None = None, delay: int = 0) -> None:
        """Slide `item` to `to`; `lift` > 0 arcs it upward on the way (a hop, a throw);
        `delay` > 0 waits first (cards thrown one after another)."""
        if delay > 0:
            self.sequence([lambda next_part: self.hold(delay, next_part),
                           lambda next_part: self.move(item, to, ms, lift, next_part)], done)
            return
        start = QPointF(item.pos())

        def step(t: float) -> None:
            p = start + (to - start) * t
            item.setPos(p.x(), p.y() - lift * math.sin(math.pi * t))

        self.run(ms, step, done)

    def fade(self, item: QGraphicsItem, to: float, ms: int = 250, done: Done | None = None) -> None:
        start = item.opacity()
        self.run(ms, lambda t: item.setOpacity(start + (to - start) * t), done,
                 curve=QEasingCurve.Type.Linear)

    def flip(self, turn: Step, swap: Done, ms: int = 260, done: Done | None = None) -> None:
        """Turn something over: `turn(w)` squeezes it to width factor w (1 → 0 → 1) and
        `swap()` changes its face at the middle."""
        swapped = [False]

        def step(t: float) -> None:
            if t >= 0.5 and not swapped[0]:
                swapped[0] = True
                swap()
            turn(abs(1 - 2 * t))

        self.run(ms, step, done)

    def reveal(self, item: QGraphicsItem, turn: Step, swap: Done, hold_ms: int,
               ms: int = 420) -> None:
        """Turn `item` over for everyone to see (see `flip`), swell it, then hold the table
        `hold_ms` so all get to look (a secret proved at the end of a game)."""
        self.sequence([lambda then: self.flip(turn, swap, ms, then),
                       lambda then: self.bounce(item, done=then),
                       lambda then: self.hold(hold_ms, then)])

    def turn_over(self, item: QGraphicsItem, swap: Done, ms: int = 600) -> None:
        """`flip` for an item: squeezed about its middle to nothing and back, its face
        changed by `swap()` halfway (an arrow turning round)."""
        mid = item.boundingRect().center().x()

        def squeeze(width: float) -> None:
            item.setTransform(QTransform.fromTranslate(mid, 0).scale(max(width, 0.02), 1)
                              .translate(-mid, 0))
        self.flip(squeeze, swap, ms, done=lambda: squeeze(1.0))

    def bounce(self, item: QGraphicsItem, ms: int = 320, height: float = 0.18,
               done: Done | None = None) -> None:
        """Swell `item` about its middle and back (something good happened to it)."""
        item.setTransformOriginPoint(item.boundingRect().center())

        def ended() -> None:
            item.setScale(1.0)
            if done:
                done()

        self.run(ms, lambda t: item.setScale(1 + height * math.sin(math.pi * t)), ended)

    def wobble(self, item: QGraphicsItem, ms: int = 260, degrees: float = 8.0) -> None:
        """Rock `item` about its transform origin, settling (a cup something just hit)."""
        self.run(ms, lambda t: item.setRotation(degrees * math.sin(t * math.pi * 4) * (1 - t)))

    def pop(self, item: QGraphicsItem, ms: int = 900, done: Done | None = None) -> None:
        """Show `item` popping up (it grows in the first quarter), hold it, fade it out in
        the last 30 % and hide it (a shout that is over)."""
        def step(t: float) -> None:
            item.setScale(0.6 + 0.4 * min(t * 4, 1.0))
            item.setOpacity(1.0 if t < 0.7 else (1 - t) / 0.3)

        def gone() -> None:
            item.setVisible(False)
            item.setOpacity(1.0)
            if done:
                done()

        item.setVisible(True)
        self.run(ms, step, gone)

    def show_for(self, item: QGraphicsItem, ms: int, done: Done | None = None) -> None:
        """Show `item` in full for a while, then hide it (a card just played, for all)."""
        item.setOpacity(1.0)
        item.setVisible(True)

        def gone() -> None:
            item.setVisible(False)
            if done:
                done()

        self.hold(ms, gone)

    def hold(self, ms: int, done: Done | None = None) -> None:
        """Keep the table still for a while (everyone gets to see something)."""
        self.run(ms, lambda t: None, done, curve=QEasingCurve.Type.Linear)

    def sequence(self, parts: Sequence[Part], done: Done | None = None) -> None:
        """Run `parts` one after another; each is called with the callback that starts
        the next, e.g. `lambda next: runner.move(item, p, done=next)`."""
        remaining = list(parts)
        self._pending += 1

        def next_part() -> None:
            if not remaining:
                self._pending -= 1
                if done:
                    done()
                self._maybe_finished()
                return
            remaining.pop(0)(next_part)

        next_part()
