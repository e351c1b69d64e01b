#!/usr/bin/env bash
# Issue 2 benchmark: cold start to first window with the sample event open (median of 5) and its
# memory, next to a bare FlatLaf window started the same way (same JVM, same class path).
# Usage: bench/startup.sh   (needs a display: run under xvfb-run -a if there is none)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIST="$ROOT/app/target/dist"
[ -f "$DIST/qicai.jar" ] || (cd "$ROOT" && mvn -q -B -DskipTests install)
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
JAVA="java -Xmx1g -Dfile.encoding=UTF-8 -Dqicai.bench.exitWhenShown=true -Dqicai.logdir=$TMP"
"$ROOT/qicai" sample --no-window --dir "$TMP" >"$TMP/path" 2>/dev/null
EVENT=$(tail -1 "$TMP/path")
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
run() { # label, command…
  local label=$1; shift
  : >"$TMP/ms"; : >"$TMP/rss"; : >"$TMP/heap"
  for i in 1 2 3 4 5; do
    sync; out=$("$@" 2>/dev/null | grep shown_ms)
    echo "$out" | sed 's/.*shown_ms=\([0-9]*\).*/\1/' >>"$TMP/ms"
    echo "$out" | sed 's/.*rss_kb=\([0-9]*\).*/\1/' >>"$TMP/rss"
    echo "$out" | sed 's/.*heap_kb=\([0-9]*\).*/\1/' >>"$TMP/heap"
  done
  printf '| %s | %s | %s | %s | %s |\n' "$label" "$(median <"$TMP/ms")" "$(tr '\n' ' ' <"$TMP/ms")" \
    "$(( $(median <"$TMP/rss") / 1024 ))" "$(( $(median <"$TMP/heap") / 1024 ))"
}
echo "| window | median ms to first paint | runs (ms) | RSS MB (median) | heap used MB (median) |"
echo "|---|---|---|---|---|"
run "bare FlatLaf window" $JAVA -cp "$DIST/qicai.jar" org.qicai.app.bench.BareWindow
run "QiCai, sample event open" $JAVA -jar "$DIST/qicai.jar" gui "$EVENT"
