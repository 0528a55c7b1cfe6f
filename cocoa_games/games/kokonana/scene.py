"""Kokonana's table: the river board, runners, keys, temple, player panels and big buttons.

The scene draws only the observation it is given, laid out for the view's real size (the
toolkit's table frame, `layout.table_spec`). Items are built once and updated in place.
What the player may do now glows and is clickable; the same targets are reachable by
keyboard (arrows/Tab move a focus ring, Enter/Space activates; K = Kokonana!, S = stay,
H = hide, T = talisman, Esc = back). Buttons, banner, focus, glow pulse, modes and
animations come from `cocoa_games.ui`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _, ngettext
from cocoa_games.ui.background import BackgroundItem
from cocoa_games.ui.banner import BannerItem
from cocoa_games.ui.button_row import ButtonRow, ButtonSpec
from cocoa_games.ui.callout import BubbleItem, place_callout
from cocoa_games.ui.clickable import Clickable, IconPainter
from cocoa_games.ui.focus import reading_order
from cocoa_games.ui.layer import Layer
from cocoa_games.ui.scene_base import GameScene
from cocoa_games.ui.table_frame import table_frame
from cocoa_games.ui.table_scene import TableScene
from cocoa_games.ui.targets import Target

from . import art
from . import layout as L
from .art import blit_key, blit_layers, blit_runner
from .board_art import paint_board
from .hints import hint_text
from .items import CardItem, KeyItem, PanelItem, PlaceItem, RunnerItem, TempleTileItem, TileItem
from .palette import COLOURS
from .rules import (
    Acknowledge,
    Flip,
    FreeHop,
    Hide,
    Hop,
    Peek,
    SkipHop,
    SpendTalismanHop,
    SpendTalismanPeek,
    TakeKey,
    TakeTalisman,
)
from .words import KEY_BUTTON, LOCK_FITS, LOCK_NOT_YOURS, OPENED_TEMPLE, RUNNER, colour_text

KEY_COLOURS_DEFAULT = ("purple", "black", "orange", "green", "blue")
MAX_TEMPLE = 8
MEMORISE_MS = 3500  # how long another player's unmatched pair is held for everyone to see


def create_scene() -> GameScene:
    return KokonanaScene()


def _button(text: str, colour: str, target: Target, key_hint: str = "", icon: str = "",
            big: bool = False) -> ButtonSpec:
    """A button, with Kokonana's icons: "talisman", "eye" or "key:<colour>"."""
    painter: IconPainter | None = None
    width = 0.0
    if icon == "talisman":
        painter, width = lambda p, r: blit_layers(p, "talisman", art.talisman_layers(), r, 2), 1.0
    elif icon == "eye":
        painter, width = lambda p, r: blit_layers(p, "eye", art.eye_layers(), r, 2.5), 1.55
    elif icon.startswith("key:"):
        painter, width = lambda p, r: blit_key(p, icon[4:], r), 2.0
    return ButtonSpec(text, colour, target, key_hint, painter, icon, width, big)


class KokonanaScene(TableScene):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mode: str | None = None  # None | "talisman_hop" | "talisman_peek"
        self._by: dict[type, dict] = {}
        self._single: dict[type, Action] = {}
        self._layout = table_frame(self.sceneRect(), L.table_spec(4))
        self._build()

    # -- building ---------------------------------------------------------------------
    def _build(self) -> None:
        self.board = Layer()
        self.addItem(self.board)
        # the paper and the board in one still picture: each repaint is one copy
        self.background = BackgroundItem("kokonana:table", self._paint_table)
        self.addItem(self.background)
        self.tiles = {name: self.hook(TileItem(name), self.board)
                      for half in "SD" for name in L.tile_names(half)}
        self.places = {name: self.hook(PlaceItem(name, L.BANKS[name]), self.board)
                       for name in ("sand", "temple_bank")}
        self.keys: dict[str, KeyItem] = {}
        self._key_colours: tuple[str, ...] = ()
        self.temple = [self.hook(TempleTileItem(i), self.board) for i in range(MAX_TEMPLE)]
        self.button_row = ButtonRow(self, 5, self.activate)  # five keys at most
        self.buttons = self.button_row.buttons
        self.banner = BannerItem()
        self.card = CardItem()
        self.add_focus_ring()
        self.shout = BubbleItem()
        for item in (self.banner, self.card, self.shout):
            self.addItem(item)
        self.runners: list[RunnerItem] = []
        self.panels: list[PanelItem] = []
        self._slots_shown = -1
        self._built = True
        if self.player_names:
            self._build_seats(self.player_names)
        self.relayout(self.sceneRect())

    def _build_keys(self, colours: Sequence[str]) -> None:
        for item in self.keys.values():
            self.removeItem(item)
        self.keys = {c: self.hook(KeyItem(c, i), self.board) for i, c in enumerate(colours)}
        self._key_colours = tuple(colours)

    def _build_seats(self, names: Sequence[str]) -> None:
        for item in (*self.runners, *self.panels):
            self.removeItem(item)
        self.runners = [RunnerItem(s) for s in range(len(names))]
        for runner in self.runners:
            runner.setParentItem(self.board)
        self.panels = [PanelItem(s, n) for s, n in enumerate(names)]
        for panel in self.panels:
            self.addItem(panel)
        self.relayout(self.sceneRect())

    def setup(self, player_names: Sequence[str]) -> None:
        super().setup(player_names)
        if self._built:
            self._build_seats(self.player_names)

    # -- layout -------------------------------------------------------------------------
    def relayout(self, rect: QRectF) -> None:
        if not self._built:
            return
        lay = table_frame(rect, L.table_spec(len(self.panels) or 4))
        self._layout = lay
        self.board.fit(L.BOARD, lay.board)
        look = f"{lay.board.x():.2f},{lay.board.y():.2f}:{lay.scale:.4f}"
        self.background.set_rect(rect, look=look)
        self.banner.set_rect(lay.banner)
        for panel, spot in zip(self.panels, lay.panels, strict=False):
            panel.place(spot)
        if self.observation is not None:
            self._offer()
            self._show_card(self.observation, self.viewer)

    def opaque_area(self) -> QRectF:
        """The table picture: sand paper and board, opaque over the whole table."""
        return self.background.mapRectToScene(self.background.rect) if self._built else QRectF()

    def _paint_table(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(rect, QColor(COLOURS["sand_paper"]))
        p.save()
        p.setTransform(self.board.transform(), True)
        paint_board(p, self.board.k)
        p.restore()

    def board_rect(self, name: str) -> QRectF:
        """Where a place of the board (a tile or bank) lies in the scene."""
        return self.board.mapRectToScene(L.place_rect(name))

    def place_rect(self, name: str) -> QRectF:
        return self.board_rect(name)

    # -- showing an observation -------------------------------------------------------
    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        super().show(observation, viewer, legal)
        obs = observation
        names = obs.get("players") or self.player_names
        if len(self.runners) != len(names) or [p.name for p in self.panels] != list(names):
            self.player_names = list(names)
            self._build_seats(names)
        colours = tuple(obs.get("key_colours") or KEY_COLOURS_DEFAULT)
        if colours != self._key_colours:
            self._build_keys(colours)
        faces = obs.get("tiles", {})
        stones = set(obs.get("stones", ()))
        for name, tile in self.tiles.items():
            tile.set_face(faces.get(name), name in stones)
        self._show_runners(obs)
        on_sand = set(obs.get("keys", {}).get("sand", ()))
        for colour, item in self.keys.items():
            item.setVisible(colour in on_sand)
        self._show_temple(obs, viewer)
        self._show_panels(obs)
        self._offer()
        self._show_card(obs, viewer)

    def _show_runners(self, obs: Mapping) -> None:
        by_place: dict[str, list[int]] = {}
        for seat, place in enumerate(obs.get("runners", [])):
            by_place.setdefault(place, []).append(seat)
        for place, seats in by_place.items():
            for i, seat in enumerate(seats):
                runner = self.runners[seat]
                runner.home, runner.home_scale = L.runner_spot(place, i, len(seats))
                if not runner.moving:
                    runner.setPos(runner.home)
                    runner.setScale(runner.home_scale)
        winner = obs.get("winner")
        current = obs.get("turn") if winner is None else winner
        for seat, runner in enumerate(self.runners):
            runner.set_current(seat == current)

    def _peek(self, obs: Mapping, viewer: Seat | None
              ) -> tuple[int | None, Seat | None, str | None]:
        """(slot, seat, face) of a peek in progress; the face only in the peeker's view."""
        peeking = obs.get("peeking")
        if not peeking:
            return None, None, None
        seat = peeking["seat"]
        # privacy: the face of a peeked tile only for the peeker's own view
        face = obs.get("peek_face") if viewer is not None and viewer == seat else None
        return peeking["slot"], seat, face

    def _show_temple(self, obs: Mapping, viewer: Seat | None) -> None:
        temple = obs.get("temple", {})
        slots = int(temple.get("slots", MAX_TEMPLE))
        if slots != self._slots_shown:
            for i, item in enumerate(self.temple):
                item.setVisible(i < slots)
                if i < slots:
                    item.setPos(L.temple_rect(i, slots).topLeft())
            self._slots_shown = slots
        peekers: dict[int, list[int]] = {}
        for seat, seen in enumerate(temple.get("peeked", ())):
            for slot in seen:
                peekers.setdefault(slot, []).append(seat)
        revealed = temple.get("revealed") or [None] * slots
        peek_slot, peek_seat, private_face = self._peek(obs, viewer)
        for i in range(slots):
            face = revealed[i] if i < len(revealed) else None
            if face is None and i == peek_slot:
                face = private_face
            self.temple[i].set_state(face, tuple(peekers.get(i, ())),
                                     peek_seat if i == peek_slot else None)

    def _show_card(self, obs: Mapping, viewer: Seat | None) -> None:
        winner = obs.get("winner")
        peek_slot, peek_seat, private_face = self._peek(obs, viewer)
        if winner is not None:
            revealed = [f for f in obs.get("temple", {}).get("revealed", ()) if f]
            face = revealed[0] if revealed else None
            caption = (colour_text(OPENED_TEMPLE, face) if face else _("opened the temple!"))
            self.card.set_values("winner", face, winner,
                                 _("{name} wins!").format(name=self.name(winner)), caption)
            anchor = self.runners[winner].scenePos() if winner < len(self.runners) else None
        elif private_face is not None and peek_seat is not None and peek_slot is not None:
            held = obs.get("keys", {}).get("held", [])
            mine = held[peek_seat] if peek_seat < len(held) else None
            if private_face == "wall":
                caption = _("A wall — no lock here.")
            elif private_face == mine:
                caption = colour_text(LOCK_FITS, private_face)
            else:
                caption = colour_text(LOCK_NOT_YOURS, private_face)
            self.card.set_values("peek", private_face, peek_seat, _("Only you can see this"),
                                 caption)
            anchor = self.temple[peek_slot].scene_rect().center()
        else:
            self.card.setVisible(False)
            return
        self._place_card(anchor)

    def _place_card(self, anchor: QPointF | None) -> None:
        """Big enough to read, near what it is about, off everything clickable."""
        lay = self._layout
        u = max(0.42, min(lay.scale * 1.05, lay.board.height() * 0.8 / L.CARD_H,
                          lay.rect.width() * 0.5 / L.CARD_W))
        size = QSizeF((L.CARD_W + 20) * u, (L.CARD_H + 20) * u)  # with its shadow
        # off what may be clicked, the temple (the lock in question) and the runners
        keep = [t.scene_rect() for t in self._targets] + [lay.banner]
        keep += [t.scene_rect() for t in self.temple if t.isVisible()]
        keep += [r.sceneBoundingRect() for r in self.runners]
        point = anchor if anchor is not None else lay.board.center()
        box = place_callout(size, point, keep, lay.rect)
        self.card.setScale(u)
        self.card.setPos(box.x() + 10 * u, box.y() + 10 * u)
        self.card.setVisible(True)

    def _show_panels(self, obs: Mapping) -> None:
        held_keys = obs.get("keys", {}).get("held", [])
        held_t = obs.get("talismans", {}).get("held", [])
        peeked = obs.get("temple", {}).get("peeked", [])
        turn, winner = obs.get("turn"), obs.get("winner")
        for seat, panel in enumerate(self.panels):
            panel.set_values(
                held_keys[seat] if seat < len(held_keys) else None,
                held_t[seat] if seat < len(held_t) else 0,
                len(peeked[seat]) if seat < len(peeked) else 0,
                seat == turn and winner is None,
                seat == winner,
            )

    # -- what may be done now ---------------------------------------------------------
    def _sort_actions(self, acts: Sequence[Action]) -> None:
        by: dict[type, dict] = {}
        single: dict[type, Action] = {}
        for a in acts:
            if isinstance(a, Hop | FreeHop | SpendTalismanHop):
                by.setdefault(type(a), {})[a.target] = a
            elif isinstance(a, Flip):
                by.setdefault(Flip, {})[a.tile] = a
            elif isinstance(a, TakeKey):
                by.setdefault(TakeKey, {})[a.colour] = a
            elif isinstance(a, Peek | SpendTalismanPeek):
                by.setdefault(type(a), {})[a.slot] = a
            else:
                single[type(a)] = a
        self._by, self._single = by, single

    def _offer(self) -> None:
        """Make the legal actions clickable (glowing) and lay out the buttons."""
        obs = self.observation or {}
        seat = self.acting_seat = self.seat_on_offer()
        self._sort_actions(list(self.legal.get(seat, ())) if seat is not None else [])
        by = self._by
        if self._mode == "talisman_hop" and SpendTalismanHop not in by:
            self._mode = None
        if self._mode == "talisman_peek" and SpendTalismanPeek not in by:
            self._mode = None
        mode = self._mode
        if mode == "talisman_hop":
            hops = by.get(SpendTalismanHop, {})
        else:
            hops = {} if mode else {**by.get(Hop, {}), **by.get(FreeHop, {})}
        flips = by.get(Flip, {}) if mode is None else {}
        keys = by.get(TakeKey, {}) if mode is None else {}
        peeks = by.get(SpendTalismanPeek if mode == "talisman_peek" else Peek, {})
        if mode == "talisman_hop":
            peeks = {}
        targets: list[Clickable] = []
        for items, offers in ((self.tiles, {**flips, **hops}), (self.places, hops),
                              (self.keys, keys), (dict(enumerate(self.temple)), peeks)):
            for name, item in items.items():
                item.set_live(offers.get(name))
                if name in offers:
                    targets.append(item)
        # Tab order: left to right, top to bottom, then the buttons
        buttons = self.button_row.show_row(self._buttons_wanted(obs, mode), self._layout.buttons)
        self._update_hint(obs, seat, mode)
        self.offer_targets(reading_order(targets) + list(buttons))

    def pulsing_items(self) -> list[QGraphicsItem]:
        return super().pulsing_items() + [r.halo for r in self.runners if r.current]

    def _buttons_wanted(self, obs: Mapping, mode: str | None) -> list[ButtonSpec]:
        by, single = self._by, self._single
        out: list[ButtonSpec] = []
        if Acknowledge in single:
            out.append(_button(_("Kokonana!"), "#ff7043", single[Acknowledge], "K", big=True))
        if Hide in single:
            out.append(_button(_("Hide"), "#90a4ae", single[Hide], "H", "eye"))
        if mode is not None:
            return [*out, _button(_("Back"), "#e0e0e0", self._leave_mode, _("Esc"))]
        # the keys on the sandbank are small: offer them as big buttons too, colour named
        for colour, take in by.get(TakeKey, {}).items():
            word = colour_text(KEY_BUTTON, colour)
            out.append(_button(word, "#fff3d6", take, icon=f"key:{colour}"))
        if SkipHop in single:
            text = _("Stay here") if obs.get("phase") == "hop" else _("End my turn")
            out.append(_button(text, "#aed581", single[SkipHop], "S"))
        if TakeTalisman in single:
            out.append(_button(_("Take a talisman"), "#ffd54f", single[TakeTalisman], "T",
                               "talisman"))
        letter = "" if TakeTalisman in single else "T"
        if SpendTalismanHop in by:
            out.append(_button(_("Use a talisman: hop"), "#ffe082",
                               lambda: self._enter_mode("talisman_hop"), letter, "talisman"))
            letter = ""
        if SpendTalismanPeek in by:
            out.append(_button(_("Use a talisman: peek"), "#ffe082",
                               lambda: self._enter_mode("talisman_peek"), letter, "eye"))
        return out

    def _enter_mode(self, mode: str) -> None:
        self._mode = mode
        self._offer()

    def _leave_mode(self) -> None:
        self._mode = None
        self._offer()

    def _update_hint(self, obs: Mapping, seat: Seat | None, mode: str | None) -> None:
        text = hint_text(obs, seat, mode, self.viewer, self.name, TakeTalisman in self._single,
                         can_hop=FreeHop in self._by)
        winner = obs.get("winner")
        self._set_banner(text, winner if winner is not None else obs.get("turn"),
                         int(obs.get("talismans", {}).get("supply", 0)))

    def _set_banner(self, text: str, seat: Seat | None, supply: int) -> None:
        fill = art.runner_style(None, seat)[0] if seat is not None else COLOURS["banner"]
        picture = (lambda p, r: blit_runner(p, seat, r)) if seat is not None else None
        self.banner.set_look(fill, picture, f"runner:{seat}",
                             aside=ngettext("×{count} left", "×{count} left", supply).format(
                                 count=supply),
                             aside_picture=lambda p, r: blit_layers(
                                 p, "talisman", art.talisman_layers(), r, 2),
                             aside_key="talisman")
        self.banner.set_text(text)
        self.set_hint(text)

    # -- input ------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        if self.acting_seat is None:
            return
        self._mode = None
        self.choose(self.acting_seat, action)

    def _emit_single(self, cls: type) -> bool:
        action = self._single.get(cls)
        if action is None:
            return False
        self.act(action)
        return True

    def handle_key(self, event: QKeyEvent) -> bool:
        if self.observation is None:
            return False
        key = event.key()
        if key == Qt.Key.Key_T:  # one key for both talismans: it steps through them
            return self._talisman_key()
        if key == Qt.Key.Key_Escape and self._mode is not None:
            self._leave_mode()
            return True
        return super().handle_key(event)  # K, S, H: the letter on a button presses it

    def _talisman_key(self) -> bool:
        if self._emit_single(TakeTalisman):
            return True
        if self._mode is None and SpendTalismanHop in self._by:
            self._enter_mode("talisman_hop")
        elif self._mode != "talisman_peek" and SpendTalismanPeek in self._by:
            self._enter_mode("talisman_peek")
        elif self._mode is not None:
            self._leave_mode()
        else:
            return False
        return True

    # -- animations ---------------------------------------------------------------------
    def play(self, events: Sequence[Event]) -> None:
        self.start_animations()
        for ev in events:
            data = ev.data
            if ev.kind == "hop" and self._built:
                self._animate_hop(int(data.get("seat", 0)), str(data.get("to", "")))
            elif ev.kind == "flip" and data.get("tile") in self.tiles:
                self._animate_flip(self.tiles[data["tile"]], data.get("motif"))
            elif ev.kind == "match":
                for name in data.get("tiles", ()):
                    if name in self.tiles:
                        self.tiles[name].set_face(self.tiles[name].motif, True)
                        self._animate_bounce(self.tiles[name])
            elif ev.kind == "no_match" and data.get("seat") not in self.legal:
                # someone else's pair (a computer's): hold the table so everyone can
                # memorise both tiles before that player may say "Kokonana!"
                seat = int(data.get("seat", 0))
                self._set_banner(_("{name} found no match — remember those tiles!").format(
                    name=self.name(seat)), seat, self._supply())
                self.animations.hold(MEMORISE_MS)
            elif ev.kind == "turn_back":
                self._animate_shout(int(data.get("seat", 0)),
                                    [n for n in data.get("tiles", ()) if n in self.tiles])
                for name in data.get("tiles", ()):
                    if name in self.tiles:
                        self._animate_turn_back(self.tiles[name])
        self.animations.settle()

    def _supply(self) -> int:
        return int((self.observation or {}).get("talismans", {}).get("supply", 0))

    def _animate_hop(self, seat: Seat, to: str) -> None:
        if not 0 <= seat < len(self.runners) or not to:
            return
        runner = self.runners[seat]
        others = [s for s, p in enumerate((self.observation or {}).get("runners", ()))
                  if p == to and s != seat]
        runner.home, runner.home_scale = L.runner_spot(to, len(others), len(others) + 1)
        runner.moving = True  # show() meanwhile only updates `home`

        def landed() -> None:
            runner.moving = False
            runner.setPos(runner.home)
            runner.setScale(runner.home_scale)

        self.animations.move(runner, runner.home, 300, lift=60, done=landed)

    def _animate_flip(self, tile: TileItem, motif: str | None) -> None:
        final = motif or tile.motif

        def step(t: float) -> None:  # the back narrows, then the face widens
            tile.motif = None if t < 0.5 else final
            tile.set_turn(abs(1 - 2 * t))

        self.animations.run(260, step)  # each step says the face: show() may come meanwhile

    def _animate_turn_back(self, tile: TileItem) -> None:
        face = tile.motif

        def step(t: float) -> None:
            tile.motif = face if t < 0.5 else None
            tile.set_turn(abs(1 - 2 * t))

        self.animations.run(260, step)

    def _animate_shout(self, seat: Seat, tiles: Sequence[str] = ()) -> None:
        """A "Kokonana!" bubble by the runner, popping up and fading away; it leaves the
        turning tiles, the other runners and what may be clicked in sight."""
        if not self._built or not 0 <= seat < len(self.runners):
            return
        lay = self._layout
        size = QSizeF(min(320.0, lay.rect.width() * 0.3), max(56.0, lay.banner.height() * 1.05))
        keep = [t.scene_rect() for t in self._targets] + [lay.banner]
        keep += [self.tiles[n].scene_rect() for n in tiles]
        keep += [r.sceneBoundingRect() for r in self.runners if r.seat != seat]
        self.shout.show_at(_("Kokonana!"), size, self.runners[seat].scenePos(), keep,
                           lay.rect.adjusted(4, 4, -4, -4), colour="#e64a19")

        def step(t: float) -> None:
            self.shout.setScale(0.6 + 0.4 * min(t * 4, 1.0))
            self.shout.setOpacity(1.0 if t < 0.7 else (1 - t) / 0.3)

        def gone() -> None:
            self.shout.setVisible(False)
            self.shout.setOpacity(1.0)

        self.animations.run(900, step, gone)

    def _animate_bounce(self, tile: TileItem) -> None:
        tile.setTransformOriginPoint(tile.rect().center())
        self.animations.run(320, lambda t: tile.setScale(1 + 0.18 * math.sin(math.pi * t)),
                            lambda: tile.setScale(1.0))

    # -- curtain and clearing --------------------------------------------------------------
    def clear_table(self) -> None:
        super().clear_table()
        self.runners, self.panels = [], []
        self.keys, self._key_colours = {}, ()

    def curtain_summary(self, public_observation: Mapping) -> str:
        obs = public_observation
        turn = obs.get("turn")
        if obs.get("winner") is not None:
            return _("{name} opened the temple!").format(name=self.name(obs["winner"]))
        if turn is None:
            return ""
        if obs.get("phase") == "peek" and obs.get("peeking"):
            return _("{name} is peeking at temple tile {number}.").format(
                name=self.name(turn), number=obs["peeking"]["slot"] + 1)
        place = obs.get("runners", [""] * (turn + 1))[turn]
        where = {"village": _("in the village"), "sand": _("on the sandbank"),
                 "temple_bank": _("at the temple")}.get(place, _("on a stepping stone"))
        return _("{name}'s turn — {runner}, {where}.").format(
            name=self.name(turn), runner=_(RUNNER[turn % 4]), where=where)

    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        if seat != self.acting_seat or self._mode is not None:
            return None
        direct = super().route(seat, action)
        if direct is not None:
            return direct
        # a talisman's hop or peek: its button first, then the place or temple tile
        item: Clickable | None
        if isinstance(action, SpendTalismanHop):
            word = _("Use a talisman: hop")
            item = self.tiles.get(action.target) or self.places.get(action.target)
        elif isinstance(action, SpendTalismanPeek) and action.slot < len(self.temple):
            word, item = _("Use a talisman: peek"), self.temple[action.slot]
        else:
            return None
        button = next((b for b in self.buttons if b.target is not None and b.text == word), None)
        return [button, item] if button is not None and item is not None else None
