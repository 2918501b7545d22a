#!/usr/bin/env bash
# Generates the demo audio of the task pages into packages/tasks/media/ (16 kHz mono FLAC).
# Speech comes from espeak-ng, mixing and encoding from sox; both are Debian packages.
# The output is deterministic, so the committed files can be checked by re-running this script.
# Usage: bash packages/tasks/scripts/make-demo-audio.sh
set -euo pipefail

media="$(cd "$(dirname "$0")/../media" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# say <voice> <speed wpm> <text> <out.wav>: speech from espeak-ng, resampled to 16 kHz mono 16-bit,
# with leading and trailing silence trimmed to keep the files small.
# sox -D turns off dithering, its only source of randomness, so the bytes are reproducible.
say() {
  espeak-ng -v "$1" -s "$2" -w "$work/raw.wav" "$3"
  sox -D "$work/raw.wav" -r 16000 -c 1 -b 16 "$4" \
    silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse pad 0.1 0.1 norm -3
}

# flac <in.wav> <name>: encodes one file into the media folder.
flac() {
  sox -D "$1" -r 16000 -c 1 -b 16 -C 8 "$media/$2"
}

# Automatic speech recognition: the transcript in the task's demo must match this sentence.
say en-us 150 "Please call Stella and ask her to bring these things from the store." "$work/asr.wav"
flac "$work/asr.wav" automatic-speech-recognition-input.flac

# Audio classification (spoken language identification): a French sentence.
say fr 150 "Bonjour, je voudrais réserver une table pour deux personnes ce soir." "$work/lid.wav"
flac "$work/lid.wav" audio-classification-input.flac

# Audio-to-audio (speech separation): two speakers talking over each other, then each one alone.
say en-us 150 "The meeting moved to Thursday afternoon." "$work/speaker-1.wav"
say en-gb+f3 150 "I left my umbrella on the train." "$work/speaker-2.wav"
sox -D -m -v 0.6 "$work/speaker-1.wav" -v 0.6 "$work/speaker-2.wav" "$work/mixture.wav"
flac "$work/mixture.wav" audio-to-audio-input.flac
# A separator returns tracks as long as its input, so each speaker is padded with silence to the mixture's length.
length="$(soxi -D "$work/mixture.wav")"
for speaker in 1 2; do
  missing="$(awk -v total="$length" -v own="$(soxi -D "$work/speaker-$speaker.wav")" 'BEGIN { print total - own }')"
  sox -D "$work/speaker-$speaker.wav" "$work/track-$speaker.wav" pad 0 "$missing"
done
flac "$work/track-1.wav" audio-to-audio-output.flac
flac "$work/track-2.wav" audio-to-audio-output-2.flac

# Text-to-speech: speaks the demo's input text.
say en-us+f2 160 "The next train to Brighton leaves from platform four." "$work/tts.wav"
flac "$work/tts.wav" text-to-speech-output.flac

# Any-to-any (spoken answer about the demo picture).
say en-us 150 "The picture shows a red circle next to a blue square." "$work/any.wav"
flac "$work/any.wav" any-to-any-output.flac
