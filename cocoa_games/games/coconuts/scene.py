"""Coconuts' table: the round table from above, cups, boards, launchers, the flight.

The scene draws only the observation it is given and lays itself out for the view's size
(the toolkit's frame, see table_map.py). Aiming: press on your launcher and drag back
(direction and pull), a dotted line shows the start of the flight; or Left/Right to turn,
Up/Down for the pull, hold Space to pull and let go to shoot (Enter shoots with the pull
set). The table is shared: the Magic? moment asks the whole table, with a countdown, and
shows "Magic card…" (a look at one's own cards, behind a curtain) and "No magic" for every
person who answers; in the look a card is picked (Aimed Shot: a mode in which the cups are
offered; Call the Wind: one in which the arrows are). A shot is replayed from its event with
the same physics the rules used, at its real speed, sampled every frame.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any, cast

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme
from cocoa_games.ui.animation import Done, Part
from cocoa_games.ui.background import BackgroundItem
from cocoa_games.ui.banner import BannerItem
from cocoa_games.ui.button_row import ButtonPool, ButtonSpec, seat_button
from cocoa_games.ui.clickable import ButtonItem, Clickable
from cocoa_games.ui.countdown import Countdown
from cocoa_games.ui.look_item import LookItem
from cocoa_games.ui.mode import Mode
from cocoa_games.ui.pull_control import PullControl
from cocoa_games.ui.scene_base import GameScene
from cocoa_games.ui.table_scene import TableScene
from cocoa_games.ui.thrown import Spot, ThrownPiece

from . import card_art, layout, panel_art, piece_art
from .actions import shot_in_range
from .aim import Aim, screen_degrees
from .cards import AIMED_SHOT, CALL_THE_WIND, FAR_SHOT, GUESS_WHO, kind_of
from .items import CardItem, CupItem, WindArrowItem
from .observation import Observation, Phase, named_cup
from .offers import Offers, magic_moment, offered
from .physics import DT, Flight, Frame, Touch
from .replay import Replay, flight_of
from .rules import WIND_GRID, NoMagic, PlayCard, Shot
from .side_column import Column, SidePlan, plan_side
from .table_art import draw_table
from .table_map import TableMap
from .words import about_to_shoot, banner_text, panel_line, panel_numbers


def create_scene() -> GameScene:
    return CoconutsScene()


class CoconutsScene(TableScene):

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.map = TableMap.fit(self.sceneRect())
        self.aim = Aim()        # the shooter's aim while a person makes it
        # drag back from the launcher, or the keys (ui/pull_control.py)
        self.puller = PullControl(self, self.aim, anchor=self._pull_spot, drag=self._aim_at,
                                  shoot=self.shoot, changed=self._refresh_aim)
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
        self.magic_clock = Countdown(self.offer, self.offer, self)  # Magic? time, shown

    # -- building (on the first show; again after clear_table) -----------------------------
    def _build(self) -> None:
        self.background = BackgroundItem("coconuts-table", self._paint_table)
        self.banner = BannerItem()
        self.thrown = ThrownPiece(self, piece_art.paint_coconut, piece_art.paint_shadow, 30, 1.5)
        self.coconut, self.shadow = self.thrown.piece, self.thrown.shadow
        self.hint = LookItem(piece_art.paint_dots, 25, cached=False)  # the dots: (x, y, r)
        self.played_card = CardItem()
        self.blowing = WindArrowItem((0.0, 0.0))  # the secret wind, shown once it blows
        self.blowing.setZValue(28)
        self.end = LookItem(panel_art.paint_end_board, 45, margin=4, cached=False)
        for item in (self.background, self.banner, self.hint, self.played_card, self.blowing,
                     self.end):
            self.addItem(item)
        for item in (self.played_card, self.blowing, self.end):
            item.setVisible(False)
        self.cups: dict[int, CupItem] = {}
        self.cards = [self._hook(CardItem()) for _ in range(3)]
        self.button_pool = ButtonPool(self, 8, self.activate)
        self.buttons = self.button_pool.buttons
        self.winds = [self._hook(WindArrowItem(wind)) for wind in WIND_GRID]
        self.add_focus_ring()
        self.launchers: list[LookItem] = []
        self.panels: list[LookItem] = []
        self._build_seats()

    def _build_seats(self) -> None:
        for item in (*self.launchers, *self.panels):
            self.removeItem(item)
        seats = range(len(self.player_names))
        self.launchers = [LookItem(piece_art.paint_launcher, 3) for _ in seats]
        # (the panel's art caches its card and its numbers apart: they change apart)
        self.panels = [LookItem(panel_art.paint_panel, 5, cached=False) for _ in seats]
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
        self.puller.stop()
        self.magic_clock.stop()
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
        return self._launcher_box(obs, seat).center()

    def _launcher_box(self, obs: Observation, seat: Seat) -> QRectF:
        far = FAR_SHOT in obs["moment"]["effects"] and seat == obs["turn"]
        return QRectF(*self.map.places.launcher_box(self._frames[seat], far))

    def _draw_launchers(self, obs: Observation) -> None:
        aiming = self._may_shoot()
        for seat, item in enumerate(self.launchers):
            item.setVisible(seat < len(self._frames))
            if seat < len(self._frames):
                active = seat == obs["turn"] and obs["phase"] != Phase.OVER
                angle = screen_degrees(self._frames[seat],
                                       self.aim.angle if active and aiming else 0.0)
                item.show_look(self._launcher_box(obs, seat), round(angle, 1),
                               round(self.aim.pull if active else 0.0, 3), active)

    def _lay_out_side(self, obs: Observation) -> tuple[Column, SidePlan, list[ButtonSpec]]:
        """The players' panels and the viewer's cards where the side column has room for
        them and the buttons (shown in `offer`)."""
        side, hand, specs = self.map.side, obs.get("hand", []), self._button_specs()
        col = Column((side.left(), side.top(), side.width(), side.height()),
                     len(self.panels), len(specs), [c["kind"] for c in hand],
                     ButtonItem.margin, card_art.tall_fits)
        lines = [panel_line(*panel_numbers(obs, s)) for s in range(len(self.panels))]
        plan = plan_side(col, all(panel_art.panel_fits_one_row(line, side.width())
                                  for line in lines), panel_art.PANEL_TWO_ROWS_H)
        turn, winner = obs["turn"], obs["winner"]
        for seat, (panel, box) in enumerate(zip(self.panels, plan.panels(col), strict=True)):
            panel.show_look(QRectF(*box), self.name(seat), lines[seat], seat == turn,
                            seat == winner)
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
        """The rules' own words, as the end screen's: title, why, and each player's line."""
        end, winner = obs["end"], obs["winner"]
        if end is None or winner is None:  # (not over)
            self.end.setVisible(False)
            return
        lines = [(self.name(seat), note, seat == winner)
                 for seat, note in zip(end["order"], end["notes"], strict=True)]
        self.end.show_look(QRectF(*self.map.places.end_board()),
                           _("{name} wins!").format(name=self.name(winner)), end["why"], lines)

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
        moment = None if self._flying else magic_moment(obs, self.viewer)
        text = banner_text(obs, self.viewer, mode, self._may_shoot(), self.name,
                           self.magic_clock.left_for(obs["answer_seconds"], moment))
        self.banner.set_look(theme.CARAMEL)
        self.banner.set_text(text)
        self.set_hint(text)
        items: list[Clickable] = [*self.cups.values(), *self.winds, *self.cards, *self.buttons]
        # the shooter's own look is a click or M, never on the ring's walk to Shoot: an
        # Enter meant for the shot must not put up a curtain
        self.offer_targets([item for item in items if item.target is not None and not (
            isinstance(item.target, partial) and item.target.args == (now.own_look,))])

    def _button_specs(self) -> list[ButtonSpec]:
        """The buttons: "Ben: No magic" and "Ben: Magic card…" (a look at his cards) for each
        person who answers, the viewer's own No magic in their look, the shooter's look,
        Shoot."""
        now, specs = self.now, []
        for seat in now.answers:
            specs += [seat_button(self.name(seat), _("No magic"), theme.CARAMEL, seat,
                                  NoMagic()), self._look(seat)]
        if now.no_card:
            specs.append(ButtonSpec(_("No magic"), theme.CARAMEL, NoMagic(), _("Esc"),
                                    glow=True))
        specs += [self._look(now.own_look)] if now.own_look is not None else []
        if self._may_shoot():
            specs.append(ButtonSpec(_("Shoot"), theme.CARAMEL, self.shoot, _("Enter"), glow=True))
        return specs

    def _look(self, seat: Seat) -> ButtonSpec:
        """"Ben: Magic card…": Ben's look at his own cards, behind a curtain (M when he is
        the only one who may look)."""
        spec = seat_button(self.name(seat), _("Magic card…"), theme.CARAMEL, seat, NoMagic(),
                           key_hint="M" if self.now.looks == (seat,) else "")
        return replace(spec, target=partial(self.view_requested.emit, seat), glow=True)

    def seat_on_offer(self) -> Seat | None:
        """On the public table, whose shot it is: a new shot is a fresh turn for the keys,
        even while only the others' answers are on offer (an Enter meant for the last shot
        must not answer this one)."""
        seat, obs = super().seat_on_offer(), self.obs
        return obs["turn"] if seat is not None and self.viewer is None and obs else seat

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

    # -- aiming (the pull control keeps the gesture) -----------------------------------------
    def _pull_spot(self) -> tuple[QPointF, float] | None:
        """The shooter's launcher and how near it a press takes it (None: nobody aims)."""
        obs, seat = self.obs, self._shooter()
        if obs is None or seat is None or self.animations.busy():
            return None
        return self.launch_point(obs, seat), max(30.0, self.map.places.launcher_size() * 1.6)

    def _aim_at(self, launcher: QPointF, pointer: QPointF) -> None:
        """Aim and pull from the pointer, dragged back from the launcher."""
        seat = self._shooter()
        if seat is not None:
            (lx, ly), (px, py) = self.map.metres(launcher), self.map.metres(pointer)
            self.aim.drag(self._frames[seat], lx - px, ly - py)

    def shoot(self) -> None:
        seat = self._shooter()
        self.puller.stop()
        if seat is None:
            return
        if not self.aim.ready():  # Shoot or Enter before any pull: say how, shoot nothing
            self.aim.pull = 0.0  # (a tap of Space too short to pull: the next turn pulls)
            self.banner.set_text(_("Pull first: drag back from your launcher, or press Up "
                                   "or hold Space."))
            return
        self._show_dots()
        self.propose(seat, self.aim.shot())

    def _refresh_aim(self) -> None:
        """The launchers and the dotted hint, for the aim as it is now."""
        obs, seat = self.obs, self._shooter()
        if obs is None:
            return
        self._draw_launchers(obs)
        if seat is None or not self.aim.ready():
            self._show_dots()
            return
        far = FAR_SHOT in obs["moment"]["effects"]
        self._show_dots([(*self.map.places.point(x, y), 2.0 + z * 28.0)  # bigger when higher
                         for x, y, z in self.aim.hint(self._frames[seat], far)])

    def _show_dots(self, dots: Sequence[piece_art.Dot] = ()) -> None:
        self.hint.set_rect(piece_art.dots_box(dots))
        self.hint.set_look(*dots)

    def table_key(self, event: QKeyEvent) -> bool:
        if self.puller.key_pressed(event, enter=self.focus.focused() is None):
            return True
        if event.key() == Qt.Key.Key_Escape and self.now.no_card:
            self._no_card()
            return True
        if event.key() == Qt.Key.Key_M and self.now.looks == (self.now.own_look,):
            self.view_requested.emit(self.now.own_look)
            return True
        return super().table_key(event)  # (M presses the viewer's own Magic! button)

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
        self._show_dots()
        self.moment_reached.emit("launch")  # the presenter decides what that sounds like
        self._show_wind(tuple(event.data["wind"]))

        def at(t: float) -> Spot:
            where, touched = replay.at(t)
            for contact in touched:
                self._contact(contact.kind, contact.cup)
            return self.map.places.coconut(*where)

        def landed() -> None:
            self._flying = False
            self.blowing.setVisible(False)
            done()

        # a miss stays lying about; a coconut in a cup or off the table goes
        self.thrown.fly(self.animations, int(flight.steps * DT * 1000), at, landed,
                        stays=flight.cup is None and not flight.off_table)

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
        self.thrown.place(*self.map.places.coconut(x, y, z))

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
        self.animations.show_for(self.played_card, 1200, done)
