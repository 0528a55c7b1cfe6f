"""Long player names never cut the curtain's words or the "NAME: Complain!" buttons at
800×600: a name too long for its place is shortened with "…", and the whole name is kept in
the tooltip and the accessible name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from cocoa_games.app.curtain import Curtain
from cocoa_games.games.cuckoo_zoo.rules import Complain, Confirm

LONG = "Maximilian-Alexander von Berg"  # 29 characters
OTHERS = ("Anneliese-Charlotte Hohenstein", "Bartholomew Featherstonehaugh")


def fits(widget: QWidget, page: QWidget) -> bool:
    """Its words take no more room than the widget has (a cut word would not fit), and the
    widget lies inside the page (a layout squeezed below its minimum spills past the edge)."""
    place = QRect(widget.mapTo(page, QPoint(0, 0)), widget.size())
    if not page.rect().contains(place):
        return False
    if isinstance(widget, QPushButton):  # the words it shows now, with its padding
        return QPushButton.sizeHint(widget).width() <= widget.width()
    assert isinstance(widget, QLabel)
    return (widget.minimumSizeHint().width() <= widget.width()
            and widget.heightForWidth(widget.width()) <= widget.height())


@pytest.fixture
def curtain(qtbot):
    page = Curtain()
    qtbot.addWidget(page)
    page.setFixedSize(800, 600 - 60)  # the table page of an 800×600 window
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.mark.parametrize("secret", [False, True])
def test_a_long_name_on_the_curtain_is_shortened_not_cut(curtain, qtbot, secret):
    curtain.present(0, LONG, secret=secret)
    buttons = [(1, f"{name}: Complain!", Complain()) for name in OTHERS]
    buttons.append((2, f"{OTHERS[1]}: No complaint", Confirm()))
    recap = "\n".join([  # a long recap, as Cocoons gives: it keeps the room it needs
        "Ben pays a token and slides the cocoon from the south-west space to the west space.",
        "A trapdoor turns up on the south-west space: the leaf rune.",
        "The trapdoor (the leaf rune) goes into the lid.", "Under it lies the bat.",
        f"{LONG}'s turn."])
    curtain.set_public(recap, [])  # Cocoons: long recaps, nobody may interject
    qtbot.wait(20)
    assert fits(curtain.summary, curtain), curtain.summary.geometry()
    curtain.set_public("Anneliese-Charlotte Hohenstein played a cow and called “moo”.", buttons)
    qtbot.wait(20)
    for widget in (curtain.title, curtain.subtitle, curtain.summary, curtain.show_button,
                   *curtain.interjection_buttons):
        assert fits(widget, curtain), (widget.text(), widget.geometry())
    assert LONG in curtain.title.toolTip() and curtain.title.text().endswith(
        "secret look" if secret else "")
    assert LONG in curtain.show_button.toolTip() and LONG in curtain.show_button.accessibleName()
    for button, (_seat, text, _action) in zip(curtain.interjection_buttons, buttons,
                                              strict=True):
        assert text in button.toolTip() and button.accessibleName() == text
        assert button.text().endswith(text.split(": ")[1])  # the action is never cut off


def test_short_names_are_shown_whole(curtain, qtbot):
    curtain.present(0, "Ben")
    curtain.set_public("", [(1, "Cleo: Complain!", Complain())])
    qtbot.wait(20)
    assert curtain.show_button.text() == "I'm Ben — show"
    assert curtain.interjection_buttons[0].text() == "Cleo: Complain!"
