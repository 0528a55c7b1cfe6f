#!/usr/bin/env bash
# Makes the Kokonana sounds (only needed to re-make them; the app ships the WAVs):
#   kokonana.wav  the frustrated "Kokonana!" shout (espeak-ng, then sox); the game's name,
#                 so the same shout in every language (the other sounds have no words)
#   hop.wav       a short springy "boing" for a runner's hop (sox synth)
#   splash.wav    a soft splash when a pair becomes a stepping stone (sox synth, filtered noise)
# All 22050 Hz mono 16-bit, silence trimmed, normalised.
#   apt-get install espeak-ng sox && bash resources/sounds/make_kokonana_sounds.sh
set -euo pipefail
out="$(dirname "$0")"  # the WAVs live beside this script
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# "ko-ko-NA-na!": a lively voice, a little faster and higher, stress on the third syllable
espeak-ng -v en+m3 -p 70 -s 165 -a 190 -w "$tmp/shout.wav" "koko NAH nah!"
sox "$tmp/shout.wav" "$tmp/trim.wav" silence 1 0.02 1% reverse silence 1 0.02 1% reverse
sox "$tmp/trim.wav" -r 22050 -c 1 -b 16 "$out/kokonana.wav" \
    pitch 150 fade t 0.01 -0 0.05 echo 0.8 0.6 40 0.25 norm -1

# hop: a quick upward sine chirp with a fast decay
sox -n -r 22050 -c 1 -b 16 "$out/hop.wav" synth 0.16 sine 300-900 \
    fade q 0.005 0.16 0.09 norm -6

# splash: white noise through a band-pass, shaped like a short splash
sox -n -r 22050 -c 1 -b 16 "$out/splash.wav" synth 0.35 pinknoise \
    bandpass 1200 1.2q fade q 0.01 0.35 0.28 norm -8

ls -l "$out"/kokonana.wav "$out"/hop.wav "$out"/splash.wav
