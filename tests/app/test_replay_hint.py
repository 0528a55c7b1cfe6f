"""In the replay window Cuckoo Zoo's turn message sits clear of the pile captions (issue #25
point 2): a public table has no hand, so the message takes the empty room below the piles,
tall enough for its readable words even in a small replay window."""

from __future__ import annotations

import pytest

from cocoa_games.app.replay import ReplayDialog
from cocoa_games.ui import theme
from tests.app.hostile_files import played_save


@pytest.mark.parametrize("size", [(720, 540), (1150, 720), (2300, 1300)])
def test_the_replays_turn_message_keeps_off_the_pile_captions(qtbot, tmp_path, size):
    data = played_save("cuckoo_zoo", tmp_path / "r.cocoa.json", ("Alice", "Ben", "Cleo"),
                       moves=12, seed=4)
    dialog = ReplayDialog(data, False)
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.go_to(5)
    qtbot.wait(20)
    scene = dialog.scene
    message = scene.message
    assert message.isVisible() and message.text, "the turn is said on the table"
    band = message.sceneBoundingRect()
    scale = dialog.view.transform().m22()  # (a small replay window scales its table down)
    for caption in (scene.draw_label, scene.discard_label):
        assert caption.isVisible()
        words = caption.sceneBoundingRect()
        assert not band.intersects(words), (band, caption.text)
        # a clear gap, on screen, between the captions and the pill (they touched)
        assert (band.top() - words.bottom()) * scale >= theme.MIN_TABLE_PX, (band, words)
    # the pill holds its words (at least the band's readable size) inside it
    assert message.font_px() >= theme.MIN_TABLE_PX
    assert message.font_px() <= band.height() * 0.7
    assert dialog.view.mapToScene(dialog.view.viewport().rect()).boundingRect().contains(band)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_tables_turn_message_sits_clear_of_the_captions_and_the_call_bar(qtbot, size):
    """At the table (a hand, the call bar) the message between the piles and the calls
    holds its words whole: neither the pile captions nor the call buttons cover it."""
    from tests.app.test_shell_fit import open_window, settle, start

    window = open_window(qtbot, size)
    session = start(window, "cuckoo_zoo", ("human", "computer", "computer"))
    qtbot.waitUntil(lambda: not session.busy, timeout=5000)
    settle(qtbot, window, size)
    scene = window.table.scene
    band = scene.message.sceneBoundingRect()
    assert scene.message.isVisible() and scene.message.text
    assert scene.message.font_px() <= band.height() * 0.7, "the words fit the pill"
    covers = [scene.draw_label, scene.discard_label,
              *(b for b in scene.buttons if b.isVisible())]
    words = band.adjusted(0, 2, 0, -2)  # (a button's glow margin may touch the pill's edge)
    for item in covers:
        assert not words.intersects(item.sceneBoundingRect()), (band, item)
