#!/usr/bin/env bash
# Fails when web/sanity.types.ts is not what TypeGen makes from the current schema and queries, or
# schemas/sections/projections.generated.ts is not what the section list (schemas/sections/index.ts) makes,
# or studio/static/sections/ does not hold exactly the sections' menu pictures (schemas/sections/<name>.svg).
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(mktemp)
before_projections=$(mktemp)
before_pictures=$(mktemp -d)
cp web/sanity.types.ts "$before"
cp schemas/sections/projections.generated.ts "$before_projections"
cp -r studio/static/sections/. "$before_pictures" 2>/dev/null || true
npm run typegen --silent >/dev/null 2>&1 || { echo "sanity typegen failed; run: npm run typegen"; exit 1; }
if ! diff -q "$before" web/sanity.types.ts >/dev/null; then
  diff -u "$before" web/sanity.types.ts | head -40
  cp "$before" web/sanity.types.ts
  echo "web/sanity.types.ts is stale: run 'npm run typegen' and commit the result."
  exit 1
fi
if ! diff -q "$before_projections" schemas/sections/projections.generated.ts >/dev/null; then
  cp "$before_projections" schemas/sections/projections.generated.ts
  echo "schemas/sections/projections.generated.ts is stale: run 'npm run typegen' and commit the result."
  exit 1
fi
if ! diff -r -q "$before_pictures" studio/static/sections >/dev/null; then
  diff -r -q "$before_pictures" studio/static/sections | head -20
  rm -rf studio/static/sections && cp -r "$before_pictures" studio/static/sections
  echo "studio/static/sections/ is stale: run 'npm run typegen' and commit the result."
  exit 1
fi
echo "Generated files are up to date."
