"""F1 shows each game's rules in pictures first: the game's own table at each step, with a
few words under it, then the full text; the pictures come one at a time, so the help opens
at once and the app keeps running while they are made."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage, QTextDocument, QTextImageFormat
from PySide6.QtWidgets import QWidget

from cocoa_games import games
from cocoa_games.app import help_pictures
from cocoa_games.app.help_viewer import HelpDialog, show_help


@pytest.fixture(autouse=True)
def fresh_cache(monkeypatch):
    monkeypatch.setattr(help_pictures, "_CACHE", {})


_PARENTS: list[QWidget] = []  # a dialog lives as long as its window


def _open(qtbot, game_id: str) -> HelpDialog:
    parent = QWidget()
    qtbot.addWidget(parent)
    _PARENTS.append(parent)
    dialog = show_help(parent, game_id)
    qtbot.waitUntil(lambda: dialog.cards != (0, 0) and not dialog.pictures.busy(),
                    timeout=30000)
    return dialog


def _images(document: QTextDocument) -> list[tuple[int, str]]:
    """(position, name) of every picture in the page, in order."""
    found = []
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().isImageFormat():
                found.append((fragment.position(),
                              QTextImageFormat(fragment.charFormat()).name()))
            it += 1
        block = block.next()
    return found


def _picture(dialog: HelpDialog, name: str) -> QImage:
    image = dialog.browser.document().resource(QTextDocument.ResourceType.ImageResource, name)
    assert isinstance(image, QImage)
    return image


@pytest.mark.parametrize("game_id", games.BUILT_IN)
def test_f1_shows_a_picture_and_words_per_step_before_the_full_text(qtbot, game_id):
    dialog = _open(qtbot, game_id)
    steps = help_pictures.steps_for(game_id)
    document = dialog.browser.document()
    text = document.toPlainText()
    pictures = _images(document)
    assert len(pictures) == len(steps) >= 4
    rules = document.find(dialog._text.split("\n## ")[1].split("\n")[0]).position()
    assert rules > 0 and all(at < rules for at, _name in pictures)  # pictures first
    for number, step in enumerate(steps, 1):
        assert 0 < text.index(f"{number}. {step.words}") < rules
    blank = help_pictures.blank(dialog.cards[1], dialog.devicePixelRatioF())
    made = [_picture(dialog, name) for _at, name in pictures]
    for image in made:
        assert image != blank and not image.isNull()
        assert image.width() >= 120
    assert len({image.cacheKey() for image in made}) == len(made)
    assert all(a != b for i, a in enumerate(made) for b in made[i + 1:]), "two same pictures"
    dialog.close()


@pytest.mark.parametrize("game_id", games.BUILT_IN)
def test_each_picture_is_the_games_own_scene_at_that_step(qtbot, game_id):
    steps = help_pictures.steps_for(game_id)
    for index, step in enumerate(steps):
        scene = games.make_scene(game_id)
        scene.animation_speed = 0.0
        scene.setup(list(step.names))
        state = step.state()
        scene.show(state.observe(step.viewer), step.viewer, {})
        assert len(scene.items()) > 10  # the real table, with its pieces
        picture = help_pictures.draw(game_id, step, 300)
        assert picture != help_pictures.blank(300)
        other = help_pictures.draw(game_id, steps[(index + 1) % len(steps)], 300)
        assert picture != other
        scene.deleteLater()


def test_opening_f1_draws_nothing_yet_and_the_event_loop_runs_between_pictures(qtbot):
    ticks = []
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = show_help(parent, "kokonana")
    assert help_pictures._CACHE == {}  # F1 itself made no picture: it opened at once
    at_each: list[int] = []
    dialog.pictures.made.connect(lambda _i, _image: at_each.append(len(ticks)))
    qtbot.waitUntil(lambda: len(at_each) >= len(dialog.steps) and not dialog.pictures.busy(),
                    timeout=30000)
    timer.stop()
    made = at_each[-len(dialog.steps):]
    assert all(b > a for a, b in zip(made, made[1:], strict=False)), made  # ticks between
    dialog.close()


def test_pictures_are_kept_so_opening_again_draws_nothing(qtbot, monkeypatch):
    first = _open(qtbot, "cuckoo_zoo")
    first.close()
    drawn = []
    monkeypatch.setattr(help_pictures, "draw", lambda *a, **k: drawn.append(a))
    second = _open(qtbot, "cuckoo_zoo")
    assert drawn == [] and len(_images(second.browser.document())) == len(second.steps)
    second.close()


@pytest.mark.parametrize(("width", "columns"), [(700, 2), (1400, 3), (2400, 5)])
def test_cards_fit_a_small_window_and_grow_in_a_big_one(width, columns):
    got, picture = help_pictures.card_width(width, 5)
    assert got == columns
    assert got * picture + (got - 1) * help_pictures.GAP <= width
    assert picture >= help_pictures.CARD_MIN - 20


def test_the_app_help_has_no_pictures(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = show_help(parent, None)
    assert dialog.steps == [] and _images(dialog.browser.document()) == []
    dialog.close()


def test_a_wider_help_window_lays_the_cards_out_again_in_more_columns(qtbot):
    dialog = _open(qtbot, "kokonana")
    dialog.resize(760, 560)
    qtbot.waitUntil(lambda: dialog.cards[0] == 2, timeout=5000)
    dialog.resize(1500, 1000)
    qtbot.waitUntil(lambda: dialog.cards[0] >= 3, timeout=5000)
    qtbot.waitUntil(lambda: not dialog.pictures.busy(), timeout=30000)
    assert len(_images(dialog.browser.document())) == len(dialog.steps)
    dialog.close()
