/**
 * The lead emails' content, pure: escaping, one-line subjects, and the results email's level worked
 * out from the score with the current Quiz settings. What arrives over SMTP is tested in notify.test.ts.
 */
import {quizSettings} from '../test/seed-documents'
import {describe, expect, it} from 'vitest'
import {agencyLeadEmail, formatSize, formatTime, type ResultsContent, resultsEmail, uploadEmail} from './emails'
import {html, paragraphs} from './html'
import {seedQuestions} from '../quiz/seed-quiz'
import {leadFromRow, scoreOf} from './lead'

const content: ResultsContent = {
  send: true,
  wording: {
    subject: quizSettings.resultsEmail!.subject!,
    opening: quizSettings.resultsEmail!.opening!,
    scoreLine: quizSettings.resultsEmail!.scoreLine!,
    breakdownHeading: quizSettings.resultsEmail!.breakdownHeading!,
    areaLine: quizSettings.resultsEmail!.areaLine!,
    recommendationsHeading: quizSettings.resultsEmail!.recommendationsHeading!,
    resultLinkLabel: quizSettings.resultsEmail!.resultLinkLabel!,
    signOff: quizSettings.resultsEmail!.signOff!,
  },
  maxScore: quizSettings.maxScore!,
  multiSelectCap: quizSettings.multiSelectCap!,
  questions: seedQuestions,
  siteUrl: 'https://www.helixai.example',
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
  it('keeps the points per area only when they are up to 12 whole numbers from 0 to 999', () => {
    expect(leadFromRow({...row, area_points: [8, 10, 6, 7, 5]})?.areaPoints).toEqual([8, 10, 6, 7, 5])
    for (const bad of [[], [1.5], [-1], [1000], ['8'], Array(13).fill(1), 'x', {0: 8}])
      expect(leadFromRow({...row, area_points: bad})?.areaPoints, JSON.stringify(bad)).toBeNull()
    expect(leadFromRow(row)?.areaPoints).toBeNull()
  })

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

  it("results: each area's share of its most, one scale for every area, with a bar, and the link to the shared result page", () => {
    // 36 = Data 8, Processes 10, Team 6, Tools 7, Strategy 5
    const email = resultsEmail({description: 'Score: 36/50 - Advanced', areaPoints: [8, 10, 6, 7, 5]}, content)!
    const lines = ['Data: 80%', 'Processes: 100%', 'Team: 60%', 'Tools: 54%', 'Strategy: 50%']
    const link = 'https://www.helixai.example/ai-readiness-quiz/result/36-8-10-6-7-5'
    expect(email.text).toContain(`Where you stand, area by area\n${lines.map((l) => `- ${l}`).join('\n')}`)
    expect(email.text).toContain(`See your result online and share it with your team:\n${link}`)
    // The same order as on the page: score and level, areas, the level's description, recommendations.
    const at = (text: string) => email.text.indexOf(text)
    expect(at('Your score: 36/50')).toBeLessThan(at('Data: 80%'))
    expect(at(link)).toBeLessThan(at(content.levels[2]!.description))
    for (const line of lines) expect(email.html).toContain(line)
    expect(email.html).toContain('width: 80%;')
    expect(email.html).toContain(`href="${link}"`)
  })

  it.each([
    ['none', null],
    ['points the quiz cannot give (9 of 10 in Data)', [9, 10, 6, 6, 5]],
    ['points that do not add up to the score', [8, 10, 6, 7, 4]],
    ['another number of areas', [8, 10, 6, 12]],
  ])('results: sent without areas or link when the row holds %s', (_name, areaPoints) => {
    const email = resultsEmail({description: 'Score: 36/50 - Advanced', areaPoints}, content)!
    expect(email.subject).toBe('Your AI readiness result: Advanced (36/50)')
    expect(email.text).not.toContain('area by area')
    expect(email.text).not.toContain('/ai-readiness-quiz/result/')
    expect(email.html).not.toContain('/ai-readiness-quiz/result/')
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
