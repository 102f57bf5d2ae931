#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find:
#   generated files fresh -> types, lint, dependencies, Studio schema, embedded dataset (side by side)
#   -> unit + database tests -> Studio build -> site builds (embedded content, and live mode against the
#   local Content Lake) -> browser tests (both) -> the Studio's browser tests (the built Studio, the
#   local Content Lake and the live site).
# Needs Node >= 22.18, Debian's postgresql (initdb), redis-server and chromium. .ci/run installs them on a fresh machine.
# Ends with each step's time. Faster loops for one change: docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1 SANITY_TELEMETRY_DISABLED=1

suite_start=$(date +%s)
timings=()
current=''
current_start=0
finish_step() {
  [[ -n $current ]] && timings+=("$(printf '%5ss  %s' $(($(date +%s) - current_start)) "$current")")
  current=''
}
step() {
  finish_step
  current="$*"
  current_start=$(date +%s)
  printf '\n\033[1m== %s\033[0m (%s UTC)\n' "$*" "$(date -u +%H:%M:%S)"
}
summary() {
  local status=$?
  finish_step
  printf '\n\033[1m== Times\033[0m\n'
  printf '%s\n' "${timings[@]}"
  printf '%5ss  the whole suite (%s)\n' $(($(date +%s) - suite_start)) "$([[ $status == 0 ]] && echo passed || echo FAILED)"
}
trap summary EXIT

# Runs checks side by side ("title|command" each), each one's output held back and printed whole, in
# the order given, when all have ended; fails when any failed. For checks that only read the tree.
side_by_side() {
  local dir failed=0 i
  dir=$(mktemp -d)
  for i in $(seq 0 $(($# - 1))); do
    local spec=${@:$((i + 1)):1}
    (
      start=$(date +%s)
      set +e
      bash -c "${spec#*|}" >"$dir/$i.log" 2>&1
      echo $? >"$dir/$i.status"
      echo $(($(date +%s) - start)) >"$dir/$i.seconds"
    ) &
  done
  wait
  for i in $(seq 0 $(($# - 1))); do
    local spec=${@:$((i + 1)):1}
    printf '\n\033[1m-- %s\033[0m (%ss)\n' "${spec%%|*}" "$(cat "$dir/$i.seconds")"
    cat "$dir/$i.log"
    if [[ $(cat "$dir/$i.status") != 0 ]]; then
      echo "FAILED: ${spec%%|*}"
      failed=1
    fi
  done
  rm -rf "$dir"
  return $failed
}

step "Generated types are up to date (sanity schema extract + typegen)"
bash scripts/check-generated.sh

step "Static checks, side by side: types, lint and format, dependencies and import cycles, the Studio schema, the embedded dataset"
side_by_side \
  "TypeScript, every workspace (npm run typecheck)|npm run typecheck --silent" \
  "Lint and format (Biome: npm run lint)|npm run lint --silent" \
  "Dependencies declared where used, none unused (knip); no import cycle (dpdm)|npm run check:deps --silent" \
  "Studio schema (sanity schema validate)|cd studio && npx sanity schema validate --level error" \
  "Embedded dataset is up to date (content:build --check)|npx tsx scripts/content/build.ts --check"

step "Unit, database and shared-cache tests (vitest; a throwaway PostgreSQL and Redis)"
npx vitest run

step "Studio build (sanity build, kept when made from the same inputs), pointed at the local Content Lake the Studio's browser tests start"
npx tsx studio/e2e/build.ts

step "Site build (next build, then the compile hints: npm run build) for the browser tests; a build without the hints fails"
source scripts/test-env.sh
npm run build --silent
(cd web && npx tsx build/compile-hints.ts --check)

step "Site build in live mode (NEXT_PUBLIC_SANITY_PROJECT_ID set, reading the local Content Lake through SANITY_API_HOST)"
# The same sources the embedded build just type-checked: their types are not checked a second time.
NEXT_TYPES_CHECKED=1 npx tsx lake/build-live.ts
(cd web && NEXT_DIST_DIR=.next-live npx tsx build/compile-hints.ts --check)

step "First-load JavaScript budgets (gzip, per page)"
npx tsx scripts/bench/bundles.ts --check

step "Browser tests (Playwright on Debian's Chromium, against npm start)"
npx playwright test -c web/playwright.config.ts

step "Browser tests in live mode (the live build, the local Content Lake, its webhook and its failures; restarts, and two servers on Redis)"
npx playwright test -c web/playwright.live.config.ts

step "Studio browser tests (the built Studio in Chromium, editing the local Content Lake, the live site following)"
npx playwright test -c studio/playwright.config.ts
