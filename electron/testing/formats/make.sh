#!/usr/bin/env bash
# Rebuilds the two format fixtures no npm package can encode: an HEIC photo (HEVC) and a
# QuickTime video. Needs Debian's libheif-examples, ffmpeg and libimage-exiftool-perl.
# The other formats (AVIF, TIFF, GIF, RAW previews) are made by the tests themselves with sharp.
set -euo pipefail
cd "$(dirname "$0")"
src="${RECOLLECT_FIXTURES:-../../../fixtures}/photos/IMG_0002.jpg"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

# HEIC: the cat, 320 px, with the EXIF an iPhone would write (time, offset, GPS in Lisbon).
ffmpeg -loglevel error -y -i "$src" -vf scale=320:-2 "$tmp/cat.jpg"
exiftool -q -overwrite_original -DateTimeOriginal="2022:05:01 10:00:00" -OffsetTimeOriginal="+01:00" \
  -Make=Apple -Model="iPhone 13" -LensModel="iPhone 13 back dual wide camera 5.1mm f/1.6" \
  -GPSLatitude=38.7139 -GPSLatitudeRef=N -GPSLongitude=9.1394 -GPSLongitudeRef=W "$tmp/cat.jpg"
heif-enc -q 40 "$tmp/cat.jpg" -o IMG_2001.heic

# Video: one second, 160x120, recorded in Lisbon on 2 May 2022.
ffmpeg -loglevel error -y -f lavfi -i testsrc=size=160x120:rate=10 -t 1 -pix_fmt yuv420p \
  -metadata creation_time=2022-05-02T17:30:00Z -metadata location="+38.7139-009.1394/" IMG_2002.mov
