"""The voice's own process: it owns Qt's text-to-speech engine and says what it is sent.

Starting an engine can take seconds or hang (speech-dispatcher is started on first use and may
wait for an audio device), and PySide holds Python's lock while it does, so the engine cannot
live in the app's process without freezing the table. Here it may take all the time it needs.

Protocol, one JSON object a line. In (stdin): {"say": text, "interrupt": bool, "language":
code} or {"stop": true}. Out (stdout): {"ready": engine name}, {"failed": reason},
{"said": text} once a sentence is handed to the engine.
"""

from __future__ import annotations

import json
import sys
import threading
from typing import Any

RATE = -0.15  # a little slower than the system's default: the listeners are children
SILENT_ENGINES = ("mock",)  # Qt's test engine makes no sound: used only when asked for by name


def pick_engine(available: list[str], wanted: str) -> str | None:
    """The engine to speak with: the one asked for, else the system's first real one."""
    if wanted:
        return wanted if wanted in available else None
    real = [name for name in available if name not in SILENT_ENGINES]
    return real[0] if real else None


def _tell(**message: Any) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


class Voice:
    def __init__(self, engine: Any) -> None:
        self.engine = engine
        self.language = ""

    def handle(self, line: str) -> None:
        try:
            message = json.loads(line)
        except ValueError:
            return
        if not isinstance(message, dict):
            return
        if message.get("stop"):
            self.engine.stop()
            return
        text = message.get("say")
        if not isinstance(text, str) or not text.strip():
            return
        language = message.get("language")
        if isinstance(language, str) and language != self.language:
            self.language = language
            for locale in self.engine.availableLocales():
                if locale.name().split("_")[0] == language:
                    self.engine.setLocale(locale)
                    break
        if message.get("interrupt"):
            self.engine.stop()
            self.engine.say(text)
        else:
            self.engine.enqueue(text)
        _tell(said=text)


def _die_with_the_app() -> None:
    """On Linux, end this process when the app ends, even while the engine is still starting
    (its start holds Python's lock, so no Python code of ours could notice)."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes
            import signal

            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass


def main(wanted: str = "") -> int:
    _die_with_the_app()
    from PySide6.QtCore import QCoreApplication, QObject, Signal

    app = QCoreApplication(sys.argv[:1])
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError as exc:
        _tell(failed=str(exc))
        return 1
    name = pick_engine(list(QTextToSpeech.availableEngines()), wanted)
    engine = None if name is None else QTextToSpeech(name)
    if engine is None or engine.state() == QTextToSpeech.State.Error:
        _tell(failed=engine.errorString() if engine is not None else "no speech engine")
        return 1
    engine.setRate(RATE)
    voice = Voice(engine)

    class Lines(QObject):  # stdin is read in a thread; each line is handled in Qt's loop
        line = Signal(str)

    lines = Lines()
    lines.line.connect(voice.handle)

    def read() -> None:
        for line in sys.stdin:
            lines.line.emit(line)
        app.quit()  # the app closed our stdin: it has gone

    threading.Thread(target=read, daemon=True).start()
    _tell(ready=name)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1] if len(sys.argv) > 1 else ""))
