#!/usr/bin/env bash
# Makes the six student-experience videos (spec §3 "Student video") from our own artwork:
# slow pans over the SVG illustrations at 2 frames a second, no audio, encoded as WebM (VP9)
# and MP4 (H.264), plus an English WebVTT captions file that describes what is on screen.
#
# A pan is a pure translation, which the encoders' motion compensation handles almost for
# free, so a four-minute video stays well under 400 KB. The generated files are committed:
# installing the site needs no ffmpeg. Re-run after changing artwork or captions:
#   apt-get install -y ffmpeg && scripts/make-videos.sh
# The durations shown on the cards live in app/content/experience.ts; this script prints the
# true duration of every file so the two can be compared (the e2e test checks them too).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
images="$root/public/images"
out="$root/public/media/videos"
captions="$root/public/media/captions"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$captions"

FPS=2
WIDTH=640
HEIGHT=360

# One video: id, total seconds, then pairs of "image|caption" (one still per equal segment).
make_video() {
  local id="$1" total="$2"
  shift 2
  local count=$#
  local segment
  segment=$(awk -v t="$total" -v n="$count" 'BEGIN { printf "%.3f", t / n }')

  local inputs=() filters="" labels="" index=0
  local vtt="$captions/$id.en.vtt"
  printf 'WEBVTT\n\n' >"$vtt"
  for pair in "$@"; do
    local image="${pair%%|*}" caption="${pair#*|}"
    # Render the SVG once, 800 px wide (our artwork is 800×600), then pan a 640×360 window.
    ffmpeg -loglevel error -y -i "$images/$image" -vf "scale=800:600" "$work/$id-$index.png"
    inputs+=(-loop 1 -framerate "$FPS" -t "$segment" -i "$work/$id-$index.png")
    local direction="t/$segment*(iw-$WIDTH)"
    if ((index % 2 == 1)); then direction="(1-t/$segment)*(iw-$WIDTH)"; fi
    filters+="[$index:v]crop=$WIDTH:$HEIGHT:x='$direction':y='(ih-$HEIGHT)/2',setsar=1,fps=$FPS[v$index];"
    labels+="[v$index]"

    local start end
    start=$(awk -v s="$segment" -v i="$index" 'BEGIN { printf "%.3f", s * i }')
    end=$(awk -v s="$segment" -v i="$index" 'BEGIN { printf "%.3f", s * (i + 1) }')
    printf '%s --> %s\n%s\n\n' "$(timestamp "$start")" "$(timestamp "$end")" "$caption" >>"$vtt"
    index=$((index + 1))
  done
  filters+="${labels}concat=n=$count:v=1:a=0,format=yuv420p[out]"

  nice -n 10 ffmpeg -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map "[out]" \
    -c:v libvpx-vp9 -b:v 10k -maxrate 14k -bufsize 60k -deadline good -cpu-used 2 -row-mt 1 \
    -threads 1 -g 600 -an "$out/$id.webm"
  nice -n 10 ffmpeg -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map "[out]" \
    -c:v libx264 -preset veryslow -tune animation -b:v 10k -maxrate 14k -bufsize 60k \
    -profile:v high -threads 1 -g 600 -movflags +faststart -an "$out/$id.mp4"

  for file in "$out/$id.webm" "$out/$id.mp4"; do
    printf '%-32s %8s bytes  %s s\n' "$(basename "$file")" "$(stat -c %s "$file")" \
      "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$file")"
  done
}

timestamp() {
  awk -v s="$1" 'BEGIN { h = int(s / 3600); m = int((s % 3600) / 60); x = s - h * 3600 - m * 60;
    printf "%02d:%02d:%06.3f", h, m, x }'
}

make_video first-week-dublin 135 \
  "destinations/dublin.svg|Georgian doors and the river Liffey: the walk to our Dublin campus on Merrion Row." \
  "places/classroom.svg|A bright classroom: a small group of students at two desks, a whiteboard with a ticked exercise." \
  "places/lounge.svg|The student lounge: a green sofa, a coffee table with two cups and pictures on the wall." \
  "places/library.svg|The self-study room: shelves of graded readers and a laptop by the window." \
  "places/park.svg|Lunch break in a city park: trees, a pond with swans and a red bench."

make_video wild-atlantic-way 250 \
  "experience/coast.svg|Day trip on the Wild Atlantic Way: tall green cliffs above a deep blue sea." \
  "places/island.svg|The Aran Islands: dry-stone walls, small fields, a white cottage and grazing sheep." \
  "destinations/galway.svg|Back in Galway: the Spanish Arch and the river Corrib at the end of the day." \
  "places/harbour.svg|A stop in a fishing harbour: colourful houses on the quay, sailing boats on the water." \
  "places/castle.svg|A castle on a green hill, with a red flag on the tallest tower."

make_video trad-session-galway 90 \
  "experience/music.svg|An evening trad music session: a fiddle and a guitar by the fire; everyone under 18 drinks soft drinks." \
  "destinations/galway.svg|Walking back along the river in Galway with the group leader." \
  "experience/city.svg|Lights of the city streets at night on the way home."

make_video morning-class 185 \
  "places/classroom.svg|A morning class of no more than fifteen students: speaking practice in pairs." \
  "places/library.svg|Self-study time: choosing a graded reader from the shelves." \
  "programs/exam-preparation.svg|Exam preparation: a practice paper for a Trinity speaking exam." \
  "programs/cert-tesol.svg|Teacher training: trainee teachers planning a lesson together." \
  "places/lounge.svg|Break time in the student lounge, with tea, coffee and conversation."

make_video gaelic-games-taster 160 \
  "places/sports.svg|Irish sports taster: two students practise hurling on a pitch with tall white goalposts." \
  "places/park.svg|Warm-up in the park: a jog around the pond before the game." \
  "destinations/cork.svg|Afterwards, a walk through Cork city along the river Lee." \
  "places/castle.svg|The group reaches a castle on a hill for photos."

make_video quiz-night 110 \
  "places/lounge.svg|Quiz night in the student lounge: teams pick their names around the coffee table." \
  "places/market.svg|Round three is about Irish food: fruit, bread and fish from the market stalls." \
  "experience/city.svg|The winning team celebrates in the city centre." \
  "destinations/cork.svg|Home along the river, planning the next week's activities."
