#!/usr/bin/env bash
# Several desks (issue 16): results per second through qicai:// from 1–4 processes at once.
# One xiangqi round robin of 2*BOARDS players, round 1 paired, served by `qicai serve` on loopback; then for
# D = 1, 2, 3, 4 desks: D shell loops, each entering its share of the round's results one `./qicai result
# qicai://127.0.0.1:PORT R B 1-0` command after the other (a fresh JVM per result, as a deputy at a
# terminal); each run enters the next round (paired through the same address). Prints the wall time and
# results/s per D, and checks the file with verify.
# Baseline: the same results on the file itself, by one process (a file has one writer at a time).
# Usage: bench/desks.sh [BOARDS]   (default 40; needs ./qicai built)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
Q="$ROOT/qicai"
BOARDS=${1:-40}
TMP=$(mktemp -d)
E="$TMP/desks.qicai"
PORT=$((30000 + RANDOM % 9000))
export QICAI_PASSWORD=bench-pw
SERVER=""
cleanup() { [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null; wait 2>/dev/null; rm -rf "$TMP"; }
trap cleanup EXIT
"$Q" plugins >/dev/null   # the launcher's first run after a build records its class-data archive: not timed
"$Q" event new "$E" --name 联机测速 --discipline xiangqi --system round-robin >/dev/null
{ echo "姓名,单位"; for i in $(seq 1 $((2 * BOARDS))); do echo "棋手$i,城$((i % 5))"; done; } >"$TMP/p.csv"
"$Q" player import "$E" "$TMP/p.csv" >/dev/null
now() { date +%s.%N; }

# baseline: one process on the file
"$Q" round pair "$E" >/dev/null
t0=$(now)
for b in $(seq 1 "$BOARDS"); do "$Q" result "$E" 1 "$b" 1-0 >/dev/null; done
R=1
t1=$(now)
printf 'file, 1 process:        %3d results in %6.1f s = %5.2f results/s\n' "$BOARDS" \
  "$(echo "$t1 - $t0" | bc)" "$(echo "$BOARDS / ($t1 - $t0)" | bc -l)"

"$Q" serve "$E" --port "$PORT" >"$TMP/serve.out" 2>&1 &
SERVER=$!
for _ in $(seq 1 100); do grep -q "127.0.0.1:$PORT" "$TMP/serve.out" 2>/dev/null && break; sleep 0.2; done
A="qicai://127.0.0.1:$PORT"
for D in 1 2 3 4; do
  "$Q" round pair "$A" >/dev/null
  R=$((R + 1))
  t0=$(now)
  pids=""
  for d in $(seq 1 "$D"); do
    ( for b in $(seq "$d" "$D" "$BOARDS"); do
        QICAI_ARBITER="desk$d" "$Q" result "$A" "$R" "$b" 1-0 >/dev/null || echo "desk$d board $b refused" >&2
      done ) & pids="$pids $!"
  done
  wait $pids
  t1=$(now)
  printf 'qicai://, %d process(es): %3d results in %6.1f s = %5.2f results/s\n' "$D" "$BOARDS" \
    "$(echo "$t1 - $t0" | bc)" "$(echo "$BOARDS / ($t1 - $t0)" | bc -l)"
done
kill "$SERVER"; wait "$SERVER" 2>/dev/null || true; SERVER=""
"$Q" verify "$E"
