"""The Cuckoo Zoo table: drawn only from `observe(viewer)`, laid out for the view's size.

Items are made once and reused: a new observation moves, re-faces and shows/hides what is
there (faces come from the shared pixmap cache), so showing an observation takes a few
milliseconds. With `viewer` None no hand is drawn at all; with a viewer only that seat's
hand shows faces.

Cards, badges, piles and the "Play on" box hang off one root item scaled to the layout's
unit (they draw in table units); buttons, banners and the focus ring are the toolkit's and
sit in scene pixels, so their words keep the toolkit's readable size.

Playing: click cards (or arrows/Tab + Space), press a call for each picked card on the call
bar (or keys 1-9, 0), toggle "Last card!" (L), pick a butterfly colour (R/Y/G/B), press
Play (Enter). D draws, C complains, N says "No complaint". Picking a card enters the table's
PICKING mode (Esc leaves it and drops the picks); the Play is built here from the selection
and proposed, checked as `apply` checks it (the rules accept any call: a wrong call is a
mistake others may catch).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from cocoa_games.core import i18n
from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _
from cocoa_games.games import CUCKOO_ZOO_META
from cocoa_games.ui.banner import FittedBand
from cocoa_games.ui.button_row import ButtonPool, ButtonSpec, NamedButtons, seat_button
from cocoa_games.ui.callout import BubbleItem
from cocoa_games.ui.caption import CaptionItem
from cocoa_games.ui.clickable import ButtonItem
from cocoa_games.ui.corner_hint import CornerHintButton
from cocoa_games.ui.focus import reading_order
from cocoa_games.ui.layer import Layer
from cocoa_games.ui.mode import Mode
from cocoa_games.ui.scene_base import GameScene
from cocoa_games.ui.table_scene import TableScene

from . import layout as L
from . import palette, prompts, texts
from .call_sounds import call_sound
from .card_art import CARD_H, CARD_W, COLOURS
from .cards import CALLS, CARD_DICTS, risky_play
from .icon_art import call_icon, complain_icon, deck_icon, right_square, swatch_icon
from .items import BadgeLook, CardItem, Indicator, IndicatorLook, PileSlot, SeatBadge
from .moves import Complain, Confirm, Draw, Play
from .observation import CardView, CuckooZooObservation, Phase, Ruling, phase
from .plays import play_refusal
from .selection import Selection, Step
from .words import call_key, call_word, colour_name, tag_word

#: the butterfly's colour keys: the letters printed on the cards' corners
COLOUR_KEYS = ("R", "Y", "G", "B")
RECENT_SHOWN = 3
#: the moves' column at the right, besides the calls and the colours
COLUMN = ("complain", "confirm", "play", "last", "draw")
#: picking cards and their calls for a Play: Draw and Complain stay on offer (either drops
#: the picks), Esc leaves it and drops them too
PICKING = Mode("picking", offers=(Play,), keeps=(Draw, Complain), back=False)


def card_face(card: CardView) -> tuple:
    return (None if card["colour"] == "none" else card["colour"], card["animal"])


class CuckooZooScene(TableScene):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        # a plain felt colour: a gradient would be re-rendered under every changed item
        self.setBackgroundBrush(QBrush(QColor(palette.FELT)))
        # few items that move a lot: a plain list beats the BSP index
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.sel = Selection()
        self._buttons_key: tuple | None = None  # what the buttons were last set for
        self._badges_key: tuple | None = None  # ...and the badges' buttons
        self.lay = L.DEFAULT

    @property
    def obs(self) -> CuckooZooObservation | None:
        """The observation on the table, with its keys' types."""
        return cast("CuckooZooObservation | None", self.observation)

    def relayout(self, rect: QRectF) -> None:
        self.lay = L.table_layout(rect.width(), rect.height())
        if self.built:
            self._place()
            # a table already drawn (not the build's own first layout): redraw what moved
            if self.obs is not None and self._buttons_key is not None:
                self._ensure_badges(self.obs)
                self._show_bubble(self.obs)  # (its box is the layout's)
                self.offer()

    # -- building (once; again after clear_table) --------------------------------------
    def _build(self) -> None:
        self._buttons_key = self._badges_key = None  # new buttons: nothing set on them yet
        # table items hang off one root scaled to the layout's unit: they draw in table units
        self.root = Layer()
        self.addItem(self.root)
        self.badges: dict[Seat, SeatBadge] = {}
        # another player's Complain! / No complaint, on their badge
        self.badge_pool = ButtonPool(self, 2 * CUCKOO_ZOO_META.max_players, self.activate)
        self.hand_items: dict[int, CardItem] = {}
        self._spare_cards: list[CardItem] = []  # hand items kept (hidden) for the next hand
        self.draw_stack = [self._card(-1, None, k) for k in range(3)]  # the top one: Draw
        self.discard_items = [self._card(-1, None, 10 + k) for k in range(RECENT_SHOWN)]
        for item in self.discard_items:
            item.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)  # (a tossed card turns)
            item.setVisible(False)
        self.draw_label, self.discard_label = CaptionItem(190), CaptionItem(190)
        self.indicator, self.colour_title = Indicator(), CaptionItem(300)
        self.colour_title.set_text(_("Butterfly: pick the colour"))
        self.draw_slot, self.bubble = PileSlot(), BubbleItem()
        for part in (self.draw_label, self.discard_label, self.indicator, self.colour_title,
                     self.draw_slot, self.bubble):
            part.setParentItem(self.root)  # on the table: placed in table units
        self.draw_slot.setZValue(-1)
        self.bubble.setZValue(50)
        self.verdict_text = self._short_verdict = ""
        self.message = FittedBand(palette.SHADE, palette.GOLD)
        self.winner_banner = FittedBand(palette.SHADE, palette.GOLD)
        self.winner_banner.setZValue(80)
        for band in (self.message, self.winner_banner):
            self.addItem(band)
        # what the selection's buttons do: made once, so an unchanged button stays as it is
        self._calls = {call: partial(self._edit, self.sel.add_call, call) for call in CALLS}
        self._colours = {c: partial(self._edit, self.sel.set_colour, c) for c in COLOURS}
        self._toggle_last = partial(self._edit, self.sel.toggle_last)
        # a button per call, colour and move; the key sits in the corner, where a keycap
        # would squeeze the words
        self.buttons = NamedButtons(self, (*CALLS, *COLOURS, *COLUMN), self.activate,
                                     CornerHintButton)
        for name in (*CALLS, *COLOURS):
            # their words never change: a repaint because a neighbour changed is one copy
            # of Qt's own picture, with no Python paint call
            self.buttons[name].setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.add_focus_ring()

    def _card(self, card_id: int, face: tuple | None, z: float = 0.0) -> CardItem:
        item = self.hook(CardItem(card_id, face), self.root)
        item.setZValue(z)
        # a hand card picks itself, whichever card it shows now (made once: an unchanged
        # target costs a redraw nothing)
        item.pick = partial(self._click_card, item)
        return item

    def _px(self, rect: L.Rect) -> QRectF:
        """A rectangle in table units, in scene pixels (where toolkit items sit: their
        words keep the toolkit's readable size)."""
        return self.root.mapRectToScene(QRectF(*rect))

    def _place(self) -> None:
        """Move and size everything for the current layout."""
        lay = self.lay
        self.root.setScale(lay.unit)
        pile = lay.pile_scale
        dx, dy = lay.draw_pos
        for k, item in enumerate(self.draw_stack):
            item.setScale(pile)
            item.setPos(dx + k * 3, dy - k * 3)
        self.draw_slot.setScale(pile)
        self.draw_slot.setPos(dx, dy)
        pile_w, pile_h = lay.pile_size
        # discards turn (and so scale) about their centre: keep their top left in place
        discard_at = QPointF(*lay.discard_pos) - QPointF(CARD_W / 2, CARD_H / 2) * (1 - pile)
        for item in self.discard_items:
            item.setScale(pile)
            item.setPos(discard_at)
        # each caption as wide as the gap between the piles' centres allows
        for label, x in ((self.draw_label, dx), (self.discard_label, lay.discard_pos[0])):
            label.set_width(lay.discard_pos[0] - dx - 4)
            label.setPos(x + pile_w / 2 - label.w / 2, dy + pile_h + 2)
        self.indicator.setPos(*lay.indicator_pos)
        self.colour_title.setPos(*lay.indicator_pos)
        for band, rect in ((self.message, lay.message_rect),
                           (self.winner_banner, lay.winner_rect)):
            band.set_rect(self._px(rect))

    def _ensure_badges(self, obs: CuckooZooObservation) -> None:
        """One badge per seat, made once per set of players; a new viewer only moves them
        (Qt ignores a move to where an item already is)."""
        names = tuple(obs["players"])
        if names != tuple(badge.name for badge in self.badges.values()):
            for badge in self.badges.values():
                self.removeItem(badge)
            self.badges = {seat: SeatBadge(seat, name) for seat, name in enumerate(names)}
            for badge in self.badges.values():
                badge.setParentItem(self.root)
        places = L.seat_positions(self.lay, len(names), self.viewer)
        for seat, badge in self.badges.items():
            badge.setVisible(seat in places)  # (the viewer's cards are the hand below)
            if seat in places:
                badge.setPos(*places[seat])

    # -- the session's calls ---------------------------------------------------------------
    def show(self, observation: Mapping, viewer: Seat | None,
             legal: Mapping[Seat, Sequence[Action]]) -> None:
        self.finish_animations()
        if viewer != self.viewer and self.built:
            self.focus.keyboard = False
            self.active_mode = None  # another person: their picks start afresh
        super().show(observation, viewer, legal)  # (a PICKING mode whose Play went ends)
        self.acting_seat = viewer  # (another seat's complaint is on its badge's buttons)
        obs = cast(CuckooZooObservation, observation)
        if not self.player_names:
            self.player_names = list(obs["players"])
        self._ensure_badges(obs)
        self._show_seats(obs)
        self._show_piles(obs)
        self._show_hand()
        self._show_bubble(obs)
        self._show_banners(obs)
        self.offer()

    def on_play(self, event: Event) -> None:
        data = event.data
        self._animate_play(data["seat"], data["cards"])
        self._say(data["seat"], data["calls"], data["last_card"])
        # one after another, as they were called
        self.play_sounds([n for n in map(call_sound, data["calls"]) if n], 700)

    def on_draw(self, event: Event) -> None:
        target = self._seat_anchor(event.data["seat"]) - QPointF(CARD_W / 2, CARD_H / 2)
        for k in range(min(event.data["count"], 3)):
            item = self.temporary(self._card(-1, None, 200 + k))
            item.setPos(*self.lay.draw_pos)
            self.animations.move(item, target, 240, delay=k * 90)

    def on_complaint(self, event: Event) -> None:
        self._set_verdict(cast(Ruling, event.data))
        self.offer()

    def on_win(self, event: Event) -> None:
        self._set_winner(event.data["seat"])

    def play(self, events: Sequence[Event]) -> None:
        self.finish_animations()
        if not self.built or self.obs is None:  # (nothing drawn yet to animate on)
            self.animations_finished.emit()
            return
        super().play(events)

    def curtain_summary(self, public_observation: Mapping) -> str:
        obs = cast(CuckooZooObservation, public_observation)
        return texts.play_summary(obs, obs["players"])

    def table_key(self, event: QKeyEvent) -> bool:
        obs, key = self.obs, event.key()
        if obs is None:
            return False
        if key == Qt.Key.Key_Space and (self.focus.focused() is None or self.focus.auto):
            # the first Space focuses a playable card and picks it: no key spent on focus
            # (the ring the table put on its first offer is no choice of the player's)
            hand = [self.hand_items[c] for c in self._hand_ids()]
            playable = [item for item in hand if self.sel.selectable(obs, item.card_id)]
            self.focus_on((playable or hand or self.focus.items or [None])[0])
            return self.focus.activate() if playable else self.focus.current is not None
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # Enter presses the focused button; on a card (or nowhere) it plays
            if isinstance(self.focus.focused(), ButtonItem):
                return self.focus.activate()
            return self._press_play() or self.focus.activate()
        return super().table_key(event)  # the arrows; 1-9 and 0, R/Y/G/B, L, D, C, N

    def refocused(self) -> None:
        self.offer()  # the focused card comes to the front; the hint names it

    def unused_key_text(self, event: QKeyEvent) -> str:
        obs, can_play = self.obs, self._can_play()
        missing = self.sel.missing(obs) if obs is not None and can_play else None
        return (prompts.key_refusal(QKeySequence(event.key()).toString(), can_play, missing,
                                    COLOUR_KEYS) or super().unused_key_text(event))

    # -- what a person can reach (the scene contract test drives these) ------------------
    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        """The cards and buttons a person presses, in order, to choose `action`."""
        if not self.built or action not in self.legal.get(seat, ()):
            return None
        if not isinstance(action, Play) or seat != self.viewer:
            return super().route(seat, action)  # Draw, Complain!, No complaint: one button
        out: list[QGraphicsItem] = []
        for card, call in zip(action.cards, action.calls, strict=True):
            out += [self.hand_items[card], self.buttons[call]]
        if action.colour:
            out.append(self.buttons[action.colour])
        if action.last_card:
            out.append(self.buttons["last"])
        return [*out, self.buttons["play"]]

    # -- drawing an observation ------------------------------------------------------------
    def _show_seats(self, obs: CuckooZooObservation) -> None:
        counts, skipped = obs["hand_counts"], set(obs["skipped"])
        for seat, badge in self.badges.items():
            badge.set_look(BadgeLook(badge.name, counts[seat], obs["turn"] == seat,
                                     seat in skipped, obs["winner"] == seat,
                                     seat == self.viewer))
        offers = {seat: (Complain() in acts, Confirm() in acts)
                  for seat, acts in self.legal.items() if seat != self.viewer}
        key = (i18n.language(), self.lay, tuple(obs["players"]), self.viewer, offers)
        if key == self._badges_key:
            return  # (most moves: setting the buttons again would cost a good part of one)
        self._badges_key = key
        buttons = []
        for seat, (complain, confirm) in offers.items():
            badge = self.badges[seat]
            spots = L.badge_buttons(badge.x(), badge.y(), complain, confirm)
            for offered, action, text, colour, rect in (
                    (complain, Complain(), _("Complain!"), palette.PALE_BERRY, spots[0]),
                    (confirm, Confirm(), _("No complaint"), palette.PALE_LEAF, spots[1])):
                if offered:  # "Ben: Complain!" (the badge above shows a long name whole)
                    buttons.append((seat_button(badge.name, text, colour, seat, action),
                                    self._px(rect), 24 * self.lay.unit))
        self.badge_pool.show(buttons)

    def _show_piles(self, obs: CuckooZooObservation) -> None:
        draw_count = obs["draw_count"]
        for k, item in enumerate(self.draw_stack):
            item.setVisible(draw_count > k * 8)
        self.draw_label.set_text(_("Draw pile · {count}").format(count=draw_count))
        recent = obs["discard_recent"][-RECENT_SHOWN:]
        for k, item in enumerate(self.discard_items):
            item.setVisible(k < len(recent))
            if k < len(recent):  # the top card lies straight, the ones under it tossed
                card = recent[k]
                item.set_card(card["id"], card_face(card),
                              0.0 if k == len(recent) - 1 else L.tilt(card["id"]))
        self.discard_label.set_text(_("Discard pile · {count}").format(count=obs["discard_count"]))
        self.indicator.set_look(IndicatorLook(
            obs["active_colour"], obs["active_animal"], obs["direction"],
            obs["donkey_round"] is not None, obs["rules"]["lions_reverse"]))

    def _show_hand(self) -> None:
        hand = self._hand()
        wanted = {c["id"]: c for c in hand}
        # each turn shows another seat's hand: re-face the old items rather than making
        # and wiring new ones
        for card_id in [c for c in self.hand_items if c not in wanted]:
            item = self.hand_items.pop(card_id)
            item.setVisible(False)
            item.set_live(None)
            self._spare_cards.append(item)
        for card in hand:
            if card["id"] in self.hand_items:
                continue
            if self._spare_cards:
                item = self._spare_cards.pop()
                item.set_card(card["id"], card_face(card))
                item.setVisible(True)
            else:
                item = self._card(card["id"], card_face(card))
                item.setTransformOriginPoint(CARD_W / 2, CARD_H)
            self.hand_items[card["id"]] = item

    def _show_bubble(self, obs: CuckooZooObservation) -> None:
        lp = obs["last_play"]
        if lp is None or phase(obs) is Phase.OVER:
            self.bubble.setVisible(False)
        else:
            self._say(lp["seat"], lp["calls"], lp["last_card"])

    def _say(self, seat: Seat, calls: Sequence[str], last_card: bool) -> None:
        """Put a play's calls in the speech bubble, its tail pointing at the player."""
        c = QRectF(*self.lay.bubble_rect).center()
        badge = self.badges.get(seat)
        if seat == self.viewer or badge is None:
            # the viewer's own call: no tail, which would reach over the piles to the hand
            header, anchor = _("You called:"), c
        else:
            header = _("{name} called:").format(name=self.name(seat))
            # aim at the nearest edge of the badge: never across its name, the piles or the
            # complaint buttons on it
            anchor = QPointF(min(max(c.x(), badge.x()), badge.x() + L.BADGE_W),
                             min(max(c.y(), badge.y()), badge.y() + L.BADGE_H))
        self.bubble.set_words(header, texts.said(calls, last_card),
                              QRectF(*self.lay.bubble_rect), anchor)
        self.bubble.setVisible(True)

    def _show_banners(self, obs: CuckooZooObservation) -> None:
        lp, result = obs["last_play"], obs["last_result"]
        # a verdict on the play still on the table; an older one is history (the log)
        self._set_verdict(result if result and lp and result["serial"] == lp["serial"]
                          else None)
        self._set_winner(obs["winner"])

    def _set_verdict(self, result: Ruling | None) -> None:
        self.verdict_text = texts.verdict(result, self.name) if result else ""
        self._short_verdict = texts.verdict(result, self.name, penalty=False) if result else ""

    def _set_winner(self, seat: Seat | None) -> None:
        words = _("★ {name} wins! ★").format(name=self.name(seat)) if seat is not None else ""
        self.winner_banner.set_message(words, True)
        self.winner_banner.setVisible(seat is not None)

    def offer(self) -> None:
        """Buttons, card marks, focus and the hint: everything the selection changes."""
        obs = self.obs
        if obs is None or not self.built:
            return
        can_play = self._can_play()
        if self.active_mode is None or not can_play:
            self.sel.clear()  # the picks live only while PICKING
        else:
            self.sel.prune(obs)
        missing = self.sel.missing(obs) if can_play else Step.CARD
        draw = self.single(Draw) if self.viewer is not None else None
        stuck = not can_play and draw is not None
        # the cards that may be picked now, asked once (each asks the rules) for the marks,
        # the hint and the focused card
        pickable = {c["id"] for c in self._hand() if self.sel.selectable(obs, c["id"])} \
            if can_play else set()
        self._show_buttons(obs, can_play, missing, draw, stuck)
        hand = [self.hand_items[c] for c in self._hand_ids()] if can_play else []
        buttons = [b for b in (*self.buttons, *self.badge_pool.buttons)
                   if b.isVisible() and b.target is not None]
        self.offer_targets([*hand, *reading_order(buttons)])  # the hand first, then buttons
        self._mark_hand(pickable if can_play else None, stuck)
        shown = [item for item in self.draw_stack if item.isVisible()]
        for item in self.draw_stack:  # only the top card draws: the ones under it are covered
            item.set_live(draw if shown and item is shown[-1] else None, False)
        self.focus.place()  # the ring frames the focused card as it now lies
        message = prompts.message(obs, self.viewer, can_play, self.verdict_text, self.name)
        if self.verdict_text:  # long words (German, French) or a small window: say less
            # the badges and the hint line say whose turn it is; the counts and the log
            # show the penalty
            message = next((m for m in (message, self.verdict_text) if self.message.fits(m)),
                           self._short_verdict)
        self.message.set_message(message, bool(self.verdict_text))
        more = any(c not in self.sel.cards for c in pickable)  # more of the same animal
        mine = self.legal.get(self.viewer, ()) if self.viewer is not None else ()
        hint = prompts.hint(obs, mine, self.sel, can_play, missing, more, self.name)
        focused = self.focus.focused()
        if isinstance(focused, CardItem) and focused.card_id in self.hand_items:
            card = CARD_DICTS[focused.card_id]  # keyboard play: say which card has focus
            hint = prompts.focused_card(card, card["id"] in self.sel.cards,
                                        not can_play or card["id"] in pickable, hint,
                                        risky=risky_play(obs, [card["id"]]))
        self.set_hint(hint)

    def _show_buttons(self, obs: CuckooZooObservation, can_play: bool, missing: Step | None,
                      draw: Draw | None, stuck: bool) -> None:
        """The call, colour and action buttons: set again only when what they show or do
        changed (on most moves it has not, and setting ~20 buttons is a good part of a
        redraw)."""
        picking = can_play and self.sel.needs_colour()
        words = (draw.label() if obs["draw_count"] else _("Pass")) if draw else ""
        complain, confirm = self.single(Complain), self.single(Confirm)
        key = (i18n.language(), self.lay, can_play, missing, bool(self.sel.cards),
               picking, self.sel.colour, self.sel.last_card, words, draw, stuck,
               complain, confirm)
        if key == self._buttons_key:
            return
        self._buttons_key = key
        lay, paper, sel, shown = self.lay, palette.PAPER, self.sel, {}

        def offer(name: str, rect: L.Rect, font: float, spec: ButtonSpec) -> None:
            shown[name] = (spec, self._px(rect), font * lay.unit)

        if can_play:
            for i, (call, rect) in enumerate(zip(CALLS, lay.call_rects, strict=True)):
                # the keys stay 1-9, 0 in every language: the hint on each button says which
                offer(call, rect, 24, ButtonSpec(
                    call_word(call), paper, self._calls[call] if sel.cards else None,
                    call_key(i), call_icon(call), f"cuckoo-call:{call}", 1.6,
                    glow=missing is Step.CALL, enabled=bool(sel.cards)))
            offer("play", lay.play_rect, 34, ButtonSpec(
                _("Play!"), palette.ACCENT, self._press_play if missing is None else None,
                _("Enter"), glow=missing is None, enabled=missing is None))
            offer("last", lay.last_rect, 24, ButtonSpec(_("Last card!"), paper, self._toggle_last,
                                                        "L", glow=False, checked=sel.last_card))
        for colour, rect in zip(COLOURS if picking else (), L.colour_rects(lay), strict=False):
            # R/Y/G/B in every language: the letters printed on the cards' corners
            offer(colour, rect, 20, ButtonSpec(
                colour_name(colour), paper, self._colours[colour], colour[0].upper(),
                swatch_icon(colour), f"cuckoo-swatch:{colour}", 1.0, icon_above=True,
                glow=missing is Step.COLOUR, checked=sel.colour == colour))
        if draw is not None:
            offer("draw", lay.draw_rect, 22, ButtonSpec(
                words, paper, draw, "D", right_square(deck_icon), "cuckoo-deck", 1.3, glow=stuck))
        if complain is not None:
            offer("complain", lay.complain_rect, 21, ButtonSpec(
                _("Complain!"), palette.PALE_BERRY, complain, "C", right_square(complain_icon),
                "cuckoo-complain", 1.6, glow=False))
        if confirm is not None:
            offer("confirm", lay.confirm_rect, 21, ButtonSpec(
                _("No complaint"), palette.PALE_LEAF, confirm, "N", glow=False))
        self.buttons.show(shown)
        self.indicator.setVisible(not picking)
        self.colour_title.setVisible(picking)

    def _mark_hand(self, pickable: set[int] | None, stuck: bool) -> None:
        """Place and mark the hand's cards; `pickable`: the cards that may be picked now
        (None: not the viewer's turn to play)."""
        hand = self._hand()
        spots = L.hand_spots(self.lay, len(hand))
        scale = spots.scale
        tag_width = min(CARD_W, spots.step / scale - 6)
        focused = self.focus.focused()
        for index, (card, (x, y)) in enumerate(zip(hand, spots.spots, strict=True)):
            item = self.hand_items[card["id"]]
            chosen = card["id"] in self.sel.cards
            order = self.sel.cards.index(card["id"]) if chosen else -1
            if item.scale() != scale:
                item.setScale(scale)
            # scaling turns about the origin point (bottom centre): keep the top left at (x, y)
            shift = item.transformOriginPoint() * (1 - scale)
            lift = spots.lift if chosen and not spots.behind(index) else 0.0
            item.setPos(x - shift.x(), y - shift.y() - lift)
            item.setZValue(L.hand_z(spots, index, chosen, item is focused))
            # when nothing fits, every card is dimmed: the draw button is the move
            dim = stuck or (pickable is not None and card["id"] not in pickable)
            # the tag is narrow (neighbours cover the card): the call's word without quotes
            call = tag_word(self.sel.calls[order]) if 0 <= order < len(self.sel.calls) else ""
            item.tag_width = tag_width
            # the part never covered by a neighbour: the whole card once it has the focus
            item.strip = QRectF(0, 0, CARD_W if item is focused else tag_width,
                                CARD_H if item is focused or not spots.behind(index)
                                else spots.back_strip)
            item.set_marks(dim, chosen, item is focused,
                           order + 1 if chosen and len(self.sel.cards) > 1 else None, call)
            if chosen and item is focused:  # the ring frames its tag too, never covers it
                item.strip = item.strip.united(item.tag_rect())
            # always live (a click when it cannot be played is refused by _click_card)
            item.set_live(item.pick, False)

    # -- input -------------------------------------------------------------------------------
    def _can_play(self) -> bool:
        return self.offers(self.viewer, Play)

    def _hand(self) -> list[CardView]:
        """The viewer's cards (none on the public table)."""
        obs = self.obs
        return list(obs["hand"] or ()) if obs is not None and self.viewer is not None else []

    def _hand_ids(self) -> list[int]:
        return [c["id"] for c in self._hand()]

    def act(self, action: Action) -> None:
        self.sel.clear()  # drawing (or complaining) drops the half-built Play
        super().act(action)

    def allowed(self, seat: Seat, action: Action) -> bool:
        """A Play built here (any calls) goes when `apply` would take it from this seat."""
        obs = self.obs
        if isinstance(action, Play) and seat == self.viewer and obs is not None:
            return self.offers(seat, Play) and play_refusal(obs, action) is None
        return super().allowed(seat, action)

    def _click_card(self, item: CardItem) -> None:
        obs, card_id = self.obs, item.card_id
        if obs is None or not self._can_play() or not self.sel.toggle(obs, card_id):
            return
        if self.focus.keyboard and card_id in self.hand_items:
            self.focus.current = self.hand_items[card_id]
        self._picked()

    def _edit(self, change: Callable[..., bool], *args: object) -> None:
        """A press that changes the Play being built (a call, a colour, "Last card!")."""
        if self._can_play() and change(*args):
            self._picked()

    def _picked(self) -> None:
        """The picks changed: PICKING while any card is picked, then what the table offers."""
        if bool(self.sel.cards) == (self.active_mode is not None):
            self.offer()
        elif self.sel.cards:
            self.enter_mode(PICKING)
        else:
            self.leave_mode()

    def _press_play(self) -> bool:
        if self.obs is None or not self._can_play() or self.sel.missing(self.obs) is not None:
            return False
        action = self.sel.action()
        self.sel.clear()
        self.focus.current = None
        return self.propose(cast(Seat, self.viewer), action)

    # -- animation ---------------------------------------------------------------------------
    def _seat_anchor(self, seat: Seat) -> QPointF:
        """Where a seat 'is' on the table: its badge centre, or the hand for the viewer."""
        badge = self.badges.get(seat)
        if badge is not None and seat != self.viewer:
            return badge.pos() + QPointF(L.BADGE_W / 2, L.BADGE_H / 2)
        return QPointF((self.lay.hand_left + self.lay.hand_right) / 2,
                       self.lay.hand_top + CARD_H / 2)

    def _animate_play(self, seat: Seat, cards: Sequence[int]) -> None:
        for k, card_id in enumerate(cards):
            item = self.hand_items.get(card_id) if seat == self.viewer else None
            if item is not None:
                start = item.pos()
                item.setScale(1.0)  # a card from a big two-row hand lands full size
                item.set_marks(False, False, False, None, "")
            else:  # someone else's card: it becomes public as it lands
                item = self.temporary(self._card(card_id, card_face(CARD_DICTS[card_id])))
                start = self._seat_anchor(seat) - QPointF(CARD_W / 2, CARD_H / 2)
            item.setZValue(200 + k)  # fly above the hand, the piles and the bubble
            item.setPos(start)
            self.animations.move(item, QPointF(*self.lay.discard_pos), 260, delay=k * 120)


def create_scene() -> GameScene:
    return CuckooZooScene()
