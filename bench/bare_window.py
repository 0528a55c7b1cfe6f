"""The yardstick for start-up: a bare PySide6 window with one QGraphicsView.

Run as a script; it quits right after the view's first paint, like
`cocoa-games --quit-after-show` does for the launcher.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow


class QuitOnFirstPaint(QObject):
    def __init__(self, app: QApplication) -> None:
        super().__init__()
        self.app = app
        self.seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.app.quit)  # after this paint has finished
        return False


def main(argv: list[str] | None = None) -> int:
    app = QApplication(argv if argv is not None else sys.argv)
    scene = QGraphicsScene(0, 0, 1600, 1000)
    scene.addText("Cocoa Games")
    view = QGraphicsView(scene)
    window = QMainWindow()
    window.setCentralWidget(view)
    window.resize(1280, 800)
    watcher = QuitOnFirstPaint(app)
    view.viewport().installEventFilter(watcher)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
