import {randomUUID} from 'node:crypto'
import {rmSync} from 'node:fs'
import {createLocalSupabase} from '../web/supabase/local/server'

const [dir, countArg] = process.argv.slice(2)
const count = Number(countArg)
rmSync(dir!, {recursive: true, force: true})
const supabase = await createLocalSupabase({dir, keys: {anon: 'local-anon-key', service: 'seed-service-key'}})
const first = ['Priya', 'Marcus', 'Elena', 'Tomás', 'Aisha', 'Jonas', 'Mei', 'Olu', 'Sofia', 'Daniel', 'Hannah', 'Rafael', 'Grace', 'Kenji', 'Lena']
const last = ['Natarajan', 'Okafor', 'Rossi', 'García', 'Khan', 'Berg', 'Chen', 'Adeyemi', 'Lindqvist', 'Morgan', 'Weber', 'Costa', 'Kim', 'Tanaka', 'Novak']
const companies = ['northgate', 'harborfreight', 'brightdental', 'alpinelaw', 'fieldworks', 'quayside', 'meridianhealth']
const sources = [
  {utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'spring-webinar'},
  {referrer_host: 'www.google.com'},
  {utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november-issue'},
  {},
  {referrer_host: 'news.ycombinator.com'},
  {utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'voice-agents-uk'},
]
const landings = ['/ai-voice-agents', '/', '/ai-readiness-quiz', '/blog', '/ai-chatbot-development', '/automation']
const levels = [
  [12, 'Beginner'],
  [24, 'Developing'],
  [36, 'Intermediate'],
  [47, 'Advanced'],
] as const
const marks = ['new', 'new', 'new', 'replied', 'won', 'lost']
const notes = ['', '', 'Call booked for Thursday 10:00 with their COO.', 'Sent the voice-agent proposal; follow up next week.', 'Budget frozen until Q2.', '']
for (let i = 0; i < count; i++) {
  const [score, level] = levels[i % levels.length]!
  const name = `${first[i % first.length]} ${last[(i * 7) % last.length]}`
  const id = randomUUID()
  await supabase.insert('service_submissions', {
    id,
    created_at: new Date(Date.now() - i * 5.3 * 3600_000).toISOString(),
    service_name: 'AI Readiness Assessment',
    project_name: 'AI Implementation',
    description: `Score: ${score + (i % 4)}/50 - ${level}`,
    requirements: `${level}: readiness summary.`,
    first_name: name.split(' ')[0],
    last_name: name.split(' ')[1],
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@${companies[i % companies.length]}.example`,
    phone_number: i % 3 ? '+44 20 7946 0' + String(100 + i).slice(-3) : null,
    area_points: [Math.min(10, 3 + (i % 8)), Math.min(10, 2 + (i % 9)), Math.min(10, 4 + (i % 7)), Math.min(13, 5 + (i % 9)), Math.min(10, 1 + (i % 10))],
    page: '/ai-readiness-quiz',
    landing_page: landings[i % landings.length],
    ...sources[i % sources.length],
  })
  if (marks[i % marks.length] !== 'new' || notes[i % notes.length])
    await supabase.database.pg.query(`select public.desk_mark('leads', $1, $2, $3, 'Maya Chen')`, [id, marks[i % marks.length], notes[i % notes.length]])
}
for (let i = 0; i < Math.min(count, 40); i++)
  await supabase.insert('contact_messages', {
    id: randomUUID(),
    created_at: new Date(Date.now() - i * 19 * 3600_000).toISOString(),
    name: `${first[(i + 3) % first.length]} ${last[(i + 5) % last.length]}`,
    email: `contact${i}@${companies[i % companies.length]}.example`,
    company: i % 2 ? 'Northgate Logistics' : null,
    message: 'We route 400 trucks a day and want an agent that answers drivers at night. Could you quote a pilot for our UK depots?',
    page: '/contact',
    landing_page: landings[(i + 1) % landings.length],
    ...sources[(i + 2) % sources.length],
  })
for (let i = 0; i < Math.min(count, 60); i++)
  await supabase.insert('newsletter_signups', {
    id: randomUUID(),
    created_at: new Date(Date.now() - i * 11 * 3600_000).toISOString(),
    email: `reader${i}@${companies[i % companies.length]}.example`,
    page: i % 2 ? '/blog' : '/',
    landing_page: landings[(i + 2) % landings.length],
    ...sources[(i + 1) % sources.length],
  })
// Thirty days of funnel counts, made by the same function the site writes with, then dated back.
for (let d = 29; d >= 0; d--) {
  const scale = count > 10 ? 1 : 0.05
  const counts = [
    ['page_view', '/', '(direct)', 'desktop', 140],
    ['page_view', '/ai-voice-agents', 'linkedin', 'phone', 90],
    ['page_view', '/blog', 'www.google.com', 'desktop', 120],
    ['page_view', '/ai-readiness-quiz', 'newsletter', 'phone', 60],
    ['quiz_started', '/ai-voice-agents', 'linkedin', 'phone', 22],
    ['quiz_started', '/', '(direct)', 'desktop', 18],
    ['quiz_finished', '/ai-voice-agents', 'linkedin', 'phone', 14],
    ['quiz_finished', '/', '(direct)', 'desktop', 11],
    ['lead', '/ai-voice-agents', 'linkedin', 'phone', 4],
    ['lead', '/', '(direct)', 'desktop', 3],
    ['lead', '/blog', 'www.google.com', 'desktop', 1],
    ['message', '/', '(direct)', 'desktop', 1],
    ['signup_confirmed', '/blog', 'www.google.com', 'desktop', 2],
  ].map(([step, page, source, device, n]) => ({step, page, source, device, count: Math.max(1, Math.round((n as number) * scale * (0.6 + ((d * 7) % 10) / 10)))}))
  await supabase.database.pg.query('select public.funnel_record($1::jsonb)', [JSON.stringify(counts)])
  await supabase.database.pg.query(`update public.funnel_daily set day = day - $1::int where day = (now() at time zone 'utc')::date`, [d])
}
await supabase.close()
console.log(`seeded ${dir} with ${count} leads`)
