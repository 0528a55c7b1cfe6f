"""The Cuckoo Zoo table: drawn only from `observe(viewer)` (no hand for viewer None), laid out for
the view's size; items made once, re-faced, moved, shown or hidden. Cards, badges, piles and the
"Play on" box hang off one root, the frame's board (table units); the toolkit's buttons, banners
and focus ring sit in scene pixels. Playing (keys: controls.BUTTONS): cards, a call each, then
Play; a first pick enters PICKING (Esc drops the picks); the Play is checked as `apply` checks
it (a wrong call is a mistake others may catch). Ctrl+Z on a butterfly offers its colour again
(app/take_back.py)."""

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
from cocoa_games.core.people import Look
from cocoa_games.games.cuckoo_zoo import META as CUCKOO_ZOO_META
from cocoa_games.ui.banner import FittedBand
from cocoa_games.ui.button_row import ButtonPool, ButtonSpec, NamedButtons, seat_button
from cocoa_games.ui.callout import BubbleItem
from cocoa_games.ui.caption import CaptionItem
from cocoa_games.ui.clickable import ButtonItem, Clickable
from cocoa_games.ui.corner_hint import CornerHintButton
from cocoa_games.ui.countdown import Countdown
from cocoa_games.ui.focus import reading_order
from cocoa_games.ui.layer import Layer
from cocoa_games.ui.look_item import LookItem
from cocoa_games.ui.mode import Mode
from cocoa_games.ui.scene_base import GameScene
from cocoa_games.ui.table_frame import table_frame
from cocoa_games.ui.table_scene import TableScene
from cocoa_games.ui.text import text_floor

from . import controls, looks, palette, prompts, texts
from . import layout as L
from .card_art import CARD_H, CARD_W, COLOURS
from .cards import CALLS, CARD_DICTS, risky_play
from .cues import call_moment
from .icon_art import icon, paint_play_direction
from .indicator_art import ARROW_SPOT
from .items import CardItem, Indicator, SeatBadge
from .moves import Complain, Confirm, Draw, Play
from .observation import CardView, CuckooZooObservation, Phase, Ruling, call_seconds, phase
from .plays import play_refusal
from .selection import Selection, Step
from .table_art import paint_pile_slot

#: picking cards and their calls for a Play: Draw and Complain stay on offer (either drops
#: the picks), Esc leaves it and drops them too
PICKING = Mode("picking", offers=(Play,), keeps=(Draw, Complain), back=False)


class CuckooZooScene(TableScene):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        # a plain felt colour: a gradient would be re-rendered under every changed item
        self.setBackgroundBrush(QBrush(QColor(palette.FELT)))
        # few items that move a lot: a plain list beats the BSP index
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.sel = Selection()
        self.lay, self._board = L.DEFAULT, QRectF(0, 0, L.DESIGN_W, L.DESIGN_H)
        self._places: dict[Seat, tuple[float, float]] = {}  # the badges' spots (not the viewer's)
        self.people: list[Look] = []  # each seat's person's own picture and colour

    def set_looks(self, looks: Sequence[Look]) -> None:
        self.people = list(looks)  # (on the badges from the next show)

    @property
    def obs(self) -> CuckooZooObservation | None:
        """The observation on the table, with its keys' types."""
        return cast("CuckooZooObservation | None", self.observation)

    def relayout(self, rect: QRectF) -> None:
        """The table is the frame's board, drawn in table units (layout.table_spec)."""
        spec = L.table_spec(rect.width(), rect.height())
        frame = table_frame(rect, spec)
        self._board, self.lay = frame.board, L.table_layout(spec.board_w, spec.board_h,
                                                            frame.scale)
        if self.built:
            self._place()
            # a table already drawn (not the build's own first layout): redraw what moved
            if self.obs is not None and self._buttons_key is not None:
                self._ensure_badges(self.obs)
                self._show_bubble(self.obs)  # (its box is the layout's)
                self.offer()

    # -- building (once; again after clear_table) --------------------------------------
    def _build(self) -> None:
        self._buttons_key: tuple | None = None  # what the (new) buttons were last set for
        self._badges_key: tuple | None = None  # ...and the badges' buttons
        # table items hang off one root scaled to the layout's unit: they draw in table units
        self.root = Layer()
        self.addItem(self.root)
        self.badges: dict[Seat, SeatBadge] = {}
        # another player's Complain! / No complaint, on their badge
        self.badge_pool = ButtonPool(self, 2 * CUCKOO_ZOO_META.max_players, self.activate)
        self.hand_items: dict[int, CardItem] = {}
        self._spare_cards: list[CardItem] = []  # hand items kept (hidden) for the next hand
        self.draw_stack = [self._card(-1, None, k) for k in range(3)]  # the top one: Draw
        self.discard_items = [self._card(-1, None, 10 + k) for k in range(L.RECENT_SHOWN)]
        for item in self.discard_items:
            item.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)  # (a tossed card turns)
            item.setVisible(False)
        self.draw_label, self.discard_label = CaptionItem(190), CaptionItem(190)
        self.indicator, self.colour_title = Indicator(), CaptionItem(300)
        self.arrow = LookItem(paint_play_direction)  # the order of play: a lion turns it
        self.arrow.setParentItem(self.indicator)
        self.colour_title.set_text(_("Which colour?"), _("Colour?"))  # (for the butterfly)
        self.draw_slot, self.bubble = LookItem(paint_pile_slot, margin=4), BubbleItem()  # (empty)
        self.draw_slot.set_rect(QRectF(0, 0, CARD_W, CARD_H))
        for part in (self.draw_label, self.discard_label, self.indicator, self.colour_title,
                     self.draw_slot, self.bubble):
            part.setParentItem(self.root)  # on the table: placed in table units
        self.draw_slot.setZValue(-1)
        self.bubble.setZValue(50)
        self.verdicts: tuple[str, ...] = ("",)  # the standing ruling's words, longest first
        self.message, self.winner_banner, self.referee_banner = (
            self.hook(FittedBand(palette.SHADE, palette.GOLD)) for _band in range(3))
        self.winner_banner.setZValue(80)
        self.message.setZValue(30)  # over the call buttons' glow: their halo hides no word
        self.referee_banner.setZValue(85)  # the referee's verdict pops up over the calls
        self.referee_banner.setVisible(False)
        # what the selection's buttons do: made once, so an unchanged button stays as it is
        self._presses = controls.Presses(
            {call: partial(self._edit, self.sel.add_call, call) for call in CALLS},
            {c: partial(self._edit, self.sel.set_colour, c) for c in COLOURS},
            partial(self._edit, self.sel.toggle_last), self._press_play)
        # a button per call, colour and move; its key in the corner (a keycap squeezes words)
        self.buttons = NamedButtons(self, controls.BUTTONS, self.activate, CornerHintButton)
        for name in (*CALLS, *COLOURS):
            # fixed words: a neighbour's repaint copies Qt's cached picture, no Python paint
            self.buttons[name].setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.add_focus_ring()
        self.call_timer = Countdown(self.offer, self._presses.calls[""], self)  # too slow: ""

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
        self.root.fit(QRectF(0, 0, lay.width, lay.height), self._board)
        spots = L.pile_spots(lay, len(self.draw_stack))
        for item, spot in zip((*self.draw_stack, self.draw_slot), (*spots.stack, spots.stack[0]),
                              strict=True):
            item.setScale(lay.pile_scale)
            item.setPos(*spot)
        self.draw_slot.set_look(text_floor(self.draw_slot))  # ("empty" stays readable)
        for item in self.discard_items:
            item.setScale(lay.pile_scale)
            item.setPos(*spots.discard)
        for label, (x, y, width) in zip((self.draw_label, self.discard_label), spots.captions,
                                        strict=True):
            label.set_width(width)
            label.setPos(x, y)
        self.indicator.setPos(*lay.indicator_pos)
        self.colour_title.setPos(*lay.indicator_pos)

    def _ensure_badges(self, obs: CuckooZooObservation) -> None:
        """One badge per seat, made once per set of players; a new viewer only moves them
        (Qt ignores a move to where an item already is)."""
        names = tuple(obs["players"])
        if names != tuple(badge.name for badge in self.badges.values()):
            for badge in self.badges.values():
                self.removeItem(badge)
            self.badges = {seat: self.hook(SeatBadge(seat, name), self.root)
                           for seat, name in enumerate(names)}
        self._places = L.seat_positions(self.lay, len(names), self.viewer)
        for band, rect in zip((self.message, self.winner_banner, self.referee_banner),
                              L.band_rects(self.lay, self.viewer is None), strict=True):
            band.set_rect(self._px(rect))  # (a public table's message: where the hand was)
        for seat, badge in self.badges.items():
            badge.setVisible(seat in self._places)  # (the viewer's cards are the hand below)
            if seat in self._places:
                badge.setPos(*self._places[seat])

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
        self._set_verdict(texts.standing_ruling(obs))
        self._set_winner(obs["winner"])
        self.offer()

    def on_play(self, event: Event) -> None:
        data = event.data
        self._animate_play(data["seat"], data["cards"])
        self._say(data["seat"], data["calls"], data["last_card"])
        # one after another, as they were called (the presenter gives each its sound)
        self.reach_moments([call_moment(c) for c in data["calls"]], 700)

    def on_draw(self, event: Event) -> None:
        target = QPointF(*L.seat_anchor(self.lay, self._places.get(event.data["seat"])))
        for k in range(min(event.data["count"], 3)):
            item = self.temporary(self._card(-1, None, 200 + k))
            item.setPos(*self.lay.draw_pos)
            self.animations.move(item, target, 240, delay=k * 90)

    def on_reverse(self, event: Event) -> None:
        """A lion: the arrow turns over to the new direction, for everyone to see."""
        self.animations.turn_over(self.arrow, partial(self.arrow.set_look,
                                                      event.data["direction"]), 700)

    def on_complaint(self, event: Event) -> None:
        self._set_verdict(ruling := cast(Ruling, event.data))
        self.offer()
        if ruling["by"] is None and ruling["right"]:  # the referee caught it: for all to see
            self.referee_banner.set_message(texts.verdict(ruling, self.name), True)
            self.animations.pop(self.referee_banner, 3200)

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
            on_button = isinstance(self.focus.focused(), ButtonItem)
            return (not on_button and self._press_play()) or self.focus.activate()
        return super().table_key(event)  # the arrows; 1-9 and 0, the buttons' letters

    def refocused(self) -> None:
        self.offer()  # the focused card comes to the front; the hint names it

    def unused_key_text(self, event: QKeyEvent) -> str:
        obs, can_play = self.obs, self._can_play()
        missing = self.sel.missing(obs) if obs is not None and can_play else None
        return (prompts.key_refusal(QKeySequence(event.key()).toString(), can_play, missing)
                or super().unused_key_text(event))

    # -- what a person can reach (the scene contract test drives these) ------------------
    def route(self, seat: Seat, action: Action) -> list[QGraphicsItem] | None:
        """The cards and buttons a person presses, in order, to choose `action`."""
        if not self.built or action not in self.legal.get(seat, ()):
            return None
        if not isinstance(action, Play) or seat != self.viewer:
            return super().route(seat, action)  # Draw, Complain!, No complaint: one button
        return [self._press_item(p) for p in controls.play_route(action)]

    def _press_item(self, press: int | str) -> Clickable:
        return self.hand_items[press] if isinstance(press, int) else self.buttons[press]

    # -- drawing an observation ------------------------------------------------------------
    def _show_seats(self, obs: CuckooZooObservation) -> None:
        offers = looks.badge_offers(self.legal, self.viewer)
        seats = looks.seat_badges(obs, self.viewer, offers, list(self._places), self.people)
        for badge, look in zip(self.badges.values(), seats, strict=True):
            badge.set_look(look)
        key = (i18n.language(), self.lay, tuple(obs["players"]), self.viewer, offers)
        if key == self._badges_key:
            return  # (most moves: setting the buttons again would cost a good part of one)
        self._badges_key = key
        # "Ben: Complain!" (the badge above shows a long name whole)
        self.badge_pool.show((seat_button(self.badges[o.seat].name, o.text, o.colour, o.seat,
                                          o.action, chars=o.name_chars, short=o.text),
                              self._px(o.rect), 24 * self.lay.unit)
                             for o in controls.badge_offers(self._places, offers))

    def _show_piles(self, obs: CuckooZooObservation) -> None:
        for k, item in enumerate(self.draw_stack):  # (a thinner stack as the pile shrinks)
            item.setVisible(obs["draw_count"] > k * 8)
        recent = looks.discard_faces(obs)
        for k, item in enumerate(self.discard_items):
            item.setVisible(k < len(recent))
            if k < len(recent):
                item.set_card(*recent[k])
        for label, (words, short) in zip((self.draw_label, self.discard_label),
                                         texts.pile_captions(obs), strict=True):
            label.set_text(words, short)
        self.indicator.set_look(look := looks.indicator_look(obs))
        self.arrow.show_look(QRectF(*ARROW_SPOT), look.direction)
        self.arrow.setVisible(look.show_direction and not look.donkey)

    def _show_hand(self) -> None:
        """Each turn shows another seat's hand: old items are re-faced, not made and wired."""
        hand = {c["id"]: c for c in self._hand()}
        for card_id in [c for c in self.hand_items if c not in hand]:
            item = self.hand_items.pop(card_id)
            item.setVisible(False)
            item.set_live(None)
            self._spare_cards.append(item)
        for card_id, card in hand.items():
            if card_id not in self.hand_items:
                item = self._spare_cards.pop() if self._spare_cards else self._card(-1, None)
                item.setTransformOriginPoint(CARD_W / 2, CARD_H)  # (it scales about there)
                item.set_card(card_id, looks.face(card))
                item.setVisible(True)
                self.hand_items[card_id] = item

    def _show_bubble(self, obs: CuckooZooObservation) -> None:
        lp = obs["last_play"]
        if lp is None or phase(obs) is Phase.OVER:
            self.bubble.setVisible(False)
        else:
            self._say(lp["seat"], lp["calls"], lp["last_card"])

    def _say(self, seat: Seat, calls: Sequence[str], last_card: bool) -> None:
        """Put a play's calls in the speech bubble, its tail pointing at the player."""
        badge = self._places.get(seat)  # (none for the viewer: no tail over the piles)
        header, short = texts.caller(self.name(seat), badge is None)
        self.bubble.set_words(header, texts.said(calls, last_card), QRectF(*self.lay.bubble_rect),
                              QPointF(*L.bubble_anchor(self.lay, badge)), short_header=short)
        self.bubble.setVisible(True)

    def _set_verdict(self, result: Ruling | None) -> None:
        self.verdicts = texts.verdicts(result, self.name)

    def _set_winner(self, seat: Seat | None) -> None:
        self.winner_banner.set_message(texts.winner(seat, self.name), True)
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
        self.call_timer.watch(call_seconds(obs["rules"]), self.sel.awaited_call(missing))
        draw = self.single(Draw) if self.viewer is not None else None
        stuck = not can_play and draw is not None
        # the cards that may be picked now, asked once (each asks the rules) for the marks,
        # the hint and the focused card
        pickable = {c["id"] for c in self._hand() if self.sel.selectable(obs, c["id"])} \
            if can_play else set()
        self._show_buttons(obs, can_play, missing, draw)
        hand = [self.hand_items[c] for c in self._hand_ids()] if can_play else []
        buttons = [b for b in (*self.buttons, *self.badge_pool.buttons)
                   if b.isVisible() and b.target is not None]
        mine = self.legal.get(self.viewer, ()) if self.viewer is not None else ()
        guide = controls.guided_press(mine, self.sel)  # a lesson: only its Play's next press
        self.offer_targets([*hand, *reading_order(buttons)] if guide is None else  # hand first
                           [self._press_item(guide)])
        focused = self.focus.focused()
        card = focused.card_id if isinstance(focused, CardItem) else None
        focused_card = card if card in self.hand_items else None
        self._mark_hand(pickable if can_play else None, stuck, focused_card)
        top = next((item for item in reversed(self.draw_stack) if item.isVisible()), None)
        for item in self.draw_stack:  # only the top card draws: the ones under it are covered
            item.set_live(draw if item is top else None, False)
        self.focus.place()  # the ring frames the focused card as it now lies
        message = prompts.message(obs, self.viewer, can_play, self.verdicts[0], self.name, draw)
        self.message.set_message(*texts.band_words(message, self.verdicts, obs, self.viewer,
                                                   self.name, self.message.fits))
        self.set_hint(prompts.timed(self.call_timer.left, prompts.table_hint(
            obs, mine, self.sel, can_play, missing, pickable, focused_card, self.name)))

    def _show_buttons(self, obs: CuckooZooObservation, can_play: bool, missing: Step | None,
                      draw: Draw | None) -> None:
        """The call, colour and action buttons: set again only when what they show or do changed
        (on most moves it has not, and setting ~20 buttons is a good part of a redraw)."""
        complain, confirm, again = self.single(Complain), self.single(Confirm), self._recolours()
        key = (i18n.language(), self.lay, obs["rules"], can_play, missing, bool(self.sel.cards),
               self.sel.needs_colour(), self.sel.colour, self.sel.last_card,
               obs["draw_count"] > 0, draw, complain, confirm, tuple(again.values()),
               obs["winner"])  # (no "Play on" box at the end)
        if key == self._buttons_key:
            return
        self._buttons_key = key
        shown = controls.offers(self.lay, self.sel, can_play, missing, draw, obs["draw_count"],
                                complain, confirm, self._presses, obs["rules"], again,
                                obs["last_play"]["colour"] if obs["last_play"] else "")
        self.buttons.show({name: (ButtonSpec(
            o.text, o.colour, o.target, o.key, icon(o.icon), o.icon, o.icon_w,
            icon_above=o.icon_above, glow=o.glow, checked=o.checked, enabled=o.enabled),
            self._px(o.rect), o.font * self.lay.unit) for name, o in shown.items()})
        picking = (can_play and self.sel.needs_colour()) or bool(again)
        self.indicator.setVisible(not picking and obs["winner"] is None)
        self.colour_title.setVisible(picking)

    def _mark_hand(self, pickable: set[int] | None, stuck: bool, focused: int | None) -> None:
        """Place and mark the hand's cards (see layout.hand_marks)."""
        ids = self._hand_ids()
        spots, tag_w, marks = L.hand_marks(self.lay, ids, self.sel.cards, self.sel.calls,
                                           pickable, stuck, focused)
        rash = {c for c in pickable or () if self.obs and risky_play(self.obs, (c,))}
        for card, mark in zip(ids, marks, strict=True):
            item = self.hand_items[card]
            if item.scale() != spots.scale:
                item.setScale(spots.scale)
            # scaling turns about the origin point (bottom centre): keep the top left in place
            shift = item.transformOriginPoint() * (1 - spots.scale)
            item.setPos(mark.x - shift.x(), mark.y - shift.y())
            item.setZValue(mark.z)
            item.tag_width, item.strip = tag_w, QRectF(0, 0, *mark.strip)
            # (marked before it is played: a non-donkey in a donkey round others may catch)
            item.set_marks(mark.dim, mark.chosen, mark.focused, mark.order, mark.call, card in rash)
            if mark.chosen and mark.focused:  # the ring frames its tag too, never covers it
                item.strip = item.strip.united(item.tag_rect())
            # always live (a click when it cannot be played is refused by _click_card)
            item.set_live(item.pick, False)

    # -- input -------------------------------------------------------------------------------
    def _can_play(self) -> bool:
        return self.offers(self.viewer, Play) and not self._recolours()

    def _recolours(self) -> dict[str, Play]:
        """The viewer's butterfly's colour chosen again (Ctrl+Z): its plays by colour."""
        return self.choices(Play, "colour") if self.obs and self.obs["turn"] != self.viewer else {}

    def _hand(self) -> list[CardView]:
        """The viewer's cards (none on the public table)."""
        return list(self.obs["hand"] or ()) if self.obs is not None else []

    def _hand_ids(self) -> list[int]:
        return [c["id"] for c in self._hand()]

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
        action, self.focus.current = self.sel.action(), None
        self.sel.clear()
        return self.propose(cast(Seat, self.viewer), action)

    # -- animation ---------------------------------------------------------------------------
    def _animate_play(self, seat: Seat, cards: Sequence[int]) -> None:
        for k, card_id in enumerate(cards):
            item = self.hand_items.get(card_id) if seat == self.viewer else None
            if item is not None:
                start = item.pos()
                item.setScale(1.0)  # a card from a big two-row hand lands full size
                item.set_marks(False, False, False, None, "")
            else:  # someone else's card: it becomes public as it lands
                item = self.temporary(self._card(card_id, looks.face(CARD_DICTS[card_id])))
                start = QPointF(*L.seat_anchor(self.lay, self._places.get(seat)))
            item.setZValue(200 + k)  # fly above the hand, the piles and the bubble
            item.setPos(start)
            self.animations.move(item, QPointF(*self.lay.discard_pos), 260, delay=k * 120)


def create_scene() -> GameScene:
    return CuckooZooScene()
