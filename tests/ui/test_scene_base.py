"""Scenes lay themselves out for the view's real size (mapped 1:1); below the smallest
layout the view scales down; a scene that does not fit keeps the fixed rectangle."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsView

from cocoa_games.ui.scene_base import MIN_LAYOUT, SCENE_RECT, GameScene, fit_view


class FittingScene(GameScene):
    fits_view = True

    def __init__(self) -> None:
        super().__init__()
        self.layouts: list[QRectF] = []

    def relayout(self, rect: QRectF) -> None:
        self.layouts.append(QRectF(rect))


def _view(qtbot, scene, w, h):
    view = QGraphicsView(scene)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # as the app's
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(w, h)
    qtbot.addWidget(view)
    view.show()
    fit_view(view)
    return view


def test_a_fitting_scene_takes_the_views_size_and_is_shown_one_to_one(qtbot):
    scene = FittingScene()
    view = _view(qtbot, scene, 1000, 620)
    size = view.viewport().size()
    assert scene.sceneRect() == QRectF(0, 0, size.width(), size.height())
    assert scene.layouts == [scene.sceneRect()]
    assert view.transform().isIdentity()
    fit_view(view)  # the same size again: no second layout
    assert len(scene.layouts) == 1
    view.resize(1400, 700)
    fit_view(view)
    assert scene.sceneRect().width() == view.viewport().width()
    assert len(scene.layouts) == 2


def test_a_tiny_view_scales_the_smallest_layout_down(qtbot):
    scene = FittingScene()
    view = _view(qtbot, scene, 400, 300)
    assert scene.sceneRect().size() == MIN_LAYOUT
    assert view.transform().m11() < 1.0
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(scene.sceneRect().adjusted(2, 2, -2, -2))


def test_a_scene_that_does_not_fit_keeps_its_rectangle_scaled(qtbot):
    scene = GameScene()
    view = _view(qtbot, scene, 800, 500)
    assert scene.sceneRect() == SCENE_RECT
    assert abs(view.transform().m11() - 0.5) < 0.02
