"""Cuckoo Zoo's seat badges carry each person's own picture and colour (issue 26), from the
new-game dialog's choice through a rematch, computers their robot, rocket or gear; and the
finished table shows the end, not a play to make (issue 25, point 11)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.people import COMPUTER_PICTURES, Look
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.cuckoo_zoo.rules import Confirm, Play
from tests.games.cuckoo_zoo.helpers import card, deal, filler

OWL_PINK = Look("owl", "pink")


def window_for(qtbot) -> MainWindow:
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def start(window: MainWindow, seats: list[SeatInfo], seed: int = 5) -> GameSession:
    game = games.get("cuckoo_zoo")
    session = GameSession(game, seats, seed, game.Options(), settings=window.settings)
    window.start_session(session)
    return session


def badge_of(window: MainWindow, name: str):
    scene = window.table.scene
    return next(b for b in scene.badges.values() if b.name == name)


def share_of(colour: str, window: MainWindow, name: str) -> float:
    """How much of `name`'s badge, as the table draws it, is painted in `colour`."""
    badge = badge_of(window, name)
    rect = badge.sceneBoundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    window.table.scene.render(painter, source=rect)
    painter.end()
    want = QColor(colour)
    near = sum(1 for y in range(image.height()) for x in range(image.width())
               if _close(image.pixelColor(x, y), want))
    return near / (image.width() * image.height())


def _close(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 40


def test_a_person_sees_their_picture_and_colour_on_their_badge_and_after_a_rematch(qtbot):
    window = window_for(qtbot)
    seats = [SeatInfo("Mia"), SeatInfo("Leo", picture="owl", colour="pink"), SeatInfo("Ann"),
             SeatInfo("Ben", "computer")]
    session, seen = start(window, seats), 0
    for _round in range(3):  # the game, then rematches (Leo sits elsewhere, the same look)
        session.reveal()  # whoever's turn it is looks: the others' badges face them
        viewer = session.viewer
        assert viewer is not None
        leo, ben = badge_of(window, "Leo"), badge_of(window, "Ben")
        assert leo.look().person == OWL_PINK
        assert ben.look().person is not None and ben.look().person.picture in COMPUTER_PICTURES
        if session.names[viewer] != "Leo":  # (the viewer's own cards are the hand below)
            assert leo.isVisible()
            assert share_of(OWL_PINK.hex, window, "Leo") > 0.02  # edged and pictured in pink
            assert share_of(OWL_PINK.hex, window, "Ben") < 0.005  # ...and nobody else is
            seen += 1
        session = session.rematch(99)
        window.start_session(session)
    assert seen == 2  # Mia's first game and Ann's second rematch face Leo's badge


def test_the_finished_table_shows_the_end_not_a_play(qtbot):
    """'Play on: Green or Dog' stayed on the table after the win: at the end no "Play on"
    box, no call, colour, Play! or Draw button, and the winner's badge says so."""
    window = window_for(qtbot)
    session = GameSession(games.get("cuckoo_zoo"), [SeatInfo("Ann"), SeatInfo("Ben")], 3,
                          games.get("cuckoo_zoo").Options(), settings=window.settings)
    session.state = deal([[card("green", "cat")], filler(3)], discard=[card("green", "dog")])
    window.start_session(session)
    session.reveal()
    assert session.act(0, Play((card("green", "cat"),), ("miaow",), True))
    qtbot.waitUntil(lambda: Confirm() in session.legal_for_view().get(1, []) or
                    session.curtain_seat is not None, timeout=3000)
    if session.curtain_seat is not None:
        session.reveal()
    assert session.act(1, Confirm())
    qtbot.waitUntil(session.state.is_over, timeout=3000)
    scene = window.table.scene
    qtbot.waitUntil(lambda: scene.obs is not None and scene.obs["winner"] == 0, timeout=3000)
    assert not scene.indicator.isVisible()
    assert [name for name, button in scene.buttons.by_name.items() if button.isVisible()] == []
    ann = badge_of(window, "Ann")
    assert ann.isVisible() and ann.look().winner
    assert not badge_of(window, "Ben").look().winner
    assert scene.winner_banner.isVisible()
