"""Cocoons' table: the box from above, turned so the seat being shown sits at the bottom
left corner, with the side panel, the turn banner and the big buttons.

The scene draws only the observation it is given: a seal appears only when that
observation holds it (the viewer's own corner view). Cocoons glow when they can be slid or
chosen; the buttons offer the rest, and a step of two or three clicks (put the animal,
correct, note, open with empty cocoons) is one of the table's modes. Keyboard: Tab/arrows
move the focus ring, Enter acts; E end the turn, O open the cocoons, A agree, D not yet,
P put the animal, C correct, N note, H hint, Esc back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QTransform
from PySide6.QtWidgets import QGraphicsItem

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.animation import Part
from cocoa_games.ui.banner import BannerItem
from cocoa_games.ui.button_row import ButtonPool, ButtonRow, ButtonSpec
from cocoa_games.ui.clickable import ButtonItem, Clickable
from cocoa_games.ui.focus import reading_order
from cocoa_games.ui.mode import Mode
from cocoa_games.ui.scene_base import GameScene
from cocoa_games.ui.table_frame import Clamp, FrameSpec, table_frame
from cocoa_games.ui.table_scene import TableScene
from cocoa_games.ui.targets import Target

from . import art, captions, looks, side_column, solver, table_art
from . import box as B
from . import levels as L
from . import modes as M
from .actions import (
    Decline,
    Note,
    ProposeEnd,
    note_allowed,
)
from .how import how_text
from .items import BoxItem, CocoonItem, PanelItem, PictureItem, SpaceItem
from .kinds import Phase
from .observation import FACE_DOWN, HIDDEN, CocoonsObservation, as_observation

COCOONS = 8


#: the banner, the buttons and the box: a square box with the panel column beside it
BANNER, BUTTONS, SIDE = Clamp(0.09, 40, 70), Clamp(0.11, 44, 80), Clamp(0.3, 200, 420)


def _plain(rect: QRectF) -> side_column.Rect:
    return rect.x(), rect.y(), rect.width(), rect.height()


def create_scene() -> GameScene:
    return CocoonsScene()


class CocoonsScene(TableScene):
    ring_waits = True  # no Enter acts on a cocoon the player did not choose

    def __init__(self) -> None:
        super().__init__()
        self._advice = ""
        self._hinted: int | None = None  # the cocoon the advice speaks of: highlighted
        self._turn = 0  # quarter turns from the box frame to the screen
        self._cell = 100.0
        self._origin = QPointF(0, 0)
        self._parts: list[Part] = []  # the batch of events being played, step by step
        self._moving: list[int] = []  # where the cocoons stand meanwhile, then the free space
        # the felt as the scene's background, not an item: the view fills its own felt
        # instead, so a repaint covers each pixel once, not twice
        self.setBackgroundBrush(QBrush(QColor(theme.TABLE_FELT)))
        self.build_table()  # the items exist from the start (and again after a curtain)

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

    # -- layout ---------------------------------------------------------------------------
    def relayout(self, rect: QRectF) -> None:
        pad = max(16.0, min(rect.width(), rect.height()) * 0.02)  # room for the glow margins
        frame = table_frame(rect, FrameSpec(1, 1, banner=BANNER, buttons=BUTTONS, side=SIDE,
                                            gap=pad, edge=pad))
        # up to six buttons, in German: the row runs on under the side column, which ends
        # above it (the frame keeps a side column down to the bottom)
        row = QRectF(rect.left() + pad, frame.buttons.top(), rect.width() - 2 * pad,
                     frame.buttons.height())
        side = QRectF(frame.side.topLeft(), QPointF(frame.side.right(), row.top() - pad))
        self.frame = replace(frame, buttons=row, side=side)
        if self.built:
            self.banner.set_rect(self.frame.banner)
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
        self.active_mode = None  # every show starts afresh (the advice too)
        self._advice, self._hinted = "", None
        self._draw()

    def offer(self) -> None:
        self._draw()  # a mode changes what the cocoons, the panel and the buttons show

    def _draw(self, place: bool = False) -> None:
        """Everything from the observation; `place` puts the cocoons in their cells even
        while an animation runs (after a spin, before the sequence goes on)."""
        obs = self.table
        if obs is None or not self.built:
            return
        viewer = self.viewer
        self._turn = looks.box_turn(obs, viewer)
        box = self.frame.board
        self.box.setPos(box.topLeft())
        self.box.set_look(box.width(), self._turn, captions.corner_label(
            obs, viewer, self.name(viewer) if viewer is not None else ""))
        self.box.setVisible(True)
        wall = self.box.wall()
        self._cell = (box.width() - 2 * wall) / 3
        self._origin = QPointF(box.left() + wall, box.top() + wall)
        marked = M.chosen(self.active_mode) if self.active_mode else self._hinted  # or the hint's
        for item, info, look in zip(self.cocoons, obs["cocoons"], looks.cocoon_looks(
                obs, viewer, self._turn, marked), strict=True):
            cell = self._cell_rect(info["slot"])
            gap = self._cell * 0.05
            item.set_size(cell.width() - 2 * gap, cell.height() - 2 * gap)
            if place or not self.animations.busy():
                item.setPos(cell.left() + gap, cell.top() + gap)
            item.set_look(*look)
            item.setVisible(True)
        self._show_space(obs, obs["free"])
        self._draw_panel(obs)
        self._offer(obs)

    def _show_space(self, obs: CocoonsObservation, slot: int, hidden: str | None = None) -> None:
        """What everyone knows lies in `slot` (`hidden`: how an unseen token shows)."""
        space = obs["spaces"][slot]
        self.space.setPos(self._cell_rect(slot).topLeft())
        self.space.set_look(self._cell, space["trapdoor"],
                            hidden if space["token"] == HIDDEN else space["token"],
                            space["action_token"])
        self.space.setVisible(True)

    def _draw_panel(self, obs: CocoonsObservation) -> None:
        side = self.frame.side
        self.panel.setPos(side.topLeft())
        self.panel.set_look(side.width(), side.height() * side_column.PANEL_SHARE,
                            captions.panel_lines(obs, self.viewer is not None))
        self.panel.setVisible(True)
        whole = captions.picture_whole(obs)
        if whole:  # the numbered level's reward: the picture, where the buttons were
            top = side.top() + self.panel.h + side_column.GAP
            room = min(side.width(), side.bottom() - top)
            self.picture.set_size(room)
            self.picture.setPos(side.left() + (side.width() - room) / 2, top)
        self.picture.setVisible(whole)

    # -- what may be done now ----------------------------------------------------------------
    def _offer(self, obs: CocoonsObservation) -> None:
        seat = self.acting_seat = self.seat_on_offer()
        acts = list(self.legal.get(seat, ())) if seat is not None else []
        mode, chosen = self.active_mode, M.chosen(self.active_mode)
        targets: dict[int, Target] = {
            c: partial(self.enter_mode, step) if isinstance(step, Mode) else step
            for c, step in M.cocoon_targets(mode, obs["phase"], acts).items()}
        live: list[Clickable] = []
        for c, item in enumerate(self.cocoons):
            item.set_live(targets.get(c))
            if c in targets:
                live.append(item)
        buttons = self.button_row.show_row(self._buttons_wanted(obs, acts), self.frame.buttons)
        picks = self._note_picks(chosen if mode is not None and mode.name == M.NOTING.name
                                 else None)
        side = [] if picks else self._side_buttons(obs)
        self.offer_targets(reading_order(live) + picks + list(buttons) + side)
        self._update_banner(obs, seat, acts)
        self.set_how(how_text(obs, mode is not None, bool(live), bool(picks),
                              self.keys_on(buttons)))  # (how.py: under the banner's what)

    def _buttons_wanted(self, obs: CocoonsObservation, acts: Sequence[Action],
                        ) -> list[ButtonSpec]:
        mode, chosen = self.active_mode, M.chosen(self.active_mode)
        if mode is not None and mode.name == M.NOTING.name and chosen is not None:
            clear = self._note_writer(chosen, "")  # the animals: beside the box
            return [ButtonSpec(_("Clear"), "#eeeeee", clear), *self.back_button()]
        propose = self.single(ProposeEnd)
        if mode == M.OPENING and propose:  # same place and key as the first click
            return [ButtonSpec(_("Yes, open them now"), "#ffd54f", propose, M.letter(ProposeEnd)),
                    *self.back_button()]
        if mode is not None:
            return self.back_button()
        out: list[ButtonSpec] = []
        for kind, words, colour, key, begins in M.move_buttons(obs):
            if (action := self.single(kind)) is None:
                continue
            if kind is ProposeEnd and not captions.empty_cocoons(obs):
                begins = None  # opening with an empty cocoon loses at once: asked twice
            step: Target = action if begins is None else partial(self.enter_mode, begins)
            out.append(ButtonSpec(_(words), colour, step, key, big=kind is Decline))
        if M.helpers_shown(obs) and self.viewer is not None:
            out.append(ButtonSpec(_("Note"), "#e1bee7", partial(self.enter_mode, M.NOTING),
                                  M.letter("note")))
            if acts and obs["phase"] != Phase.DONE:  # (done: only the end of the turn)
                out.append(ButtonSpec(_("Hint"), "#fff59d", self._show_hint, M.letter("hint")))
        return out

    def _note_picks(self, cocoon: int | None) -> list[Clickable]:
        """Writing a note: the eight animals as a grid of picture buttons where the panel
        was (a row of eight names under the box has no room for "chauve-souris")."""
        if cocoon is None:
            return list(self.note_pool.show([]))
        self.panel.setVisible(False)
        self.picture.setVisible(False)
        self.side_pool.show([])
        cells = [QRectF(*r) for r in side_column.animal_grid(_plain(self.frame.side),
                                                               len(L.ANIMALS))]
        px = table_art.note_pick_px(cells[0].width(), cells[0].height())
        return list(self.note_pool.show(
            (ButtonSpec(_(animal), "#fff3d6", self._note_writer(cocoon, animal),
                        icon=partial(art.paint_animal, animal=animal),
                        icon_key=f"animal:{animal}", icon_w=1.0, icon_above=True, glow=False,
                        spoken=Note(cocoon, animal).label()), cell, px)
            for animal, cell in zip(L.ANIMALS, cells, strict=True)))

    def _side_buttons(self, obs: CocoonsObservation) -> list[Clickable]:
        """"Look from my corner" for every other seat (the session asks for a curtain)."""
        seats = [s for s in range(len(obs["players"])) if s != self.viewer]
        top = self.panel.pos().y() + self.panel.h + side_column.GAP
        rows = side_column.look_rows(_plain(self.frame.side), top, len(seats),
                                     ButtonItem.margin) if M.helpers_shown(obs) else []
        return list(self.side_pool.show(  # (as many as there are rows for)
            (ButtonSpec(_("Look from {name}'s corner").format(name=self.name(seat)),
                        "#c5cae9", self._looker(seat), glow=False), QRectF(*row),
             max(theme.MIN_TABLE_PX, row[3] * 0.34)) for seat, row in zip(seats, rows,
                                                                           strict=False)))

    def _looker(self, seat: Seat) -> Callable[[], None]:
        return lambda: self.view_requested.emit(seat)

    def _note_writer(self, cocoon: int, animal: str) -> Callable[[], None]:
        def write() -> None:
            if self.viewer is not None:
                self.propose(self.viewer, Note(cocoon, animal))
            self.active_mode = None
            self._draw()
        return write

    def allowed(self, seat: Seat, action: Action) -> bool:
        """Notes are never listed (any seat may write one at any time): the rules' own
        check decides them; every other move must be on offer."""
        if isinstance(action, Note):
            obs = self.table
            return obs is not None and 0 <= seat < len(obs["players"]) and note_allowed(
                action, obs["phase"])
        return super().allowed(seat, action)

    def _show_hint(self) -> None:
        obs, seat = self.table, self.acting_seat
        if obs is None or seat is None:
            return
        advice = solver.suggest(obs, seat, self.legal.get(seat, ()), depth=4,  # screen words
                                with_verdict=True, viewer=self.viewer)
        if advice is None:
            return
        verdict = advice.verdict.text(obs["supply"]) if advice.verdict else ""
        self._advice = f"{advice.reason} {verdict}".strip()
        self._hinted = advice.cocoon
        self._draw()

    def _update_banner(self, obs: CocoonsObservation, seat: Seat | None,
                       acts: Sequence[Action]) -> None:
        # the advice is for the board as it stands; a mode (a note, a correction) says
        # its own next step, and Back brings the advice again
        mode = self.active_mode if obs["result"] is None else None
        if mode is not None:
            text = M.prompt(obs, mode)
        else:
            turn = obs["turn"]
            text = self._advice or captions.next_step(
                obs, self.name(turn) if turn is not None else "", acts)
        self.banner.set_look("#ffe0a3", aside=_("Supply: {n}").format(n=obs["supply"]))
        self.banner.set_text(text)
        self.set_hint(text)

    # -- animations: one step per event, played one after the other -----------------------
    def play(self, events: Sequence[Event]) -> None:
        obs = self.table
        if obs is None or not self.built:
            events = ()  # nothing on the table to animate
        else:  # where the cocoons stand as the move goes on, then the free space
            self._moving = [c["slot"] for c in obs["cocoons"]] + [obs["free"]]
        super().play(events)

    def played(self, events: Sequence[Event]) -> None:
        parts, self._parts = self._parts, []
        if parts:
            self.animations.sequence(parts)

    def on_slide(self, event: Event) -> None:
        """Positions come from the event data (the observation on screen is still the
        one before the move)."""
        cocoon, to, freed = (int(event.data[k]) for k in ("cocoon", "to", "from"))
        self._parts.append(self._slide_part(cocoon, to, freed))
        self._moving[cocoon], self._moving[-1] = to, freed

    def on_spin(self, event: Event) -> None:
        self._parts.append(self._spin_part(int(event.data["rotation"]), tuple(self._moving)))

    def on_trapdoor(self, event: Event) -> None:
        self._parts.append(self._face_part(str(event.data["trapdoor"]), FACE_DOWN))

    def on_locked(self, event: Event) -> None:  # a padlock or number that stays: turns again
        self.on_trapdoor(event)

    def on_discard(self, event: Event) -> None:
        self._parts.append(self._face_part(None, FACE_DOWN, flip=False))

    def on_animal(self, event: Event) -> None:
        self._parts.append(self._face_part(None, str(event.data["animal"])))

    def _slide_part(self, cocoon: int, to: int, freed: int) -> Part:
        """The cocoon slides; the space it leaves shows what everyone knows lies there."""
        def part(done: Callable[[], None]) -> None:
            cell = self._cell_rect(to)
            gap = self._cell * 0.05
            obs = self.table

            def uncovered() -> None:
                if obs is not None:
                    self._show_space(obs, freed, FACE_DOWN)
                done()
            self.animations.move(self.cocoons[cocoon], QPointF(cell.left() + gap,
                                                               cell.top() + gap), 260,
                                 done=uncovered)
        return part

    def _face_part(self, trapdoor: str | None, token: str | None, flip: bool = True) -> Part:
        """One thing in the freed space turns over (or goes into the lid), step by step."""
        def part(done: Callable[[], None]) -> None:
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

    def _spin_part(self, rotation: int, moving: tuple[int, ...]) -> Part:
        """The box turns a quarter clockwise; then it stays turned (drawn anew in the new
        frame) while the rest of the move plays, instead of jumping back until the end."""
        def part(done: Callable[[], None]) -> None:
            box = self.frame.board
            items: list[QGraphicsItem] = [self.box, self.space, *self.cocoons]

            def step(t: float) -> None:
                for item in items:
                    item.setTransformOriginPoint(item.mapFromScene(box.center()))
                    item.setRotation(90 * t)

            def end() -> None:
                for item in items:
                    item.setRotation(0)
                obs = self.table
                if obs is not None:
                    look = self.space.look  # what the move has turned up so far
                    self.observation = looks.spun(obs, rotation, moving)
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
        if (not self.built or not box.isVisible() or box.effectiveOpacity() < 1.0
                or box.sceneTransform().isRotating()):
            return QRectF()
        return box.mapRectToScene(box.boundingRect().adjusted(16, 16, -16, -16))

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
        items = [self.cocoons[step] if isinstance(step, int) else self._button_for(step)
                 for step in M.clicks(action, obs["phase"], captions.empty_cocoons(obs) > 0)]
        return None if None in items else items  # type: ignore[return-value]
