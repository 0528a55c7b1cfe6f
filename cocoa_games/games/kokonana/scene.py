"""Kokonana's table: the river board, runners, keys, temple, player panels and big buttons.

The scene draws only the observation it is given. Items are built once and updated in place,
so showing a new observation only changes what differs. What the player may do now glows
and is clickable; the same targets are reachable by keyboard (arrows/Tab move a focus ring,
Enter/Space activates; K = Kokonana!, S = stay, H = hide, T = talisman, Esc = back).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QKeyEvent

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.ui.scene_base import GameScene

from . import layout as L
from .items import (
    BannerItem,
    BoardBackground,
    ButtonItem,
    CardItem,
    Clickable,
    FocusRing,
    KeyItem,
    PanelItem,
    PlaceItem,
    RunnerItem,
    ShoutItem,
    TempleTileItem,
    TileItem,
    pulse_opacity,
)
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

COLOUR_WORDS = ("Yellow", "Red", "Blue", "Green")
KEY_COLOURS_DEFAULT = ("purple", "black", "orange", "green", "blue")
MAX_TEMPLE = 8
MEMORISE_MS = 3500  # how long another player's unmatched pair is held for everyone to see


def create_scene() -> GameScene:
    return KokonanaScene()


def _reading_order(item: Clickable) -> tuple[int, float]:
    c = item.sceneBoundingRect().center()
    return round(c.x() / 40), c.y()


class KokonanaScene(GameScene):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pulse = 1.0
        self._built = False
        self._mode: str | None = None  # None | "talisman_hop" | "talisman_peek"
        self._seat: Seat | None = None  # the seat whose actions are on offer
        self._targets: list[Clickable] = []
        self._focus: Clickable | None = None
        self._keyboard = False  # show the focus ring once the keyboard was used
        self._hint = ""
        self._anims: list[QVariantAnimation] = []
        self._sound_from_click = False
        self._pulse_timer = QTimer(self)
        self._pulse_timer.setInterval(60)
        self._pulse_timer.timeout.connect(self._tick)
        self._t0 = time.monotonic()
        self._build()

    # -- building ---------------------------------------------------------------------
    def _build(self) -> None:
        self.addItem(BoardBackground())
        self.tiles: dict[str, TileItem] = {}
        for half in "SD":
            for name in L.tile_names(half):
                tile = TileItem(name)
                self._hook(tile)
                self.tiles[name] = tile
        self.places = {
            name: self._hook(PlaceItem(name, L.BANKS[name])) for name in ("sand", "temple_bank")
        }
        self.keys: dict[str, KeyItem] = {}
        self._key_colours: tuple[str, ...] = ()
        self.temple = [self._hook(TempleTileItem(i)) for i in range(MAX_TEMPLE)]
        self.buttons = [self._hook(ButtonItem()) for _ in range(5)]  # five keys at most
        for b in self.buttons:
            b.setVisible(False)
        self.banner = BannerItem()
        self.addItem(self.banner)
        self.card = CardItem()
        self.addItem(self.card)
        self.ring = FocusRing()
        self.addItem(self.ring)
        self.shout = ShoutItem()
        self.addItem(self.shout)
        self.runners: list[RunnerItem] = []
        self.panels: list[PanelItem] = []
        self._slots_shown = -1
        self._built = True
        if self.player_names:
            self._build_seats(self.player_names)

    def _hook(self, item: Clickable) -> Clickable:
        item.on_activate = self._activate
        self.addItem(item)
        return item

    def _build_keys(self, colours: Sequence[str]) -> None:
        for item in self.keys.values():
            self.removeItem(item)
        self.keys = {c: self._hook(KeyItem(c, i)) for i, c in enumerate(colours)}
        self._key_colours = tuple(colours)

    def _build_seats(self, names: Sequence[str]) -> None:
        for item in (*self.runners, *self.panels):
            self.removeItem(item)
        self.runners = [RunnerItem(s) for s in range(len(names))]
        self.panels = [PanelItem(s, n, L.panel_rect(s, len(names))) for s, n in enumerate(names)]
        for item in (*self.runners, *self.panels):
            self.addItem(item)

    def setup(self, player_names: Sequence[str]) -> None:
        super().setup(player_names)
        if self._built:
            self._build_seats(self.player_names)

    # -- showing an observation -------------------------------------------------------
    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        super().show(observation, viewer, legal)
        if not self._built:
            self._build()
        obs = observation
        names = obs.get("players") or self.player_names
        if len(self.runners) != len(names) or [p.name for p in self.panels] != list(names):
            self.player_names = list(names)
            self._build_seats(names)
        colours = tuple(obs.get("key_colours") or KEY_COLOURS_DEFAULT)
        if colours != self._key_colours:
            self._build_keys(colours)
        self._show_tiles(obs)
        self._show_runners(obs)
        self._show_keys(obs)
        self._show_temple(obs, viewer)
        self._show_panels(obs)
        self._offer()

    def _show_tiles(self, obs: Mapping) -> None:
        faces = obs.get("tiles", {})
        stones = set(obs.get("stones", ()))
        fresh = set(obs.get("flipped", ()))
        for name, tile in self.tiles.items():
            tile.set_face(faces.get(name), name in stones, name in fresh)

    def _show_runners(self, obs: Mapping) -> None:
        places = obs.get("runners", [])
        by_place: dict[str, list[int]] = {}
        for seat, place in enumerate(places):
            by_place.setdefault(place, []).append(seat)
        turn = obs.get("turn")
        winner = obs.get("winner")
        for place, seats in by_place.items():
            for i, seat in enumerate(seats):
                runner = self.runners[seat]
                runner.home = L.runner_center(place, i, len(seats))
                runner.setScale(0.84 if len(seats) > 1 and place not in L.BANKS else 1.0)
                if runner.anim is None:
                    runner.setPos(runner.home)
        for seat, runner in enumerate(self.runners):
            runner.set_current(seat == (turn if winner is None else winner))

    def _show_keys(self, obs: Mapping) -> None:
        on_sand = set(obs.get("keys", {}).get("sand", ()))
        for colour, item in self.keys.items():
            item.setVisible(colour in on_sand)

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
        peeking = obs.get("peeking")
        peek_slot = peeking["slot"] if peeking else None
        peek_seat = peeking["seat"] if peeking else None
        # privacy: the face of a peeked tile only for the peeker's own view
        private_face = obs.get("peek_face") if viewer is not None and viewer == peek_seat else None
        for i in range(slots):
            face = revealed[i] if i < len(revealed) else None
            if face is None and i == peek_slot and private_face is not None:
                face = private_face
            self.temple[i].set_state(face, tuple(peekers.get(i, ())),
                                     peek_seat if i == peek_slot else None)
        self._show_card(obs, viewer, private_face, peek_seat)

    def _show_card(self, obs: Mapping, viewer: Seat | None, private_face: str | None,
                   peek_seat: Seat | None) -> None:
        winner = obs.get("winner")
        if winner is not None:
            revealed = [f for f in obs.get("temple", {}).get("revealed", ()) if f]
            face = revealed[0] if revealed else None
            caption = (f"found the {face} lock and opened the temple!" if face
                       else "opened the temple!")
            self.card.set_values("winner", face, winner, f"{self.name(winner)} wins!", caption)
            self.card.setPos(480, 170)
            self.card.setVisible(True)
        elif private_face is not None and peek_seat is not None:
            held = obs.get("keys", {}).get("held", [])
            mine = held[peek_seat] if peek_seat < len(held) else None
            if private_face == "wall":
                caption = "A wall — no lock here."
            elif private_face == mine:
                caption = f"The {private_face} lock — your key fits! Remember this tile."
            else:
                caption = f"The {private_face} lock. Not for your key."
            self.card.set_values("peek", private_face, peek_seat, "Only you can see this",
                                 caption)
            self.card.setPos(640, 170)
            self.card.setVisible(True)
        else:
            self.card.setVisible(False)

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
    def _acting_seat(self) -> Seat | None:
        turn = self.observation.get("turn") if self.observation else None
        if turn is not None and self.legal.get(turn):
            return turn
        for seat, acts in self.legal.items():
            if acts:
                return seat
        return None

    def _offer(self) -> None:
        """Make the legal actions clickable (glowing) and lay out the buttons."""
        obs = self.observation or {}
        seat = self._acting_seat()
        self._seat = seat
        acts = list(self.legal.get(seat, ())) if seat is not None else []
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
        if self._mode == "talisman_hop" and SpendTalismanHop not in by:
            self._mode = None
        if self._mode == "talisman_peek" and SpendTalismanPeek not in by:
            self._mode = None
        mode = self._mode

        if mode == "talisman_hop":
            hops = by.get(SpendTalismanHop, {})
        elif mode == "talisman_peek":
            hops = {}
        else:
            hops = {**by.get(Hop, {}), **by.get(FreeHop, {})}
        flips = by.get(Flip, {}) if mode is None else {}
        keys = by.get(TakeKey, {}) if mode is None else {}
        if mode == "talisman_peek":
            peeks = by.get(SpendTalismanPeek, {})
        elif mode is None:
            peeks = by.get(Peek, {})
        else:
            peeks = {}

        targets: list[Clickable] = []
        for name, tile in self.tiles.items():
            target = hops.get(name) or flips.get(name)
            tile.set_live(target)
            if target is not None:
                targets.append(tile)
        for name, place in self.places.items():
            place.set_live(hops.get(name))
            if name in hops:
                targets.append(place)
        for colour, key in self.keys.items():
            key.set_live(keys.get(colour))
            if colour in keys:
                targets.append(key)
        for slot, item in enumerate(self.temple):
            item.set_live(peeks.get(slot))
            if slot in peeks:
                targets.append(item)
        # order for Tab: left to right, top to bottom, then the buttons
        targets.sort(key=_reading_order)
        targets += self._layout_buttons(obs, mode)
        self._targets = targets
        self._update_hint(obs, seat, mode)
        if self._focus not in targets:
            self._focus = None
        if self._keyboard and self._focus is None and targets:
            self._focus = targets[0]
        self._place_ring()
        self._update_pulse()

    def _buttons_wanted(self, obs: Mapping, mode: str | None) -> list[tuple]:
        """(text, colour, icon, shortcut letter, target) for each button to show."""
        by, single = self._by, self._single
        out: list[tuple] = []
        if Acknowledge in single:
            out.append(("Kokonana!", "#ff7043", None, "K", single[Acknowledge]))
        if Hide in single:
            out.append(("Hide", "#90a4ae", "eye", "H", single[Hide]))
        if mode is not None:
            out.append(("Back", "#e0e0e0", None, "Esc", self._leave_mode))
            return out
        # the keys on the sandbank are small: offer them as big buttons too, colour named
        for colour, take in by.get(TakeKey, {}).items():
            out.append((colour.capitalize(), "#fff3d6", f"key:{colour}", "", take))
        if SkipHop in single:
            text = "Stay here" if obs.get("phase") == "hop" else "End my turn"
            out.append((text, "#aed581", None, "S", single[SkipHop]))
        if TakeTalisman in single:
            out.append(("Take a talisman", "#ffd54f", "talisman", "T", single[TakeTalisman]))
        letter = "" if TakeTalisman in single else "T"
        if SpendTalismanHop in by:
            out.append(("Use a talisman: hop", "#ffe082", "talisman", letter,
                        lambda: self._enter_mode("talisman_hop")))
            letter = ""
        if SpendTalismanPeek in by:
            out.append(("Use a talisman: peek", "#ffe082", "eye", letter,
                        lambda: self._enter_mode("talisman_peek")))
        return out

    def _layout_buttons(self, obs: Mapping, mode: str | None) -> list[Clickable]:
        wanted = self._buttons_wanted(obs, mode)
        widths = [max(260.0, 120.0 + 21.0 * len(text) + (60 if icon else 0))
                  for text, _c, icon, _s, _t in wanted]
        if wanted and wanted[0][0] == "Kokonana!":
            widths[0] = 460.0  # the big one
        gap = 28.0
        room = 1560.0 - gap * max(len(wanted) - 1, 0)
        if sum(widths) > room:  # many choices (after a match, with talismans): squeeze
            widths = [w * room / sum(widths) for w in widths]
        total = sum(widths) + gap * max(len(wanted) - 1, 0)
        x = 800 - total / 2
        live: list[Clickable] = []
        for i, button in enumerate(self.buttons):
            if i < len(wanted):
                text, colour, icon, shortcut, target = wanted[i]
                button.configure(text, colour, icon, shortcut, widths[i])
                button.setPos(x, L.BUTTON_Y)
                button.set_live(target, glow=(text == "Kokonana!"))
                button.setVisible(True)
                x += widths[i] + gap
                live.append(button)
            else:
                button.set_live(None)
                button.setVisible(False)
        return live

    def _enter_mode(self, mode: str) -> None:
        self._mode = mode
        self._offer()

    def _leave_mode(self) -> None:
        self._mode = None
        self._offer()

    # -- hints ------------------------------------------------------------------------
    def _who(self, seat: Seat) -> str:
        return self.name(seat)

    def _update_hint(self, obs: Mapping, seat: Seat | None, mode: str | None) -> None:
        text = self._hint_text(obs, seat, mode)
        turn = obs.get("turn")
        winner = obs.get("winner")
        self.banner.set_values(text, winner if winner is not None else turn,
                               int(obs.get("talismans", {}).get("supply", 0)))
        if text != self._hint:
            self._hint = text
            self.hint_changed.emit(text)

    def _hint_text(self, obs: Mapping, seat: Seat | None, mode: str | None) -> str:
        phase = obs.get("phase")
        turn = obs.get("turn")
        winner = obs.get("winner")
        if winner is not None:
            return f"{self._who(winner)} opened the temple and wins!"
        if turn is None:
            return ""
        who = self._who(turn)
        if seat is None:  # watching someone else
            if phase == "peek":
                slot = (obs.get("peeking") or {}).get("slot", 0)
                return f"{who} is peeking at temple tile {slot + 1}"
            if phase == "kokonana":
                return f"{who} found no match — remember those tiles!"
            return f"{who}'s turn"
        if mode == "talisman_hop":
            return f"{who}: hop with your talisman to a glowing place"
        if mode == "talisman_peek":
            return f"{who}: pick a temple tile to peek at"
        if phase == "hop":
            return f"{who}: hop to a glowing stone, or stay here"
        if phase == "flip":
            done = obs.get("flips_done", 0)
            return f"{who}: pick two tiles" if done == 0 else f"{who}: pick one more tile"
        if phase == "kokonana":
            return "No match! Remember them, then press Kokonana!"
        if phase == "reward":  # say only what the legal actions allow
            can_hop, talisman = FreeHop in self._by, TakeTalisman in self._single
            if can_hop:
                return (_("A match! {who}: hop for free, or take a talisman") if talisman
                        else _("A match! {who}: hop for free, or end your turn")).format(who=who)
            return (_("A match! {who}: nowhere to hop, so take a talisman") if talisman
                    else _("A match! {who}: nowhere to hop, end your turn")).format(who=who)
        if phase == "key":
            return f"{who}: take a key from the sandbank"
        if phase == "temple":
            return f"{who}: peek at a temple tile"
        if phase == "peek":
            face = obs.get("peek_face") if self.viewer == seat else None
            if face:  # said in words too, for screen readers (only the peeker's view has it)
                seen = "a wall" if face == "wall" else f"the {face} lock"
                return f"{who}: it is {seen} — remember it, then press Hide"
            return f"{who}: remember it, then press Hide"
        return f"{who}'s turn"

    # -- input ------------------------------------------------------------------------
    def _activate(self, item: Clickable) -> None:
        target = item.target
        if target is None:
            return
        self._focus = item if self._keyboard else self._focus
        if isinstance(target, Action):
            self._emit(target)
        elif callable(target):
            target()

    def _emit(self, action: Action) -> None:
        if self._seat is None:
            return
        if isinstance(action, Acknowledge) and self.sound is not None:
            self.sound.play("kokonana")
            self._sound_from_click = True
        self._mode = None
        self.choose(self._seat, action)

    def _emit_single(self, cls: type) -> bool:
        action = getattr(self, "_single", {}).get(cls)
        if action is None:
            return False
        self._emit(action)
        return True

    def handle_key(self, event: QKeyEvent) -> bool:
        if self.observation is None:
            return False
        key = event.key()
        K = Qt.Key
        if key in (K.Key_Tab, K.Key_Backtab, K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down):
            self._move_focus(key, event.modifiers())
            return bool(self._targets)
        if key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            if self._focus is not None and self._focus in self._targets:
                self._activate(self._focus)
                return True
            return False
        if key == K.Key_K:
            return self._emit_single(Acknowledge)
        if key == K.Key_S:
            return self._emit_single(SkipHop)
        if key == K.Key_H:
            return self._emit_single(Hide)
        if key == K.Key_T:
            return self._talisman_key()
        if key == K.Key_Escape and self._mode is not None:
            self._leave_mode()
            return True
        return False

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt name
        # QGraphicsView hands Tab to the scene's focus chain before any key handling (and
        # moves the widget focus away if that declines): Tab walks our targets instead.
        if self.observation is None or not self._targets:
            return False
        key = Qt.Key.Key_Tab if next else Qt.Key.Key_Backtab
        self._move_focus(key, Qt.KeyboardModifier.NoModifier)
        return True

    def _talisman_key(self) -> bool:
        if self._emit_single(TakeTalisman):
            return True
        by = getattr(self, "_by", {})
        if self._mode is None and SpendTalismanHop in by:
            self._enter_mode("talisman_hop")
        elif self._mode != "talisman_peek" and SpendTalismanPeek in by:
            self._enter_mode("talisman_peek")
        elif self._mode is not None:
            self._leave_mode()
        else:
            return False
        return True

    def _move_focus(self, key, modifiers) -> None:
        self._keyboard = True
        targets = self._targets
        if not targets:
            self._focus = None
            self._place_ring()
            return
        K = Qt.Key
        current = self._focus if self._focus in targets else None
        if current is None:
            self._focus = targets[0]
        elif key in (K.Key_Tab, K.Key_Backtab):
            back = key == K.Key_Backtab or bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
            i = targets.index(current)
            self._focus = targets[(i + (-1 if back else 1)) % len(targets)]
        else:
            self._focus = self._nearest(current, key) or current
        self._place_ring()

    def _nearest(self, current: Clickable, key) -> Clickable | None:
        """The closest target in the arrow's direction (straight lines preferred)."""
        K = Qt.Key
        dx, dy = {K.Key_Left: (-1, 0), K.Key_Right: (1, 0), K.Key_Up: (0, -1),
                  K.Key_Down: (0, 1)}[key]
        c = current.sceneBoundingRect().center()
        best, best_score = None, math.inf
        for item in self._targets:
            if item is current:
                continue
            d = item.sceneBoundingRect().center() - c
            along = d.x() * dx + d.y() * dy
            if along <= 1:
                continue
            across = abs(d.x() * dy) + abs(d.y() * dx)
            score = along + 2.5 * across
            if score < best_score:
                best, best_score = item, score
        return best

    def _place_ring(self) -> None:
        item = self._focus
        if item is None or not self._keyboard:
            self.ring.setVisible(False)
            return
        r = item.sceneBoundingRect()
        m = item.margin
        self.ring.set_rect(r.adjusted(m, m, -m, -m))
        self.ring.setVisible(True)
        # screen readers cannot see scene items: name the view after the focused target
        label = item.target.label() if isinstance(item.target, Action) else getattr(item, "text", "")
        for view in self.views():
            view.setAccessibleName(f"Game table: {label}" if label else "Game table")

    # -- the pulse of glowing things ---------------------------------------------------
    def _update_pulse(self) -> None:
        wants = self.animation_speed > 0 and bool(self._targets or self.runners)
        if wants and not self._pulse_timer.isActive():
            self._pulse_timer.start()
        elif not wants:
            self._pulse_timer.stop()
            self.pulse = 1.0
            for item in self._targets:
                if item.glow:  # an unlit halo stays at opacity 0 (switched off)
                    item.glow_item.setOpacity(1.0)

    def _tick(self) -> None:
        self.pulse = 0.5 + 0.5 * math.sin((time.monotonic() - self._t0) * 4.0)
        opacity = pulse_opacity(self.pulse)
        for item in self._targets:
            if item.glow:
                item.glow_item.setOpacity(opacity)
        for runner in self.runners:
            if runner.current:
                runner.halo.setOpacity(opacity)

    # -- animations ---------------------------------------------------------------------
    def play(self, events: Sequence[Event]) -> None:
        for ev in events:
            data = ev.data
            if ev.kind == "hop" and self._built:
                self._sound("hop")
                self._animate_hop(int(data.get("seat", 0)), str(data.get("to", "")))
            elif ev.kind == "flip" and data.get("tile") in self.tiles:
                self._sound("flip")
                self._animate_flip(self.tiles[data["tile"]], data.get("motif"))
            elif ev.kind == "match":
                self._sound("splash")
                for name in data.get("tiles", ()):
                    if name in self.tiles:
                        self.tiles[name].set_face(self.tiles[name].motif, True, False)
                        self._animate_bounce(self.tiles[name])
            elif ev.kind == "no_match" and data.get("seat") not in self.legal:
                # someone else's pair (a computer's): hold the table so everyone can
                # memorise both tiles before that player may say "Kokonana!"
                seat = int(data.get("seat", 0))
                text = f"{self.name(seat)} found no match — remember those tiles!"
                self.banner.set_values(text, seat, self.banner.supply)
                if text != self._hint:
                    self._hint = text
                    self.hint_changed.emit(text)
                self._run(MEMORISE_MS, lambda t: None, curve=QEasingCurve.Type.Linear)
            elif ev.kind == "win":
                self._sound("win")
            elif ev.kind == "turn_back":
                if self.sound is not None and not self._sound_from_click:
                    self.sound.play("kokonana")
                self._animate_shout(int(data.get("seat", 0)))
                for name in data.get("tiles", ()):
                    if name in self.tiles:
                        self._animate_turn_back(self.tiles[name])
        self._sound_from_click = False
        if not self._anims:
            self.animations_finished.emit()

    def _sound(self, name: str) -> None:
        if self.sound is not None:
            self.sound.play(name)

    def _run(self, ms: int, step: Callable[[float], None], done: Callable[[], None] | None = None,
             curve: QEasingCurve.Type = QEasingCurve.Type.InOutQuad) -> None:
        duration = self.duration(ms)
        if duration <= 0:
            step(1.0)
            if done:
                done()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.setEasingCurve(curve)
        anim.valueChanged.connect(lambda v: step(float(v)))

        def finished() -> None:
            step(1.0)
            if done:
                done()
            if anim in self._anims:
                self._anims.remove(anim)
            anim.deleteLater()
            if not self._anims:
                self.animations_finished.emit()

        anim.finished.connect(finished)
        self._anims.append(anim)
        anim.start()

    def _animate_hop(self, seat: Seat, to: str) -> None:
        if not 0 <= seat < len(self.runners) or not to:
            return
        runner = self.runners[seat]
        start = QPointF(runner.pos())
        others = []
        if self.observation:
            others = [s for s, p in enumerate(self.observation.get("runners", ()))
                      if p == to and s != seat]
        end = L.runner_center(to, len(others), len(others) + 1)
        runner.home = end

        def step(t: float) -> None:
            p = start + (runner.home - start) * t
            runner.setPos(p.x(), p.y() - 60 * math.sin(math.pi * t))

        def done() -> None:
            runner.anim = None
            runner.setPos(runner.home)

        runner.anim = True  # marks "moving": show() then only updates home
        self._run(300, step, done)

    def _animate_flip(self, tile: TileItem, motif: str | None) -> None:
        final = motif or tile.motif

        def step(t: float) -> None:  # the back narrows, then the face widens
            tile.motif = None if t < 0.5 else final
            tile.fresh = True
            tile.set_turn(abs(1 - 2 * t))

        self._run(260, step)

    def _animate_turn_back(self, tile: TileItem) -> None:
        face = tile.motif

        def step(t: float) -> None:
            if t < 0.5:
                tile.motif = face
                tile.set_turn(1 - 2 * t)
            else:
                tile.motif = None
                tile.fresh = False
                tile.set_turn(2 * t - 1)

        self._run(260, step)

    def _animate_shout(self, seat: Seat) -> None:
        """A "Kokonana!" bubble above the runner, popping up and fading away."""
        if not self._built or not 0 <= seat < len(self.runners):
            return
        runner = self.runners[seat]
        x = min(max(runner.pos().x(), 180), 1420)
        y = runner.pos().y()
        below = y - 26 - 112 < L.BANNER.bottom() + 4  # above it would hide the banner
        self.shout.set_below(below)
        self.shout.setPos(x, y + 26 if below else y - 26)
        self.shout.setVisible(True)

        def step(t: float) -> None:
            self.shout.setScale(0.6 + 0.4 * min(t * 4, 1.0))
            self.shout.setOpacity(1.0 if t < 0.7 else (1 - t) / 0.3)

        self._run(900, step, lambda: self.shout.setVisible(False),
                  curve=QEasingCurve.Type.Linear)

    def _animate_bounce(self, tile: TileItem) -> None:
        tile.setTransformOriginPoint(tile.rect().center())

        def step(t: float) -> None:
            tile.setScale(1 + 0.18 * math.sin(math.pi * t))

        self._run(320, step, lambda: tile.setScale(1.0))

    def skip_animations(self) -> None:
        for anim in list(self._anims):
            anim.setCurrentTime(anim.duration())  # ends it: finished() runs

    # -- curtain and clearing --------------------------------------------------------------
    def clear_table(self) -> None:
        self.skip_animations()
        self._pulse_timer.stop()
        self.clear()
        self._built = False
        self._targets = []
        self._focus = None
        self.runners, self.panels = [], []
        self.keys, self._key_colours = {}, ()
        self.observation = None
        self.legal = {}

    def curtain_summary(self, public_observation: Mapping) -> str:
        obs = public_observation
        turn = obs.get("turn")
        if obs.get("winner") is not None:
            return f"{self.name(obs['winner'])} opened the temple!"
        if turn is None:
            return ""
        if obs.get("phase") == "peek" and obs.get("peeking"):
            return f"{self.name(turn)} is peeking at temple tile {obs['peeking']['slot'] + 1}."
        place = obs.get("runners", [""] * (turn + 1))[turn]
        where = {"village": "in the village", "sand": "on the sandbank",
                 "temple_bank": "at the temple"}.get(place, "on a stepping stone")
        return f"{self.name(turn)}'s turn — {COLOUR_WORDS[turn % 4].lower()} runner, {where}."

    def target_items(self) -> list[Clickable]:
        """What may be clicked now (tests and accessibility use this)."""
        return list(self._targets)

    def focused_item(self) -> Clickable | None:
        return self._focus if self._keyboard else None

    def place_rect(self, name: str) -> QRectF:
        return L.place_rect(name)
