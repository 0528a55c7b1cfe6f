"""Each person's own look on their Coconuts pieces (issue 26): the colour and picture a
person picked are their board's frame and name tag, their launcher and their panel — not
the seat's place in the order — and stay theirs in a rematch, where the seats turn round."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from cocoa_games import games
from cocoa_games.app.main_window import MainWindow
from cocoa_games.app.session import GameSession
from cocoa_games.app.settings import Settings
from cocoa_games.core.people import COLOUR_HEX, Look
from cocoa_games.core.saves import SeatInfo
from cocoa_games.games.coconuts import board_art
from cocoa_games.games.coconuts.looks import SeatLook

MIA = Look("owl", "pink")  # neither a seat-order colour nor the first picture offered


def _window(qtbot) -> MainWindow:
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _on_the_table(window, session):
    window.start_session(session)
    if session.curtain_seat is not None:
        session.reveal()
    scene = window.table.scene
    assert scene.obs is not None
    return scene


def _tag_colours(scene, seat: int) -> list[QColor]:
    """The colours at both ends of `seat`'s name tag (one end carries the picture: which
    one depends on how the tag is turned to be read)."""
    rect = scene.map.table
    image = QImage(int(rect.right()) + 2, int(rect.bottom()) + 2, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene._paint_table(painter, rect)
    painter.end()
    ends = (board_art.BOARD_SIDE[0] + 0.012, board_art.BOARD_SIDE[1] - 0.012)
    spots = [scene._frames[seat].to_world(side, sum(board_art.TAG_AHEAD) / 2) for side in ends]
    return [image.pixelColor(*(int(v) for v in scene.map.places.point(x, y))) for x, y in spots]


def _wears(scene, seat: int, look: Look) -> None:
    own = SeatLook(COLOUR_HEX[look.colour], look.picture, look.colour)
    assert scene.looks[seat] == own
    assert scene.launchers[seat].look[-1] == own  # the launcher's base and picture
    assert scene.panels[seat].look[-1] == own  # the panel's badge
    assert QColor(own.fill) in _tag_colours(scene, seat)  # the board's name tag


def test_a_persons_own_colour_and_picture_are_on_their_board_across_a_rematch(qtbot):
    window = _window(qtbot)
    game = games.get("coconuts")
    seats = [SeatInfo("Mia", "human", picture=MIA.picture, colour=MIA.colour),
             SeatInfo("Leo", "human")]
    session = GameSession(game, seats, 3, game.Options(), settings=window.settings,
                          autosave=False)
    scene = _on_the_table(window, session)
    _wears(scene, 0, MIA)
    leo = scene.looks[1]
    assert leo.fill != COLOUR_HEX[MIA.colour] and leo.picture not in ("", MIA.picture)
    rematch = session.rematch(99)
    assert rematch.names == ["Leo", "Mia"]  # the next person round the table starts
    scene = _on_the_table(window, rematch)
    _wears(scene, 1, MIA)  # Mia's pink owl moved with her, not with the seat
    assert scene.looks[0] == leo
