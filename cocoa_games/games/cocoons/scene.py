"""Cocoons' table: the box from above, turned so the seat being shown sits at the bottom
left corner, with the side panel, the turn banner and the big buttons.

The scene draws only the observation it is given: a seal appears only when that
observation holds it (the viewer's own corner view). Cocoons glow when they can be slid or
chosen; the buttons offer the rest. Keyboard: Tab/arrows move the focus ring, Enter acts;
E end the turn, O open the cocoons, A agree, D not yet, P put the animal, C correct,
N note, H hint, Esc back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.banner import BannerItem
from cocoa_games.ui.button_row import ButtonPool, ButtonRow, ButtonSpec
from cocoa_games.ui.clickable import ButtonItem, Clickable
from cocoa_games.ui.focus import reading_order
from cocoa_games.ui.scene_base import GameScene
from cocoa_games.ui.table_scene import TableScene
from cocoa_games.ui.text import fit_px

from . import art, captions, solver
from . import box as B
from . import levels as L
from .actions import (
    Agree,
    Correct,
    Decline,
    EndTurn,
    Note,
    PlaceActionTrapdoor,
    PlaceAnimal,
    ProposeEnd,
    Slide,
)
from .items import BoxItem, CocoonItem, PanelItem, PictureItem, SpaceItem
from .kinds import EventKind, Phase
from .observation import FACE_DOWN, HIDDEN, CocoonsObservation, as_observation

COCOONS = 8


def create_scene() -> GameScene:
    return CocoonsScene()


def _animal_icon(animal: str) -> Callable[[QPainter, QRectF], None]:
    return lambda p, r: art.paint_animal(p, r, animal)


class _NotePick:
    """A note button's target: writes the note, and names it for screen readers."""

    def __init__(self, write: Callable[[], None], label: str) -> None:
        self._write, self._label = write, label

    def __call__(self) -> None:
        self._write()

    def label(self) -> str:
        return self._label


class CocoonsScene(TableScene):
    #: "Look from my corner": the session shows that seat's view behind a curtain
    view_requested = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # None | "place" | "correct" | "correct:<c>" | "note" | "note:<c>"
        self._mode: str | None = None
        self._advice = ""
        self._turn = 0  # quarter turns from the box frame to the screen
        self._cell = 100.0
        self._origin = QPointF(0, 0)
        # the felt as the scene's background, not an item: the view fills its own felt
        # instead, so a repaint covers each pixel once, not twice
        self.setBackgroundBrush(QBrush(QColor(theme.TABLE_FELT)))
        self._rects: dict[str, QRectF] = {}
        self._build()

    def _build(self) -> None:
        """Every item of the table; `clear_table` removes them all, the next show rebuilds."""
        self.box = BoxItem()
        self.space = SpaceItem()
        self.cocoons = [CocoonItem(c) for c in range(COCOONS)]
        self.panel = PanelItem()
        self.picture = PictureItem()
        self.picture.setVisible(False)
        self.banner = BannerItem()
        for item in (self.box, self.space, *self.cocoons, self.panel, self.picture, self.banner):
            self.hook(item)
        self.add_focus_ring()
        self.button_row = ButtonRow(self, 10, self.activate)
        self.side_pool = ButtonPool(self, 4, self.activate)  # "Look from Ben's corner"
        self.note_pool = ButtonPool(self, len(L.ANIMALS), self.activate)  # a note's animals
        self.side_buttons, self.note_buttons = self.side_pool.buttons, self.note_pool.buttons
        self._built = True
        self.relayout(self.sceneRect())  # lays the new items out (and draws, once shown)

    # -- layout ---------------------------------------------------------------------------
    def relayout(self, rect: QRectF) -> None:
        pad = max(16.0, min(rect.width(), rect.height()) * 0.02)  # room for the glow margins
        banner_h = max(40.0, min(70.0, rect.height() * 0.09))
        buttons_h = max(44.0, min(80.0, rect.height() * 0.11))
        top = rect.top() + pad + banner_h + pad
        bottom = rect.bottom() - pad - buttons_h - pad
        side_w = max(200.0, min(420.0, rect.width() * 0.3))
        box_side = max(120.0, min(bottom - top, rect.width() - side_w - 3 * pad))
        box_x = rect.left() + pad + (rect.width() - side_w - 3 * pad - box_side) / 2
        self._rects = {
            "banner": QRectF(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad, banner_h),
            "buttons": QRectF(rect.left() + pad, bottom + pad, rect.width() - 2 * pad, buttons_h),
            "box": QRectF(box_x, top, box_side, box_side),
            "side": QRectF(rect.right() - pad - side_w, top, side_w, bottom - top),
        }
        if not self._built:
            return
        self.banner.set_rect(self._rects["banner"])
        if self.observation is not None:
            self._draw()

    def _cell_rect(self, slot: int) -> QRectF:
        row, col = B.table_slot(slot, self._turn)
        return QRectF(self._origin.x() + col * self._cell, self._origin.y() + row * self._cell,
                      self._cell, self._cell)

    @property
    def table(self) -> CocoonsObservation | None:
        """The observation on show, with its type (the base keeps a plain mapping)."""
        return None if self.observation is None else as_observation(self.observation)

    # -- showing -------------------------------------------------------------------------
    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        super().show(observation, viewer, legal)
        self._mode = None
        self._advice = ""
        self._draw()

    def _draw(self, place: bool = False) -> None:
        """Everything from the observation; `place` puts the cocoons in their cells even
        while an animation runs (after a spin, before the sequence goes on)."""
        obs = self.table
        if obs is None or not self._built:
            return
        viewer = self.viewer
        corners = obs["corners"]
        corner = (B.CORNER_NAMES.index(corners[viewer][0])
                  if viewer is not None and viewer < len(corners) else B.SW)
        self._turn = (obs["rotation"] - corner) % 4
        box = self._rects["box"]
        self.box.setPos(box.topLeft())
        label = ""
        if viewer is not None:  # alone with two corners: the opposite one is theirs too
            label = (_("{name} sits here and across") if len(corners[viewer]) > 1
                     else _("{name} sits here")).format(name=self.name(viewer))
        self.box.set_look(box.width(), self._turn, label)
        self.box.setVisible(True)
        wall = self.box.wall()
        self._cell = (box.width() - 2 * wall) / 3
        self._origin = QPointF(box.left() + wall, box.top() + wall)
        seen_now = set(obs["sightlines"][viewer]) if viewer is not None else set()
        seals = {int(c): a for c, a in obs["seals"].items()}
        over = obs["result"] is not None
        selected = self._selected()
        for c, item in enumerate(self.cocoons):
            info = obs["cocoons"][c]
            cell = self._cell_rect(info["slot"])
            gap = self._cell * 0.05
            item.set_size(cell.width() - 2 * gap, cell.height() - 2 * gap)
            if place or not self.animations.busy():
                item.setPos(cell.left() + gap, cell.top() + gap)
            note = obs["notes"][c]
            item.set_look((info["arrow"] + self._turn) % 4, info["tokens"], info["animal"],
                          info["action_trapdoor"], seals.get(c),
                          c in seals and c not in seen_now and not over,
                          note["animal"] if note else None,
                          c == selected, captions.under(obs["spaces"][info["slot"]]),
                          over and seals.get(c) != info["animal"])
            item.setVisible(True)
        free = obs["free"]
        space = obs["spaces"][free]
        cell = self._cell_rect(free)
        self.space.setPos(cell.topLeft())
        self.space.set_look(self._cell, space["trapdoor"],
                            None if space["token"] == HIDDEN else space["token"],
                            space["action_token"])
        self.space.setVisible(True)
        self._draw_panel(obs)
        self._offer(obs)

    def _selected(self) -> int | None:
        mode = self._mode or ""
        if ":" in mode:
            return int(mode.split(":", 1)[1])
        return None

    def _draw_panel(self, obs: CocoonsObservation) -> None:
        side = self._rects["side"]
        lines = captions.panel_lines(obs, self.viewer is not None)
        self.panel.setPos(side.topLeft())
        self.panel.set_look(side.width(), side.height() * 0.62, lines)
        self.panel.setVisible(True)
        panel_h = self.panel.h
        whole = captions.picture_whole(obs)
        if whole:  # the numbered level's reward: the picture, where the buttons were
            room = min(side.width(), side.height() - panel_h - 8)
            self.picture.set_size(room)
            self.picture.setPos(side.left() + (side.width() - room) / 2, side.top() + panel_h + 8)
        self.picture.setVisible(whole)

    # -- what may be done now ----------------------------------------------------------------
    def _offer(self, obs: CocoonsObservation) -> None:
        seat = self.acting_seat = self.seat_on_offer()
        acts = list(self.legal.get(seat, ())) if seat is not None else []
        mode = self._mode
        targets: dict[int, object] = {}
        if mode is None:
            for a in acts:
                if isinstance(a, Slide | PlaceActionTrapdoor):
                    targets[a.cocoon] = a
                elif isinstance(a, PlaceAnimal) and obs["phase"] == Phase.AFTER:
                    targets[a.cocoon] = a
        elif mode == "place":
            targets = {a.cocoon: a for a in acts if isinstance(a, PlaceAnimal)}
        elif mode == "correct":
            for a in acts:
                if isinstance(a, Correct):
                    targets[a.source] = self._picker("correct", a.source)
        elif mode.startswith("correct:"):
            src = int(mode.split(":")[1])
            targets = {a.target: a for a in acts if isinstance(a, Correct) and a.source == src}
        elif mode == "note":
            targets = {c: self._picker("note", c) for c in range(COCOONS)}
        live: list[Clickable] = []
        for c, item in enumerate(self.cocoons):
            item.set_live(targets.get(c))  # type: ignore[arg-type]  # not a ui.targets.Target yet
            if c in targets:
                live.append(item)
        buttons = self.button_row.show_row(self._buttons_wanted(obs, acts), self._rects["buttons"])
        picks = self._note_picks()
        side = [] if picks else self._side_buttons(obs)
        self.offer_targets(reading_order(live) + picks + list(buttons) + side)
        self._update_banner(obs, seat, acts)

    def _picker(self, mode: str, cocoon: int) -> Callable[[], None]:
        def pick() -> None:
            self._mode = f"{mode}:{cocoon}"
            self._draw()
        return pick

    def _buttons_wanted(self, obs: CocoonsObservation, acts: Sequence[Action],
                        ) -> list[ButtonSpec]:
        mode = self._mode
        back = ButtonSpec(_("Back"), "#e0e0e0", self._leave_mode, _("Esc"))
        if mode is not None and mode.startswith("note:"):  # the animals: beside the box
            cocoon = int(mode.split(":")[1])
            return [ButtonSpec(_("Clear"), "#eeeeee", self._note_writer(cocoon, "")), back]
        kinds = {type(a): a for a in acts}
        if mode == "open" and ProposeEnd in kinds:  # same place and key as the first click
            return [ButtonSpec(_("Yes, open them now"), "#ffd54f", kinds[ProposeEnd], "O"), back]
        if mode is not None:
            return [back]
        out: list[ButtonSpec] = []
        if Agree in kinds:
            out.append(ButtonSpec(_("Agree: open them"), "#aed581", kinds[Agree], "A", big=True))
        if Decline in kinds:
            out.append(ButtonSpec(_("Not yet"), "#ffab91", kinds[Decline], "D"))
        if ProposeEnd in kinds:
            # opening with an empty cocoon loses at once: a mis-click must not end the game
            step = (lambda: self._enter_mode("open")) if captions.empty_cocoons(obs) \
                else kinds[ProposeEnd]
            out.append(ButtonSpec(_("Open the cocoons"), "#ffd54f", step, "O"))
        if PlaceAnimal in kinds and obs["phase"] == Phase.TURN:
            out.append(ButtonSpec(_("Put the animal into a cocoon"), "#b3e5fc",
                                  lambda: self._enter_mode("place"), "P"))
        if EndTurn in kinds:
            out.append(ButtonSpec(_("End the turn"), "#aed581", kinds[EndTurn], "E"))
        if Correct in kinds:
            out.append(ButtonSpec(_("Correct (3 tokens)"), "#ffcc80",
                                  lambda: self._enter_mode("correct"), "C"))
        if obs["result"] is None and self.viewer is not None:
            out.append(ButtonSpec(_("Note"), "#e1bee7", lambda: self._enter_mode("note"), "N"))
            if acts:
                out.append(ButtonSpec(_("Hint"), "#fff59d", self._show_hint, "H"))
        return out

    def _note_picks(self) -> list[Clickable]:
        """Writing a note: the eight animals as a grid of picture buttons where the panel
        was (a row of eight names under the box has no room for "chauve-souris")."""
        mode = self._mode or ""
        if not mode.startswith("note:"):
            return list(self.note_pool.show([]))
        cocoon = int(mode.split(":")[1])
        self.panel.setVisible(False)
        self.picture.setVisible(False)
        self.side_pool.show([])
        side, gap = self._rects["side"], 8.0
        w = (side.width() - gap) / 2
        h = min(120.0, (side.height() - 3 * gap) / 4)
        px = self._pick_px(w, h)
        picks = []
        for i, animal in enumerate(L.ANIMALS):
            row, col = divmod(i, 2)
            write = _NotePick(self._note_writer(cocoon, animal), Note(cocoon, animal).label())
            spec = ButtonSpec(_(animal), "#fff3d6", write, icon=_animal_icon(animal),
                              icon_key=f"animal:{animal}", icon_w=1.0, icon_above=True,
                              glow=False)
            picks.append((spec, QRectF(side.left() + col * (w + gap),
                                       side.top() + row * (h + gap), w, h), px))
        return list(self.note_pool.show(picks))

    @staticmethod
    def _pick_px(w: float, h: float) -> float:
        """One size for all eight names (the longest decides), so they read as one set;
        the room is what a button with its picture above leaves for words."""
        pad = min(18.0, h / 5)
        room = QRectF(0, 0, w - 2 * pad, h - pad / 2 - min(h * 0.48, w * 0.6) - 8)
        start = max(theme.MIN_TABLE_PX, h * 0.2)
        return min(fit_px(_(a), room, start, theme.MIN_TABLE_PX, wrap=True) for a in L.ANIMALS)

    def _side_buttons(self, obs: CocoonsObservation) -> list[Clickable]:
        """"Look from my corner" for every other seat (the session asks for a curtain)."""
        side = self._rects["side"]
        seats = [s for s in range(len(obs["players"])) if s != self.viewer]
        top = self.panel.pos().y() + self.panel.h + 8
        m = ButtonItem.margin
        h = max(34.0, min(52.0, (side.bottom() - top) / max(len(seats), 1) - 2 * m))
        looks = []
        for i, seat in enumerate(seats if obs["result"] is None else ()):
            if top + i * (h + 2 * m) + h + m > side.bottom() + m:
                break  # (no room for more)
            spec = ButtonSpec(_("Look from {name}'s corner").format(name=self.name(seat)),
                              "#c5cae9", self._looker(seat), glow=False)
            looks.append((spec, QRectF(side.left() + m, top + i * (h + 2 * m),
                                       side.width() - 2 * m, h),
                          max(theme.MIN_TABLE_PX, h * 0.34)))
        return list(self.side_pool.show(looks))

    def _looker(self, seat: Seat) -> Callable[[], None]:
        return lambda: self.view_requested.emit(seat)

    def _note_writer(self, cocoon: int, animal: str) -> Callable[[], None]:
        def write() -> None:
            seat = self.viewer
            self._mode = None
            if seat is not None:
                self.action_chosen.emit(seat, Note(cocoon, animal))
            self._draw()
        return write

    def _enter_mode(self, mode: str) -> None:
        self._mode = mode
        self._draw()

    def _leave_mode(self) -> None:
        self._mode = None
        self._draw()

    def _show_hint(self) -> None:
        obs, seat = self.table, self.acting_seat
        if obs is None or seat is None:
            return
        advice = solver.suggest(obs, seat, self.legal.get(seat, ()), depth=4, with_verdict=True)
        if advice is None:
            return
        verdict = advice.verdict.text(obs["supply"]) if advice.verdict else ""
        self._advice = f"{advice.reason} {verdict}".strip()
        self._update_banner(obs, seat, self.legal.get(seat, ()))

    def _update_banner(self, obs: CocoonsObservation, seat: Seat | None,
                       acts: Sequence[Action]) -> None:
        # the advice is for the board as it stands; a mode (a note, a correction) says
        # its own next step, and Back brings the advice again
        text = (self._advice if self._mode is None else "") or self._what_now(obs, seat, acts)
        self.banner.set_look("#ffe0a3", aside=_("Supply: {n}").format(n=obs["supply"]))
        self.banner.set_text(text)
        self.set_hint(text)

    def _what_now(self, obs: CocoonsObservation, seat: Seat | None,
                  acts: Sequence[Action]) -> str:
        turn = obs["turn"]
        mode = (self._mode or "") if obs["result"] is None else ""
        if mode == "open":
            return captions.open_anyway(obs)
        if mode == "place":
            return _("Click the cocoon the animal belongs to.")
        if mode == "correct":
            return _("Click the cocoon whose animal should move.")
        if mode.startswith("correct:"):
            return _("Click the empty cocoon it should go into.")
        if mode == "note":
            return _("Click the cocoon to write a note on.")
        if mode.startswith("note:"):
            return _("Which animal does this cocoon belong to?")
        who = self.name(turn) if turn is not None else ""
        return captions.next_step(obs, who, bool(acts))

    # -- input ----------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        self._mode = None
        super().act(action)

    def handle_key(self, event: QKeyEvent) -> bool:
        if self.observation is None:
            return False
        key = event.key()
        if key == Qt.Key.Key_Escape and self._mode is not None:
            self._leave_mode()
            return True
        return super().handle_key(event)  # (each button's letter presses it)

    # -- animations --------------------------------------------------------------------------
    def play(self, events: Sequence[Event]) -> None:
        """Slides, one after the other; a spin turns the whole box. Positions come from the
        event data (the observation on screen is still the one before the move)."""
        self.start_animations()
        obs = self.table
        parts = []
        # where the cocoons stand as the move goes on, for redrawing the box after a spin
        slots = [int(c["slot"]) for c in obs["cocoons"]] if obs else []
        free = int(obs["free"]) if obs else 0
        for ev in events:
            if obs is None or not self._built:
                break
            data = ev.data
            if ev.kind == EventKind.SLIDE:
                parts.append(self._slide_part(int(data["cocoon"]), int(data["to"]),
                                              int(data["from"])))
                slots[int(data["cocoon"])], free = int(data["to"]), int(data["from"])
            elif ev.kind == EventKind.SPIN:
                parts.append(self._spin_part(int(data["rotation"]), tuple(slots), free))
            elif ev.kind == EventKind.TRAPDOOR:
                parts.append(self._face_part(str(data["trapdoor"]), FACE_DOWN))
            elif ev.kind == EventKind.LOCKED:  # a padlock or number that stays: turns again
                parts.append(self._face_part(str(data["trapdoor"]), FACE_DOWN))
            elif ev.kind == EventKind.DISCARD:
                parts.append(self._face_part(None, FACE_DOWN, flip=False))
            elif ev.kind == EventKind.ANIMAL:
                parts.append(self._face_part(None, str(data["animal"])))
        if parts:
            self.animations.sequence(parts)
        self.animations.settle()  # at once when nothing had to run

    def _slide_part(self, cocoon: int, to: int, freed: int):
        """The cocoon slides; the space it leaves shows what everyone knows lies there."""
        def part(done) -> None:
            item = self.cocoons[cocoon]
            cell = self._cell_rect(to)
            gap = self._cell * 0.05
            obs = self.table

            def uncovered() -> None:
                if obs is not None:
                    known = obs["spaces"][freed]
                    token = known["token"]
                    self.space.setPos(self._cell_rect(freed).topLeft())
                    self.space.set_look(self._cell, known["trapdoor"],
                                        FACE_DOWN if token == HIDDEN else token,
                                        known["action_token"])
                done()
            self.animations.move(item, QPointF(cell.left() + gap, cell.top() + gap), 260,
                                 done=uncovered)
        return part

    def _face_part(self, trapdoor: str | None, token: str | None, flip: bool = True):
        """One thing in the freed space turns over (or goes into the lid), step by step."""
        def part(done) -> None:
            space = self.space
            action_token = bool(space.look[3]) if space.look else False

            def swap() -> None:
                space.set_look(self._cell, trapdoor, token, action_token)

            if not flip:
                swap()
                self.animations.hold(200, done)
                return
            centre = self._cell / 2

            def turn(w: float) -> None:
                space.setTransform(QTransform().translate(centre, 0).scale(max(w, 0.01), 1)
                                   .translate(-centre, 0))

            def end() -> None:
                space.setTransform(QTransform())
                done()
            self.animations.flip(turn, swap, 260, end)
        return part

    def _spin_part(self, rotation: int, slots: tuple[int, ...], free: int):
        """The box turns a quarter clockwise; then it stays turned (drawn anew in the new
        frame) while the rest of the move plays, instead of jumping back until the end."""
        def part(done) -> None:
            box = self._rects["box"]
            items: list[QGraphicsItem] = [self.box, self.space, *self.cocoons]

            def step(t: float) -> None:
                for item in items:
                    item.setTransformOriginPoint(item.mapFromScene(box.center()))
                    item.setRotation(90 * t)

            def end() -> None:
                for item in items:
                    item.setRotation(0)
                obs = self.observation
                if obs is not None:
                    look = self.space.look  # what the move has turned up so far
                    self.observation = {**obs, "rotation": rotation, "free": free, "cocoons": [
                        {**c, "slot": slot} for c, slot in zip(obs["cocoons"], slots,
                                                               strict=True)]}
                    self._draw(place=True)
                    if look:
                        self.space.set_look(*look)
                done()
            self.animations.run(400, step, end)
        return part

    def opaque_area(self) -> QRectF:
        """The box inside its rounded corners, when it stands square (not while it spins
        or fades): its walls and floor are opaque."""
        box = self.box
        if (not self._built or not box.isVisible() or box.effectiveOpacity() < 1.0
                or box.sceneTransform().isRotating()):
            return QRectF()
        return box.mapRectToScene(box.boundingRect().adjusted(16, 16, -16, -16))

    def clear_table(self) -> None:
        """Before a curtain: every item goes (nothing of a seat's view stays drawn)."""
        super().clear_table()
        self._mode = None

    def curtain_summary(self, public_observation: Mapping) -> str:
        if not public_observation:
            return ""
        return captions.curtain_line(as_observation(public_observation))

    # -- what a person can reach -----------------------------------------------------------
    def _button_for(self, key_hint: str) -> ButtonItem | None:
        return next((b for b in self.button_row.buttons
                     if b.isVisible() and b.key_hint == key_hint), None)

    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        obs = self.table
        if obs is None or action not in self.legal.get(seat, ()):
            return None
        phase = obs["phase"]
        if isinstance(action, Slide | PlaceActionTrapdoor):
            return [self.cocoons[action.cocoon]]
        if isinstance(action, PlaceAnimal):
            if phase == Phase.AFTER:
                return [self.cocoons[action.cocoon]]
            button = self._button_for("P")
            return [button, self.cocoons[action.cocoon]] if button else None
        if isinstance(action, Correct):
            button = self._button_for("C")
            if button is None:
                return None
            return [button, self.cocoons[action.source], self.cocoons[action.target]]
        letter = {EndTurn: "E", ProposeEnd: "O", Agree: "A", Decline: "D"}.get(type(action))
        button = self._button_for(letter) if letter else None
        if isinstance(action, ProposeEnd) and button and captions.empty_cocoons(obs):
            return [button, button]  # "Open the cocoons", then "Yes, open them now" there
        return [button] if button else None
