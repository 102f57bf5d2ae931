import type {SubmissionRow} from './lead'

/**
 * Runs a submission and turns its outcome into the form's next state: 'success' (clear the form) or
 * 'error' (keep it). Errors are logged, never thrown. `submit` defaults to the lazily loaded Supabase insert.
 */
export async function deliverLead(
  row: SubmissionRow,
  submit: (row: SubmissionRow) => Promise<void> = async (r) => (await import('./submit')).submitLead(r),
): Promise<'success' | 'error'> {
  try {
    await submit(row)
    return 'success'
  } catch (error) {
    console.error('The quiz submission failed:', error)
    return 'error'
  }
}
