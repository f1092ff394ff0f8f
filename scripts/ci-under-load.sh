#!/usr/bin/env bash
# Runs CI (.ci/run) N times in a row, each on a fresh clone of this repository's HEAD, while two busy loops
# keep both cores of the machine busy the whole time; stops at the first failing run.
#   bash scripts/ci-under-load.sh [N=3]
# Needs ../shared beside the repository (it is linked beside each clone) and, like .ci/run, root for apt.
# Each run uses a clone under a fresh temporary directory; the log says each run's time, load and summary line.
set -uo pipefail
N=${1:-3}
REPO=$(cd "$(dirname "$0")/.." && pwd)
SHARED=$(cd "$REPO/../shared" && pwd)
REV=$(git -C "$REPO" rev-parse HEAD)
BUSY=()
for _ in 1 2; do bash -c 'while :; do :; done' & BUSY+=($!); done
trap 'kill "${BUSY[@]}" 2>/dev/null' EXIT
status=0
for n in $(seq 1 "$N"); do
  dir=$(mktemp -d)
  git clone -q "$REPO" "$dir/main" && git -C "$dir/main" checkout -q "$REV" && ln -s "$SHARED" "$dir/shared"
  start=$(date +%s)
  (cd "$dir/main" && bash .ci/run > "$dir/ci.log" 2>&1)
  rc=$?
  echo "run $n of $N at $REV: exit $rc after $(( $(date +%s) - start )) s, load $(cut -d' ' -f1-3 /proc/loadavg): $(tail -1 "$dir/ci.log") (log: $dir/ci.log)"
  if [ "$rc" -ne 0 ]; then status=1; break; fi
done
exit $status
