/**
 * Runs once when a server process starts (Next.js instrumentation). On Node.js it installs the
 * 503 answer for pages that cannot be rendered while the Content Lake is down (lib/unavailable-status.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const {answerUnavailablePagesWith503} = await import('./lib/unavailable-status')
  answerUnavailablePagesWith503()
}
