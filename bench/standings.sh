#!/usr/bin/env bash
# Issue 6 benchmark: recompute the standings of 2,000 players × 11 rounds after one result change.
# Usage: bench/standings.sh [PLAYERS [ROUNDS [ITERATIONS]]]   (default 2000 11 40)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
mvn -q -B -o -pl core test-compile
# a private copy of the classes, so a build running meanwhile cannot pull them away
cp -r core/target/classes "$TMP/classes"; cp -r core/target/test-classes "$TMP/test-classes"
mvn -q -B -o -pl core dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$TMP/cp" >/dev/null
java -Xmx1g -Dfile.encoding=UTF-8 -cp "$TMP/classes:$TMP/test-classes:$(cat "$TMP/cp")" \
  -Dlogback.configurationFile=/dev/null org.qicai.core.service.StandingsBench "$@"
