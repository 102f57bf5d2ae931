/**
 * The lead emails' content, pure: escaping, one-line subjects, and the results email's level worked
 * out from the score with the current Quiz settings. What arrives over SMTP is tested in notify.test.ts.
 */
import {quizSettings} from '../test/seed-documents'
import {describe, expect, it} from 'vitest'
import {agencyLeadEmail, formatSize, formatTime, type ResultsContent, resultsEmail, uploadEmail} from './emails'
import {html, paragraphs} from './html'
import {leadFromRow, scoreOf} from './lead'

const content: ResultsContent = {
  send: true,
  wording: {
    subject: quizSettings.resultsEmail!.subject!,
    opening: quizSettings.resultsEmail!.opening!,
    scoreLine: quizSettings.resultsEmail!.scoreLine!,
    recommendationsHeading: quizSettings.resultsEmail!.recommendationsHeading!,
    signOff: quizSettings.resultsEmail!.signOff!,
  },
  maxScore: quizSettings.maxScore!,
  levels: quizSettings.levels!.map((l) => ({
    name: l.name!,
    minScore: l.minScore!,
    description: l.description!,
    recommendations: l.recommendations!,
    interpretation: l.interpretation!,
  })),
}
const row = {
  id: '6f1c2b8e-4a57-4d0e-9c31-2f7d8a9b0c11',
  created_at: '2026-11-23T19:05:00Z',
  first_name: 'Jane',
  last_name: 'van Dyke',
  email: 'jane@northgate.example',
  phone_number: null,
  description: 'Score: 31/50 - Advanced',
  requirements: null,
  notified_at: null,
  results_sent_at: null,
}

describe('html``', () => {
  it('escapes every value, in lists too, and takes only html`` fragments as markup', () => {
    const name = '<img src=x onerror=alert(1)>'
    expect(html`<p title="${name}">${[name, html`<br>`, "O'Brien & Co"]}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt;">&lt;img src=x onerror=alert(1)&gt;<br>O&#39;Brien &amp; Co</p>',
    )
    expect(html`${null}${undefined}${false}${0}`.value).toBe('0')
  })

  it('turns text into paragraphs: a blank line between paragraphs, a line break within one', () => {
    expect(paragraphs('One\ntwo <b>\n\n\nThree').map(String)).toEqual([
      '<p style="">One<br>two &lt;b&gt;</p>',
      '<p style="">Three</p>',
    ])
  })
})

describe('the lead', () => {
  it('is read from a row only when its fields have the types and lengths the table allows', () => {
    expect(leadFromRow(row)).toMatchObject({firstName: 'Jane', createdAt: new Date('2026-11-23T19:05:00Z')})
    expect(leadFromRow({...row, email: 'x'.repeat(255)})).toBeNull()
    expect(leadFromRow({...row, created_at: 'yesterday'})).toBeNull()
    expect(leadFromRow({...row, first_name: '  '})).toBeNull()
    expect(leadFromRow({...row, phone_number: 5})).toBeNull()
    expect(leadFromRow('row')).toBeNull()
  })

  it("reads the score from the quiz's description, and nothing else", () => {
    expect(scoreOf('Score: 34/50 - Advanced')).toEqual({score: 34, max: 50, level: 'Advanced'})
    expect(scoreOf('Score: 0/50 - Beginner\n')).toEqual({score: 0, max: 50, level: 'Beginner'})
    expect(scoreOf('score: 34/50 - Advanced')).toBeNull()
    expect(scoreOf('Score: 1234/50 - Advanced')).toBeNull()
  })
})

describe('the emails', () => {
  it('agency: a subject on one line, at most 160 characters, naming the person and the result', () => {
    const lead = leadFromRow({...row, first_name: `Jane\n${'x'.repeat(90)}`, last_name: 'y'.repeat(100)})!
    const {subject} = agencyLeadEmail(lead)
    expect(subject).not.toMatch(/\n/)
    expect(subject.length).toBeLessThanOrEqual(160)
    expect(agencyLeadEmail(leadFromRow(row)!).subject).toBe('New quiz lead: Jane van Dyke – Advanced (31/50)')
  })

  it('results: the level follows the score and the current settings, not the text the row carries', () => {
    const email = resultsEmail({description: 'Score: 31/50 - Beginner'}, content)!
    expect(email.subject).toBe('Your AI readiness result: Advanced (31/50)')
    const raised = {...content, levels: content.levels.map((l) => (l.name === 'Advanced' ? {...l, minScore: 40} : l))}
    expect(resultsEmail({description: 'Score: 31/50 - Advanced'}, raised)!.subject).toBe(
      'Your AI readiness result: Intermediate (31/50)',
    )
    expect(resultsEmail({description: 'Call me'}, content)).toBeNull()
  })

  it('upload: the size as people read it and the link in both parts', () => {
    expect([formatSize(300), formatSize(842_000), formatSize(13_000_000)]).toEqual(['1 KB', '822 KB', '12.4 MB'])
    const email = uploadEmail(
      {id: 'r1', email: 'ana@harbor.example', originalName: 'a&b.pdf', sizeBytes: 2048, receivedAt: new Date(0)},
      'https://abcd.supabase.co/storage/v1/object/sign/presentations/x.pdf?token=t&x=1',
      new Date('2026-11-30T19:05:00Z'),
    )
    expect(email.text).toContain(
      'Download: https://abcd.supabase.co/storage/v1/object/sign/presentations/x.pdf?token=t&x=1',
    )
    expect(email.html).toContain(
      'href="https://abcd.supabase.co/storage/v1/object/sign/presentations/x.pdf?token=t&amp;x=1"',
    )
    expect(email.html).toContain('a&amp;b.pdf')
    expect(formatTime(new Date('2026-11-30T19:05:00Z'))).toBe('Mon, 30 Nov 2026, 19:05 UTC')
  })
})
