/**
 * Runs once when a server process starts (Next.js instrumentation). On Node.js it installs the
 * 503 answer for pages that cannot be rendered while the Content Lake is down (lib/unavailable-status.ts),
 * and, without a Supabase project, starts the local Supabase (supabase/local/site.ts) now rather than
 * on a visitor's first form: opening it and applying new migrations takes seconds (and warns when it
 * runs beside REDIS_URL: several servers need one Supabase project). Never during a
 * build, whose workers must not open its folder.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const {answerUnavailablePagesWith503} = await import('./lib/unavailable-status')
  answerUnavailablePagesWith503()
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // A failure here is logged, never a server that does not start: the forms then say they failed.
  try {
    const {localSupabaseEnabled, severalServersWarning} = await import('./supabase/local/env')
    if (!localSupabaseEnabled()) return
    const warning = severalServersWarning()
    if (warning) console.warn(warning)
    const {localSupabase} = await import('./supabase/local/site')
    localSupabase().catch((error: Error) => console.error(`local Supabase: ${error.message}`))
  } catch (error) {
    console.error(`local Supabase: ${(error as Error).message}`)
  }
}
