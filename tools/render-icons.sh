#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Renders resources/icons/locklab.svg to the PNG sizes the hicolor theme wants
# (resources/icons/locklab-<size>.png). The PNGs are committed: run this after editing the SVG.
# Needs rsvg-convert (Debian: librsvg2-bin, listed in tools/deps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

LOCKLAB_ICON_SIZES=(16 32 48 64 128 256)
svg=resources/icons/locklab.svg

command -v rsvg-convert >/dev/null || { echo "render-icons: rsvg-convert not found (apt install librsvg2-bin)" >&2; exit 1; }
for size in "${LOCKLAB_ICON_SIZES[@]}"; do
    out=resources/icons/locklab-$size.png
    rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio --format png "$svg" --output "$out"
    echo "$out"
done
