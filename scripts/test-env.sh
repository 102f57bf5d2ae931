# The environment the browser tests' site builds are made with: a public address for canonical URLs
# and share images, and the Supabase project the browser is sent to (the tests answer for it at the
# network boundary). Sourced by scripts/test.sh and the test:e2e scripts.
export NEXT_PUBLIC_SITE_URL=https://www.helixai.example
export NEXT_PUBLIC_SUPABASE_URL=https://e2e-project.supabase.co
export NEXT_PUBLIC_SUPABASE_ANON_KEY=e2e-anon-key
