#!/usr/bin/env bash
# Remakes the home page's sample track and intro video with the song engine (needs ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
npm run -s song -- --names "Alex, Sam, Jordan, Taylor, Priya" --style hip-hop --event party --seed 2026 --out "$out"
cp "$out/song-1-preview.mp3" frontend/public/samples/boogy-sample.mp3
ffmpeg -loglevel error -y -loop 1 -framerate 2 -i "$out/song-1-cover.png" -i "$out/song-1-preview.mp3" -t 20 \
  -c:v libx264 -tune stillimage -pix_fmt yuv420p -r 2 -c:a aac -b:a 96k -shortest -movflags +faststart \
  frontend/public/media/intro.mp4
rm -rf "$out"
echo "sample track and intro video updated"
