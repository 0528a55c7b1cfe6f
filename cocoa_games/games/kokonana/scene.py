"""Kokonana's table: the river board, runners, keys, temple, player panels and big buttons.

The scene draws only the observation it is given, laid out for the view's real size by the
toolkit's table frame (`table_spec`). Items are built once and updated in place. What the
player may do now glows and is clickable; the same targets are reachable by keyboard
(arrows/Tab move a focus ring, Enter/Space activates; K = Kokonana!, S = stay, H = hide,
T = take a talisman, J / P = spend one on a hop / a peek, Esc = back). A talisman's hop
or peek is a mode of the table (its button, then the place). Where things lie on the
board is in `places`, the words in `hints`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import cast

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.core.people import Look
from cocoa_games.ui.background import BackgroundItem
from cocoa_games.ui.banner import BannerItem
from cocoa_games.ui.button_row import ButtonRow
from cocoa_games.ui.callout import BubbleItem, place_callout
from cocoa_games.ui.focus import reading_order
from cocoa_games.ui.layer import Layer
from cocoa_games.ui.scene_base import GameScene
from cocoa_games.ui.table_frame import Clamp, FrameSpec, table_frame
from cocoa_games.ui.table_scene import TableScene

from . import actions as A
from . import art
from . import places as P
from .board_art import paint_table
from .buttons import HOP_WORDS, PEEK_WORDS, TALISMAN_HOP, TALISMAN_PEEK, buttons_wanted
from .hints import card_words, curtain_line, hint_text
from .how import how_text
from .items import CardItem, KeyItem, PanelItem, PlaceItem, RunnerItem, TempleTileItem, TileItem
from .observation import KokonanaObservation
from .table_view import SeatLook, panel_looks, peek_in_view, runner_spots, seat_looks, temple_looks

MAX_TEMPLE = 8
MEMORISE_MS = 3500  # how long another player's unmatched pair is held for everyone to see
REVEAL_MS = 1800  # the winner's lock, turned for all to see, held before the results


def create_scene() -> GameScene:
    return KokonanaScene()


def table_spec(seats: int, width: float = 1280.0) -> FrameSpec:
    """The river board, the seats' panels under it or beside it, the button row (no
    taller than a table `width` wide gives its buttons room across, see `places`)."""
    return FrameSpec(P.BOARD[2], P.BOARD[3], max(seats, 1), side=Clamp(*P.SEATS_BESIDE),
                     buttons=Clamp(0.085, 50, P.button_row_most(width), roomy=0.085),
                     panels=Clamp(0.16, 96, P.PANEL_H, roomy=0.19), least_panel=P.LEAST_PANEL,
                     buttons_across=seats <= P.ACROSS_UP_TO)


class KokonanaScene(TableScene):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.people_looks: list[Look] = []  # each seat's person's own (see `set_looks`)
        self._layout = table_frame(self.sceneRect(), table_spec(4))
        self.build_table()

    # -- building ---------------------------------------------------------------------
    def _build(self) -> None:
        self.board = Layer()
        self.addItem(self.board)
        # the paper and the board in one still picture: each repaint is one copy
        self.background = BackgroundItem("kokonana:table", self._paint_table)
        self.addItem(self.background)
        self.tiles = {name: self.hook(TileItem(name), self.board)
                      for half in "SD" for name in P.tile_names(half)}
        self.places = {name: self.hook(PlaceItem(name, QRectF(*P.BANKS[name])), self.board)
                       for name in ("sand", "temple_bank")}
        self.keys: dict[str, KeyItem] = {}
        self._key_colours: tuple[str, ...] = ()
        self.temple = [self.hook(TempleTileItem(i), self.board) for i in range(MAX_TEMPLE)]
        self.button_row = ButtonRow(self, 5, self.activate)  # five keys at most
        self.buttons = self.button_row.buttons
        self.add_focus_ring()
        self.banner, self.card = self.hook(BannerItem()), self.hook(CardItem())
        self.shout = self.hook(BubbleItem())
        self.runners: list[RunnerItem] = []
        self.panels: list[PanelItem] = []
        self.looks: list[SeatLook] = []
        self._slots_shown = -1
        if self.player_names:
            self._build_seats(self.player_names)

    def _build_keys(self, colours: Sequence[str]) -> None:
        for item in self.keys.values():
            self.removeItem(item)
        self.keys = {c: self.hook(KeyItem(c, i), self.board) for i, c in enumerate(colours)}
        self._key_colours = tuple(colours)

    def _build_seats(self, names: Sequence[str]) -> None:
        for item in (*self.runners, *self.panels):
            self.removeItem(item)
        self.looks = seat_looks(len(names), self.people_looks)  # the people's own
        self.runners = [self.hook(RunnerItem(s, self.looks[s]), self.board)
                        for s in range(len(names))]
        self.panels = [self.hook(PanelItem(s, n, self.looks[s])) for s, n in enumerate(names)]
        for tile in self.temple:
            tile.looks = self.looks
            tile.update()
        self.relayout(self.sceneRect())

    def setup(self, player_names: Sequence[str]) -> None:
        super().setup(player_names)
        if self.built:
            self._build_seats(self.player_names)

    def set_looks(self, looks: Sequence[Look]) -> None:
        self.people_looks = list(looks)
        if self.built and self.player_names:
            self._build_seats(self.player_names)

    # -- layout -------------------------------------------------------------------------
    def relayout(self, rect: QRectF) -> None:
        if not self.built:
            return
        lay = self._layout = table_frame(rect, table_spec(len(self.panels) or 4,
                                                               rect.width()))
        self.board.fit(QRectF(*P.BOARD), lay.board)
        self.background.set_rect(rect, look=f"{lay.board.x():.2f},{lay.board.y():.2f}:"
                                            f"{lay.scale:.4f}")
        self.banner.set_rect(lay.banner)
        for panel, spot in zip(self.panels, lay.panels, strict=False):
            panel.place(spot)
        if self.observation is not None:
            self.offer()
            self._show_card(self.obs, self.viewer)

    def opaque_area(self) -> QRectF:
        """The table picture: sand paper and board, opaque over the whole table."""
        return self.background.mapRectToScene(self.background.rect) if self.built else QRectF()

    def _paint_table(self, p: QPainter, rect: QRectF) -> None:
        paint_table(p, rect, self.board.transform(), self.board.k)

    # -- showing an observation -------------------------------------------------------
    @property
    def obs(self) -> KokonanaObservation:
        """The observation shown, as the rules type it (a scene is fed only `observe`)."""
        return cast(KokonanaObservation, self.observation)

    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        super().show(observation, viewer, legal)
        obs = self.obs
        names = obs["players"]
        if len(self.runners) != len(names) or [p.name for p in self.panels] != list(names):
            self.player_names = list(names)
            self._build_seats(names)
        colours = tuple(obs["key_colours"])
        if colours != self._key_colours:
            self._build_keys(colours)
        faces, stones = obs["tiles"], set(obs["stones"])
        for name, tile in self.tiles.items():
            tile.set_face(faces.get(name), name in stones)
        self._show_runners(obs)
        on_sand = set(obs["keys"]["sand"])
        for colour, item in self.keys.items():
            item.setVisible(colour in on_sand)
        self._show_temple(obs, viewer)
        for panel, look in zip(self.panels, panel_looks(obs, len(self.panels)), strict=True):
            panel.set_values(*look)
        self.offer()
        self._show_card(obs, viewer)

    def _show_runners(self, obs: KokonanaObservation) -> None:
        for seat, place, index, count in runner_spots(obs):
            self.runners[seat].stand(*P.runner_spot(place, index, count))
        winner = obs["winner"]
        current = obs["turn"] if winner is None else winner
        for seat, runner in enumerate(self.runners):
            runner.set_current(seat == current)

    def _show_temple(self, obs: KokonanaObservation, viewer: Seat | None) -> None:
        slots = obs["temple"]["slots"]
        if slots != self._slots_shown:
            for i, item in enumerate(self.temple):
                item.setVisible(i < slots)
                if i < slots:
                    item.setPos(*P.temple_box(i, slots)[:2])
            self._slots_shown = slots
        for item, look in zip(self.temple, temple_looks(obs, viewer, slots), strict=False):
            item.set_state(*look)

    def _show_card(self, obs: KokonanaObservation, viewer: Seat | None) -> None:
        words = card_words(obs, viewer, self.name)
        if words is None:
            self.card.setVisible(False)
            return
        kind, face, seat, title, caption = words
        self.card.set_values(kind, face, self._look(seat), title, caption)
        if kind == "winner":
            anchor = self.runners[seat].scenePos() if seat < len(self.runners) else None
        else:
            anchor = self.temple[peek_in_view(obs, viewer)[0] or 0].scene_rect().center()
        self._place_card(anchor)

    def _place_card(self, anchor: QPointF | None) -> None:
        """Big enough to read, near what it is about, off everything clickable."""
        lay = self._layout
        u = max(0.42, min(lay.scale * 1.05, lay.board.height() * 0.8 / P.CARD_H,
                          lay.rect.width() * 0.5 / P.CARD_W))
        size = QSizeF((P.CARD_W + 20) * u, (P.CARD_H + 20) * u)  # with its shadow
        # off what may be clicked, the temple (the lock in question), the runners and,
        # where it can, the seats' panels (who holds what)
        keep = self._keep_clear() + [t.scene_rect() for t in self.temple if t.isVisible()]
        keep += [r.sceneBoundingRect() for r in self.runners]
        keep += [p.sceneBoundingRect() for p in self.panels]
        box = place_callout(size, anchor if anchor is not None else lay.board.center(), keep,
                            lay.rect)
        self.card.setScale(u)
        self.card.setPos(box.x() + 10 * u, box.y() + 10 * u)
        self.card.setVisible(True)

    def _keep_clear(self) -> list[QRectF]:
        return [t.scene_rect() for t in self._targets] + [self._layout.banner]

    # -- what may be done now ---------------------------------------------------------
    def offer(self) -> None:
        """Make the legal actions clickable (glowing) and lay out the buttons."""
        if self.observation is None:
            return
        obs = self.obs
        self.acting_seat = self.seat_on_offer()
        mode = self.active_mode
        hops: dict[str, Action]
        if mode is TALISMAN_HOP:
            hops = dict(self.choices(A.SpendTalismanHop, "target"))
        else:  # (in a mode, the table's choices hold none of these)
            hops = {**self.choices(A.Hop, "target"), **self.choices(A.FreeHop, "target")}
        peeks = (self.choices(A.SpendTalismanPeek, "slot") if mode is TALISMAN_PEEK
                 else self.choices(A.Peek, "slot"))
        targets = (self.light(self.tiles, {**self.choices(A.Flip, "tile"), **hops})
                   + self.light(self.places, hops)
                   + self.light(self.keys, self.choices(A.TakeKey, "colour"))
                   + self.light(dict(enumerate(self.temple)), peeks))
        # Tab order: left to right, top to bottom, then the buttons
        buttons = self.button_row.show_row(buttons_wanted(self, obs), self._layout.buttons)
        self._update_hint(obs)
        self.set_how(how_text(obs, self.acting_seat, mode.name if mode else None,
                              bool(targets), self.keys_on(buttons)))  # (how.py: under the table)
        self.offer_targets(reading_order(targets) + list(buttons))

    def button_row_height(self) -> float:
        return self._layout.buttons.height()

    def pulsing_items(self) -> list[QGraphicsItem]:
        return super().pulsing_items() + [r.halo for r in self.runners if r.current]

    def _update_hint(self, obs: KokonanaObservation) -> None:
        mode = self.active_mode
        text = hint_text(obs, self.acting_seat, mode.name if mode else None, self.viewer,
                         self.name, self.single(A.TakeTalisman) is not None,
                         can_hop=self.single(A.FreeHop) is not None)
        winner = obs["winner"]
        self._set_banner(text, winner if winner is not None else obs["turn"],
                         obs["talismans"]["supply"])

    def _look(self, seat: Seat) -> SeatLook:
        return self.looks[seat] if seat < len(self.looks) else seat_looks(seat + 1)[seat]

    def _set_banner(self, text: str, seat: Seat | None, supply: int) -> None:
        look = self._look(seat) if seat is not None else None
        fill, picture, talisman = art.banner_pictures(look)
        self.banner.set_look(fill, picture, f"runner:{look}", aside_picture=talisman,
                             aside=ngettext("×{count} left", "×{count} left", supply).format(
                                 count=supply), aside_key="talisman")
        self.banner.set_text(text)
        self.set_hint(text)

    # -- input ------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        if self.acting_seat is None:
            return
        self.active_mode = None
        self.propose(self.acting_seat, action)

    # -- events -------------------------------------------------------------------------
    def on_hop(self, ev: Event) -> None:
        if self.built:
            self._animate_hop(int(ev.data.get("seat", 0)), str(ev.data.get("to", "")))

    def on_flip(self, ev: Event) -> None:
        tile = self.tiles.get(ev.data.get("tile", ""))
        if tile is not None:
            self._turn(tile, tile.motif, ev.data.get("motif") or tile.motif, face_up=True)

    def on_match(self, ev: Event) -> None:
        for tile in self._tiles_of(ev):
            tile.set_face(tile.motif, True)
            self.animations.bounce(tile)

    def on_no_match(self, ev: Event) -> None:
        if ev.data.get("seat") in self.legal:
            return
        # someone else's pair (a computer's): hold the table so everyone can memorise both
        # tiles before that player may say "Kokonana!"
        seat = int(ev.data.get("seat", 0))
        supply = self.obs["talismans"]["supply"]
        self._set_banner(_("{name} found no match — remember those tiles!").format(
            name=self.name(seat)), seat, supply)
        self.animations.hold(MEMORISE_MS)

    def on_win(self, ev: Event) -> None:
        """The rulebook's "reveal it to everyone to prove it": the lock turns over on the
        table for all to see (the win event is public) and is held before the results."""
        slot, colour = int(ev.data.get("slot", -1)), str(ev.data.get("colour", ""))
        if self.built and 0 <= slot < len(self.temple) and colour:
            tile = self.temple[slot]
            for item in self.target_items():  # won: nothing glows while the lock turns
                item.set_live(None)
            self.offer_targets(self.button_row.show([]))
            self._set_banner(ev.text, int(ev.data.get("seat", 0)),
                             self.obs["talismans"]["supply"])
            self.animations.reveal(tile, tile.set_turn,
                                   lambda: tile.set_state(colour, tile.peekers, None), REVEAL_MS)

    def on_turn_back(self, ev: Event) -> None:
        tiles = self._tiles_of(ev)
        self._animate_shout(int(ev.data.get("seat", 0)), tiles)
        for tile in tiles:
            self._turn(tile, tile.motif, None, face_up=False)

    def _tiles_of(self, ev: Event) -> list[TileItem]:
        return [self.tiles[n] for n in ev.data.get("tiles", ()) if n in self.tiles]

    def _animate_hop(self, seat: Seat, to: str) -> None:
        if not 0 <= seat < len(self.runners) or not to:
            return
        runner = self.runners[seat]
        others = [s for s, p in enumerate(self.obs["runners"])
                  if p == to and s != seat]
        runner.moving = True  # show() meanwhile only updates `home`
        runner.stand(*P.runner_spot(to, len(others), len(others) + 1))
        self.animations.move(runner, runner.home, 300, lift=60, done=runner.land)

    def _turn(self, tile: TileItem, before: str | None, after: str | None,
              face_up: bool) -> None:
        """Turn a tile over: face down to `after` (a flip) or `before` to face down."""
        first, last = (None, after) if face_up else (before, None)

        def step(t: float) -> None:  # each step says the face: show() may come meanwhile
            tile.motif = first if t < 0.5 else last
            tile.set_turn(abs(1 - 2 * t))

        self.animations.run(260, step)

    def _animate_shout(self, seat: Seat, tiles: Sequence[TileItem] = ()) -> None:
        """A "Kokonana!" bubble by the runner, popping up and fading away; it leaves the
        turning tiles, the other runners and what may be clicked in sight."""
        if not self.built or not 0 <= seat < len(self.runners):
            return
        lay = self._layout
        size = QSizeF(min(320.0, lay.rect.width() * 0.3), max(56.0, lay.banner.height() * 1.05))
        keep = self._keep_clear() + [t.scene_rect() for t in tiles]
        keep += [r.sceneBoundingRect() for r in self.runners if r.seat != seat]
        self.shout.show_at(_("Kokonana!"), size, self.runners[seat].scenePos(), keep,
                           lay.rect.adjusted(4, 4, -4, -4), colour="#e64a19")
        self.animations.pop(self.shout, 900)

    # -- curtain and clearing --------------------------------------------------------------
    def clear_table(self) -> None:
        super().clear_table()
        self.runners, self.panels = [], []
        self.keys, self._key_colours = {}, ()

    def curtain_summary(self, public_observation: Mapping) -> str:
        return curtain_line(cast(KokonanaObservation, public_observation), self.name,
                            lambda seat: self._look(seat).colour)

    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        if seat != self.acting_seat or self.active_mode is not None:
            return None
        direct = super().route(seat, action)
        if direct is not None:
            return direct
        # a talisman's hop or peek: its button first, then the place or temple tile
        if isinstance(action, A.SpendTalismanHop):
            return self.route_through(_(HOP_WORDS), self.tiles.get(action.target)
                                      or self.places.get(action.target))
        if isinstance(action, A.SpendTalismanPeek) and action.slot < len(self.temple):
            return self.route_through(_(PEEK_WORDS), self.temple[action.slot])
        return None
