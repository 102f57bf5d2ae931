/**
 * The Leads tool's list after a read: an editor's save is never undone by a read that began before it.
 */
import {describe, expect, it} from 'vitest'
import {type Lead, newerMarks} from './api'

const lead = (over: Partial<Lead>): Lead => ({
  id: 'lead-1',
  created_at: '2026-11-29T02:56:00Z',
  first_name: 'Priya',
  last_name: 'Nair',
  email: 'priya@northgate.example',
  phone_number: null,
  score: 50,
  score_max: 50,
  level: 'Advanced',
  areas: null,
  page: '/ai-readiness-quiz',
  landing_page: '/ai-voice-agents',
  referrer_host: null,
  utm_source: 'linkedin',
  utm_medium: 'social',
  utm_campaign: 'spring-webinar',
  source: 'linkedin',
  status: 'new',
  note: '',
  marked_at: null,
  marked_by: null,
  ...over,
})

describe('a list read while an editor saves', () => {
  const saved = lead({
    status: 'won',
    note: 'Send the proposal by Friday.',
    marked_at: '2026-11-29T02:57:05Z',
    marked_by: 'Maya Chen',
  })

  it('keeps the saved status and note when the read answers with the older ones', () => {
    const readBefore = lead({status: 'won', note: '', marked_at: '2026-11-29T02:57:01Z', marked_by: 'Maya Chen'})
    const [item] = newerMarks('leads', [readBefore], [saved])
    expect(item).toMatchObject({status: 'won', note: 'Send the proposal by Friday.', marked_at: saved.marked_at})
  })

  it('takes the read when it is as new or newer (another editor marked it since)', () => {
    const readAfter = lead({
      status: 'lost',
      note: 'Went with another agency.',
      marked_at: '2026-11-29T03:10:00Z',
      marked_by: 'Leo Park',
    })
    expect(newerMarks('leads', [readAfter], [saved])[0]).toBe(readAfter)
    const same = lead({...saved, level: 'Advanced'})
    expect(newerMarks('leads', [same], [saved])[0]).toBe(same)
  })

  it('keeps the read order and items the list did not show', () => {
    const other = lead({id: 'lead-2', email: 'sam@harbor.example'})
    const read = [other, lead({marked_at: null})]
    const merged = newerMarks('leads', read, [saved])
    expect(merged.map((i) => i.id)).toEqual(['lead-2', 'lead-1'])
    expect(merged[0]).toBe(other)
    expect(merged[1]).toMatchObject({status: 'won'})
  })
})
