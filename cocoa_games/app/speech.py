"""The voice: sentences said aloud through Qt's text-to-speech (the system's own voice —
speech-dispatcher on Linux, SAPI/WinRT on Windows, AVSpeech on macOS).

Speech is a nicety like sound, and the table never waits for it: the engine runs in a process
of its own (speech_worker.py says why), and sentences are written to it through a pipe, so
`say` returns at once whatever the engine does. Without a speech engine — or when the voice's
process fails — the app stays silent and says so once (`unavailable`).
`COCOA_GAMES_SPEECH_ENGINE` picks an engine by name (tests use Qt's "mock" engine).
"""

from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from cocoa_games.app.settings import Settings
from cocoa_games.core import i18n
from cocoa_games.core.i18n import N_, _

ENGINE_ENV = "COCOA_GAMES_SPEECH_ENGINE"
NO_VOICE_MESSAGE = N_("No speech engine was found on this computer, so the voice stays silent.")
NO_ANSWER_MS = 15_000  # a voice that has not started by then is given up (a stuck engine)
WORKER_FLAG = "--speech-worker"  # a frozen build runs its own executable with this flag


def worker_command() -> list[str]:
    wanted = os.environ.get(ENGINE_ENV, "")
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_FLAG, wanted]
    return [sys.executable, "-m", "cocoa_games.app.speech_worker", wanted]


class SpeechService(QObject):
    """Says sentences when the voice is on. `spoken`: every sentence handed over; `heard`:
    those the engine has taken (reported back by the voice's process)."""

    unavailable = Signal(str)
    heard_changed = Signal()

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.spoken: list[str] = []
        self.heard: list[str] = []
        self.engine_name = ""
        self._process: QProcess | None = None
        self._buffer = b""
        self._broken = False
        self._told = False

    @property
    def enabled(self) -> bool:
        return self._settings.voice_enabled

    def set_enabled(self, on: bool) -> None:
        self._settings.voice_enabled = on
        if not on:
            self._send({"stop": True})

    @property
    def available(self) -> bool:
        """False once we know this machine has no voice (found out in the background)."""
        return not self._broken

    def probe(self) -> bool:
        """Start the voice's process if needed; True unless it is known to fail."""
        self._start()
        return self.available

    def say(self, text: str, interrupt: bool = False) -> None:
        if not self.enabled or self._broken or not text.strip():
            return
        self._start()
        self.spoken.append(text)
        self._send({"say": text, "interrupt": interrupt, "language": i18n.language()})

    def shutdown(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            process.closeWriteChannel()  # the worker ends when its input ends
            if not process.waitForFinished(1000):
                process.kill()
                process.waitForFinished(1000)

    # -- the voice's process ------------------------------------------------------------
    def _start(self) -> None:
        if self._process is not None or self._broken:
            return
        process = QProcess(self)
        command = worker_command()
        process.readyReadStandardOutput.connect(self._read)
        # an ending we did not ask for (a crash, a missing engine) silences the voice
        process.errorOccurred.connect(lambda _error, p=process: self._ended(p))
        process.finished.connect(lambda *_args, p=process: self._ended(p))
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        process.setStandardErrorFile(QProcess.nullDevice())
        self._process = process
        process.start(command[0], command[1:])
        QTimer.singleShot(NO_ANSWER_MS, self, self._check_started)

    def _check_started(self) -> None:
        if not self.engine_name and self._process is not None:
            self._give_up()

    def _send(self, message: dict) -> None:
        if self._process is not None and not self._broken:
            self._process.write((json.dumps(message) + "\n").encode())

    def _read(self) -> None:
        process = self._process
        if process is None:
            return
        self._buffer += bytes(process.readAllStandardOutput().data())
        *lines, self._buffer = self._buffer.split(b"\n")
        for line in lines:
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if not isinstance(message, dict):
                continue
            if "ready" in message:
                self.engine_name = str(message["ready"])
            elif "failed" in message:
                self._give_up()
            elif isinstance(message.get("said"), str):
                self.heard.append(message["said"])
                self.heard_changed.emit()

    def _ended(self, process: QProcess) -> None:
        try:
            if process is self._process:
                self._give_up()
        except RuntimeError:  # the window, and this service with it, is being deleted
            pass

    def _give_up(self) -> None:
        if self._broken:
            return
        self._broken = True
        if self._process is not None:
            self._process.kill()
        if not self._told:
            self._told = True
            self.unavailable.emit(_(NO_VOICE_MESSAGE))
