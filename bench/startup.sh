#!/usr/bin/env bash
# Start-up benchmark (issue 2, issue 13 item 1): fresh JVM to the first paint of a window, in one run,
# the repetitions interleaved so that every row sees the same machine load:
#   - a bare FlatLaf window (org.qicai.app.bench.BareWindow, plain `java -cp qicai.jar`) — the floor;
#   - the same bare window started the way the launcher starts QiCai (its own AppCDS archive, the
#     client compiler alone) — the floor for the launcher's flags;
#   - the sample event's window through the release launcher, `qicai gui EVENT` from the unzipped
#     app/target/qicai-VERSION.zip, with the AppCDS archive its first window run recorded;
#   - the same window with plain `java -jar qicai.jar gui EVENT` (no archive), as before issue 13.
# The first run of the release launcher (which records the archive when it ends) is reported on its own.
# CPU is the process's user+sys time to the first paint: on a loaded machine it moves far less than
# the wall time, so it tells whether a change did less work.
# Usage: bench/startup.sh [REPETITIONS]   (default 5; needs a display: xvfb-run -a bench/startup.sh)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
N=${1:-5}
ZIP=$(ls "$ROOT"/app/target/qicai-*.zip 2>/dev/null | head -1 || true)
if [ -z "$ZIP" ]; then
  (cd "$ROOT" && mvn -q -B -DskipTests install)
  ZIP=$(ls "$ROOT"/app/target/qicai-*.zip | head -1)
fi
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
if command -v unzip >/dev/null; then
  unzip -q "$ZIP" -d "$TMP/release"
else
  mkdir "$TMP/release" && (cd "$TMP/release" && jar xf "$ZIP")
fi
REL=$(ls -d "$TMP"/release/qicai-*)
chmod +x "$REL/qicai"
PROBE="-Dqicai.bench.exitWhenShown=true -Dqicai.logdir=$TMP"
export QICAI_JAVA_OPTS="-Xmx1g $PROBE"
JAVA="java -Xmx1g -Dfile.encoding=UTF-8 $PROBE"
BARE="-cp $REL/qicai.jar org.qicai.app.bench.BareWindow"

"$REL/qicai" sample --no-window --dir "$TMP" >"$TMP/path" 2>/dev/null
EVENT=$(tail -1 "$TMP/path")
# the bare window's own archive, recorded the way the launcher records its own
$JAVA -Xlog:cds=off -Xlog:cds+dynamic=off -XX:ArchiveClassesAtExit="$TMP/bare.jsa" $BARE >/dev/null 2>&1

one() { # label, command… — appends "ms rss_kb heap_kb cpu_ms" to $TMP/ms-<label>
  local label=$1; shift
  local out cpu TIMEFORMAT='%3U %3S'
  sync
  { time out=$("$@" 2>/dev/null | grep shown_ms || echo "shown_ms=NaN rss_kb=0 heap_kb=0"); } 2>"$TMP/cpu"
  cpu=$(awk '{printf "%d", ($1 + $2) * 1000}' "$TMP/cpu")
  echo "$out $cpu" | sed 's/.*shown_ms=\([0-9NaN]*\) rss_kb=\([0-9-]*\) heap_kb=\([0-9]*\) \([0-9]*\)$/\1 \2 \3 \4/' >>"$TMP/ms-$label"
}
one first "$REL/qicai" gui "$EVENT"          # records $REL/cds/gui.jsa when it ends
[ -f "$REL/cds/gui.jsa" ] || echo "warning: the launcher recorded no class-data archive" >&2
for i in $(seq "$N"); do
  one bare $JAVA $BARE
  one barecds $JAVA -XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -Xlog:cds=off -Xlog:cds+dynamic=off -XX:SharedArchiveFile="$TMP/bare.jsa" $BARE
  one release "$REL/qicai" gui "$EVENT"
  one plain $JAVA -jar "$REL/qicai.jar" gui "$EVENT"
done

col() { awk -v c="$2" '{print $c}' "$TMP/ms-$1"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
row() { # label, file
  printf '| %s | %s | %s | %s | %s | %s |\n' "$1" "$(col "$2" 1 | median)" "$(col "$2" 1 | tr '\n' ' ' | sed 's/ $//')" \
    "$(col "$2" 4 | median)" "$(( $(col "$2" 2 | median) / 1024 ))" "$(( $(col "$2" 3 | median) / 1024 ))"
}
echo "| window | median ms to first paint | runs (ms) | CPU ms, user+sys (median) | RSS MB (median) | heap used MB (median) |"
echo "|---|---|---|---|---|---|"
row "bare FlatLaf window (java -cp qicai.jar)" bare
row "bare FlatLaf window, launcher's flags (AppCDS, client compiler)" barecds
row "sample event, release launcher (qicai gui EVENT: AppCDS, client compiler)" release
row "sample event, plain java -jar qicai.jar gui EVENT" plain
row "sample event, release launcher, first start (records the archive)" first
r=$(col release 1 | median); b=$(col bare 1 | median); bc=$(col barecds 1 | median)
awk -v r="$r" -v b="$b" -v bc="$bc" 'BEGIN {
  printf "\nratio, release launcher / bare window: %.2f (target <= 2); / bare window with the same flags: %.2f\n", r / b, r / bc }'
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
