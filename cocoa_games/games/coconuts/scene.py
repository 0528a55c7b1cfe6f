"""Coconuts' table: the round table from above, cups, boards, launchers, the flight.

The scene draws only the observation it is given and lays itself out for the view's size
(the toolkit's frame, see table_map.py). Aiming: press on your launcher and drag back
(direction and pull), a dotted line shows the start of the flight; or Left/Right to turn,
Up/Down for the pull, hold Space to pull and let go to shoot (Enter shoots with the pull
set). The Magic? moment shows a "Magic!" button for every person who may call it; the
caller then picks a card (Aimed Shot: a mode in which the cups are offered; Call the Wind:
one in which the arrows are). A shot is replayed from its event with the same physics the
rules used, at its real speed, sampled every frame.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, cast

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.animation import Done, Part
from cocoa_games.ui.background import BackgroundItem
from cocoa_games.ui.banner import BannerItem
from cocoa_games.ui.button_row import ButtonPool, ButtonSpec, seat_button
from cocoa_games.ui.clickable import ButtonItem, Clickable
from cocoa_games.ui.mode import Mode
from cocoa_games.ui.scene_base import GameScene
from cocoa_games.ui.table_scene import TableScene

from . import card_art, layout
from .actions import shot_in_range
from .aim import Aim, screen_degrees
from .cards import AIMED_SHOT, CALL_THE_WIND, FAR_SHOT, GUESS_WHO, kind_of
from .items import (
    PANEL_TWO_ROWS_H,
    AimHintItem,
    CardItem,
    CoconutItem,
    CupItem,
    EndBoardItem,
    LauncherItem,
    PlayerPanelItem,
    ShadowItem,
    WindArrowItem,
    panel_fits_one_row,
)
from .observation import Observation, Phase, named_cup
from .offers import Offers, offered
from .physics import DT, Flight, Frame, Touch
from .replay import Replay, flight_of
from .rules import WIND_GRID, ClaimMagic, NoMagic, PlayCard, Shot
from .side_column import Column, SidePlan, plan_side
from .table_art import draw_table
from .table_map import TableMap
from .words import about_to_shoot, banner_text, panel_line, panel_numbers

#: the arrows while aiming: (turn, pull)
AIM_KEYS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left.value: (-1, 0), Qt.Key.Key_Right.value: (1, 0),
    Qt.Key.Key_Up.value: (0, 1), Qt.Key.Key_Down.value: (0, -1)}


def create_scene() -> GameScene:
    return CoconutsScene()


class CoconutsScene(TableScene):

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.map = TableMap.fit(self.sceneRect())
        self.aim = Aim()        # the shooter's aim while a person makes it
        self.dragging = False
        self._charge = QTimer(self)  # Space held: the pull grows, drawn every frame
        self._charge.setInterval(16)
        self._charge.timeout.connect(self._charge_tick)
        self._frames: list[Frame] = []
        self.now = Offers()  # what the viewer is offered (offers.py)
        self._flying = False
        self._parts: list[Part] = []  # a batch's animations, played one after another
        #: the side column as last laid out, and the buttons it made room for
        self._side: tuple[Column, SidePlan, list[ButtonSpec]] | None = None
        #: a card that needs one more choice: its cup (Aimed Shot) or wind (Call the Wind);
        #: Esc there means no card after all, as it does without the mode
        self.picking = {kind: Mode(kind, offers=(PlayCard,), keeps=(NoMagic,),
                                   escape=self._no_card, back=False)
                        for kind in (AIMED_SHOT, CALL_THE_WIND)}
        # the felt is a plain fill; only the table square is a cached picture, so a repaint
        # of the banner or the side column copies nothing
        self.setBackgroundBrush(theme.qcolor(theme.TABLE_FELT))

    # -- building (on the first show; again after clear_table) -----------------------------
    def _build(self) -> None:
        self.background = BackgroundItem("coconuts-table", self._paint_table)
        self.banner = BannerItem()
        self.coconut, self.shadow, self.hint = CoconutItem(), ShadowItem(), AimHintItem()
        self.played_card = CardItem()
        self.blowing = WindArrowItem((0.0, 0.0))  # the secret wind, shown once it blows
        self.blowing.setZValue(28)
        self.end = EndBoardItem()
        for item in (self.background, self.banner, self.coconut, self.shadow, self.hint,
                     self.played_card, self.blowing, self.end):
            self.addItem(item)
        for item in (self.coconut, self.shadow, self.played_card, self.blowing):
            item.setVisible(False)
        self.cups: dict[int, CupItem] = {}
        self.cards = [self._hook(CardItem()) for _ in range(3)]
        self.button_pool = ButtonPool(self, 5, self.activate)
        self.buttons = self.button_pool.buttons
        self.winds = [self._hook(WindArrowItem(wind)) for wind in WIND_GRID]
        self.add_focus_ring()
        self.launchers: list[LauncherItem] = []
        self.panels: list[PlayerPanelItem] = []
        self._build_seats()

    def _build_seats(self) -> None:
        for item in (*self.launchers, *self.panels):
            self.removeItem(item)
        names = self.player_names
        self.launchers = [LauncherItem(s) for s in range(len(names))]
        self.panels = [PlayerPanelItem(s, n) for s, n in enumerate(names)]
        for item in (*self.launchers, *self.panels):
            self.addItem(item)

    def _hook(self, item: Clickable) -> Any:
        item.setVisible(False)  # each draw shows what it offers
        return self.hook(item)

    def _paint_table(self, p: QPainter, _rect: QRectF) -> None:
        draw_table(p, self.map.table, self.map, self._frames)

    def relayout(self, rect: QRectF) -> None:
        self.map = TableMap.fit(rect)
        if self.obs is not None:
            self._draw()

    # -- the session's calls ---------------------------------------------------------------
    def setup(self, player_names: Sequence[str]) -> None:
        super().setup(player_names)
        if self.built:
            self._build_seats()

    @property
    def obs(self) -> Observation | None:
        """The observation on the table (what CoconutsState.observe gives)."""
        return cast("Observation | None", self.observation)

    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        old = self.obs
        old_shot = None if old is None else (old["turn"], old["shots"])
        self.acting_seat = viewer  # the cards and the cup or wind a card needs are theirs
        super().show(observation, viewer, legal)
        obs = cast(Observation, observation)
        if len(self.launchers) != len(obs["players"]):
            self.player_names = list(obs["players"])
            self._build_seats()
        if (obs["turn"], obs["shots"]) != old_shot:
            self.aim.reset()  # a new shot: the launcher starts straight
        self._draw()

    def allowed(self, seat: Seat, action: Action) -> bool:
        """A shot of any aim and pull in range is legal (`legal` lists a grid of them)."""
        if isinstance(action, Shot):
            return self.offers(seat, Shot) and shot_in_range(action)
        return super().allowed(seat, action)

    def opaque_area(self) -> QRectF:
        """The table's square: felt and the round table, opaque edge to edge."""
        if not self.built or self.obs is None or not self.background.isVisible():
            return QRectF()
        return QRectF(self.background.rect)

    def clear_table(self) -> None:
        self._stop_charge()
        self.dragging = False
        super().clear_table()  # every item goes; show() builds them again

    def curtain_summary(self, public_observation: Mapping) -> str:
        return about_to_shoot(cast(Observation, public_observation), self.name)

    # -- drawing ---------------------------------------------------------------------------
    def _draw(self) -> None:
        obs = self.obs
        if obs is None or not self.built:
            return
        self._frames = [Frame(fx, fy) for fx, fy in obs["frames"]]
        self.background.set_rect(self.map.table, look=str(self._frames))
        self.banner.set_rect(self.map.banner)
        self._draw_cups(obs)
        self.now = offered(obs, self.legal, self.viewer)  # (without a mode: the same buttons)
        self._side = self._lay_out_side(obs)
        self._draw_winds()
        self._draw_secret_wind(obs)
        self._draw_end(obs)
        self._refresh_aim()  # the launchers and the hint
        self.offer()

    def _draw_cups(self, obs: Observation) -> None:
        named = named_cup(obs["moment"])
        # Guess Who?: the cups vanish while the shooter aims
        hidden = (GUESS_WHO in obs["moment"]["effects"] and obs["phase"] == Phase.MAGIC
                  and not self._flying)
        seen = set()
        for cup in obs["cups"]:
            item = self.cups.get(cup["id"])
            if item is None:
                item = self.cups[cup["id"]] = self._hook(CupItem(cup["id"]))
            seen.add(cup["id"])
            centre, radius, top = self.map.places.cup(cup)
            item.place(QPointF(*centre), radius, top)
            item.set_look(cup["colour"], cup["coconuts"], cup["id"] == named)
            item.setVisible(not hidden)
        for cup_id, item in self.cups.items():
            if cup_id not in seen:
                item.setVisible(False)

    def launch_point(self, obs: Observation, seat: Seat) -> QPointF:
        far = FAR_SHOT in obs["moment"]["effects"] and seat == obs["turn"]
        return QPointF(*self.map.places.launcher(self._frames[seat], far))

    def _draw_launchers(self, obs: Observation) -> None:
        size = self.map.places.launcher_size()
        aiming = self._may_shoot()
        for seat, item in enumerate(self.launchers):
            item.setVisible(seat < len(self._frames))
            if seat >= len(self._frames):
                continue
            item.set_size(size)
            item.setPos(self.launch_point(obs, seat))
            active = seat == obs["turn"] and obs["phase"] != Phase.OVER
            angle = self.aim.angle if active and aiming else 0.0
            item.set_aim(screen_degrees(self._frames[seat], angle),
                         self.aim.pull if active else 0.0, active)

    def _lay_out_side(self, obs: Observation) -> tuple[Column, SidePlan, list[ButtonSpec]]:
        """The players' panels and the viewer's cards where the side column has room for
        them and the buttons (shown in `offer`)."""
        side, hand, specs = self.map.side, obs.get("hand", []), self._button_specs()
        col = Column((side.left(), side.top(), side.width(), side.height()),
                     len(self.panels), len(specs), [c["kind"] for c in hand],
                     ButtonItem.margin, card_art.tall_fits)
        one_row = all(panel_fits_one_row(panel_line(*panel_numbers(obs, s)), side.width())
                      for s in range(len(self.panels)))
        plan = plan_side(col, one_row, PANEL_TWO_ROWS_H)
        turn, winner = obs["turn"], obs["winner"]
        for seat, (panel, box) in enumerate(zip(self.panels, plan.panels(col), strict=True)):
            panel.set_size(box[2], box[3])
            panel.setPos(box[0], box[1])
            panel.set_values(*panel_numbers(obs, seat), seat == turn, seat == winner)
        spots = plan.cards(col)
        for i, item in enumerate(self.cards):
            item.setVisible(i < len(spots))
            if i < len(spots):
                item.card = hand[i]["id"]
                item.set_look(hand[i]["kind"])
                item.set_rect(QRectF(*spots[i]))
        return col, plan, specs

    def _draw_winds(self) -> None:
        for item in self.winds:
            item.set_rect(QRectF(*self.map.places.wind_arrow(item.wind)))

    def _draw_secret_wind(self, obs: Observation) -> None:
        """The wind's owner (only in their own view) sees the wind they set, faintly."""
        wind = obs.get("secret_wind")
        if self._flying:
            return
        if wind:
            self._place_wind((wind[0], wind[1]))
            self.blowing.setOpacity(0.5)
        else:
            self.blowing.setVisible(False)

    def _draw_end(self, obs: Observation) -> None:
        end, winner = obs["end"], obs["winner"]  # the rules' own words, as the end screen's
        self.end.setVisible(end is not None and winner is not None)
        if end is None or winner is None:  # (not over)
            return
        box = QRectF(*self.map.places.end_board())
        lines = [(self.name(seat), note, seat == winner)
                 for seat, note in zip(end["order"], end["notes"], strict=True)]
        self.end.set_result(box, _("{name} wins!").format(name=self.name(winner)), lines,
                            end["why"])

    # -- what may be done ------------------------------------------------------------------
    def offer(self) -> None:
        """What may be clicked now (offers.py): the cup or wind a card waits for, the
        viewer's cards, the buttons; the banner says what to do."""
        obs = self.obs
        if obs is None or not self.built or self._side is None:
            return
        col, plan, specs = self._side
        mode = self.active_mode.name if self.active_mode is not None else ""
        now = self.now = offered(obs, self.legal, self.viewer, mode)
        for cup_id, cup in self.cups.items():
            cup.set_live(now.cups.get(cup_id))
        for arrow in self.winds:
            arrow.setVisible(arrow.wind in now.winds)
            arrow.set_live(now.winds.get(arrow.wind))
        for card in self.cards:
            play = now.cards.get(card.card) if card.isVisible() else None
            card.set_live(partial(self.enter_mode, self.picking[play]) if isinstance(play, str)
                          else play)
        self.button_pool.show(
            (spec, QRectF(*box), max(theme.MIN_TABLE_PX, box[3] * 0.34))
            for spec, box in zip(specs, plan.buttons(col), strict=True))
        text = banner_text(obs, self.viewer, mode, self._may_shoot(), self.name)
        self.banner.set_look(theme.CARAMEL)
        self.banner.set_text(text)
        self.set_hint(text)
        items: list[Clickable] = [*self.cups.values(), *self.winds, *self.cards, *self.buttons]
        self.offer_targets([item for item in items if item.target is not None])

    def _button_specs(self) -> list[ButtonSpec]:
        """The buttons: "Ben: Magic!" for each who may call it (as the curtain says it),
        No card after all, Shoot."""
        now = self.now
        specs = [seat_button(self.name(seat), _("Magic!"), theme.CARAMEL, seat, ClaimMagic(),
                             key_hint="M" if seat == self.viewer else "", glow=True)
                 for seat in now.claims]
        if now.no_card:
            specs.append(ButtonSpec(_("No card after all"), theme.CARAMEL, NoMagic(), _("Esc"),
                                    glow=True))
        if self._may_shoot():
            specs.append(ButtonSpec(_("Shoot"), theme.CARAMEL, self.shoot, _("Enter"), glow=True))
        return specs

    def _shooter(self) -> Seat | None:
        """The seat that may aim and shoot on this table now (None: nobody)."""
        return None if self._flying else self.now.shooter

    def _may_shoot(self) -> bool:
        return self._shooter() is not None

    def _no_card(self) -> None:
        if self.viewer is not None:
            self.propose(self.viewer, NoMagic())

    # -- what a person can reach -------------------------------------------------------
    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        """The items to click for `action`. A Shot has none: it is a drag (or keys)."""
        if not isinstance(action, PlayCard) or seat != self.viewer:
            return super().route(seat, action)  # a button, or nothing (a Shot)
        card = next((c for c in self.cards if c.isVisible() and c.target is not None
                     and c.card == action.card), None)
        kind = kind_of(action.card)
        if card is None or kind not in self.picking:
            return [card] if card is not None else None
        then: QGraphicsItem | None = (self.cups.get(action.cup) if kind == AIMED_SHOT else
                                      next((w for w in self.winds if w.wind == action.wind),
                                           None))
        return [card, then] if then is not None else None

    # -- aiming ----------------------------------------------------------------------------
    def aim_from_drag(self, pos: QPointF) -> None:
        """Aim and pull from where the pointer is, dragged back from the launcher."""
        obs, seat = self.obs, self._shooter()
        if obs is None or seat is None:
            return
        lx, ly = self.map.metres(self.launch_point(obs, seat))
        px, py = self.map.metres(pos)
        self.aim.drag(self._frames[seat], lx - px, ly - py)
        self._refresh_aim()

    def shoot(self) -> None:
        seat = self._shooter()
        self._stop_charge()
        self.dragging = False
        if seat is None:
            return
        if not self.aim.ready():  # Shoot or Enter before any pull: say how, shoot nothing
            self.banner.set_text(_("Pull first: drag back from your launcher, or press Up "
                                   "or hold Space."))
            return
        self.hint.set_dots([])
        self.propose(seat, self.aim.shot())

    def _refresh_aim(self) -> None:
        """The launchers and the dotted hint, for the aim as it is now."""
        obs, seat = self.obs, self._shooter()
        if obs is None:
            return
        self._draw_launchers(obs)
        if seat is None or not self.aim.ready():
            self.hint.set_dots([])
            return
        far = FAR_SHOT in obs["moment"]["effects"]
        self.hint.set_dots([(self.map.point(x, y), 2.0 + z * 28.0)  # bigger when higher
                            for x, y, z in self.aim.hint(self._frames[seat], far)])

    def _charge_tick(self) -> None:
        self.aim.charge(time.monotonic())
        self._refresh_aim()

    def _stop_charge(self) -> None:
        self.aim.charging_since = None
        self._charge.stop()

    # -- input -----------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt name
        obs, seat = self.obs, self._shooter()
        if (obs is not None and seat is not None and event.button() == Qt.MouseButton.LeftButton
                and not self.animations.busy()):
            launcher = self.launch_point(obs, seat)
            reach = max(30.0, self.launchers[seat].size * 1.6)
            if math.hypot(event.scenePos().x() - launcher.x(),
                          event.scenePos().y() - launcher.y()) <= reach:
                self.dragging = True
                self.aim.pull = 0.0
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt name
        if self.dragging:
            self.aim_from_drag(event.scenePos())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt name
        if self.dragging:
            self.aim_from_drag(event.scenePos())
            self.shoot()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def table_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if self._may_shoot():
            if key in AIM_KEYS:
                self.aim.step(*AIM_KEYS[key])
                self._refresh_aim()
                return True
            if key == Qt.Key.Key_Space:
                if not event.isAutoRepeat() and self.aim.charging_since is None:
                    self.aim.start_charge(time.monotonic())
                    self._charge.start()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.focus.focused() is None:
                self.shoot()
                return True
            if key == Qt.Key.Key_Escape:
                self._stop_charge()
                self.aim.pull = 0.0
                self._refresh_aim()
                return True
        if key == Qt.Key.Key_Escape and self.now.no_card:
            self._no_card()
            return True
        return super().table_key(event)  # (M presses the viewer's own Magic! button)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt name
        if (event.key() == Qt.Key.Key_Space and not event.isAutoRepeat()
                and self.aim.charging_since is not None):
            self._charge_tick()  # the pull as long as Space was held
            self.shoot()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # -- events: a batch plays one after another (see `played`) -----------------------------
    def on_shot(self, event: Event) -> None:
        if self.obs is not None:  # the flight meets the cups as they stood
            self._parts.append(partial(self._fly, self.obs, event))

    def on_take(self, event: Event) -> None:
        if self.obs is not None:
            self._parts.append(partial(self._take, self.obs, event))

    def on_card(self, event: Event) -> None:
        self._parts.append(partial(self._show_card, event))

    def played(self, events: Sequence[Event]) -> None:
        parts, self._parts = self._parts, []
        if parts:
            self.animations.sequence(parts)

    def flight_of(self, obs: Observation, data: Mapping) -> Flight:
        """The flight of a "shot" event, replayed with the cups as they stood."""
        return flight_of(obs, data)

    def _fly(self, obs: Observation, event: Event, done: Done) -> None:
        replay = Replay(flight_of(obs, event.data))
        flight = replay.flight
        self._flying = True
        for item in self.cups.values():  # Guess Who? is over once the coconut flies
            item.setVisible(True)
        self.hint.set_dots([])
        self.moment_reached.emit("launch")  # the presenter decides what that sounds like
        self._show_wind(tuple(event.data["wind"]))
        self.coconut.setVisible(True)
        self.shadow.setVisible(True)

        def step(t: float) -> None:
            where, touched = replay.at(t)
            for contact in touched:
                self._contact(contact.kind, contact.cup)
            self.place_coconut(*where)

        def finished() -> None:
            self._flying = False
            self.blowing.setVisible(False)
            if flight.cup is not None or flight.off_table:  # a miss stays lying about
                self.coconut.setVisible(False)
                self.shadow.setVisible(False)
            done()

        self.animations.run(int(flight.steps * DT * 1000), step, finished,
                            curve=QEasingCurve.Type.Linear)

    def _show_wind(self, wind: tuple[float, float]) -> None:
        """Call the Wind: now that the coconut flies, everyone sees the wind."""
        if wind == (0.0, 0.0):
            return
        self._place_wind(wind)
        self.blowing.setOpacity(1.0)
        self.banner.set_text(_("The wind blows!"))

    def _place_wind(self, wind: tuple[float, float]) -> None:
        self.blowing.set_look(wind)
        self.blowing.set_rect(QRectF(*self.map.places.blowing()))
        self.blowing.setVisible(True)

    def place_coconut(self, x: float, y: float, z: float) -> None:
        centre, radius, shadow, shadow_r = self.map.places.coconut(x, y, z)
        self.coconut.set_size(radius)
        self.coconut.setPos(*centre)
        self.shadow.set_size(shadow_r)
        self.shadow.setPos(*shadow)

    def _contact(self, kind: str, cup: int) -> None:
        self.moment_reached.emit(f"contact:{kind}")  # the presenter decides the sound
        if kind in (Touch.RIM, Touch.WALL, Touch.LID, Touch.IN):
            item = self.cups.get(cup)  # the cup wobbles
            if item is not None:
                self.animations.run(260, lambda t: item.setRotation(
                    8 * math.sin(t * math.pi * 4) * (1 - t)))

    def _take(self, obs: Observation, event: Event, done: Done) -> None:
        item = self.cups.get(event.data["cup"])
        seat = event.data["seat"]
        slot = -1 if seat >= len(self._frames) else layout.next_slot(list(obs["boards"][seat]))
        if item is None or slot < 0:
            done()
            return
        x, y, _base = layout.slot_place(self._frames[seat], slot)
        radius = item.w / 2
        target = self.map.point(x, y) - QPointF(radius, radius)
        self.animations.move(item, target, 380, lift=self.map.length(0.05), done=done)

    def _show_card(self, event: Event, done: Done) -> None:
        self.played_card.set_look(event.data["kind"])
        self.played_card.set_rect(QRectF(*self.map.places.played_card()))
        self.played_card.setVisible(True)
        self.played_card.setOpacity(1.0)

        def gone() -> None:
            self.played_card.setVisible(False)
            done()

        self.animations.hold(1200, gone)
