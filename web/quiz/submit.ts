/**
 * Sends a quiz lead to Supabase: one INSERT into service_submissions with the public anon key.
 * No `.select()` after it: the anon role can read nothing, so the response is read only for an error.
 * Loaded with a dynamic import() on submit, so supabase-js stays out of the page's first-load JavaScript.
 */
import {supabaseClient, type SupabaseEnv} from '../supabase/client'
import type {SubmissionRow} from './lead'

export class SubmissionError extends Error {
  constructor(
    message: string,
    /** The HTTP status (0 when the request never got an answer). */
    readonly status: number,
    /** PostgreSQL / PostgREST error code, e.g. 42501 (row-level security), 23514 (check violation). */
    readonly code: string,
  ) {
    super(message)
    this.name = 'SubmissionError'
  }
}

/** Resolves when the row is stored; rejects with SubmissionError (or SupabaseConfigError without configuration). */
export async function submitLead(row: SubmissionRow, env?: SupabaseEnv): Promise<void> {
  const supabase = supabaseClient(env)
  const {error, status} = await supabase.from('service_submissions').insert(row)
  if (error) throw new SubmissionError(error.message || 'The submission was refused', status, error.code ?? '')
}
