"""The Cuckoo Zoo table: drawn only from `observe(viewer)`.

Items are made once and reused: a new observation moves, re-faces and shows/hides what is
there (card faces are cached pixmaps), so showing an observation takes a few milliseconds.
With `viewer` None no hand is drawn at all; with a viewer only that seat's hand shows faces.

Playing: click cards (or arrows + Space), press a call for each picked card on the call bar
(or keys 1-9, 0), toggle "Last card!" (L), pick a butterfly colour (R/Y/G/B), press Play
(Enter). D draws, C complains, N says "No complaint". The Play is built here from the
selection, because the rules accept any call (a wrong call is a mistake others may catch).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.ui.scene_base import GameScene

from . import layout as L
from . import texts
from .card_art import CARD_H, CARD_W, COLOURS
from .cards import ANIMAL_CALLS, CALLS, CARD_DICTS, COCOTAKI, SILENT
from .icons import (
    animal_icon,
    cocotaki_icon,
    complain_icon,
    deck_icon,
    paint_colour_swatch,
    silent_icon,
)
from .items import (
    Banner,
    CardItem,
    Indicator,
    PileLabel,
    PileSlot,
    SceneButton,
    SeatBadge,
    SpeechBubble,
)
from .rules import Complain, Confirm, Draw, Play
from .selection import CALL_SOUND, Selection, call_text

CALL_WORD = {"moo": "moo", "baa": "baa", "woof": "woof", "miaow": "miaow", "buzz": "buzz",
             "hee-haw": "hee-haw", "roar": "roar", "cock-a-doodle-doo": "cock-a-doodle-doo",
             COCOTAKI: "COCOTAKI!", SILENT: "stay silent"}
CALL_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3, Qt.Key.Key_5: 4,
             Qt.Key.Key_6: 5, Qt.Key.Key_7: 6, Qt.Key.Key_8: 7, Qt.Key.Key_9: 8, Qt.Key.Key_0: 9}
COLOUR_KEYS = {Qt.Key.Key_R: "red", Qt.Key.Key_Y: "yellow", Qt.Key.Key_G: "green",
               Qt.Key.Key_B: "blue"}
RECENT_SHOWN = 3


def card_face(card: Mapping[str, Any]) -> tuple:
    return (None if card["colour"] == "none" else card["colour"], card["animal"])


def _tilt(card_id: int) -> float:
    """A small fixed tilt per card so the discard pile looks tossed, not stacked."""
    return float((card_id * 37) % 17 - 8)


class CuckooZooScene(GameScene):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        speed = os.environ.get("COCOA_GAMES_ANIMATION_SPEED")
        if speed is not None:
            try:
                self.animation_speed = float(speed)
            except ValueError:
                pass
        # a plain felt colour: a gradient would be re-rendered under every changed item
        self.setBackgroundBrush(QBrush(QColor("#2b6349")))
        # few items that move a lot: a plain list beats the BSP index
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.sel = Selection()
        self.focus_index = -1
        self._group: QParallelAnimationGroup | None = None
        self._temp: list[CardItem] = []
        self._built = False
        self._hint = ""

    # -- building (once; again after clear_table) --------------------------------------
    def _build(self) -> None:
        self._built = True
        self.badges: dict[Seat, SeatBadge] = {}
        self.badge_buttons: dict[Seat, tuple[SceneButton, SceneButton]] = {}
        self._badge_names: tuple = ()
        self._badge_viewer: int | None = -2
        self.hand_items: dict[int, CardItem] = {}
        self._spare_cards: list[CardItem] = []  # hand items kept (hidden) for the next hand
        self.draw_stack = []
        for k in range(3):
            item = CardItem(-1, None)
            item.setPos(L.DRAW_POS[0] + k * 3, L.DRAW_POS[1] - k * 3)
            item.setZValue(k)
            item.clicked.connect(lambda _id: self._press_draw())
            self.addItem(item)
            self.draw_stack.append(item)
        self.draw_label = PileLabel(CARD_W + 40)
        self.draw_label.setPos(L.DRAW_POS[0] - 20, L.DRAW_POS[1] + CARD_H + 2)
        self.addItem(self.draw_label)
        self.discard_items = []
        for k in range(RECENT_SHOWN):
            item = CardItem(-1, None)
            item.setPos(*L.DISCARD_POS)
            item.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
            item.setZValue(10 + k)
            item.setVisible(False)
            self.addItem(item)
            self.discard_items.append(item)
        self.discard_label = PileLabel(CARD_W + 40)
        self.discard_label.setPos(L.DISCARD_POS[0] - 20, L.DISCARD_POS[1] + CARD_H + 2)
        self.addItem(self.discard_label)
        self.indicator = Indicator()
        self.indicator.setPos(*L.INDICATOR_POS)
        self.addItem(self.indicator)
        self.colour_buttons: dict[str, SceneButton] = {}
        for i, colour in enumerate(COLOURS):
            button = SceneButton(136, 90, colour.capitalize(), icon=self._swatch_icon(colour),
                                 font_px=18, key_hint=colour[0].upper())
            button.setPos(L.INDICATOR_POS[0] + 10 + (i % 2) * 146,
                          L.INDICATOR_POS[1] + 30 + (i // 2) * 96)
            button.setZValue(30)
            button.clicked.connect(lambda c=colour: self._press_colour(c))
            self.addItem(button)
            self.colour_buttons[colour] = button
        self.colour_title = PileLabel(300)
        self.colour_title.set_text("Butterfly: pick the colour")
        self.colour_title.setPos(*L.INDICATOR_POS)
        self.addItem(self.colour_title)
        self.draw_slot = PileSlot()
        self.draw_slot.setPos(*L.DRAW_POS)
        self.draw_slot.setZValue(-1)
        self.addItem(self.draw_slot)
        self.bubble = SpeechBubble()
        self.bubble.w, self.bubble.h = L.BUBBLE_SIZE
        self.bubble.setPos(*L.BUBBLE_POS)
        self.bubble.setVisible(False)
        self.addItem(self.bubble)
        self.verdict_text = ""
        self.message = Banner(1270, 40)
        self.message.setPos(30, L.MESSAGE_Y)
        self.addItem(self.message)
        self.winner_banner = Banner(1000, 110)
        self.winner_banner.setPos(300, 360)
        self.winner_banner.setZValue(80)
        self.addItem(self.winner_banner)
        self.call_buttons: dict[str, SceneButton] = {}
        for i, call in enumerate(CALLS):
            icon: Callable[[QPainter, QRectF], None]
            if call == COCOTAKI:
                icon = cocotaki_icon
            elif call == SILENT:
                icon = silent_icon
            else:
                icon = animal_icon(("cow", "sheep", "dog", "cat", "bee", "donkey", "lion",
                                    "rooster")[ANIMAL_CALLS.index(call)])
            button = SceneButton(L.CALL_W, L.CALL_H, CALL_WORD[call], icon=icon, font_px=24,
                                 key_hint=str((i + 1) % 10))
            button.setPos(L.CALL_X0 + i * (L.CALL_W + L.CALL_GAP), L.CALL_Y)
            button.clicked.connect(lambda c=call: self._press_call(c))
            self.addItem(button)
            self.call_buttons[call] = button
        self.play_button = self._button(L.PLAY_RECT, "Play!", None, "#f2a33a", 34, key="Enter")
        self.play_button.clicked.connect(self._press_play)
        self.last_button = self._button(L.LAST_RECT, "Last card!", None, "#fff6e9", 24,
                                        checkable=True, key="L")
        self.last_button.clicked.connect(self._press_last)
        self.draw_button = self._button(L.DRAW_RECT, "Draw a card", deck_icon, "#fff6e9", 20, key="D")
        self.draw_button.clicked.connect(self._press_draw)
        self.complain_button = self._button(L.COMPLAIN_RECT, "Complain!", complain_icon,
                                            "#ffe3e3", 21, key="C")
        self.complain_button.clicked.connect(lambda: self._press_seat_action(self.viewer, Complain()))
        self.confirm_button = self._button(L.CONFIRM_RECT, "No complaint", None, "#e3f5e3", 21, key="N")
        self.confirm_button.clicked.connect(lambda: self._press_seat_action(self.viewer, Confirm()))

    def _button(self, rect, text, icon, colour, font_px, checkable=False, key="") -> SceneButton:
        x, y, w, h = rect
        button = SceneButton(w, h, text, icon=icon, colour=colour, font_px=font_px,
                             checkable=checkable, key_hint=key)
        button.setPos(x, y)
        self.addItem(button)
        return button

    @staticmethod
    def _swatch_icon(colour: str):
        return lambda painter, rect: paint_colour_swatch(painter, colour, rect, label=False)

    def _ensure_badges(self, obs: Mapping[str, Any]) -> None:
        """One badge per seat, made once per set of players; a new viewer only moves them."""
        names = tuple(obs["players"])
        if names != self._badge_names:
            self._badge_names = names
            for badge in self.badges.values():
                self.removeItem(badge)
            for pair in self.badge_buttons.values():
                for button in pair:
                    self.removeItem(button)
            self.badges, self.badge_buttons = {}, {}
            self._badge_viewer = -2  # force placing
            for seat, name in enumerate(names):
                badge = SeatBadge(seat, name)
                self.addItem(badge)
                self.badges[seat] = badge
                complain = SceneButton(150, 50, "Complain!", colour="#ffe3e3", font_px=23)
                complain.clicked.connect(lambda s=seat: self._press_seat_action(s, Complain()))
                confirm = SceneButton(94, 50, "No complaint", colour="#e3f5e3", font_px=18)
                confirm.clicked.connect(lambda s=seat: self._press_seat_action(s, Confirm()))
                for button in (complain, confirm):
                    button.setZValue(40)
                    self.addItem(button)
                self.badge_buttons[seat] = (complain, confirm)
        if self.viewer == self._badge_viewer:
            return
        self._badge_viewer = self.viewer
        places = L.seat_positions(len(names), self.viewer)
        for seat, badge in self.badges.items():
            complain, confirm = self.badge_buttons[seat]
            if seat not in places:  # the viewer: their cards are the hand below
                for item in (badge, complain, confirm):
                    item.setVisible(False)
                continue
            x, y = places[seat]
            badge.setPos(x, y)
            badge.setVisible(True)
            complain.setPos(x, y + L.BADGE_H + 6)
            confirm.setPos(x + 156, y + L.BADGE_H + 6)

    # -- the session's calls ---------------------------------------------------------------
    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        self._finish_animations(emit=False)
        if viewer != self.viewer:
            self.sel.clear()
            self.focus_index = -1
        super().show(observation, viewer, legal)
        if not self._built:
            self._build()
        obs = observation
        if not self.player_names:
            self.player_names = list(obs["players"])
        self._ensure_badges(obs)
        if self._can_play():
            self.sel.prune(obs)
        else:
            self.sel.clear()
        self._show_seats(obs)
        self._show_piles(obs)
        self._show_hand(obs)
        self._show_bubble(obs)
        self._show_banners(obs)
        self._refresh_controls()

    def play(self, events: Sequence[Event]) -> None:
        """Animate what happened on top of the previous observation, then report done."""
        self._finish_animations(emit=False)
        if not self._built or self.observation is None:
            self.animations_finished.emit()
            return
        group = QParallelAnimationGroup(self)
        delay = 0
        for event in events:
            if event.kind == "play":
                delay = self._animate_play(group, event.data, delay)
                self._say(event.data["seat"], event.data.get("calls", ()),
                          bool(event.data.get("last_card")))
                self._sound_calls(event.data.get("calls", ()))
            elif event.kind == "draw":
                self._animate_draw(group, event.data)
            elif event.kind == "complaint":
                self.verdict_text = self._verdict_text(event.data)
                self._refresh_controls()
            elif event.kind == "win":
                self.winner_banner.set_text(f"★ {self.name(event.data['seat'])} wins! ★",
                                            accent=True, font_px=64)
        if group.animationCount() == 0 or group.totalDuration() <= 0:
            group.deleteLater()
            self._drop_temp()
            self.animations_finished.emit()
            return
        self._group = group
        group.finished.connect(self._on_group_finished)
        group.start()

    def skip_animations(self) -> None:
        self._finish_animations(emit=True)

    def clear_table(self) -> None:
        self._finish_animations(emit=False)
        super().clear_table()
        self._built = False
        self._temp = []
        self.sel.clear()
        self.focus_index = -1
        self._set_hint("")

    def curtain_summary(self, public_observation: Mapping) -> str:
        names = public_observation.get("players") or self.player_names
        return texts.play_summary(public_observation, names)

    def controls(self):
        return None

    def handle_key(self, event: QKeyEvent) -> bool:
        if self.observation is None or not self._built:
            return False
        key = Qt.Key(event.key())
        hand = self._hand_ids()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and hand:
            step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Backtab) else 1
            start = self.focus_index if self.focus_index >= 0 else (0 if step > 0 else len(hand))
            self.focus_index = (start + step) % len(hand) if self.focus_index >= 0 else start % len(hand)
            self._refresh_controls()
            return True
        if key == Qt.Key.Key_Space and hand:
            if not 0 <= self.focus_index < len(hand):  # first Space: focus a playable card
                obs = self.observation
                playable = [i for i, c in enumerate(hand) if self.sel.selectable(obs, c)]
                self.focus_index = playable[0] if playable and self._can_play() else 0
                self._refresh_controls()
                return True
            self._click_card(hand[self.focus_index])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._press_play()
            return True
        if key in CALL_KEYS and self.sel.cards:
            self._press_call(CALLS[CALL_KEYS[key]])
            return True
        if key in COLOUR_KEYS and self.sel.needs_colour():
            self._press_colour(COLOUR_KEYS[key])
            return True
        if key == Qt.Key.Key_L and self._can_play():
            self.last_button.click()
            return True
        if key == Qt.Key.Key_D:
            return self._press_draw()
        if key == Qt.Key.Key_C and self.viewer is not None:
            return self._press_seat_action(self.viewer, Complain())
        if key == Qt.Key.Key_N and self.viewer is not None:
            return self._press_seat_action(self.viewer, Confirm())
        if key == Qt.Key.Key_Escape and self.sel.cards:
            self.sel.clear()
            self._refresh_controls()
            return True
        return False

    # -- drawing an observation ------------------------------------------------------------
    def _show_seats(self, obs: Mapping[str, Any]) -> None:
        counts = obs["hand_counts"]
        skipped = set(obs.get("skipped") or ())
        for seat, badge in self.badges.items():
            badge.set_state(counts[seat], obs.get("turn") == seat, seat in skipped,
                            obs.get("winner") == seat, seat == self.viewer)
            complain, confirm = self.badge_buttons[seat]
            offered = self.legal.get(seat, ()) if seat != self.viewer else ()
            complain.setVisible(Complain() in offered)
            confirm.setVisible(Confirm() in offered)

    def _show_piles(self, obs: Mapping[str, Any]) -> None:
        draw_count = obs["draw_count"]
        for k, item in enumerate(self.draw_stack):
            item.setVisible(draw_count > k * 8)
        self.draw_label.set_text(f"Draw pile · {draw_count}")
        recent = list(obs.get("discard_recent") or [obs["discard_top"]])[-RECENT_SHOWN:]
        for k, item in enumerate(self.discard_items):
            if k < len(recent):
                card = recent[k]
                item.set_card(card["id"], card_face(card))
                item.setPos(*L.DISCARD_POS)
                _rotate(item, 0 if k == len(recent) - 1 else _tilt(card["id"]))
                item.setVisible(True)
            else:
                item.setVisible(False)
        self.discard_label.set_text(f"Discard pile · {obs['discard_count']}")
        self.indicator.set_state(obs.get("active_colour", ""), obs.get("active_animal", ""),
                                 obs.get("direction", 1), obs.get("donkey_round") is not None,
                                 bool(obs["rules"].get("lions_reverse")))

    def _show_hand(self, obs: Mapping[str, Any]) -> None:
        hand = obs.get("hand") if self.viewer is not None else None
        hand = hand or []
        wanted = {c["id"]: c for c in hand}
        # each turn shows another seat's hand: re-face the old items rather than making
        # and wiring new ones
        for card_id in [c for c in self.hand_items if c not in wanted]:
            spare = self.hand_items.pop(card_id)
            spare.setVisible(False)
            self._spare_cards.append(spare)
        for card in hand:
            item = self.hand_items.get(card["id"])
            if item is None:
                if self._spare_cards:
                    item = self._spare_cards.pop()
                    item.set_card(card["id"], card_face(card))
                    item.setVisible(True)
                else:
                    item = CardItem(card["id"], card_face(card))
                    item.setTransformOriginPoint(CARD_W / 2, CARD_H)
                    item.clicked.connect(self._click_card)
                    self.addItem(item)
                self.hand_items[card["id"]] = item
        if self.focus_index >= len(hand):
            self.focus_index = len(hand) - 1

    def _show_bubble(self, obs: Mapping[str, Any]) -> None:
        lp = obs.get("last_play")
        if not lp or obs.get("winner") is not None:
            self.bubble.setVisible(False)
            return
        self._say(lp["seat"], lp["calls"], lp.get("last_card", False))

    def _say(self, seat: Seat, calls: Sequence[str], last_card: bool) -> None:
        """Put a play's calls in the speech bubble, its tail pointing at the player."""
        text = "  ".join(call_text(c) for c in calls)
        if last_card:
            text += "  “Last card!”"
        header = f"{self.name(seat)} called:" if seat != self.viewer else "You called:"
        anchor = self._seat_anchor(seat)
        if seat != self.viewer and seat in self.badges:
            # aim at the badge's lower edge: the tail must not cover the name or the count
            anchor += QPointF(0, L.BADGE_H / 2 + 24)
        self.bubble.set_text(header, text, anchor)
        self.bubble.setVisible(True)

    def _show_banners(self, obs: Mapping[str, Any]) -> None:
        lp = obs.get("last_play")
        result = obs.get("last_result")
        if result and lp and result.get("serial") == lp.get("serial"):
            self.verdict_text = self._verdict_text(result)
        else:
            self.verdict_text = ""
        winner = obs.get("winner")
        self.winner_banner.set_text(f"★ {self.name(winner)} wins! ★" if winner is not None else "",
                                    accent=True, font_px=64)

    def _refresh_controls(self) -> None:
        """Buttons, card marks and the hint: everything the selection changes."""
        obs = self.observation
        if obs is None or not self._built:
            return
        can_play = self._can_play()
        mine = self.legal.get(self.viewer, ()) if self.viewer is not None else ()
        hand = obs.get("hand") if self.viewer is not None else None
        hand = hand or []
        positions = L.hand_positions(len(hand))
        scale = L.hand_scale(len(hand))
        tag_width = min(CARD_W, L.hand_step(len(hand)) / scale - 6)
        stuck = not can_play and any(isinstance(a, Draw) for a in mine)
        for index, (card, (x, y, rot)) in enumerate(zip(hand, positions, strict=True)):
            item = self.hand_items[card["id"]]
            chosen = card["id"] in self.sel.cards
            order = self.sel.cards.index(card["id"]) if chosen else -1
            if item.scale() != scale:
                item.setScale(scale)
            # scaling turns about the origin point (bottom centre): keep the top left at (x, y)
            shift = item.transformOriginPoint() * (1 - scale)
            item.setPos(x - shift.x(), y - shift.y() - (L.hand_lift(len(hand), index) if chosen else 0))
            _rotate(item, rot)
            item.setZValue(_hand_z(len(hand), index, chosen, index == self.focus_index))
            # when nothing fits, every card is dimmed: the draw button is the move
            dim = stuck or (can_play and not self.sel.selectable(obs, card["id"]))
            call = ""
            if chosen and order < len(self.sel.calls):
                call = call_text(self.sel.calls[order])
            item.tag_width = tag_width
            item.set_marks(dim, chosen, index == self.focus_index,
                           order + 1 if chosen and len(self.sel.cards) > 1 else None, call)
        missing = self.sel.missing(obs) if can_play else "card"
        for button in self.call_buttons.values():
            button.setVisible(can_play)
            button.set_state(enabled=bool(self.sel.cards), glow=missing == "call")
        picking = can_play and self.sel.needs_colour()
        self.indicator.setVisible(not picking)
        self.colour_title.setVisible(picking)
        for colour, button in self.colour_buttons.items():
            button.setVisible(picking)
            button.set_state(checked=self.sel.colour == colour, glow=missing == "colour")
        self.play_button.setVisible(can_play)
        self.play_button.set_state(enabled=missing is None, glow=missing is None)
        self.last_button.setVisible(can_play)
        self.last_button.set_state(checked=self.sel.last_card)
        draw = next((a for a in mine if isinstance(a, Draw)), None)
        self.draw_button.setVisible(draw is not None)
        if draw is not None:
            self.draw_button.set_state(text=draw.label() if obs["draw_count"] else "Pass",
                                       glow=stuck)
        self.complain_button.setVisible(Complain() in mine)
        self.confirm_button.setVisible(Confirm() in mine)
        hint = self._hint_text(obs, can_play, missing)
        if 0 <= self.focus_index < len(hand):  # keyboard play: say which card has focus
            focused = hand[self.focus_index]
            state = ("picked" if focused["id"] in self.sel.cards
                     else "can't be played now" if can_play and not self.sel.selectable(obs, focused["id"])
                     else "Space picks it")
            hint = f"{texts.card_words(focused).capitalize()} ({state}) · {hint}"
        message = self._message_text(obs, can_play, missing)
        if self.verdict_text:  # the verdict comes first; the turn in short (it must stay big)
            turn = obs.get("turn")
            short = "" if turn is None or obs.get("winner") is not None else (
                f"Your turn, {self.name(turn)}!" if turn == self.viewer else f"{self.name(turn)}'s turn.")
            message = f"{self.verdict_text}   {short}".strip()
        self.message.set_text(message, accent=bool(self.verdict_text))
        self._set_hint(hint)

    # -- texts -------------------------------------------------------------------------------
    def _hint_text(self, obs: Mapping[str, Any], can_play: bool, missing: str | None) -> str:
        mine = self.legal.get(self.viewer, ()) if self.viewer is not None else ()
        if obs.get("winner") is not None:
            return f"{self.name(obs['winner'])} won the game!"
        if can_play:
            if missing == "card" and not self.sel.cards:
                return f"Pick a card that matches {texts.match_words(obs)} — or draw"
            if missing == "call":
                n = len(self.sel.calls) + 1
                which = f" for card {n} of {len(self.sel.cards)}" if len(self.sel.cards) > 1 else ""
                more = " (or pick more of the same animal)" if self._more_possible() else ""
                return f"Now press the call you make{which}{more}"
            if missing == "colour":
                return "Pick the colour your butterfly asks for"
            return "Press Play! (Enter) — say “Last card!” first if you need to"
        if Confirm() in mine:
            return "Any mistake on that last card? Complain — or press No complaint"
        if any(isinstance(a, Draw) for a in mine):
            word = "Draw a card (D)" if obs.get("draw_count") else "Pass (D)"
            extra = " — or Complain first if you spotted a mistake" if Complain() in mine else ""
            return f"No card fits {texts.match_words(obs)}: press {word}{extra}"
        if Complain() in mine:
            return "Spotted a mistake in that play? Press Complain!"
        turn = obs.get("turn")
        if turn is None:
            return ""
        return f"{self.name(turn)}'s turn"

    def _message_text(self, obs: Mapping[str, Any], can_play: bool, missing: str | None) -> str:
        turn = obs.get("turn")
        if obs.get("winner") is not None or turn is None:
            return ""
        if obs.get("pending_win") is not None:
            return f"{self.name(obs['pending_win'])} played their last card! Any mistake?"
        if self.viewer is not None and self.viewer in (obs.get("skipped") or ()):
            return f"The rooster skips you, {self.name(self.viewer)}! {self.name(turn)}'s turn"
        if turn == self.viewer:
            if can_play:
                return f"Your turn, {self.name(turn)}! Match {texts.match_words(obs)} — or draw"
            move = "draw" if obs.get("draw_count") else "pass"
            return f"Your turn, {self.name(turn)}! Nothing fits {texts.match_words(obs)} — {move}"
        return f"{self.name(turn)}'s turn — match {texts.match_words(obs)}"

    def _verdict_text(self, result: Mapping[str, Any]) -> str:
        return texts.verdict(result, self.name)

    def _set_hint(self, text: str) -> None:
        if text != self._hint:
            self._hint = text
            self.hint_changed.emit(text)

    # -- input -------------------------------------------------------------------------------
    def _can_play(self) -> bool:
        if self.viewer is None or self.observation is None:
            return False
        return any(isinstance(a, Play) for a in self.legal.get(self.viewer, ()))

    def _more_possible(self) -> bool:
        obs = self.observation or {}
        return any(c["id"] not in self.sel.cards and self.sel.selectable(obs, c["id"])
                   for c in obs.get("hand") or ())

    def _hand_ids(self) -> list[int]:
        if self.viewer is None or self.observation is None:
            return []
        return [c["id"] for c in self.observation.get("hand") or ()]

    def _click_card(self, card_id: int) -> None:
        if not self._can_play() or self._group is not None:
            return
        if self.sel.toggle(self.observation or {}, card_id):
            ids = self._hand_ids()
            if card_id in ids:
                self.focus_index = ids.index(card_id) if self.focus_index >= 0 else -1
            self._refresh_controls()

    def _press_call(self, call: str) -> None:
        if self._can_play() and self.sel.add_call(call):
            self._refresh_controls()

    def _press_colour(self, colour: str) -> None:
        if self._can_play() and self.sel.set_colour(colour):
            self._refresh_controls()

    def _press_last(self) -> None:
        self.sel.last_card = self.last_button.checked
        self._refresh_controls()

    def _press_play(self) -> None:
        if not self._can_play() or self.sel.missing(self.observation or {}) is not None:
            return
        action = self.sel.action()
        self.sel.clear()
        self.focus_index = -1
        self.action_chosen.emit(self.viewer, action)

    def _press_draw(self) -> bool:
        if self.viewer is None:
            return False
        draw = next((a for a in self.legal.get(self.viewer, ()) if isinstance(a, Draw)), None)
        if draw is None:
            return False
        self.sel.clear()
        self.choose(self.viewer, draw)
        return True

    def _press_seat_action(self, seat: Seat | None, action: Action) -> bool:
        if seat is None or action not in self.legal.get(seat, ()):
            return False
        self.choose(seat, action)
        return True

    # -- animation ---------------------------------------------------------------------------
    def _seat_anchor(self, seat: Seat) -> QPointF:
        """Where a seat 'is' on screen: its badge centre, or the hand for the viewer."""
        badge = self.badges.get(seat)
        if badge is not None and seat != self.viewer:
            return badge.pos() + QPointF(L.BADGE_W / 2, L.BADGE_H / 2)
        return QPointF(660, 880)

    def _slide(self, group, item: QGraphicsObject, start: QPointF, end: QPointF, ms: int,
               delay: int = 0) -> None:
        item.setPos(start)
        anim = QPropertyAnimation(item, b"slide")
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(self.duration(ms))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        if delay:
            seq = QSequentialAnimationGroup()
            seq.addPause(self.duration(delay))
            seq.addAnimation(anim)
            group.addAnimation(seq)
        else:
            group.addAnimation(anim)

    def _animate_play(self, group, data: Mapping[str, Any], delay: int) -> int:
        seat = int(data.get("seat", 0))
        end = QPointF(*L.DISCARD_POS)
        for k, card in enumerate(data.get("cards", ())):
            card_id = card["id"] if isinstance(card, Mapping) else int(card)
            item = self.hand_items.get(card_id) if seat == self.viewer else None
            if item is not None:
                start = item.pos()
                _rotate(item, 0)
                item.setScale(1.0)  # a card from a big two-row hand lands full size
                item.set_marks(False, False, False, None, "")
            else:  # someone else's card: it becomes public as it lands
                item = CardItem(card_id, card_face(CARD_DICTS[card_id]))
                self.addItem(item)
                self._temp.append(item)
                start = self._seat_anchor(seat) - QPointF(CARD_W / 2, CARD_H / 2)
            item.setZValue(200 + k)  # fly above the hand, the piles and the bubble
            self._slide(group, item, start, end, 260, delay + k * 120)
        return delay

    def _animate_draw(self, group, data: Mapping[str, Any]) -> None:
        seat = int(data.get("seat", 0))
        target = self._seat_anchor(seat) - QPointF(CARD_W / 2, CARD_H / 2)
        for k in range(min(int(data.get("count", 1)), 3)):
            item = CardItem(-1, None)
            item.setZValue(200 + k)
            self.addItem(item)
            self._temp.append(item)
            self._slide(group, item, QPointF(*L.DRAW_POS), target, 240, k * 90)

    def _sound_call(self, name: str) -> None:
        if self.sound is not None:  # (muted or gone meanwhile: nothing)
            self.sound.play(name)

    def _sound_calls(self, calls: Sequence[str]) -> None:
        if self.sound is None:
            return
        names = [CALL_SOUND[c] for c in calls if c in CALL_SOUND]
        for k, name in enumerate(names):
            wait = self.duration(700) * k
            if wait <= 0:
                self.sound.play(name)
            else:
                QTimer.singleShot(wait, lambda n=name: self._sound_call(n))

    def _on_group_finished(self) -> None:
        self._finish_animations(emit=True)

    def _finish_animations(self, emit: bool) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._on_group_finished)
            group.setCurrentTime(group.totalDuration())
            group.stop()
            group.deleteLater()
        self._drop_temp()
        if group is not None and emit:
            self.animations_finished.emit()

    def _drop_temp(self) -> None:
        for item in self._temp:
            if item.scene() is self:
                self.removeItem(item)
        self._temp = []


def _hand_z(count: int, index: int, chosen: bool, focused: bool) -> float:
    """Front row above back row; the keyboard-focused card comes to the very front, and so
    does a picked back-row card (its name is otherwise under the front row). A picked card in
    a single row stays in place: raising it would cover the neighbour's clickable strip."""
    row = L.hand_row_of(count, index)
    if focused or (chosen and count >= L.TWO_ROWS_FROM and row == 0):
        return 170 + index * 0.1
    return 100 + row * 30 + index * 0.1


def _rotate(item: QGraphicsObject, angle: float) -> None:
    """setRotation repaints even when the angle is unchanged; skip that."""
    if item.rotation() != angle:
        item.setRotation(angle)


def create_scene() -> GameScene:
    return CuckooZooScene()
