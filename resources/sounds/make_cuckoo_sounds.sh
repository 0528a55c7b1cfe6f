#!/usr/bin/env bash
# Makes the Cuckoo Zoo animal-call sounds with espeak-ng + sox (only needed to re-make them;
# the app ships the WAVs). Output: call_*.wav beside this script (English, also the fallback)
# and de/call_*.wav, fr/call_*.wav (the calls as German and French families say them),
# 22050 Hz mono 16-bit, silence trimmed, normalised to -1 dBFS.
# COCOTAKI! is the same shout in every language: only the English file exists.
#   apt-get install espeak-ng sox && bash resources/sounds/make_cuckoo_sounds.sh
set -euo pipefail
out="$(dirname "$0")"  # the WAVs live beside this script
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

lang=""  # "" = English beside this script; else the language's folder

# name | text spoken | voice | pitch 0-99 | speed wpm | extra sox effects
make() {
    local name="$1" text="$2" voice="$3" pitch="$4" speed="$5" fx="${6:-}"
    local dir="$out${lang:+/$lang}"
    mkdir -p "$dir"
    espeak-ng -v "$voice" -p "$pitch" -s "$speed" -a 180 -w "$tmp/$name.wav" "$text"
    # trim silence at both ends, add the playful effect, normalise, resample
    # shellcheck disable=SC2086
    sox "$tmp/$name.wav" "$tmp/$name-trim.wav" silence 1 0.02 1% reverse silence 1 0.02 1% reverse
    sox "$tmp/$name-trim.wav" -r 22050 -c 1 -b 16 "$dir/call_$name.wav" \
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

# German: muh, mäh, wau wau, miau, summ, i-ah, brüll, kikeriki (file names stay English:
# the game keeps the calls by their English key)
lang=de
make moo             "muuuuuh"               de+m3 10 110 "pitch -300 tremolo 5 30"
make baa             "määääh"                de+f4 85 150 "tremolo 9 60"
make woof            "wau! wau!"             de+m1 30 190 "pitch -150"
make miaow           "miiauu"                de+f2 90 150 "pitch 200"
make buzz            "ssssumm"               de+m2 40 170 "tremolo 30 50"
make heehaw          "i-aah! i-aah!"         de+m4 70 200 "pitch 100"
make roar            "brüüüll"               de+m3 5 120 "pitch -400 overdrive 10"
make cockadoodledoo  "kikerikiii"            de+f3 95 190 "pitch 300"

# French: meuh, bêê, ouaf, miaou, bzzz, hi-han, grrr, cocorico
lang=fr
make moo             "meuhhh"                fr+m3 10 110 "pitch -300 tremolo 5 30"
make baa             "bêêêê"                 fr+f4 85 150 "tremolo 9 60"
make woof            "ouaf! ouaf!"           fr+m1 30 190 "pitch -150"
make miaow           "miaou"                 fr+f2 90 150 "pitch 200"
make buzz            "bzzzz"                 fr+m2 40 170 "tremolo 30 50"
make heehaw          "hi-han! hi-han!"       fr+m4 70 180 "pitch 100"
make roar            "grrraaah"              fr+m3 5 120 "pitch -400 overdrive 10"
make cockadoodledoo  "cocorico"              fr+f3 95 190 "pitch 300"

ls -l "$out"/call_*.wav "$out"/de/call_*.wav "$out"/fr/call_*.wav
