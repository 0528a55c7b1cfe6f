"""Shared colours, fonts and the app style sheet: warm cocoa tones, big readable text.

Scenes and app pages take their colours from here so the whole app feels like one table.
Colours are plain hex strings (usable in style sheets); `qcolor()` turns one into a QColor.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtGui import QColor, QFont

# -- palette ------------------------------------------------------------------------------
COCOA = "#5a3825"        # dark chocolate: headings, text on light surfaces
COCOA_DEEP = "#3b2417"   # curtain background, darkest
MILK = "#fff6e9"         # page background, light cream
CREAM = "#f6e6cc"        # panels
SAND = "#e8d2b0"         # borders, separators
CARAMEL = "#d98e3a"      # accent: current turn, primary buttons
CARAMEL_DARK = "#b06a1f"  # accent pressed / outlines
TABLE_FELT = "#2f6b4f"   # the game table behind scenes
TABLE_FELT_DARK = "#234f3b"
LEAF = "#4f8a3c"         # success, "your turn"
BERRY = "#b23a48"        # warnings, errors (always with text, never colour alone)
SKY = "#3a78b2"          # computer seats
TEXT = "#3b2417"
TEXT_SOFT = "#7a5a44"
WHITE = "#ffffff"

# -- the table (scenes) -------------------------------------------------------------------
INK = "#2b1d14"          # outlines and words drawn on the table
GLOW = "#ffab00"         # "you may click here": a strong amber ring...
GLOW_SOFT = "#ffd600"    # ...inside a soft halo (drawn at alpha 150)
FOCUS = "#0d47a1"        # the keyboard focus ring (dashed, on a white ring)
PAPER = "#fff8e7"        # faces of tiles and cards

# -- sizes --------------------------------------------------------------------------------
FONT_FAMILY = "Sans Serif"
BASE_PT = 11
NAME_PT = 15      # player names in the side panel
TITLE_PT = 26     # curtain and page titles
STATUS_PT = 12
#: the smallest words drawn on the table, in device-independent pixels: 9 pt at 96 dpi
MIN_TABLE_PX = 12.0

# -- the shell grows with the window ------------------------------------------------------
#: the window the shell's sizes above are drawn for: its fonts and controls are 1.0 here
SHELL_REFERENCE = (1280, 900)
SHELL_SCALE_MAX = 2.0
#: the scale moves in steps, so dragging a window's edge restyles it only now and then
SHELL_SCALE_STEP = 0.125


def shell_scale(width: int, height: int) -> float:
    """One factor for the shell's fonts and controls (side panel, buttons, dialogs) from the
    window's size: 1.0 up to 1280×800 (smaller windows keep readable words), growing with
    the window's lesser side beyond it, as the table does, up to SHELL_SCALE_MAX."""
    raw = min(width / SHELL_REFERENCE[0], height / SHELL_REFERENCE[1])
    stepped = math.floor(raw / SHELL_SCALE_STEP + 1e-9) * SHELL_SCALE_STEP  # never past the window
    return max(1.0, min(SHELL_SCALE_MAX, stepped))


def scaled(size: float, scale: float) -> int:
    """A shell size (points or pixels) at `scale`, whole for style sheets."""
    return max(1, round(size * scale))


def qcolor(hex_colour: str, alpha: int = 255) -> QColor:
    colour = QColor(hex_colour)
    colour.setAlpha(alpha)
    return colour


def font(point_size: float = BASE_PT, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(point_size)
    f.setBold(bold)
    return f


def table_font(px: float, bold: bool = True) -> QFont:
    """A font for words drawn on the table, sized in scene units (= device-independent
    pixels when the view maps 1:1)."""
    f = QFont()
    f.setPixelSize(max(1, math.ceil(px - 0.01)))  # up: a minimum size must stay one
    f.setBold(bold)
    return f


_PALETTES: dict[str, Mapping[str, str]] = {}


def register_palette(name: str, colours: Mapping[str, str]) -> Mapping[str, str]:
    """A game's own named colours (hex strings), kept beside the theme's; returns them
    read-only. Registering the same name again replaces it (a reloaded module)."""
    frozen = MappingProxyType(dict(colours))
    _PALETTES[name] = frozen
    return frozen


def palette(name: str) -> Mapping[str, str]:
    """A palette registered with `register_palette`; KeyError if there is none."""
    return _PALETTES[name]


def app_style_sheet(scale: float = 1.0) -> str:
    """The app-wide style: cream pages, rounded caramel buttons with a visible focus ring;
    fonts, paddings and corners at the shell's `scale` (see shell_scale)."""
    def pt(size: float) -> int:
        return scaled(size, scale)

    return f"""
    QMainWindow, QDialog {{ background: {MILK}; color: {TEXT}; }}
    QLabel {{ color: {TEXT}; }}
    QPushButton {{
        background: {CREAM}; color: {TEXT}; border: 2px solid {SAND};
        border-radius: {pt(10)}px; padding: 6px {pt(14)}px; font-size: {pt(BASE_PT + 1)}pt;
    }}
    QPushButton:hover {{ border-color: {CARAMEL}; }}
    QPushButton:focus {{ border: 3px solid {CARAMEL_DARK}; }}
    QPushButton:pressed {{ background: {SAND}; }}
    QPushButton:disabled {{ color: {SAND}; border-color: {CREAM}; }}
    QPushButton[primary="true"] {{
        background: {CARAMEL}; color: {WHITE}; border-color: {CARAMEL_DARK}; font-weight: bold;
    }}
    QPushButton[primary="true"]:pressed {{ background: {CARAMEL_DARK}; }}
    QListWidget {{
        background: {WHITE}; border: 2px solid {SAND}; border-radius: 8px; color: {TEXT};
    }}
    QListWidget::item:selected {{ background: {CARAMEL}; color: {WHITE}; }}
    QStatusBar {{ background: {CREAM}; color: {TEXT}; font-size: {pt(BASE_PT)}pt; }}
    QMenuBar {{ background: {CREAM}; color: {TEXT}; font-size: {pt(BASE_PT)}pt; }}
    QMenuBar::item {{ padding: {pt(4)}px {pt(10)}px; }}
    QMenuBar::item:selected {{ background: {SAND}; }}
    QMenu {{
        background: {MILK}; color: {TEXT}; border: 1px solid {SAND}; font-size: {pt(BASE_PT)}pt;
    }}
    QMenu::item {{ padding: {pt(5)}px {pt(28)}px {pt(5)}px {pt(24)}px; }}
    QMenu::item:selected {{ background: {CARAMEL}; color: {WHITE}; }}
    QMessageBox QLabel {{ font-size: {pt(BASE_PT + 1)}pt; }}
    QToolTip {{ background: {MILK}; color: {TEXT}; border: 1px solid {SAND};
               font-size: {pt(BASE_PT)}pt; }}
    {_dialog_words(scale)}"""


def _dialog_words(scale: float) -> str:
    """A dialog's own words and editors grow with the shell; at 1.0 they keep the system's
    font, as they always had."""
    if scale <= 1.0:
        return ""
    system = QFont().pointSizeF()
    size = scaled(system if system > 0 else 10.0, scale)
    return (f"QDialog QLabel, QDialog QLineEdit, QDialog QComboBox, QDialog QSpinBox,"
            f" QDialog QCheckBox, QDialog QRadioButton, QDialog QGroupBox, QDialog QTreeView,"
            f" QDialog QListView, QDialog QTabBar, QDialog QTextBrowser, QDialog QSlider"
            f" {{ font-size: {size}pt; }}")
