"""Before Qt opens a window on Linux/X11: can it? If not, say in one plain sentence what to
install, instead of Qt's long "could not load the Qt platform plugin" message and abort.

Qt cannot report this itself in a way we can catch: when its xcb plugin fails to load, or no
X display answers, QApplication() ends the process. So `problem()` runs first, without
importing Qt: it tries to load every system library the xcb plugin links against (Qt would
load them a moment later anyway, so this costs nearly nothing) and looks for a display.

`XCB_LIBRARIES` is what PySide6 6.11's `plugins/platforms/libqxcb.so` and
`lib/libQt6XcbQpa.so.6` need (`readelf -d`), with the Debian/Ubuntu package of each;
tests/app/test_display_check.py compares it with the installed plugin.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping

#: shared library -> Debian/Ubuntu package that provides it
XCB_LIBRARIES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
}


def uses_xcb(env: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Would Qt pick its X11 (xcb) plugin first?"""
    if not platform.startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen == "xcb"
    # Qt prefers Wayland in a Wayland session (and falls back to xcb on its own)
    return not env.get("WAYLAND_DISPLAY")


def _loads(name: str) -> bool:
    import ctypes  # only on X11: the offscreen and Wayland starts skip it

    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing_packages(loads: Callable[[str], bool] = _loads) -> list[str]:
    """Packages whose library cannot be loaded, in install order, each once."""
    out: list[str] = []
    for library, package in XCB_LIBRARIES.items():
        if package not in out and not loads(library):
            out.append(package)
    return out


def problem(env: Mapping[str, str] | None = None,
            loads: Callable[[str], bool] = _loads) -> str | None:
    """One sentence for people when Qt could not open a window here, else None."""
    env = os.environ if env is None else env
    if not uses_xcb(env):
        return None
    from cocoa_games.core.i18n import _
    missing = missing_packages(loads)
    if missing:
        return _("Cocoa Games cannot open its window because some system libraries are "
                 "missing; on Debian or Ubuntu install them with: sudo apt install "
                 "{packages}").format(packages=" ".join(missing))
    display = env.get("DISPLAY", "")
    if not display:
        return _("Cocoa Games cannot open its window because no desktop screen was found "
                 "(DISPLAY is not set); start it from a desktop session.")
    if not answers(display):
        return _("Cocoa Games cannot open its window because the desktop screen {display} "
                 "does not answer; start it from a desktop session.").format(display=display)
    return None


def answers(display: str) -> bool:
    """Does an X server answer at `display`? (What Qt's xcb plugin does first; a local
    connection takes about a millisecond.)"""
    import ctypes

    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return False
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return bool(connection) and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection:
            xcb.xcb_disconnect(connection)


def import_problem(exc: ImportError) -> str:
    """One sentence for Qt's own libraries failing to load (e.g. libEGL.so.1 missing)."""
    from cocoa_games.core.i18n import _

    text = str(exc)
    library = next((lib for lib in XCB_LIBRARIES if lib in text), None)
    if library is not None:
        return _("Cocoa Games cannot start because the system library {library} is missing; "
                 "on Debian or Ubuntu install it with: sudo apt install {package}").format(
                     library=library, package=XCB_LIBRARIES[library])
    return _("Cocoa Games cannot start because Qt could not be loaded ({why}).").format(why=text)
