"""Coconuts' table: the round table from above, cups, boards, launchers, the flight.

The scene draws only the observation it is given and lays itself out for the view's size.
Aiming: press on your launcher and drag back (direction and pull), a dotted line shows the
start of the flight; or Left/Right to turn, Up/Down for the pull, hold Space to pull and
let go to shoot (Enter shoots with the pull set). The Magic? moment shows a "Magic!"
button for every person who may call it; the caller then picks a card (Aimed Shot: click
the cup; Call the Wind: click an arrow). A shot is replayed from its event with the same
physics the rules used, at its real speed, sampled every frame.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, cast

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.banner import BannerItem
from cocoa_games.ui.button_row import ButtonPool, ButtonSpec, seat_button
from cocoa_games.ui.clickable import ButtonItem, Clickable
from cocoa_games.ui.scene_base import GameScene
from cocoa_games.ui.table_scene import TableScene

from . import card_art, layout
from .aim import Aim, frame_of, physics_cups, screen_degrees
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
from .observation import EventKind, Observation, Phase, named_cup
from .physics import (
    BALL_R,
    CUP_H,
    CUP_R,
    DT,
    FAR_SHOT_BACK,
    LAUNCH_DIST,
    Flight,
    Frame,
    Touch,
    fly,
)
from .rules import WIND_GRID, ClaimMagic, NoMagic, PlayCard, Shot
from .side_column import Column, SidePlan, plan_side
from .table_art import TableItem
from .table_map import TableMap, lay_out
from .words import about_to_shoot, banner_text, panel_line


def create_scene() -> GameScene:
    return CoconutsScene()


class CoconutsScene(TableScene):

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.map: TableMap = lay_out(self.sceneRect())
        self.mode = ""          # "" | "aimed" | "wind": a card clicked that needs a choice
        self.aim = Aim()        # the shooter's aim while a person makes it
        self.dragging = False
        self._charge = QTimer(self)  # Space held: the pull grows, drawn every frame
        self._charge.setInterval(16)
        self._charge.timeout.connect(self._charge_tick)
        self._frames: list[Frame] = []
        self._flying = False
        # the felt is a plain fill; only the table square is a cached picture, so a repaint
        # of the banner or the side column copies nothing
        self.setBackgroundBrush(theme.qcolor(theme.TABLE_FELT))
        self._build()

    # -- building (once; again after clear_table) ------------------------------------------
    def _build(self) -> None:
        self._built = True
        self.background = TableItem()
        self.addItem(self.background)
        self.banner = BannerItem()
        self.addItem(self.banner)
        self.cups: dict[int, CupItem] = {}
        self.coconut = CoconutItem()
        self.shadow = ShadowItem()
        for item in (self.coconut, self.shadow):
            item.setVisible(False)
            self.addItem(item)
        self.hint = AimHintItem()
        self.addItem(self.hint)
        self.cards = [self._hook(CardItem()) for _ in range(3)]
        self.played_card = CardItem()
        self.played_card.setVisible(False)
        self.addItem(self.played_card)
        self.button_pool = ButtonPool(self, 5, self.activate)
        self.buttons = self.button_pool.buttons
        self.winds = [self._hook(WindArrowItem(wind)) for wind in WIND_GRID]
        self.blowing = WindArrowItem((0.0, 0.0))  # the secret wind, shown once it blows
        self.blowing.setVisible(False)
        self.blowing.setZValue(28)
        self.addItem(self.blowing)
        self.end = EndBoardItem()
        self.addItem(self.end)
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

    # -- size ------------------------------------------------------------------------------
    def relayout(self, rect: QRectF) -> None:
        self.map = lay_out(rect)
        if self.obs is not None:
            self._draw()

    # -- the session's calls ---------------------------------------------------------------
    def setup(self, player_names: Sequence[str]) -> None:
        super().setup(player_names)
        if self._built:
            self._build_seats()

    @property
    def obs(self) -> Observation | None:
        """The observation on the table (what CoconutsState.observe gives)."""
        return cast("Observation | None", self.observation)

    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        old = self.obs
        old_shot = None if old is None else (old["turn"], old["shots"])
        old_viewer = self.viewer
        super().show(observation, viewer, legal)
        obs = cast(Observation, observation)
        if len(self.launchers) != len(obs["players"]):
            self.player_names = list(obs["players"])
            self._build_seats()
        if (obs["turn"], obs["shots"]) != old_shot:
            self.aim.reset()  # a new shot: the launcher starts straight
        if viewer != old_viewer or obs["chooser"] != viewer:
            self.mode = ""  # a card waiting for its cup or wind belongs to the chooser only
        self._draw()

    def opaque_area(self) -> QRectF:
        """The table's square: felt and the round table, opaque edge to edge."""
        table = self.background
        if not self._built or table.tm is None or not table.isVisible():
            return QRectF()
        return table.mapRectToScene(table.boundingRect())

    def clear_table(self) -> None:
        self._stop_charge()
        self.dragging = False
        self.mode = ""
        super().clear_table()  # every item goes; show() builds them again

    def curtain_summary(self, public_observation: Mapping) -> str:
        return about_to_shoot(cast(Observation, public_observation), self.name)

    # -- drawing ---------------------------------------------------------------------------
    def _draw(self) -> None:
        obs = self.obs
        if obs is None or not self._built:
            return
        self._frames = [Frame(fx, fy) for fx, fy in obs["frames"]]
        self.background.set_table(self.map, self._frames)
        self.banner.set_rect(self.map.banner)
        self._draw_cups(obs)
        col = self._column(obs)
        plan = self._side_plan(obs, col)  # measured once a redraw: panels and hand share it
        self._draw_panels(obs, plan, col)
        self._draw_hand_and_buttons(obs, plan, col)
        self._draw_banner(obs)
        self._draw_end(obs)
        self._refresh_aim()  # the launchers and the hint
        self._collect_focus()

    def _hidden(self, obs: Observation) -> bool:
        """Guess Who?: the cups vanish while the shooter aims."""
        return (GUESS_WHO in obs["moment"]["effects"] and obs["phase"] == Phase.MAGIC
                and not self._flying)

    def _draw_cups(self, obs: Observation) -> None:
        named = named_cup(obs["moment"])
        hidden = self._hidden(obs)
        seen = set()
        aimed_choices = self._choices_for(AIMED_SHOT) if self.mode == "aimed" else {}
        for cup in obs["cups"]:
            item = self.cups.get(cup["id"])
            if item is None:
                item = self._hook(CupItem(cup["id"]))
                self.cups[cup["id"]] = item
            seen.add(cup["id"])
            top = cup["base"] + CUP_H
            radius = self.map.length(CUP_R) * self.map.height_scale(top)
            item.place(self.map.point(cup["x"], cup["y"]), radius, top)
            item.set_look(cup["colour"], cup["coconuts"], cup["id"] == named)
            item.setVisible(not hidden)
            item.set_live(aimed_choices.get(cup["id"]))
        for cup_id, item in self.cups.items():
            if cup_id not in seen:
                item.setVisible(False)

    def launch_point(self, obs: Observation, seat: Seat) -> QPointF:
        far = FAR_SHOT in obs["moment"]["effects"] and seat == obs["turn"]
        back = LAUNCH_DIST + (FAR_SHOT_BACK if far else 0.0)
        x, y = self._frames[seat].to_world(0.0, -back)
        return self.map.point(*self.map.clamp(x, y, 0.08))

    def _draw_launchers(self, obs: Observation) -> None:
        size = max(20.0, self.map.length(0.06))
        aiming = self._may_shoot()
        for seat, item in enumerate(self.launchers):
            if seat >= len(self._frames):
                item.setVisible(False)
                continue
            item.setVisible(True)
            item.set_size(size)
            item.setPos(self.launch_point(obs, seat))
            active = seat == obs["turn"] and obs["phase"] != Phase.OVER
            angle = self.aim.angle if active and aiming else 0.0
            item.set_aim(screen_degrees(self._frames[seat], angle),
                         self.aim.pull if active else 0.0, active)

    def _column(self, obs: Observation) -> Column:
        side = self.map.side
        return Column((side.left(), side.top(), side.width(), side.height()),
                      len(self.panels), len(self._button_specs(obs)),
                      [c["kind"] for c in obs.get("hand", ())], ButtonItem.margin,
                      card_art.tall_fits)

    def _side_plan(self, obs: Observation, col: Column) -> SidePlan:
        width = col.box[2]
        one_row = all(panel_fits_one_row(panel_line(
            obs["supply"][s], obs["hand_counts"][s], sum(1 for c in obs["boards"][s] if c >= 0),
            obs["scores"][s]), width) for s in range(len(self.panels)))
        return plan_side(col, one_row, PANEL_TWO_ROWS_H)

    def _draw_panels(self, obs: Observation, plan: SidePlan, col: Column) -> None:
        turn, winner = obs["turn"], obs["winner"]
        for seat, (panel, box) in enumerate(zip(self.panels, plan.panels(col), strict=True)):
            panel.set_size(box[2], box[3])
            panel.setPos(box[0], box[1])
            cups = sum(1 for c in obs["boards"][seat] if c >= 0)
            panel.set_values(obs["supply"][seat], obs["hand_counts"][seat], cups,
                             obs["scores"][seat], seat == turn, seat == winner)

    def _draw_hand_and_buttons(self, obs: Observation, plan: SidePlan, col: Column) -> None:
        hand = obs.get("hand", [])
        playable = self._card_targets()
        spots = plan.cards(col)
        for i, item in enumerate(self.cards):
            if i < len(hand):
                item.card = hand[i]["id"]
                item.set_kind(hand[i]["kind"])
                item.set_rect(QRectF(*spots[i]))
                item.setVisible(True)
                item.set_live(playable.get(item.card))
            else:
                item.setVisible(False)
                item.set_live(None)
        self.button_pool.show(
            (spec, QRectF(*box), max(theme.MIN_TABLE_PX, box[3] * 0.34))
            for spec, box in zip(self._button_specs(obs), plan.buttons(col), strict=True))
        self._draw_winds(obs)
        self._draw_secret_wind(obs)

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

    def _button_specs(self, obs: Observation) -> list[ButtonSpec]:
        specs: list[ButtonSpec] = []
        for seat in sorted(self.legal):
            if self.offers(seat, ClaimMagic):  # "Ben: Magic!", as the curtain says it
                specs.append(seat_button(self.name(seat), _("Magic!"), theme.CARAMEL, seat,
                                         ClaimMagic(), key_hint="M" if seat == self.viewer
                                         else "", glow=True))
        if self.viewer is not None and self.offers(self.viewer, NoMagic):
            specs.append(ButtonSpec(_("No card after all"), theme.CARAMEL,
                                    (self.viewer, NoMagic()), _("Esc"), glow=True))
        if self._may_shoot():
            specs.append(ButtonSpec(_("Shoot"), theme.CARAMEL, self.shoot, _("Enter"), glow=True))
        return specs

    def _draw_winds(self, obs: Observation) -> None:
        choices = self._choices_for(CALL_THE_WIND) if self.mode == "wind" else {}
        centre = self.map.point(0.0, 0.0)
        size = max(44.0, self.map.length(0.07))
        for item in self.winds:
            wind = item.wind
            length = math.hypot(*wind) or 1.0
            reach = self.map.length(0.33 if length > 0.75 else 0.15)
            item.set_size(size, size)
            item.setPos(centre.x() + wind[0] / length * reach - size / 2,
                        centre.y() - wind[1] / length * reach - size / 2)
            item.setVisible(wind in choices)
            item.set_live(choices.get(wind))

    def _draw_banner(self, obs: Observation) -> None:
        text = banner_text(obs, self.viewer, self.mode, self._may_shoot(), self.name)
        self.banner.set_look(theme.CARAMEL)
        self.banner.set_text(text)
        self.set_hint(text)

    def _draw_end(self, obs: Observation) -> None:
        end, winner = obs["end"], obs["winner"]  # the rules' own words, as the end screen's
        if end is None or winner is None:  # (not over)
            self.end.setVisible(False)
            return
        # in the middle of the table, clear of every board: the pyramids stay in sight
        box = QRectF(self.map.point(-0.37, 0.3), self.map.point(0.37, -0.3))
        lines = [(self.name(seat), note, seat == winner)
                 for seat, note in zip(end["order"], end["notes"], strict=True)]
        self.end.set_result(box, _("{name} wins!").format(name=self.name(winner)), lines,
                            end["why"])
        self.end.setVisible(True)

    # -- what may be done ------------------------------------------------------------------
    def _shooter(self) -> Seat | None:
        """The seat that may aim and shoot on this table now (None: nobody)."""
        obs = self.obs
        if obs is None or obs["turn"] is None or self._flying:
            return None
        return obs["turn"] if self.offers(obs["turn"], Shot) else None

    def _may_shoot(self) -> bool:
        return self._shooter() is not None

    def _choices_for(self, kind: str) -> dict[Any, tuple[Seat, PlayCard]]:
        seat = self.viewer
        out: dict[Any, tuple[Seat, PlayCard]] = {}
        for a in self.legal.get(seat, ()) if seat is not None else ():
            if isinstance(a, PlayCard) and kind_of(a.card) == kind and seat is not None:
                out[a.cup if kind == AIMED_SHOT else tuple(a.wind)] = (seat, a)
        return out

    def activate(self, item: Clickable) -> None:
        if not self.animations.busy():
            super().activate(item)

    def _card_targets(self) -> dict[int, object]:
        """What a click on each playable card in the viewer's hand does: plays it, or
        (Aimed Shot, Call the Wind) asks for its cup or its wind first."""
        seat = self.viewer
        out: dict[int, object] = {}
        for a in self.legal.get(seat, ()) if seat is not None else ():
            if isinstance(a, PlayCard) and a.card not in out:
                kind = kind_of(a.card)
                mode = {AIMED_SHOT: "aimed", CALL_THE_WIND: "wind"}.get(kind)
                out[a.card] = (seat, a) if mode is None else partial(self._enter, mode)
        return out

    def _enter(self, mode: str) -> None:
        self.mode = mode
        self._draw()

    # -- what a person can reach -------------------------------------------------------
    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        """The items to click for `action`. A Shot has none: it is a drag (or keys)."""
        if isinstance(action, ClaimMagic | NoMagic):
            return super().route(seat, action)  # the seat's own button
        if not isinstance(action, PlayCard) or seat != self.viewer:
            return None
        card = next((c for c in self.cards if c.isVisible() and c.target is not None
                     and c.card == action.card), None)
        if card is None:
            return None
        kind = kind_of(action.card)
        if kind == AIMED_SHOT:
            cup = self.cups.get(action.cup)
            return [card, cup] if cup is not None else None
        if kind == CALL_THE_WIND:
            arrow = next((w for w in self.winds if w.wind == tuple(action.wind)), None)
            return [card, arrow] if arrow is not None else None
        return [card]

    def _collect_focus(self) -> None:
        items: list[Clickable] = [c for c in self.cups.values() if c.target is not None]
        items += [w for w in self.winds if w.target is not None]
        items += [c for c in self.cards if c.target is not None]
        items += [b for b in self.buttons if b.target is not None]
        self.offer_targets(items)

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
        # any in-range shot is legal; the grid in `legal` only stands for them
        self.action_chosen.emit(seat, self.aim.shot())

    def _refresh_aim(self) -> None:
        """The launcher and the dotted hint, for the aim as it is now."""
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

    def handle_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if self.obs is None:
            return False
        if self._may_shoot() and not self.animations.busy():
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
                if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                    self.aim.turn(1 if key == Qt.Key.Key_Right else -1)
                else:
                    self.aim.pull_by(1 if key == Qt.Key.Key_Up else -1)
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
        if key == Qt.Key.Key_Escape and self.viewer is not None \
                and self.offers(self.viewer, NoMagic):
            self.mode = ""
            self.choose(self.viewer, NoMagic())
            return True
        return super().handle_key(event)  # (M presses the viewer's own Magic! button)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt name
        if (event.key() == Qt.Key.Key_Space and not event.isAutoRepeat()
                and self.aim.charging_since is not None):
            self._charge_tick()  # the pull as long as Space was held
            self.shoot()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # -- animations ------------------------------------------------------------------------
    def play(self, events: Sequence[Event]) -> None:
        self.start_animations()  # speed 0 in tests: every step jumps to its end
        obs = self.obs
        parts = []
        for event in events:
            if event.kind == EventKind.SHOT and obs is not None:
                parts.append(lambda done, e=event: self._fly(obs, e, done))
            elif event.kind == EventKind.TAKE and obs is not None:
                parts.append(lambda done, e=event: self._take(obs, e, done))
            elif event.kind == EventKind.CARD:
                parts.append(lambda done, e=event: self._show_card(e, done))
        if not parts:
            self.animations.settle()
            return
        self.animations.sequence(parts)
        self.animations.settle()

    def flight_of(self, obs: Observation, data: Mapping) -> Flight:
        """The flight of a "shot" event, replayed with the cups as they stood."""
        seat = data["seat"]
        return fly(frame_of(obs, seat), data["used_aim"], data["used_power"],
                   tuple(data["wind"]), physics_cups(obs, seat), data["far"], record=True)

    def _fly(self, obs: Observation, event: Event, done) -> None:
        flight = self.flight_of(obs, event.data)
        path = flight.path
        contacts = {c.step: c for c in flight.contacts}
        self._flying = True
        for item in self.cups.values():  # Guess Who? is over once the coconut flies
            item.setVisible(True)
        self.hint.set_dots([])
        self.play_sound("coconut_launch")
        self._show_wind(tuple(event.data["wind"]))
        self.coconut.setVisible(True)
        self.shadow.setVisible(True)
        shown = [0]

        def step(t: float) -> None:
            index = min(len(path) - 1, int(t * (len(path) - 1)))
            for k in range(shown[0] + 1, index + 2):
                contact = contacts.get(k)
                if contact is not None:
                    self._contact(contact.kind, contact.cup)
            shown[0] = max(shown[0], index + 1)
            self.place_coconut(*path[index])

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
        size = max(56.0, self.map.length(0.12))
        centre = self.map.point(0.0, 0.0)
        self.blowing.wind = wind
        self.blowing.set_size(size, size)
        self.blowing.setPos(centre.x() - size / 2, centre.y() - size / 2)
        self.blowing.setVisible(True)
        self.blowing.update()

    def place_coconut(self, x: float, y: float, z: float) -> None:
        scale = self.map.height_scale(z)
        # drawn twice its true size: a 2 cm coconut would be a speck on a small screen
        self.coconut.set_radius(max(5.0, self.map.length(BALL_R) * 2.0 * scale))
        self.coconut.setPos(self.map.point(x, y))
        self.shadow.set_radius(max(4.0, self.map.length(BALL_R) * 1.8))
        self.shadow.setPos(self.map.point(x, y) + self.map.shadow_offset(z))

    def _contact(self, kind: str, cup: int) -> None:
        if kind in (Touch.RIM, Touch.WALL, Touch.LID):
            self.play_sound("coconut_rim")
            self._wobble(cup)
        elif kind == Touch.IN:
            self.play_sound("coconut_plop")
            self._wobble(cup)

    def _wobble(self, cup: int) -> None:
        item = self.cups.get(cup)
        if item is None:
            return
        self.animations.run(260,
                            lambda t: item.setRotation(8 * math.sin(t * math.pi * 4) * (1 - t)))

    def _take(self, obs: Observation, event: Event, done) -> None:
        item = self.cups.get(event.data["cup"])
        seat = event.data["seat"]
        if item is None or seat >= len(self._frames):
            done()
            return
        slot = layout.next_slot(list(obs["boards"][seat]))
        if slot < 0:
            done()
            return
        x, y, base = layout.slot_place(self._frames[seat], slot)
        radius = item.w / 2
        target = self.map.point(x, y) - QPointF(radius, radius)
        self.animations.move(item, target, 380, lift=self.map.length(0.05), done=done)

    def _show_card(self, event: Event, done) -> None:
        t = self.map.table
        w = min(200.0, t.width() * 0.28)
        self.played_card.set_kind(event.data["kind"])
        self.played_card.set_size(w, w * 1.35)
        self.played_card.setPos(t.center().x() - w / 2, t.center().y() - w * 0.675)
        self.played_card.setVisible(True)
        self.played_card.setOpacity(1.0)

        def gone() -> None:
            self.played_card.setVisible(False)
            done()

        self.animations.hold(1200, gone)

