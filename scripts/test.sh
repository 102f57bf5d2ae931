#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find:
#   generated files fresh -> types -> lint -> dependencies and import cycles -> Studio schema -> unit + database tests -> Studio build
#   -> site builds (embedded content, and live mode against the local Content Lake) -> browser tests (both)
#   -> the Studio's browser tests (the built Studio, the local Content Lake and the live site).
# Needs Node >= 22.18, Debian's postgresql (initdb), redis-server and chromium. .ci/run installs them on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
export DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1 SANITY_TELEMETRY_DISABLED=1
step() { printf '\n\033[1m== %s\033[0m (%s UTC)\n' "$*" "$(date -u +%H:%M:%S)"; }

step "Generated types are up to date (sanity schema extract + typegen)"
bash scripts/check-generated.sh

step "Embedded dataset is up to date (content:build --check)"
npx tsx scripts/content/build.ts --check

step "TypeScript, every workspace"
npm run typecheck --silent

step "Lint and format (Biome: npm run lint)"
npm run lint --silent

step "Dependencies declared where used, none unused (knip); no import cycle (dpdm)"
npm run check:deps --silent

step "Studio schema (sanity schema validate)"
(cd studio && npx sanity schema validate --level error)

step "Unit, database and shared-cache tests (vitest; a throwaway PostgreSQL and Redis)"
npx vitest run

step "Studio build (sanity build), pointed at the local Content Lake the Studio's browser tests start"
npx tsx studio/e2e/build.ts

step "Site build (next build, then the compile hints: npm run build) for the browser tests; a build without the hints fails"
export NEXT_PUBLIC_SITE_URL=https://www.helixai.example
export NEXT_PUBLIC_SUPABASE_URL=https://e2e-project.supabase.co
export NEXT_PUBLIC_SUPABASE_ANON_KEY=e2e-anon-key
npm run build --silent
(cd web && npx tsx build/compile-hints.ts --check)

step "Site build in live mode (NEXT_PUBLIC_SANITY_PROJECT_ID set, reading the local Content Lake through SANITY_API_HOST)"
npx tsx lake/build-live.ts
(cd web && NEXT_DIST_DIR=.next-live npx tsx build/compile-hints.ts --check)

step "First-load JavaScript budgets (gzip, per page)"
npx tsx scripts/bench/bundles.ts --check

step "Browser tests (Playwright on Debian's Chromium, against npm start)"
npx playwright test -c web/playwright.config.ts

step "Browser tests in live mode (the live build, the local Content Lake, its webhook and its failures; restarts, and two servers on Redis)"
npx playwright test -c web/playwright.live.config.ts

step "Studio browser tests (the built Studio in Chromium, editing the local Content Lake, the live site following)"
npx playwright test -c studio/playwright.config.ts
