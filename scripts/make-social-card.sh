#!/usr/bin/env bash
# Renders scripts/social-card.svg to frontend/public/social-card.png (1200×630, the link-preview
# image of every page without its own), with Debian's Chromium and ffmpeg (a 96-colour palette: ~50 KB).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,630 \
  --screenshot="$tmp/card.png" "file://$PWD/scripts/social-card.svg" >/dev/null 2>&1
ffmpeg -v error -y -i "$tmp/card.png" -vf "split[a][b];[a]palettegen=max_colors=96[p];[b][p]paletteuse=dither=bayer" frontend/public/social-card.png
echo "wrote frontend/public/social-card.png"
