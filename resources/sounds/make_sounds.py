"""Synthesise the generic UI sounds beside this script (pure Python, no numpy).

Run: .venv/bin/python resources/sounds/make_sounds.py  — rewrites click/deal/flip/win/oops/turn.wav.
Everything is deterministic (fixed noise seed), so re-running gives identical files.
16-bit mono WAV at 22050 Hz; each sound 50–600 ms with soft attacks so nothing pops.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent  # the WAVs live beside this script


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(*tracks: list[float]) -> list[float]:
    length = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(length)]


def delay(track: list[float], seconds: float) -> list[float]:
    return silence(seconds) + track


def bell(freq: float, seconds: float, decay: float = 6.0, attack: float = 0.006) -> list[float]:
    """A soft mallet/bell tone: a sine with a quiet octave and fifth, decaying exponentially."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        tone = (math.sin(2 * math.pi * freq * t)
                + 0.25 * math.sin(2 * math.pi * 2 * freq * t) * math.exp(-4 * t)
                + 0.08 * math.sin(2 * math.pi * 3 * freq * t) * math.exp(-8 * t))
        out.append(env * tone)
    return out


def glide(f0: float, f1: float, seconds: float, decay: float = 5.0) -> list[float]:
    """A mellow tone sliding from f0 to f1 (a little 'oh')."""
    out, phase = [], 0.0
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        freq = f0 + (f1 - f0) * (i / n)
        phase += 2 * math.pi * freq / RATE
        env = min(1.0, t / 0.015) * math.exp(-decay * t) * min(1.0, (n - i) / (RATE * 0.03))
        out.append(env * (math.sin(phase) + 0.3 * math.sin(2 * phase) + 0.1 * math.sin(3 * phase)))
    return out


def noise(seconds: float, smooth: float, attack: float, decay: float, seed: int) -> list[float]:
    """Filtered noise (one-pole low-pass; smooth near 1 = darker) for paper and card sounds."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(env * last)
    return out


def normalise(track: list[float], peak: float) -> list[float]:
    top = max(abs(s) for s in track) or 1.0
    # a short fade-out so every file ends on silence
    fade = int(RATE * 0.01)
    scaled = [s * peak / top for s in track]
    for k in range(1, min(fade, len(scaled)) + 1):
        scaled[-k] *= (k - 1) / fade
    return scaled


def write(name: str, track: list[float], peak: float = 0.7) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    samples = normalise(track, peak)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(b"".join(struct.pack("<h", int(s * 32767)) for s in samples))
    print(f"{name}.wav  {len(samples) / RATE * 1000:.0f} ms")


def main() -> None:
    # click: a tiny wooden tick for buttons
    write("click", mix(bell(1400, 0.06, decay=70), noise(0.06, 0.3, 0.001, 120, seed=1)), 0.5)
    # deal: a card sliding across felt — a swish that rises and falls
    swish = noise(0.18, 0.55, 0.05, 14, seed=2)
    write("deal", mix(swish, delay(noise(0.03, 0.2, 0.001, 150, seed=3), 0.14)), 0.55)
    # flip: a card snapping over — a short dry flap with a low knock
    write("flip", mix(noise(0.12, 0.35, 0.002, 40, seed=4), bell(220, 0.12, decay=35)), 0.55)
    # win: a bright rising arpeggio C-E-G-C with a last ringing note
    notes = [523.25, 659.25, 783.99, 1046.5]
    arpeggio = mix(*(delay(bell(f, 0.6 - 0.09 * k, decay=5 + k), 0.09 * k)
                     for k, f in enumerate(notes)))
    write("win", arpeggio[: int(RATE * 0.6)], 0.7)
    # oops: a gentle falling two-step "uh-oh", never harsh
    write("oops", mix(glide(440, 415, 0.14, 8), delay(glide(349, 311, 0.2, 7), 0.15)), 0.55)
    # turn: a soft two-note chime to say "your turn"
    write("turn", mix(bell(783.99, 0.25, decay=10), delay(bell(1046.5, 0.18, decay=12), 0.07)),
          0.55)


if __name__ == "__main__":
    main()
