#!/usr/bin/env bash
# Fails when web/sanity.types.ts is not what TypeGen makes from the current schema and queries.
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(mktemp)
cp web/sanity.types.ts "$before"
npm run typegen --silent >/dev/null 2>&1 || { echo "sanity typegen failed; run: npm run typegen"; exit 1; }
if ! diff -q "$before" web/sanity.types.ts >/dev/null; then
  diff -u "$before" web/sanity.types.ts | head -40
  cp "$before" web/sanity.types.ts
  echo "web/sanity.types.ts is stale: run 'npm run typegen' and commit the result."
  exit 1
fi
echo "web/sanity.types.ts is up to date."
