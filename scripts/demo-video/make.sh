#!/usr/bin/env bash
# Remakes the demo course's hosted video (DESIGN §17, issue 28) and its poster:
# 24 s, 640×360, H.264 main profile + AAC-LC, +faststart (plays on iPhones), a few hundred KB.
# Needs ffmpeg with libx264 and libfreetype (Debian: `apt-get install -y ffmpeg`); run from anywhere.
set -euo pipefail

out="$(cd "$(dirname "$0")/../.." && pwd)/apps/server/src/seed/demo-video"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
light=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
texts="$(mktemp -d)"
trap 'rm -rf "$texts"' EXIT
printf 'Bienvenue sur Tutorat Maroc' >"$texts/title"
printf 'Démonstration — une vidéo hébergée par la plateforme' >"$texts/subtitle"
printf 'Reprenez où vous vous êtes arrêté, à la vitesse qui vous va.' >"$texts/hint"
mkdir -p "$out"

# navy (brand-950 #172554) card, an amber (accent-400) square crossing it, a running clock,
# a quiet 220 Hz tone: enough to see a seek land and to hear that sound plays.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=0x172554:s=640x360:r=24:d=24" \
  -f lavfi -i "sine=frequency=220:sample_rate=44100:duration=24" \
  -f lavfi -i "color=c=0xfbbf24:s=28x28:r=24:d=24" \
  -filter_complex "
    [0:v]drawbox=x=0:y=300:w=640:h=60:color=0x1e3a8a:t=fill,
      drawtext=fontfile=$font:textfile=$texts/title:fontsize=34:fontcolor=white:x=(w-tw)/2:y=96,
      drawtext=fontfile=$light:textfile=$texts/subtitle:fontsize=19:fontcolor=0xbfdbfe:x=(w-tw)/2:y=150,
      drawtext=fontfile=$light:textfile=$texts/hint:fontsize=16:fontcolor=0x93c5fd:x=(w-tw)/2:y=190,
      drawtext=fontfile=$font:text='%{eif\:trunc(t/60)\:d}\:%{eif\:mod(trunc(t),60)\:d\:2}':fontsize=40:fontcolor=0xfbbf24:x=(w-tw)/2:y=232[card];
    [card][2:v]overlay=x='40+540*t/24':y=316[v];
    [1:a]volume=0.08[a]" \
  -map "[v]" -map "[a]" \
  -c:v libx264 -profile:v main -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 30 -g 48 \
  -c:a aac -b:a 48k -ac 1 \
  -movflags +faststart \
  "$out/bienvenue.mp4"

# the poster: the frame at 2 s, as the admin's browser would take it (≈10 % in)
ffmpeg -y -hide_banner -loglevel error -ss 2.4 -i "$out/bienvenue.mp4" -frames:v 1 -q:v 4 "$out/bienvenue-poster.jpg"
ls -l "$out"
