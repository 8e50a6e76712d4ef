#!/usr/bin/env bash
# Remakes the home page's sample track with the song engine.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
npm run -s song -- --names "Alex, Sam, Jordan, Taylor, Priya" --style hip-hop --event party --seed 2026 --out "$out"
cp "$out/song-1-preview.mp3" frontend/public/samples/boogy-sample.mp3
rm -rf "$out"
echo "sample track updated"
