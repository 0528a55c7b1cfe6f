"""Coconuts' table: the round table from above turned to the shooter, cups, boards,
launchers, the flight. It draws only the observation it is given, laid out for the view's
size (table_map.py). Aiming: drag back from your launcher or the keys (ui/pull_control.py),
a gauge reads the pull, dots show the way it sets off. The table is shared: the Magic?
moment asks everyone, with a countdown, "Magic card…" (a look at one's own cards, behind a
curtain) or "No magic"; in the look a card is picked (Aimed Shot, Call the Wind: modes for
the cup or the wind). A shot plays out in full from its event (replay.py): the flight,
slowed, from above and from the side, the coconut at rest, the cup taken, who is next."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any, cast

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.core.people import Look
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
from cocoa_games.ui.watch_again import WatchAgain

from . import aim_view, board_art, card_art, how, layout, panel_art, piece_art, side_view_art, words
from .actions import shot_in_range
from .aim import Aim
from .buttons import button_specs
from .cards import AIMED_SHOT, CALL_THE_WIND, FAR_SHOT, kind_of
from .items import CardItem, CupItem, WindArrowItem
from .keys import button_key
from .looks import CHEER_MS, cups_drawn, eyes_closed, facing, lit_pyramid, seat_looks, table_view
from .observation import Observation
from .offers import Offers, magic_moment, offered
from .physics import Frame, Touch
from .replay import NEXT_MS, REST_MS, TAKE_MS, Replay, flight_of, public_table, still_last_shot
from .rules import WIND_GRID, NoMagic, PlayCard, Shot
from .side_column import Column, SidePlan, plan_side
from .side_view import SideView, side_cups
from .table_map import TableMap
from .words import about_to_shoot, banner_text


def create_scene() -> GameScene:
    return CoconutsScene()


class CoconutsScene(TableScene):
    ring_waits = True  # turns pass with no curtain: no Enter acts on what nobody chose

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.map = TableMap.fit(self.sceneRect())
        self.aim = Aim()        # the shooter's aim while a person makes it
        # drag back from the launcher, or the keys (ui/pull_control.py)
        self.puller = PullControl(self, self.aim, anchor=self._pull_spot, drag=self._aim_at,
                                  shoot=self.shoot, changed=self._refresh_aim)
        self._frames: list[Frame] = []
        self.now = Offers()  # what the viewer is offered (offers.py)
        self.people: list[Look] = []  # each seat's person's own colour and picture ...
        self.looks = seat_looks(0)  # ... as the boards, the launchers and the panels wear them
        self._flying = False
        self._landed = False  # this shot's coconut lies still (Guess Who?'s eyes open)
        self._lying: tuple[float, float, float] | None = None  # where the last miss lies
        self.cheering: Seat | None = None  # whose pyramid the end lights up now
        self.watch = WatchAgain(self, "shot", public_table, still_last_shot)
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
        self.gauge = LookItem(piece_art.paint_gauge, 26, cached=False)
        self.side_view = LookItem(side_view_art.paint_side_view, 40, cached=False)
        self.glow = LookItem(piece_art.paint_light, 1.5, cached=False)  # a winner's pyramid
        for item in (self.background, self.banner, self.hint, self.played_card, self.blowing,
                     self.end, self.gauge, self.side_view, self.glow):
            self.addItem(item)
            item.setVisible(item in (self.background, self.banner, self.hint))
        self.cups: dict[int, CupItem] = {}
        self.cards = [self._hook(CardItem()) for _ in range(3)]
        self.button_pool = ButtonPool(self, 8, self.activate)
        self.again = ButtonPool(self, 1, self.activate)  # Watch again, where the side view was
        self.buttons = self.button_pool.buttons + self.again.buttons
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

    def _paint_table(self, p: QPainter, _rect: QRectF) -> None:  # (Guess Who?: no boards)
        blind = self.obs is None or eyes_closed(self.obs, self._landed)
        board_art.paint_table(p, self.map, [] if blind else self._frames, self.name, self.looks)

    def relayout(self, rect: QRectF) -> None:
        self.map = TableMap.fit(rect, self._bottom())
        if self.obs is not None:
            self._draw()

    def _bottom(self) -> Frame:  # the seat the table turns to (looks.facing)
        return (self.obs and facing(self.obs)) or self.map.places.bottom

    # -- the session's calls ---------------------------------------------------------------
    def setup(self, player_names: Sequence[str]) -> None:
        self.watch.forget()  # (a new game)
        super().setup(player_names)
        if self.built:
            self._build_seats()

    def set_looks(self, looks: Sequence[Look]) -> None:
        self.people = list(looks)
        self._draw()

    @property
    def obs(self) -> Observation | None:
        """The observation on the table (what CoconutsState.observe gives)."""
        return cast("Observation | None", self.observation)

    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        self.watch.interrupted(restore=False)  # the table moved on
        old = self.obs
        old_shot = None if old is None else (old["turn"], old["shots"])
        self.acting_seat = viewer  # the cards and the cup or wind a card needs are theirs
        super().show(observation, viewer, legal)
        obs = cast(Observation, observation)
        if self._bottom() != self.map.places.bottom:  # the table turns to the shooter
            self.map = TableMap.fit(self.sceneRect(), self._bottom())
        self.aim.far = FAR_SHOT in obs["moment"]["effects"]
        if len(self.launchers) != len(obs["players"]):
            self.player_names = list(obs["players"])
            self._build_seats()
        if (obs["turn"], obs["shots"]) != old_shot:
            self.aim.reset()  # a new shot: the launcher starts straight
            self._landed, self.cheering = False, None
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
        self.looks = seat_looks(len(self._frames), self.people)
        self.map = replace(self.map, places=replace(self.map.places, view=table_view(obs)))
        self._set_background(obs)  # (and the cups)
        self.banner.set_rect(self.map.banner)
        self.now = offered(obs, self.legal, self.viewer)  # (without a mode: the same buttons)
        self._side = self._lay_out_side(obs)
        self._draw_winds()
        if not self._flying and (wind := obs.get("secret_wind")):  # its owner's view only:
            self._show_wind((wind[0], wind[1]), 0.5)  # the wind they set, faintly
        elif not self._flying:
            self.blowing.setVisible(False)
        board = words.end_board(obs, self.name)  # (None: not over)
        self.end.show_spec(board and (self.map.places.end_board(), *board))
        self._light()
        self.side_view.setVisible(self._flying)
        if self._lying is not None:  # (the table may have turned under it)
            self.place_coconut(*self._lying)
        self._refresh_aim()  # the launchers, the hint and the gauge
        self.offer()

    def _draw_cups(self, obs: Observation) -> None:
        hidden = eyes_closed(obs, self._landed)  # Guess Who?: no cups for the shooter
        drawn = cups_drawn(obs, self.map.places, self._frames)
        for cup_id, (centre, radius, top, look) in drawn.items():
            if (item := self.cups.get(cup_id)) is None:
                item = self.cups[cup_id] = self._hook(CupItem(cup_id))
            item.place(QPointF(*centre), radius, top)
            item.set_look(*look)
        for cup_id, item in self.cups.items():
            item.setVisible(cup_id in drawn and not hidden)

    def _set_background(self, obs: Observation) -> None:
        self.background.set_rect(self.map.table, look=str((
            self._frames, self.map.places.bottom, self.map.places.view,
            eyes_closed(obs, self._landed), self.player_names, self.looks)))
        self._draw_cups(obs)

    def launch_point(self, obs: Observation, seat: Seat) -> QPointF:
        box = aim_view.launcher_box(self.map.places, obs, self._frames, seat, self.aim)
        return QRectF(*box).center()

    def _lay_out_side(self, obs: Observation) -> tuple[Column, SidePlan, list[ButtonSpec]]:
        """The players' panels and the viewer's cards where the side column has room for
        them and the buttons (shown in `offer`)."""
        side, hand = self.map.side, obs.get("hand", [])
        specs = button_specs(self.now, self.name, self.legal, self._shooter(), self.shoot,
                             self._look)  # (buttons.py)
        col = Column((side.x(), side.y(), side.width(), side.height()), len(self.panels),
                     len(specs), [c["kind"] for c in hand], ButtonItem.margin, card_art.tall_fits)
        lines = words.panel_lines(obs)
        plan = plan_side(col, all(panel_art.panel_fits_one_row(line, side.width())
                                  for line in lines), panel_art.PANEL_TWO_ROWS_H)
        turn, winner = obs["turn"], obs["winner"]
        for seat, (panel, box) in enumerate(zip(self.panels, plan.panels(col), strict=True)):
            panel.show_look(QRectF(*box), self.name(seat), lines[seat], seat == turn,
                            seat == winner, self.looks[seat])
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
            item.set_look(item.wind, self.map.places.turned(*item.wind))

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
        box = self.map.places.again_button(len(self._frames))  # (not in a look answering Magic?)
        self.again.show((spec, QRectF(*box), max(theme.MIN_TABLE_PX, box[3] * 0.36)) for spec
                        in self.watch.button(_("Watch again"), theme.CREAM, not now.no_card,
                                             button_key("again")))
        moment = None if self._flying else magic_moment(obs, self.viewer)
        text = banner_text(obs, self.viewer, mode, self._may_shoot(), self.name,
                           self.magic_clock.left_for(obs["answer_seconds"], moment))
        self.banner.set_look(theme.CARAMEL)
        self.banner.set_text(text)
        self.set_hint(text)  # the what; the how (how.py) under the table:
        self.set_how(how.how_text(obs, now, self.viewer, mode, self._may_shoot(),
                                  self.keys_on(self.buttons)))
        items: list[Clickable] = [*self.cups.values(), *self.winds, *self.cards, *self.buttons]
        # the shooter's own look is a click or M, never on the ring's walk to Shoot: an
        # Enter meant for the shot must not put up a curtain
        self.offer_targets([item for item in items if item.target is not None and not (
            isinstance(item.target, partial) and item.target.args == (now.own_look,))])

    def _look(self, seat: Seat) -> ButtonSpec:
        """"Ben: Magic card…": Ben's look at his own cards, behind a curtain (M when he is
        the only one who may look)."""
        spec = seat_button(self.name(seat), _("Magic card…"), theme.CARAMEL, seat, NoMagic(),
                           key_hint=button_key("magic") if self.now.looks == (seat,) else "")
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
        then: dict[str, QGraphicsItem | None] = {  # the card's one more choice, if any
            AIMED_SHOT: self.cups.get(action.cup),
            CALL_THE_WIND: next((w for w in self.winds if w.wind == action.wind), None)}
        more = then.get(kind_of(action.card), card)
        return None if card is None or more is None else [card] if more is card else [card, more]

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
            self.banner.set_text(words.pull_first())
            return
        self._show_dots()
        self.propose(seat, self.aim.shot())

    def _refresh_aim(self) -> None:
        """The launchers, the gauge and the dotted line, for the aim as it is now."""
        obs, seat, places = self.obs, self._shooter(), self.map.places
        if obs is None:
            return
        for item, spec in zip(self.launchers, aim_view.launchers(
                places, obs, self._frames, self.aim, seat is not None, self.looks), strict=False):
            item.show_spec(spec)
        self.gauge.show_spec(aim_view.gauge(places, obs, self._frames, self.aim, seat))
        self._show_dots(aim_view.dots(places, obs, self._frames, self.aim, seat,
                                      eyes_closed(obs, self._landed)))

    def _show_dots(self, dots: Sequence[aim_view.Dot] = ()) -> None:
        self.hint.set_rect(piece_art.dots_box(dots))
        self.hint.set_look(*dots)

    def table_key(self, event: QKeyEvent) -> bool:
        if self.puller.key_pressed(event, enter=self.focus.focused() is None):
            return True
        if event.key() == Qt.Key.Key_Escape and self.now.no_card:
            self._no_card()
            return True
        if event.text().upper() == button_key("magic") and self.now.looks == (self.now.own_look,):
            self.view_requested.emit(self.now.own_look)
            return True
        return super().table_key(event)  # (its letter presses the viewer's own Magic! button)

    # -- events: a batch plays one after another (each handler gives its part) ---------------
    def on_shot(self, event: Event) -> Part | None:  # the flight meets the cups as they stood
        return None if self.obs is None else partial(self._fly, self.obs, event)

    def on_take(self, event: Event) -> Part | None:
        return None if self.obs is None else partial(self._take, self.obs, event)

    def on_card(self, event: Event) -> Part:
        return partial(self._show_card, event)

    def on_turn(self, event: Event) -> Part:
        return partial(self._say_next, event)

    on_again = on_turn

    def on_end(self, event: Event) -> Part:
        return partial(self._cheer, event)

    def play(self, events: Sequence[Event]) -> None:
        self.watch.interrupted(restore=True)  # a move made while the last shot is watched
        self.watch.noticed(events)
        super().play(events)

    def _fly(self, obs: Observation, event: Event, done: Done) -> None:
        replay = Replay(flight_of(obs, event.data))
        flight = replay.flight
        self._flying, self.aim.slide = True, event.data.get("slide") or 0.0
        self._lying = None
        self._refresh_aim()  # no gauge, no dots; the launcher stands where it was slid to
        for buttons in (self.button_pool, self.again):  # nothing is offered while it flies
            buttons.show([])
        self.offer_targets([])  # (and no hint is said: it may be a private view's)
        self.banner.set_text(words.shooting(event.data["seat"], self.name))
        self.moment_reached.emit("launch")  # the presenter decides what that sounds like
        if any(event.data["wind"]):  # Call the Wind: now that it flies, everyone sees it
            self._show_wind(tuple(event.data["wind"]))
            self.banner.set_text(_("The wind blows!"))
        side = SideView.of(self.map.places.side_view(len(self._frames)), flight.path,
                           side_cups(obs, eyes_closed(obs, self._landed)), _("From the side"))
        self.side_view.show_look(QRectF(*side.box), side.at(0))

        def at(t: float) -> Spot:
            where, touched = replay.at(t)
            for contact in touched:
                self._contact(contact.kind, contact.cup)
            self.side_view.set_look(side.at(replay.index(t)))
            return self.map.places.coconut(*where)

        def landed() -> None:
            self._flying = False
            self._landed = True  # Guess Who? is over: the table shows again
            self._lying = flight.rest if self.thrown.piece.isVisible() else None
            self._set_background(obs)  # (and the cups)
            self.blowing.setVisible(False)
            done()

        # a miss stays lying about (a while, for all to see); in a cup or off the table it goes
        self.thrown.fly(self.animations, replay.ms, at, landed,
                        stays=flight.cup is None and not flight.off_table, rest_ms=REST_MS)

    def _show_wind(self, wind: tuple[float, float], opacity: float = 1.0) -> None:
        """Call the Wind, as it blows (its owner sees it faintly before)."""
        self.blowing.set_rect(QRectF(*self.map.places.blowing()))
        self.blowing.set_look(wind, self.map.places.turned(*wind))
        self.blowing.setOpacity(opacity)
        self.blowing.setVisible(True)

    def place_coconut(self, x: float, y: float, z: float) -> None:
        self.thrown.place(*self.map.places.coconut(x, y, z))

    def _contact(self, kind: str, cup: int) -> None:
        self.moment_reached.emit(f"contact:{kind}")  # the presenter decides the sound
        item = self.cups.get(cup)
        if kind in (Touch.RIM, Touch.WALL, Touch.LID, Touch.IN) and item is not None:
            self.animations.wobble(item)

    def _take(self, obs: Observation, event: Event, done: Done) -> None:
        item = self.cups.get(event.data["cup"])
        spot = layout.taken_to(self._frames, obs["boards"], event.data["seat"])
        if item is None or spot is None:
            done()
            return
        target = self.map.point(*spot) - QPointF(item.w / 2, item.w / 2)  # (its corner)
        self.animations.move(item, target, TAKE_MS, lift=self.map.length(0.08), done=done)

    def _show_card(self, event: Event, done: Done) -> None:
        self.played_card.set_look(event.data["kind"])
        self.played_card.set_rect(QRectF(*self.map.places.played_card()))
        self.animations.show_for(self.played_card, 1200, done)

    def _cheer(self, event: Event, done: Done) -> None:
        """The end: the winner's pyramid lights up for all to see before the results (a click
        or a key skips it, as every animation does)."""
        self.cheering = event.data["winner"]
        self.banner.set_text(event.text)
        self.side_view.setVisible(False)  # the flight is over: all eyes on the pyramid
        self._light(0.0)
        self.animations.run(CHEER_MS, self._light, done)

    def _light(self, strength: float = 1.0) -> None:
        """The winner's pyramid lit, once the game is over (`strength` grows to 1 as the end
        cheers it)."""
        obs = self.obs
        seat = self.cheering if obs is None or obs["winner"] is None else obs["winner"]
        self.glow.show_spec(lit_pyramid(self.map.places, self._frames, seat, strength))

    def _say_next(self, event: Event, done: Done) -> None:  # the last words: who is next
        self.banner.set_text(words.who_is_next(event.kind, event.data["seat"], self.name))
        self.animations.hold(NEXT_MS, done)
