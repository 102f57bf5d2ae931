/**
 * When the local Supabase runs, and what a server says when it runs beside a shared cache.
 */
import {describe, expect, it} from 'vitest'
import {localSupabaseEnabled, severalServersWarning} from './env'

describe('the local Supabase', () => {
  it('runs without a Supabase project, unless turned off or on Vercel', () => {
    expect(localSupabaseEnabled({})).toBe(true)
    expect(localSupabaseEnabled({NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co'})).toBe(false)
    expect(localSupabaseEnabled({LOCAL_SUPABASE: 'off'})).toBe(false)
    expect(localSupabaseEnabled({VERCEL: '1'})).toBe(false)
  })

  it('beside REDIS_URL (several servers), a server says its leads stay with it, naming both variables', () => {
    const warning = severalServersWarning({REDIS_URL: 'redis://cache:6379'})
    expect(warning).toMatch(/REDIS_URL is set but NEXT_PUBLIC_SUPABASE_URL is not/)
    expect(warning).toMatch(/docs\/deploying\.md/)
    expect(severalServersWarning({})).toBeUndefined()
    expect(severalServersWarning({REDIS_URL: 'redis://cache:6379', LOCAL_SUPABASE: 'off'})).toBeUndefined()
    expect(
      severalServersWarning({REDIS_URL: 'redis://cache:6379', NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co'}),
    ).toBeUndefined()
  })
})
