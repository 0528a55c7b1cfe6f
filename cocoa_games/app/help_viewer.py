"""Help pages: a game's rules (games/<id>/help.md) or the app's own help, shown as markdown.

Each page may come in the active language (help.de.md, help.fr.md beside help.md); a page
not written in that language yet falls back to the English help.md."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QImage,
    QResizeEvent,
    QShowEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from cocoa_games import games
from cocoa_games.app import help_pictures
from cocoa_games.app.shell_scale import window_scale
from cocoa_games.core import i18n
from cocoa_games.core.i18n import _
from cocoa_games.ui import theme

APP_HELP = Path(__file__).resolve().parent / "help.md"
MAX_HELP_BYTES = 1024 * 1024  # the longest page is a few KB
GAMES_DIR = Path(games.__file__).resolve().parent
_SAFE_ID = re.compile(r"^[a-z0-9_]+$")


def _title(game_id: str | None) -> str:
    if game_id is None:
        return _("Cocoa Games")
    info = next((i for i in games.all_games() if i.id == game_id), None)
    return info.title if info is not None else game_id.replace("_", " ").title()


def help_path(game_id: str | None, language: str = "en") -> Path | None:
    """Where the help for `game_id` lives in `language` (None = app help); None if the id
    is not plausible. The file may not exist: `help_text` then falls back to English."""
    if game_id is None:
        folder = APP_HELP.parent
    elif _SAFE_ID.match(game_id):
        folder = GAMES_DIR / game_id
    else:
        return None
    name = "help.md" if language == "en" or not _SAFE_ID.match(language) else f"help.{language}.md"
    return folder / name


def _read(path: Path | None) -> str | None:
    """An installed help page through the guarded reader (a FIFO in its place would freeze
    F1), None when it cannot be read."""
    from cocoa_games.core.safe_read import UnreadableFileError, read_bounded

    try:
        if path is not None:
            text = read_bounded(path, MAX_HELP_BYTES).decode("utf-8")
            if text.strip():
                return text
    except (UnreadableFileError, UnicodeDecodeError):
        pass
    return None


def help_text(game_id: str | None) -> str:
    """The markdown to show in the active language, else in English; a friendly note when
    no help file can be read."""
    for language in dict.fromkeys((i18n.language(), "en")):
        text = _read(help_path(game_id, language))
        if text is not None:
            return text
    title = _title(game_id)
    return "\n\n".join((
        f"# {title}",
        _("Sorry — the rules for {game} are not written down here yet.").format(game=title),
        _("The table only ever offers moves that are allowed, so you can still start a game "
          "and learn by playing; the log beside the table tells you what just happened."),
    )) + "\n"


class HelpDialog(QDialog):
    """A calm reading window. Not modal, so the rules can stay open beside the table."""

    def __init__(self, game_id: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        title = _title(game_id)
        self.setWindowTitle(_("Cocoa Games — help") if game_id is None
                            else _("How to play {game}").format(game=title))
        self.setObjectName("helpDialog")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("helpBrowser")
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.windowTitle())
        self.browser.document().setDocumentMargin(18)
        self.browser.document().setDefaultStyleSheet(_DOC_STYLE)
        self._text = help_text(game_id)
        self._fill()
        layout.addWidget(self.browser, 1)
        # (our own words: Qt's standard "Close" stayed English in German and French)
        buttons = QDialogButtonBox(self)
        buttons.addButton(_("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.scale = 0.0
        self._restyle()
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)
        self._fit_to_screen()
        # the rules in pictures, before the text: laid out again when the window resizes
        self.steps = help_pictures.steps_for(game_id)
        self.cards = (0, 0)  # (columns, picture width) laid out now
        self.pictures = help_pictures.PictureMaker(game_id or "", self.steps, self)
        self.pictures.made.connect(self._picture_made)
        self._relayout = QTimer(self, singleShot=True, interval=80)
        self._relayout.timeout.connect(self._lay_out_cards)

    def _fill(self, columns: int = 0, width: int = 0) -> None:
        self.browser.setMarkdown(self._text)
        document = self.browser.document()
        _warm_headings(document)
        if columns and self.game_id is not None:
            help_pictures.insert_cards(document, self.game_id, self.steps,
                                       _("The game in pictures"), columns, width,
                                       self.devicePixelRatioF())

    def _fit_to_screen(self) -> None:
        """A roomy window on a big screen, never taller or wider than a small one."""
        self.resize(760, 680)
        screen = (self.parentWidget() or self).screen()
        room = screen.availableGeometry() if screen is not None else None
        if room is None:
            return
        width = min(max(760, round(room.width() * 0.55)), room.width() - 40)
        height = min(max(680, round(room.height() * 0.8)), room.height() - 40)
        self.resize(width, height)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self.steps and self.cards == (0, 0):
            self._lay_out_cards()  # now the page has its width

    def _restyle(self) -> None:
        """The page's words at the shell's scale of this window's size: a help window on a
        big screen reads as large as the rest of the shell."""
        scale = window_scale(self)
        if scale != self.scale:
            self.scale = scale
            self.setStyleSheet(_style(scale))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._restyle()
        if self.steps:
            self._relayout.start()

    def _lay_out_cards(self) -> None:
        cards = help_pictures.card_width(self.browser.viewport().width(), len(self.steps))
        if cards == self.cards:
            return
        self.cards = cards
        bar = self.browser.verticalScrollBar()
        where = bar.value() / max(1, bar.maximum())
        self._fill(*cards)
        bar.setValue(round(where * bar.maximum()))
        self.pictures.start(cards[1], self.devicePixelRatioF())

    def _picture_made(self, index: int, image: QImage) -> None:
        if self.game_id is None:
            return
        self.browser.document().addResource(QTextDocument.ResourceType.ImageResource,
                                            help_pictures.picture_url(self.game_id, index),
                                            image)
        self.browser.viewport().update()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.pictures.stop()
        super().closeEvent(event)


def _warm_headings(document: QTextDocument) -> None:
    """Markdown import ignores style sheets, so colour the headings by hand."""
    colours = {1: theme.COCOA, 2: theme.CARAMEL_DARK, 3: theme.COCOA}
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level:
            cursor = QTextCursor(block)
            cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
            fmt = QTextCharFormat()
            fmt.setForeground(theme.qcolor(colours.get(level, theme.COCOA)))
            cursor.mergeCharFormat(fmt)
        block = block.next()


def show_help(parent: QWidget | None, game_id: str | None) -> HelpDialog:
    """Open (or bring forward) the help window for `game_id`; None shows the app help."""
    if parent is not None:
        for child in parent.findChildren(HelpDialog):
            if child.game_id == game_id and child.isVisible():
                child.raise_()
                child.activateWindow()
                return child
    dialog = HelpDialog(game_id, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def _style(scale: float) -> str:
    return f"""
#helpBrowser {{
    background: {theme.WHITE}; color: {theme.TEXT}; border: 2px solid {theme.SAND};
    border-radius: 10px; font-size: {theme.scaled(12, scale)}pt;
}}
"""

_DOC_STYLE = f"""
h1 {{ color: {theme.COCOA}; font-size: 22pt; }}
h2 {{ color: {theme.CARAMEL_DARK}; font-size: 16pt; margin-top: 14px; }}
h3 {{ color: {theme.COCOA}; font-size: 13pt; }}
p, li {{ line-height: 130%; }}
table {{ border-collapse: collapse; }}
th {{ background: {theme.CREAM}; padding: 4px 10px; text-align: left; }}
td {{ padding: 4px 10px; border-bottom: 1px solid {theme.SAND}; }}
code {{ background: {theme.CREAM}; }}
"""
