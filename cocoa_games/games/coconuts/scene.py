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
from dataclasses import dataclass
from typing import Any

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

from . import layout
from .aim import frame_of, physics_cups
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
    panel_line,
)
from .physics import (
    AIM_MAX,
    BALL_R,
    CUP_H,
    CUP_R,
    DT,
    FAR_SHOT_BACK,
    LAUNCH_DIST,
    Flight,
    Frame,
    fly,
)
from .rules import WIND_GRID, ClaimMagic, NoMagic, PlayCard, Shot
from .table_art import TableItem
from .table_map import TableMap, lay_out


@dataclass(frozen=True)
class SidePlan:
    """How the side column is shared out this redraw (scene units)."""

    panel_h: float
    card_w: float
    card_h: float
    button_h: float
    column: bool  # the cards one under the other, wide and low
    button_cols: int  # the buttons one or two to a row
    fits: bool  # False: the cards are squeezed under the size their names need

MAX_PULL = 0.22        # m of drag for a full pull
HINT_SHARE = 0.35      # how much of the flight the dotted hint shows
CHARGE_PER_S = 0.55    # pull gained per second while Space is held
TURN_STEP = 0.03       # radians per Left/Right press
MAX_ANGLE = math.atan(AIM_MAX)


def create_scene() -> GameScene:
    return CoconutsScene()


class CoconutsScene(TableScene):

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.map: TableMap = lay_out(self.sceneRect())
        self.mode = ""          # "" | "aimed" | "wind": a card clicked that needs a choice
        self.angle = 0.0        # radians from straight ahead, positive to the right
        self.pull = 0.0
        self.dragging = False
        self.charging = False
        self._charge = QTimer(self)
        self._charge.setInterval(16)
        self._charge.timeout.connect(self._charge_tick)
        self._charge_start = 0.0
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
        if self.observation is not None:
            self._draw()

    # -- the session's calls ---------------------------------------------------------------
    def setup(self, player_names: Sequence[str]) -> None:
        super().setup(player_names)
        if self._built:
            self._build_seats()

    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        old_turn = self.observation.get("turn") if self.observation else None
        old_shots = self.observation.get("shots") if self.observation else None
        old_viewer = self.viewer
        super().show(observation, viewer, legal)
        if len(self.launchers) != len(observation["players"]):
            self.player_names = list(observation["players"])
            self._build_seats()
        if observation.get("turn") != old_turn or observation.get("shots") != old_shots:
            self.angle, self.pull = 0.0, 0.0  # a new shot: the launcher starts straight
        if viewer != old_viewer or observation.get("chooser") != viewer:
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
        obs = public_observation
        turn = obs.get("turn")
        if turn is None:
            return ""
        shooter = self.name(turn)
        if len(obs.get("to_move", ())) > 1:
            return _("{name} is about to shoot. Magic?").format(name=shooter)
        return _("{name} is about to shoot.").format(name=shooter)

    # -- drawing ---------------------------------------------------------------------------
    def _draw(self) -> None:
        obs = self.observation
        if obs is None or not self._built:
            return
        self._frames = [Frame(fx, fy) for fx, fy in obs["frames"]]
        self.background.set_table(self.map, self._frames)
        self.banner.set_rect(self.map.banner)
        self._draw_cups(obs)
        self._draw_launchers(obs)
        plan = self._side_plan(obs)  # measured once a redraw: panels and hand share it
        self._draw_panels(obs, plan.panel_h)
        self._draw_hand_and_buttons(obs, plan)
        self._draw_banner(obs)
        self._draw_end(obs)
        self._draw_hint()
        self._collect_focus()

    def _hidden(self, obs: Mapping) -> bool:
        """Guess Who?: the cups vanish while the shooter aims."""
        return (GUESS_WHO in obs["moment"]["effects"] and obs["phase"] == "magic"
                and not self._flying)

    def _draw_cups(self, obs: Mapping) -> None:
        named = obs["moment"]["effects"].get(AIMED_SHOT, {}).get("cup", -1)
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
            item.set_look(cup["colour"], cup["coconuts"], not cup["open"], cup["id"] == named)
            item.setVisible(not hidden)
            item.set_live(aimed_choices.get(cup["id"]))
        for cup_id, item in self.cups.items():
            if cup_id not in seen:
                item.setVisible(False)

    def launch_point(self, obs: Mapping, seat: Seat) -> QPointF:
        far = FAR_SHOT in obs["moment"]["effects"] and seat == obs.get("turn")
        back = LAUNCH_DIST + (FAR_SHOT_BACK if far else 0.0)
        x, y = self._frames[seat].to_world(0.0, -back)
        return self.map.point(*self.map.clamp(x, y, 0.08))

    def _draw_launchers(self, obs: Mapping) -> None:
        size = max(20.0, self.map.length(0.06))
        aiming = self._may_shoot()
        for seat, item in enumerate(self.launchers):
            if seat >= len(self._frames):
                item.setVisible(False)
                continue
            item.setVisible(True)
            item.set_size(size)
            item.setPos(self.launch_point(obs, seat))
            active = seat == obs.get("turn") and obs["phase"] != "over"
            angle = self.angle if active and aiming else 0.0
            item.set_aim(self._screen_degrees(seat, angle), self.pull if active else 0.0, active)

    def _screen_degrees(self, seat: Seat, angle: float) -> float:
        """The launcher's rotation on screen (0 = pointing up) for an aim `angle`."""
        f = self._frames[seat]
        rx, ry = f.right
        dx = f.fx * math.cos(angle) + rx * math.sin(angle)
        dy = f.fy * math.cos(angle) + ry * math.sin(angle)
        return math.degrees(math.atan2(dx, dy))

    def _side_plan(self, obs: Mapping) -> SidePlan:
        """The side column holds the players, the viewer's cards and the buttons, shrunk
        until they fit. Where two cards side by side would be too narrow for a card's name
        (long German words), the cards lie one under the other, wide and low."""
        side = self.map.side
        one_row = all(
            panel_fits_one_row(panel_line(obs["supply"][s], obs["hand_counts"][s],
                                          sum(1 for c in obs["boards"][s] if c >= 0),
                                          obs["scores"][s]), side.width())
            for s in range(len(self.panels)))
        plan = self._fit_side(obs, 40.0 if one_row else PANEL_TWO_ROWS_H)
        if not one_row and obs.get("hand") and plan.card_w < 60 and not plan.column:
            # too little room for both: the cards to play keep theirs, the numbers get one row
            plan = self._fit_side(obs, 40.0)
        return plan

    def _fit_side(self, obs: Mapping, lowest: float) -> SidePlan:
        """`_side_plan` with panels at least `lowest` high. A crowded moment (four players
        who may all claim the magic, in a small window) puts the buttons two by two, so
        the cards keep room for their names and the last button stays on the table."""
        plan = self._fit_side_with(obs, lowest, 1)
        if not plan.fits and len(self._button_specs(obs)) > 2:
            plan = self._fit_side_with(obs, lowest, 2)
        return plan

    def _fit_side_with(self, obs: Mapping, lowest: float, button_cols: int) -> SidePlan:
        side = self.map.side
        panel_h = max(lowest, min(64.0, side.height() * 0.09))
        button_h = max(44.0, min(64.0, side.height() * 0.08))
        rows = -(-len(self._button_specs(obs)) // button_cols)
        players = len(self.panels)
        inner = side.width() - 2 * ButtonItem.margin  # glows stay on the table
        for _squeeze in range(2):
            room = (side.height() - players * (panel_h + 6) - 8
                    - rows * (button_h + 8) - ButtonItem.margin)
            card_w = min((inner - 8) / 2, 150.0, max(0.0, room - 8) / 1.35)
            if card_w >= 60 or not obs.get("hand"):
                break
            panel_h, button_h = lowest, 44.0
        kinds = [c["kind"] for c in obs.get("hand") or ()]
        hand = len(kinds)
        tall_w = max(card_w, 40.0)
        if hand and not all(CardItem.tall_fits(k, tall_w) for k in kinds):
            low = min(inner * 0.5, max(0.0, room - 8) / hand - 8)
            if low >= 40:
                return SidePlan(panel_h, inner, low, button_h, True, button_cols, True)
            return SidePlan(panel_h, tall_w, tall_w * 1.35, button_h, False, button_cols,
                            False)
        card_rows = -(-hand // 2)
        fits = room >= 0 and (not hand or room - 8 >= tall_w * 1.35 * card_rows
                              + 8 * (card_rows - 1))
        return SidePlan(panel_h, tall_w, tall_w * 1.35, button_h, False, button_cols, fits)

    def _draw_panels(self, obs: Mapping, h: float) -> None:
        side = self.map.side
        turn, winner = obs.get("turn"), obs.get("winner")
        for seat, panel in enumerate(self.panels):
            panel.set_size(side.width(), h)
            panel.setPos(side.left(), side.top() + seat * (h + 6))
            cups = sum(1 for c in obs["boards"][seat] if c >= 0)
            panel.set_values(obs["supply"][seat], obs["hand_counts"][seat], cups,
                             obs["scores"][seat], seat == turn, seat == winner)

    def _draw_hand_and_buttons(self, obs: Mapping, plan: SidePlan) -> None:
        side = self.map.side
        panel_h, card_w, card_h, bh, column = (plan.panel_h, plan.card_w, plan.card_h,
                                               plan.button_h, plan.column)
        top = side.top() + len(self.panels) * (panel_h + 6) + 8
        hand = obs.get("hand") or []
        per_row = 1 if column else 2
        viewer_acts = self.legal.get(self.viewer, ()) if self.viewer is not None else ()
        playable = {a.card: a for a in viewer_acts if isinstance(a, PlayCard)}
        for i, item in enumerate(self.cards):
            if i < len(hand):
                card = hand[i]["id"]
                item.set_kind(hand[i]["kind"])
                item.set_size(card_w, card_h)
                item.setPos(side.left() + ButtonItem.margin + (i % per_row) * (card_w + 8),
                            top + (i // per_row) * (card_h + 8))
                item.setVisible(True)
                item.set_live(card if card in playable else None)
            else:
                item.setVisible(False)
                item.set_live(None)
        top += (card_h + 8) * -(-len(hand) // per_row) + 8
        cols = plan.button_cols
        width = (side.width() - 2 * ButtonItem.margin - 8 * (cols - 1)) / cols
        self.button_pool.show(
            (spec, QRectF(side.left() + ButtonItem.margin + (i % cols) * (width + 8),
                          top + (i // cols) * (bh + 8), width, bh),
             max(theme.MIN_TABLE_PX, bh * 0.34))
            for i, spec in enumerate(self._button_specs(obs)))
        self._draw_winds(obs)
        self._draw_secret_wind(obs)

    def _draw_secret_wind(self, obs: Mapping) -> None:
        """The wind's owner (only in their own view) sees the wind they set, faintly."""
        wind = obs.get("secret_wind")
        if self._flying:
            return
        if wind:
            self._place_wind(tuple(wind))
            self.blowing.setOpacity(0.5)
        else:
            self.blowing.setVisible(False)

    def _button_specs(self, obs: Mapping) -> list[ButtonSpec]:
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
            specs.append(ButtonSpec(_("Shoot"), theme.CARAMEL, "shoot", _("Enter"), glow=True))  # type: ignore[arg-type]  # not a ui.targets.Target yet
        return specs

    def _draw_winds(self, obs: Mapping) -> None:
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

    def _draw_banner(self, obs: Mapping) -> None:
        self.banner.set_look(theme.CARAMEL)
        self.banner.set_text(self._banner_text(obs))
        self.set_hint(self._banner_text(obs))

    def _banner_text(self, obs: Mapping) -> str:
        if obs["phase"] == "over":
            return _("{name} wins!").format(name=self.name(obs["winner"]))
        turn = obs["turn"]
        if obs["phase"] == "choose":
            chooser = obs["chooser"]
            if chooser == self.viewer:
                if self.mode == "aimed":
                    return _("Click the cup {name} must hit.").format(name=self.name(turn))
                if self.mode == "wind":
                    return _("Pick the wind for {name}'s shot.").format(name=self.name(turn))
                return _("Magic! Pick a card to play on {name}.").format(name=self.name(turn))
            return _("{name} is choosing a magic card…").format(name=self.name(chooser))
        effects = obs["moment"]["effects"]
        if self._may_shoot():
            if GUESS_WHO in effects:
                return _("Guess Who? Shoot without seeing the cups!")
            if AIMED_SHOT in effects:
                return _("Aimed Shot: only the marked cup counts. Drag back to shoot.")
            return _("{name}: drag back from your launcher to shoot.").format(name=self.name(turn))
        if len(obs["to_move"]) > 1:
            return _("{name} is about to shoot. Magic?").format(name=self.name(turn))
        return _("{name} is shooting.").format(name=self.name(turn))

    def _draw_end(self, obs: Mapping) -> None:
        if obs["phase"] != "over":
            self.end.setVisible(False)
            return
        # in the middle of the table, clear of every board: the pyramids stay in sight
        box = QRectF(self.map.point(-0.37, 0.3), self.map.point(0.37, -0.3))
        end = obs["end"]  # the rules' own words: the same as the end screen's
        lines = [(self.name(seat), note, seat == obs["winner"])
                 for seat, note in zip(end["order"], end["notes"], strict=True)]
        self.end.set_result(box, _("{name} wins!").format(name=self.name(obs["winner"])), lines,
                            end["why"])
        self.end.setVisible(True)

    # -- what may be done ------------------------------------------------------------------
    def _may_shoot(self) -> bool:
        obs = self.observation
        if obs is None or obs.get("turn") is None or self._flying:
            return False
        return self.offers(obs["turn"], Shot)

    def _choices_for(self, kind: str) -> dict[Any, PlayCard]:
        acts = self.legal.get(self.viewer, ()) if self.viewer is not None else ()
        out: dict[Any, PlayCard] = {}
        for a in acts:
            if isinstance(a, PlayCard) and kind_of(a.card) == kind:
                out[a.cup if kind == AIMED_SHOT else tuple(a.wind)] = a
        return out

    def activate(self, item: Clickable) -> None:
        target = item.target
        if target is None or self.animations.busy():
            return
        if target == "shoot":
            self.shoot()
        elif isinstance(target, tuple):
            super().activate(item)  # (seat, action): that seat's choice
        elif isinstance(item, CardItem):
            self._card_clicked(int(target))  # type: ignore[call-overload]
        elif isinstance(target, PlayCard) and self.viewer is not None:
            self.choose(self.viewer, target)

    def _card_clicked(self, card: int) -> None:
        kind = kind_of(card)
        if kind == AIMED_SHOT:
            self.mode = "aimed"
            self._draw()
        elif kind == CALL_THE_WIND:
            self.mode = "wind"
            self._draw()
        elif self.viewer is not None:
            self.choose(self.viewer, PlayCard(card))

    # -- what a person can reach -------------------------------------------------------
    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        """The items to click for `action`. A Shot has none: it is a drag (or keys)."""
        if isinstance(action, ClaimMagic | NoMagic):
            return super().route(seat, action)  # the seat's own button
        if not isinstance(action, PlayCard) or seat != self.viewer:
            return None
        card = next((c for c in self.cards if c.isVisible() and c.target == action.card), None)
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
        obs = self.observation
        assert obs is not None
        seat = obs["turn"]
        launcher = self.launch_point(obs, seat)
        dx, dy = self.map.metres(launcher)
        px, py = self.map.metres(pos)
        back_x, back_y = dx - px, dy - py  # the shot flies away from the drag
        f = self._frames[seat]
        rx, ry = f.right
        ahead = back_x * f.fx + back_y * f.fy
        side = back_x * rx + back_y * ry
        if ahead <= 1e-6:
            self.pull = 0.0
        else:
            self.angle = max(-MAX_ANGLE, min(MAX_ANGLE, math.atan2(side, ahead)))
            self.pull = min(1.0, math.hypot(back_x, back_y) / MAX_PULL)
        self._draw_launchers(obs)
        self._draw_hint()

    def current_shot(self) -> Shot:
        return Shot(round(math.tan(self.angle), 4), round(self.pull, 4))

    def shoot(self) -> None:
        obs = self.observation
        self._stop_charge()
        self.dragging = False
        if obs is None or not self._may_shoot():
            return
        if self.pull < 0.02:  # Shoot or Enter before any pull: say how, shoot nothing
            self.banner.set_text(_("Pull first: drag back from your launcher, or press Up "
                                   "or hold Space."))
            return
        shot = self.current_shot()
        self.hint.set_dots([])
        # any in-range shot is legal; the grid in `legal` only stands for them
        self.action_chosen.emit(obs["turn"], shot)

    def _draw_hint(self) -> None:
        obs = self.observation
        if obs is None or not self._may_shoot() or self.pull < 0.02:
            self.hint.set_dots([])
            return
        seat = obs["turn"]
        far = FAR_SHOT in obs["moment"]["effects"]
        flight = fly(self._frames[seat], math.tan(self.angle), self.pull, (0.0, 0.0), (), far,
                     record=True)
        airborne = flight.contacts[0].step if flight.contacts else len(flight.path)
        count = max(2, int(airborne * HINT_SHARE))
        dots = []
        for x, y, z in flight.path[:count:6]:
            dots.append((self.map.point(x, y), 2.0 + z * 28.0))  # bigger when higher
        self.hint.set_dots(dots)

    def _charge_tick(self) -> None:
        # by the clock, not by ticks: a busy machine drops ticks, not pull
        self.pull = min(1.0, (time.monotonic() - self._charge_start) * CHARGE_PER_S)
        if self.observation is not None:
            self._draw_launchers(self.observation)
            self._draw_hint()

    def _stop_charge(self) -> None:
        self.charging = False
        self._charge.stop()

    # -- input -----------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt name
        obs = self.observation
        if (obs is not None and self._may_shoot() and event.button() == Qt.MouseButton.LeftButton
                and not self.animations.busy()):
            launcher = self.launch_point(obs, obs["turn"])
            reach = max(30.0, self.launchers[obs["turn"]].size * 1.6)
            if math.hypot(event.scenePos().x() - launcher.x(),
                          event.scenePos().y() - launcher.y()) <= reach:
                self.dragging = True
                self.pull = 0.0
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
        obs = self.observation
        if obs is None:
            return False
        if self._may_shoot() and not self.animations.busy():
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                step = TURN_STEP * (1 if key == Qt.Key.Key_Right else -1)
                self.angle = max(-MAX_ANGLE, min(MAX_ANGLE, self.angle + step))
                self.pull = self.pull or 0.3
                self._refresh_aim()
                return True
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                step = 0.02 if key == Qt.Key.Key_Up else -0.02
                self.pull = max(0.0, min(1.0, self.pull + step))
                self._refresh_aim()
                return True
            if key == Qt.Key.Key_Space:
                if not event.isAutoRepeat() and not self.charging:
                    self.charging = True
                    self.pull = 0.0
                    self._charge_start = time.monotonic()
                    self._charge.start()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.focus.focused() is None:
                self.shoot()
                return True
            if key == Qt.Key.Key_Escape:
                self._stop_charge()
                self.pull = 0.0
                self._refresh_aim()
                return True
        if key == Qt.Key.Key_M and self.viewer is not None \
                and self.offers(self.viewer, ClaimMagic):
            self.choose(self.viewer, ClaimMagic())
            return True
        if key == Qt.Key.Key_Escape and self.viewer is not None \
                and self.offers(self.viewer, NoMagic):
            self.mode = ""
            self.choose(self.viewer, NoMagic())
            return True
        return super().handle_key(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt name
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat() and self.charging:
            self._charge_tick()  # the pull as long as Space was held
            self._stop_charge()
            self.shoot()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def _refresh_aim(self) -> None:
        if self.observation is not None:
            self._draw_launchers(self.observation)
            self._draw_hint()

    # -- animations ------------------------------------------------------------------------
    def play(self, events: Sequence[Event]) -> None:
        self.start_animations()  # speed 0 in tests: every step jumps to its end
        obs = self.observation
        parts = []
        for event in events:
            if event.kind == "shot" and obs is not None:
                parts.append(lambda done, e=event: self._fly(obs, e, done))
            elif event.kind == "take" and obs is not None:
                parts.append(lambda done, e=event: self._take(obs, e, done))
            elif event.kind == "card":
                parts.append(lambda done, e=event: self._show_card(e, done))
        if not parts:
            self.animations.settle()
            return
        self.animations.sequence(parts)
        self.animations.settle()

    def flight_of(self, obs: Mapping, data: Mapping) -> Flight:
        """The flight of a "shot" event, replayed with the cups as they stood."""
        seat = data["seat"]
        return fly(frame_of(obs, seat), data["used_aim"], data["used_power"],
                   tuple(data["wind"]), physics_cups(obs, seat), data["far"], record=True)

    def _fly(self, obs: Mapping, event: Event, done) -> None:
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
        if kind in ("rim", "wall", "lid"):
            self.play_sound("coconut_rim")
            self._wobble(cup)
        elif kind == "in":
            self.play_sound("coconut_plop")
            self._wobble(cup)

    def _wobble(self, cup: int) -> None:
        item = self.cups.get(cup)
        if item is None:
            return
        self.animations.run(260,
                            lambda t: item.setRotation(8 * math.sin(t * math.pi * 4) * (1 - t)))

    def _take(self, obs: Mapping, event: Event, done) -> None:
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

