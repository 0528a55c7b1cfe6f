#!/usr/bin/env bash
# Makes the Coconuts sounds (only needed to re-make them; the app ships the WAVs):
#   coconut_launch.wav  the launcher's springy "thwung" (a plucked low string plus a rising chirp)
#   coconut_rim.wav     a coconut clacking on a plastic rim (a short high pluck, band-passed)
#   coconut_plop.wav    a coconut dropping into a cup (a falling sine "plop" with a hollow echo)
# All 22050 Hz mono 16-bit, normalised. Deterministic (no noise sources).
#   apt-get install sox && bash resources/sounds/make_coconuts_sounds.sh
set -euo pipefail
out="$(dirname "$0")"  # the WAVs sit beside this script
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

sox -n -r 22050 -c 1 -b 16 "$tmp/string.wav" synth 0.22 pluck E2 fade q 0.002 0.22 0.15
sox -n -r 22050 -c 1 -b 16 "$tmp/chirp.wav" synth 0.12 sine 220-880 fade q 0.003 0.12 0.08 vol 0.5
sox -m "$tmp/string.wav" "$tmp/chirp.wav" -r 22050 -c 1 -b 16 "$out/coconut_launch.wav" norm -4

sox -n -r 22050 -c 1 -b 16 "$out/coconut_rim.wav" synth 0.09 pluck A6 \
    bandpass 2600 1.5q fade q 0.001 0.09 0.07 norm -6

sox -n -r 22050 -c 1 -b 16 "$out/coconut_plop.wav" synth 0.16 sine 700-160 \
    fade q 0.004 0.16 0.1 echo 0.8 0.5 25 0.3 norm -5

ls -l "$out"/coconut_launch.wav "$out"/coconut_rim.wav "$out"/coconut_plop.wav
