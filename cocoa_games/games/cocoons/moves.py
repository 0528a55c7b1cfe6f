"""What each move does to the box, step by step: a slide and what it uncovers, the
trapdoors, placing and moving animals, the turn passing, asking to open the cocoons and
the reveal. `CocoonsState.apply` has checked the move; these only carry it out and say
what happened as public events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cocoa_games.core.game import Action, Event, Seat
from cocoa_games.core.i18n import _

from . import levels as L
from .actions import Agree, Correct, ProposeEnd
from .kinds import EventKind, Phase, Reason, Result
from .words import space_word, trapdoor_words

if TYPE_CHECKING:
    from .rules import CocoonsState


def slide(st: CocoonsState, seat: Seat, cocoon: int, ev: list[Event]) -> None:
    free_slide = st.phase == Phase.SPRING
    cost = 0 if free_slide else st.slide_cost(cocoon)
    st.supply -= cost
    st.tokens[cocoon] += cost
    src, dst = st.pos[cocoon], st.free
    st.pos[cocoon] = dst
    st.box_moved()
    st.phase = Phase.TURN
    name = st.names[seat]
    if free_slide:
        text = _("The spring pushes the cocoon from the {a} space to the {b} space.")
    elif cost:
        text = _(
            "{name} pays a token and slides the cocoon from the {a} space to the {b} space.")
    else:
        text = _("{name} slides the cocoon from the {a} space to the {b} space for free.")
    ev.append(Event(EventKind.SLIDE, {"seat": seat, "cocoon": cocoon, "from": src, "to": dst,
                                      "paid": cost, "spring": free_slide},
                    text.format(name=name, a=space_word(src), b=space_word(dst))))
    st.remember()
    _resolve(st, src, ev)


def _resolve(st: CocoonsState, slot: int, ev: list[Event]) -> None:
    """The freed space: hard mode's price, the trapdoor, then the animal."""
    if (st.options.hard_mode and st.trap[slot] is None and st.bottom[slot] is None
            and not st.action_token[slot]):
        if not st.supply:
            lose(st, Reason.HARD_EMPTY, ev)
            return
        st.supply -= 1
        st.action_token[slot] = True
        ev.append(Event(EventKind.EMPTY_SPACE, {"slot": slot},
                        _("Hard mode: the empty {space} space takes an action token.").format(
                            space=space_word(slot))))
    st.explored[slot] = True
    trap = st.trap[slot]
    if trap is not None and not st.trap_up[slot]:
        st.trap_up[slot] = True
        ev.append(Event(EventKind.TRAPDOOR, {"slot": slot, "trapdoor": trap},
                        _("A trapdoor turns up on the {space} space: {what}.").format(
                            space=space_word(slot), what=trapdoor_words(trap))))
        kind = L.kind_of(trap)
        if kind == "rune":
            _discard(st, slot, ev)
        elif kind == L.SPRING:
            _discard(st, slot, ev)
            st.phase = Phase.SPRING
            ev.append(Event(EventKind.SPRING, {"slot": slot},
                            _("A spring! Slide a cocoon into the {space} space for free."
                              ).format(space=space_word(slot))))
            return  # the animal under a spring stays face down
        elif kind == L.SPIN:
            _discard(st, slot, ev)
            st.rotation = (st.rotation + 1) % 4
            ev.append(Event(EventKind.SPIN, {"rotation": st.rotation},
                            _("The box spins a quarter turn clockwise.")))
            st.box_moved()
            st.remember()
        elif kind == L.ACTION:
            st.trap[slot] = None
            st.phase = Phase.ACTION
            return  # the animal turns over once the trapdoor is in a cocoon
        elif not _opens(st, slot, ev):
            settle(st, ev)  # it stays on its animal: nothing more to uncover here
            return
    elif trap is not None and not _opens(st, slot, ev):
        settle(st, ev)
        return
    flip_animal(st, slot, ev)
    settle(st, ev)


def _opens(st: CocoonsState, slot: int, ev: list[Event]) -> bool:
    """A face-up padlock or numbered trapdoor: removed if it may go now, else it stays."""
    trap = st.trap[slot]
    assert trap is not None
    if L.kind_of(trap) == "padlock":
        if st.padlock_open(trap):
            _discard(st, slot, ev)
            return True
        ev.append(Event(EventKind.LOCKED, {"slot": slot, "trapdoor": trap},
                        _("The padlock stays: its three runes are not all gone yet.")))
        return False
    number = L.number_of(trap)
    if number == st.next_number:
        st.next_number += 1
        _discard(st, slot, ev)
        return True
    ev.append(Event(EventKind.LOCKED, {"slot": slot, "trapdoor": trap},
                    _("Number {n} must wait for number {next}: it stays, number side up."
                      ).format(n=number, next=st.next_number)))
    return False


def _discard(st: CocoonsState, slot: int, ev: list[Event]) -> None:
    trap = st.trap[slot]
    assert trap is not None
    st.trap[slot] = None
    st.discarded.append(trap)
    ev.append(Event(EventKind.DISCARD, {"slot": slot, "trapdoor": trap},
                    _("The trapdoor ({what}) goes into the lid.").format(
                        what=trapdoor_words(trap))))


def flip_animal(st: CocoonsState, slot: int, ev: list[Event]) -> None:
    token = st.bottom[slot]
    if token in L.ANIMALS and not st.bottom_up[slot]:
        st.bottom_up[slot] = True
        ev.append(Event(EventKind.ANIMAL, {"slot": slot, "animal": token},
                        _("Under it lies the {animal}.").format(animal=_(token))))


def settle(st: CocoonsState, ev: list[Event]) -> None:
    """After the main action: a choice to place the animal, or the mover's look at what
    the slide turned to their corner (to share it, as the rulebook asks) until they end
    the turn."""
    if st.phase == Phase.OVER:
        return
    st.phase = Phase.AFTER if st.placements() else Phase.DONE


def put_action_trapdoor(st: CocoonsState, seat: Seat, cocoon: int, ev: list[Event]) -> None:
    st.action_cocoon = cocoon
    ev.append(Event(EventKind.ACTION_TRAPDOOR, {"seat": seat, "cocoon": cocoon},
                    _("{name} puts the action trapdoor into the cocoon on the {space} "
                      "space: moving it is free from now on.").format(
                          name=st.names[seat], space=space_word(st.pos[cocoon]))))
    st.phase = Phase.TURN
    flip_animal(st, st.free, ev)
    settle(st, ev)


def place(st: CocoonsState, seat: Seat, cocoon: int, ev: list[Event]) -> None:
    slot = st.free
    animal = st.bottom[slot]
    assert animal is not None
    st.bottom[slot] = None
    st.bottom_up[slot] = False
    st.holds[cocoon] = animal
    ev.append(Event(EventKind.PLACE, {"seat": seat, "cocoon": cocoon, "animal": animal,
                                      "slot": slot},
                    _("{name} puts the {animal} into the cocoon on the {space} space.").format(
                        name=st.names[seat], animal=_(animal),
                        space=space_word(st.pos[cocoon]))))
    if st.phase == Phase.AFTER:
        st.phase = Phase.DONE  # the mover may still note what they see, then end the turn


def correct(st: CocoonsState, seat: Seat, action: Correct, ev: list[Event]) -> None:
    st.supply -= L.CORRECTION_COST
    st.lid += L.CORRECTION_COST
    animal = st.holds[action.source]
    st.holds[action.source], st.holds[action.target] = None, animal
    ev.append(Event(EventKind.CORRECT, {"seat": seat, "source": action.source,
                                        "target": action.target, "animal": animal},
                    _("{name} puts three tokens in the lid and moves the {animal} from the "
                      "{a} cocoon to the {b} cocoon.").format(
                          name=st.names[seat], animal=_(str(animal)),
                          a=space_word(st.pos[action.source]),
                          b=space_word(st.pos[action.target]))))
    end_turn(st, ev)


def end_turn(st: CocoonsState, ev: list[Event]) -> None:
    st.turn = (st.turn + 1) % len(st.names)
    st.phase = Phase.TURN
    ev.append(Event(EventKind.TURN, {"seat": st.turn},
                    _("{name}'s turn.").format(name=st.names[st.turn])))
    if not st.payable() and not st.start_visible():
        lose(st, Reason.NO_TOKENS, ev)


def lose(st: CocoonsState, reason: Reason, ev: list[Event]) -> None:
    st.result = Result.LOST
    st.reason = reason
    st.phase = Phase.OVER
    ev.append(Event(EventKind.LOST, {"reason": reason}, st.reason_text()))


def decide_end(st: CocoonsState, seat: Seat, action: Action, ev: list[Event]) -> None:
    """Asking to open the cocoons, and each other seat's yes or no."""
    name = st.names[seat]
    if isinstance(action, ProposeEnd):
        ev.append(Event(EventKind.PROPOSE_END, {"seat": seat},
                        _("{name} thinks every animal is home and asks to open the "
                          "cocoons.").format(name=name)))
        st.pending = [(seat + i) % len(st.names) for i in range(1, len(st.names))]
        st.phase = Phase.AGREE
        if not st.pending:
            reveal(st, ev)
    elif isinstance(action, Agree):
        st.pending.remove(seat)
        ev.append(Event(EventKind.AGREE, {"seat": seat},
                        _("{name} agrees to open the cocoons.").format(name=name)))
        if not st.pending:
            reveal(st, ev)
    else:
        st.pending = []
        st.phase = Phase.TURN
        ev.append(Event(EventKind.DECLINE, {"seat": seat},
                        _("{name} wants to play on.").format(name=name)))
        # the Start token still shows (nothing moved since the proposal): a finished box
        # waits for the next vote; with a cocoon still empty and nothing payable the
        # tokens ran out before every animal was home (the rulebook's loss)
        if not st.payable() and None in st.holds:
            lose(st, Reason.NO_TOKENS, ev)


def reveal(st: CocoonsState, ev: list[Event]) -> None:
    wrong = st.wrong_cocoons()
    st.phase = Phase.OVER
    st.pending = []
    ev.append(Event(EventKind.REVEAL, {"owners": list(st.owner), "holds": list(st.holds)},
                    _("The cocoons are opened and every seal is shown.")))
    if wrong:
        st.result, st.reason = Result.LOST, Reason.WRONG
        ev.append(Event(EventKind.LOST, {"reason": Reason.WRONG, "wrong": wrong},
                        st.reason_text()))
    else:
        st.result, st.reason = Result.WON, Reason.WON
        ev.append(Event(EventKind.WON, {"score": st.supply}, st.reason_text()))
