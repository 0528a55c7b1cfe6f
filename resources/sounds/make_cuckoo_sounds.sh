#!/usr/bin/env bash
# Makes the Cuckoo Zoo animal-call sounds with espeak-ng + sox (only needed to re-make them;
# the app ships the WAVs). Output: call_*.wav beside this script,
# 22050 Hz mono 16-bit, silence trimmed, normalised to -1 dBFS.
#   apt-get install espeak-ng sox && bash resources/sounds/make_cuckoo_sounds.sh
set -euo pipefail
out="$(dirname "$0")"  # the WAVs live beside this script
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# name | text spoken | voice | pitch 0-99 | speed wpm | extra sox effects
make() {
    local name="$1" text="$2" voice="$3" pitch="$4" speed="$5" fx="${6:-}"
    espeak-ng -v "$voice" -p "$pitch" -s "$speed" -a 180 -w "$tmp/$name.wav" "$text"
    # trim silence at both ends, add the playful effect, normalise, resample
    # shellcheck disable=SC2086
    sox "$tmp/$name.wav" "$tmp/$name-trim.wav" silence 1 0.02 1% reverse silence 1 0.02 1% reverse
    sox "$tmp/$name-trim.wav" -r 22050 -c 1 -b 16 "$out/call_$name.wav" \
        fade t 0.01 -0 0.04 $fx norm -1
}

make moo             "moooooo"               en+m3 10 110 "pitch -300 tremolo 5 30"
make baa             "baaaaa"                en+f4 85 150 "tremolo 9 60"
make woof            "woof! woof!"           en+m1 30 190 "pitch -150"
make miaow           "mee-aaow"              en+f2 90 150 "pitch 200"
make buzz            "bzzzz"                 en+m2 40 170 "tremolo 30 50"
make heehaw          "hee haw! hee haw!"     en+m4 70 180 "pitch 100"
make roar            "roooaaarrr"            en+m3 5 120 "pitch -400 overdrive 10"
make cockadoodledoo  "cock a doodle doooo"   en+f3 95 190 "pitch 300"
make cocotaki        "coco-tah-kee!"         en+f5 80 170 "pitch 200 echo 0.8 0.7 60 0.3"

ls -l "$out"/call_*.wav
