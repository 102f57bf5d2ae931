import {describe, expect, it} from 'vitest'
import {getSearchDocuments} from '../content/fetch'
import {rank} from './rank'
import {MAX_QUERY, markMatches, matchPatterns, readQuery, searchWords, snippet} from './text'

/** The searchable documents of the embedded dataset, read as the site reads them. */
const documents = () => getSearchDocuments()
const shown = (segments: {text: string; mark: boolean}[]) =>
  segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('')

describe('what a visitor types is read, not trusted', () => {
  it('cuts a query over 100 characters to 100 and says so', () => {
    const long = 'voice '.repeat(2000) // 12 kB
    const {query, shortened} = readQuery(long)
    expect(shortened).toBe(true)
    expect(query.length).toBeLessThanOrEqual(MAX_QUERY)
    expect(readQuery('voice agents')).toEqual({query: 'voice agents', shortened: false})
  })

  it('takes the first of repeated parameters and turns control characters into spaces', () => {
    expect(readQuery(['voice', 'other'])).toEqual({query: 'voice', shortened: false})
    expect(readQuery('voice\u0000\u001b[2J\nagents\u007f')).toEqual({query: 'voice [2J agents', shortened: false})
    expect(readQuery(undefined)).toEqual({query: '', shortened: false})
  })

  it('keeps words only: GROQ syntax and wildcards are separators, never part of a pattern', () => {
    expect(searchWords('*[_type == "page"]{...} || true')).toEqual(['_type', 'page', 'true'])
    expect(searchWords('*** ** *')).toEqual([])
    expect(searchWords('Voice voice VOICE agents.')).toEqual(['voice', 'agents'])
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(8)
    expect(matchPatterns(['voice'])).toEqual(['voice*'])
  })
})

describe('snippets mark the match', () => {
  it('marks whole words that start with a search word, in any case', () => {
    expect(shown(markMatches('AI Voice Agents answer every call', ['voice', 'agent']))).toBe(
      'AI [Voice] [Agents] answer every call',
    )
    expect(shown(markMatches('invoice', ['voice']))).toBe('invoice')
  })

  it('shows the passage around the first match, cut at words', () => {
    const text = `${'Lorem words before the match. '.repeat(10)}Our voice agents answer. ${'More words after it. '.repeat(10)}`
    const passage = shown(snippet([null, 'no match here', text], ['voice']))
    expect(passage).toMatch(/^….* \[voice\] agents answer\. .*…$/)
    expect(passage.length).toBeLessThan(200)
    expect(shown(snippet(['Only the title matched.'], ['zzz']))).toBe('Only the title matched.')
  })
})

describe('the ranking over the embedded content', () => {
  it('finds /ai-voice-agents first for "voice", with the match marked', async () => {
    const results = await rank(await documents(), searchWords('voice'))
    expect(results[0]).toMatchObject({path: '/ai-voice-agents', kind: 'page'})
    expect(shown(results[0]!.title)).toBe('AI [Voice] Agents')
    expect(shown(results[0]!.snippet)).toContain('[voice]')
    expect(results.map((r) => r.path)).toContain('/blog/voice-ai-agents-customer-calls')
  })

  it('ranks title matches first', async () => {
    const results = await rank(await documents(), searchWords('voice agent pricing'))
    const inTitle = results.map((r) => r.title.some((s) => s.mark))
    expect(inTitle[0]).toBe(true)
    expect(inTitle.indexOf(false)).toBeGreaterThan(0)
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true)
    expect(results[0]!.path).toBe('/ai-voice-agents')
  })

  it('finds nothing for a word no page has, and survives hostile words', async () => {
    const docs = await documents()
    expect(await rank(docs, searchWords('xyzzyplugh'))).toEqual([])
    for (const hostile of ['*[_type == "page"]', '") || true || ("', '$limit', `${'a'.repeat(40)}*`])
      await expect(rank(docs, searchWords(hostile))).resolves.toBeInstanceOf(Array)
  })
})
