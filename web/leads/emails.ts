/**
 * The three emails lead delivery sends, as subject, text and HTML. Pure: no I/O.
 *   - agencyLeadEmail: tells the agency about a quiz lead (Reply-To is the prospect);
 *   - resultsEmail: the prospect's own results, worded by editors in Quiz settings;
 *   - uploadEmail: tells staff about a confirmed presentation upload, with a signed download link.
 * Rules every one follows: every value a visitor typed is escaped in the HTML (html``), and nothing
 * is loaded from elsewhere: no images, no tracking pixels, no remote styles or fonts. The results email
 * holds no value the visitor typed at all (not even their name), so the quiz form cannot be used to
 * send words of someone's choosing to another person's address.
 */
import {fill} from '@agency/schemas/lib/fill'
import {areaPercent, readResultCode, resultCode} from '../quiz/areas'
import {resultPath} from '../quiz/paths'
import {clampScore, levelFor, type QuizLevel, type QuizQuestion} from '../quiz/scoring'
import {html, paragraphs, type SafeHtml} from './html'
import {fullName, type Lead, scoreOf} from './lead'

export interface EmailContent {
  subject: string
  text: string
  html: string
}

/** A time as staff read it, in UTC so every inbox shows the same: "Mon, 23 Nov 2026, 19:10 UTC". */
export const formatTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at)} UTC`

/** One line, at most `max` characters: for subjects, which must not carry a visitor's line breaks. */
export const oneLine = (text: string, max = 120) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const BODY = 'font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #0f172a;'
const CELL = 'padding: 6px 12px 6px 0; vertical-align: top; text-align: left;'

/** A whole HTML document around `content`: inline styles only, nothing fetched. */
export const page = (title: string, content: SafeHtml) =>
  html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="${BODY}">${content}</body></html>`
    .value

/** A two-column table of label and value; each value is escaped; multi-line values keep their lines. */
export const table = (rows: Array<[string, string]>) =>
  html`<table role="presentation" style="border-collapse: collapse;">${rows.map(
    ([label, value]) =>
      html`<tr><th scope="row" style="${CELL} white-space: nowrap;">${label}</th><td style="${CELL} white-space: pre-wrap;">${value}</td></tr>`,
  )}</table>`

export const textTable = (rows: Array<[string, string]>) =>
  rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)).join('\n')

/** The agency's notification of a quiz lead: who, their result and what they need, and when. */
export function agencyLeadEmail(lead: Lead): EmailContent {
  const name = fullName(lead)
  const result = scoreOf(lead.description)
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['Email', lead.email],
    ['Phone', lead.phone ?? 'not given'],
    ...(result
      ? ([
          ['Score', `${result.score}/${result.max}`],
          ['Level', result.level],
        ] as Array<[string, string]>)
      : ([['Result', lead.description]] as Array<[string, string]>)),
    ['Requirements', lead.requirements ?? 'none given'],
    ['Received', formatTime(lead.createdAt)],
  ]
  const outcome = result ? `${result.level} (${result.score}/${result.max})` : lead.description
  const subject = oneLine(`New quiz lead: ${oneLine(name, 80)} – ${outcome}`, 160)
  const intro = 'A prospect finished the AI readiness quiz and sent their details.'
  const outro = `Reply to this email to write to ${lead.firstName.trim()} directly.`
  return {
    subject,
    text: `${intro}\n\n${textTable(rows)}\n\n${outro}\nLead ${lead.id} in the service_submissions table.\n`,
    html: page(
      subject,
      html`<p>${intro}</p>${table(rows)}<p>${outro}</p><p style="color: #475569; font-size: 13px;">Lead ${lead.id} in the service_submissions table.</p>`,
    ),
  }
}

/** Results email wording, from Quiz settings → Results email. */
export interface ResultsWording {
  subject: string
  opening: string
  scoreLine: string
  /** Above the points per area. */
  breakdownHeading: string
  /** One area's line: {area}, {points}, {max} and {percent}. */
  areaLine: string
  recommendationsHeading: string
  /** Before the link to the shared result page. */
  resultLinkLabel: string
  signOff: string
}

export interface ResultsContent {
  /** Quiz settings → Results email → Send: false switches the email off. */
  send: boolean
  wording: ResultsWording
  maxScore: number
  multiSelectCap: number
  levels: QuizLevel[]
  /** The quiz's questions with their areas and points: what a row's area points are checked against. */
  questions: QuizQuestion[]
  /** The site's public address, e.g. https://www.helixai.example: the shared result page's link starts with it. */
  siteUrl: string
}

const BAR_TRACK =
  'display: block; width: 200px; max-width: 100%; height: 8px; background-color: #e2e8f0; border-radius: 4px;'
const BAR = 'display: block; height: 8px; background-color: #6d28d9; border-radius: 4px;'

/**
 * The prospect's results: their score, level, their points in each quiz area with the link to their
 * shared result page, the level's description and its four recommendations, around the editors'
 * opening and sign-off. The level is worked out again from the score with the current Quiz settings
 * (never read from the row's text), and the areas' points are shown only when the quiz as it is now
 * can give them with that score (quiz/areas.ts): the browser wrote them. Null when the row holds no
 * quiz score. {score}, {max} and {level} fill the subject and the score line.
 */
export function resultsEmail(
  lead: Pick<Lead, 'description'> & Partial<Pick<Lead, 'areaPoints'>>,
  content: ResultsContent,
): EmailContent | null {
  const result = scoreOf(lead.description)
  if (!result || content.levels.length === 0) return null
  const score = clampScore(result.score, content.maxScore)
  const level = levelFor(score, content.levels)
  const values = {score, max: content.maxScore, level: level.name}
  const w = content.wording
  const subject = oneLine(fill(w.subject, values), 160)
  const scoreLine = fill(w.scoreLine, values)
  const recommendations = level.recommendations.filter((r) => r.trim())
  const shared = lead.areaPoints
    ? readResultCode(
        resultCode(
          score,
          lead.areaPoints.map((points) => ({points})),
        ),
        content.questions,
        content,
      )
    : null
  const areas = (shared?.areas ?? []).map((a) => ({
    ...a,
    percent: areaPercent(a),
    line: fill(w.areaLine, {area: a.name, points: a.points, max: a.max, percent: areaPercent(a)}),
  }))
  const link = shared ? `${content.siteUrl}${resultPath(resultCode(score, shared.areas))}` : null
  const text = [
    w.opening.trim(),
    scoreLine.trim(),
    ...(areas.length ? [`${w.breakdownHeading.trim()}\n${areas.map((a) => `- ${a.line}`).join('\n')}`] : []),
    ...(link ? [`${w.resultLinkLabel.trim()}\n${link}`] : []),
    level.description.trim(),
    `${w.recommendationsHeading.trim()}\n${recommendations.map((r) => `- ${r}`).join('\n')}`,
    w.signOff.trim(),
  ].join('\n\n')
  const p = 'margin: 0 0 16px;'
  const breakdown = areas.length
    ? html`<h2 style="font-size: 16px; margin: 24px 0 8px;">${w.breakdownHeading}</h2><table role="presentation" style="border-collapse: collapse; margin: 0 0 16px;">${areas.map(
        (a) =>
          html`<tr><td style="${CELL}">${a.line}</td><td style="${CELL} width: 200px;"><span style="${BAR_TRACK}"><span style="${BAR} width: ${String(a.percent)}%;"></span></span></td></tr>`,
      )}</table>`
    : ''
  const linkHtml = link
    ? html`<p style="${p}">${w.resultLinkLabel}<br><a href="${link}" style="color: #6d28d9; font-weight: bold;">${link}</a></p>`
    : ''
  return {
    subject,
    text: `${text}\n`,
    html: page(
      subject,
      html`${paragraphs(w.opening, p)}<p style="${p} font-size: 18px; font-weight: bold;">${scoreLine}</p>${breakdown}${linkHtml}${paragraphs(level.description, p)}<h2 style="font-size: 16px; margin: 24px 0 8px;">${w.recommendationsHeading}</h2><ol style="margin: 0 0 16px; padding-left: 24px;">${recommendations.map((r) => html`<li style="margin-bottom: 6px;">${r}</li>`)}</ol>${paragraphs(w.signOff, p)}`,
    ),
  }
}

/** A size as people read it: "842 KB", "12.4 MB". */
export const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`

export interface UploadFacts {
  id: string
  email: string
  originalName: string
  sizeBytes: number
  /** When the file was confirmed (or, for an older row, requested). */
  receivedAt: Date
}

/** Staff's notification of a presentation upload: from whom, which file, and a link valid until `linkExpires`. */
export function uploadEmail(upload: UploadFacts, link: string, linkExpires: Date): EmailContent {
  const name = oneLine(upload.originalName, 255)
  const rows: Array<[string, string]> = [
    ['From', upload.email],
    ['File', name],
    ['Size', formatSize(upload.sizeBytes)],
    ['Received', formatTime(upload.receivedAt)],
  ]
  const subject = oneLine(`New presentation upload: ${oneLine(name, 80)} (${formatSize(upload.sizeBytes)})`, 160)
  const intro = 'A visitor uploaded a presentation on /presentation-service and is waiting for a quote.'
  const until = `The link works until ${formatTime(linkExpires)} (7 days); after that, find the file in Supabase Storage, bucket "presentations".`
  const outro = 'Reply to this email to write to the visitor directly.'
  return {
    subject,
    text: `${intro}\n\n${textTable(rows)}\n\nDownload: ${link}\n${until}\n\n${outro}\nRequest ${upload.id} in the presentation_requests table.\n`,
    html: page(
      subject,
      html`<p>${intro}</p>${table(rows)}<p><a href="${link}" style="color: #6d28d9; font-weight: bold;">Download the file</a></p><p>${until}</p><p>${outro}</p><p style="color: #475569; font-size: 13px;">Request ${upload.id} in the presentation_requests table.</p>`,
    ),
  }
}
