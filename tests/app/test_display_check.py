"""When Qt cannot open a window on Linux/X11 the app says what to do in one sentence."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cocoa_games.app import display_check

ROOT = Path(__file__).resolve().parents[2]


def test_a_missing_xcb_library_names_the_package_to_install():
    env = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}
    text = display_check.problem(env, loads=lambda lib: lib != "libxcb-cursor.so.0")
    assert text is not None and "sudo apt install libxcb-cursor0" in text
    assert text.count(".") <= 1 and "\n" not in text  # one plain sentence


def test_several_missing_libraries_are_named_once_each():
    gone = {"libxcb-icccm.so.4", "libxkbcommon-x11.so.0", "libxcb-keysyms.so.1"}
    missing = display_check.missing_packages(loads=lambda lib: lib not in gone)
    assert missing == ["libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0"]


def test_other_platforms_are_left_to_qt():
    everything_missing = {"QT_QPA_PLATFORM": "offscreen"}
    assert display_check.problem(everything_missing, loads=lambda lib: False) is None
    assert not display_check.uses_xcb({"WAYLAND_DISPLAY": "wayland-0"})
    assert display_check.uses_xcb({"QT_QPA_PLATFORM": "xcb:dpi=96"})
    assert not display_check.uses_xcb({}, platform="win32")


def test_a_broken_qt_import_names_the_library():
    error = ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")
    assert "sudo apt install libegl1" in display_check.import_problem(error)


def _start(**env_changes: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, **env_changes)
    env.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([sys.executable, "-m", "cocoa_games", "--quit-after-show"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 only")
def test_xcb_without_a_display_says_so_instead_of_qts_message():
    result = _start(QT_QPA_PLATFORM="xcb", DISPLAY="")
    assert result.returncode == 1
    assert result.stderr.strip().startswith("Cocoa Games cannot open its window")
    assert "qt.qpa" not in result.stderr and "plugin" not in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 only")
@pytest.mark.skipif(sys.platform.startswith("linux") and bool(display_check.missing_packages()),
                    reason="this machine lacks xcb libraries: the app rightly names them first")
def test_xcb_with_a_display_nobody_answers():
    result = _start(QT_QPA_PLATFORM="xcb", DISPLAY=":987")
    assert result.returncode == 1 and ":987 does not answer" in result.stderr


def _needed(library: Path) -> set[str]:
    out = subprocess.run(["readelf", "-d", str(library)], capture_output=True, text=True).stdout
    return {line.split("[")[1].split("]")[0] for line in out.splitlines() if "(NEEDED)" in line}


@pytest.mark.skipif(shutil.which("readelf") is None, reason="needs readelf (binutils)")
def test_the_list_covers_what_the_installed_xcb_plugin_links_against():
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    plugin = qt / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.exists():
        pytest.skip("this PySide6 has no xcb plugin")
    needed = _needed(plugin) | _needed(qt / "lib" / "libQt6XcbQpa.so.6")
    system = {lib for lib in needed if not lib.startswith("libQt6") and not lib.startswith(
        ("libc.", "libm.", "libstdc++", "libgcc_s", "ld-linux", "libpthread", "libdl."))}
    assert system - set(display_check.XCB_LIBRARIES) == set()
