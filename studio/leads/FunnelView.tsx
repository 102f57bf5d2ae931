import {Box, Card, Flex, Grid, Select, Spinner, Stack, Text, TextInput} from '@sanity/ui'
import {useEffect, useState} from 'react'
import {type Desk, DeskError, type FunnelReport} from './api'

/** The funnel's steps, in order, with the words the desk shows for them. */
export const FUNNEL_STEPS = [
  ['page_view', 'Page views'],
  ['quiz_started', 'Quiz started'],
  ['quiz_finished', 'Quiz finished'],
  ['lead', 'Leads'],
  ['message', 'Messages'],
  ['signup_confirmed', 'Sign-ups confirmed'],
] as const

const day = (d: Date) => d.toISOString().slice(0, 10)
const daysAgo = (n: number) => day(new Date(Date.now() - n * 86_400_000))
const PERIODS = [
  ['7', 'Last 7 days'],
  ['30', 'Last 30 days'],
  ['90', 'Last 90 days'],
  ['custom', 'Chosen days'],
] as const

const percent = (part: number, whole: number) =>
  whole > 0 ? `${(Math.round((part / whole) * 1000) / 10).toLocaleString('en-GB')}%` : '—'
const number = (n: number) => n.toLocaleString('en-GB')

/** Each step as a bar against page views, with its conversion from the step before it. */
function FunnelBars({totals}: {totals: FunnelReport['totals']}) {
  const views = totals.page_view ?? 0
  const max = Math.max(1, ...FUNNEL_STEPS.map(([key]) => totals[key] ?? 0))
  return (
    <Stack gap={3} as="ol" style={{listStyle: 'none', margin: 0, padding: 0}} aria-label="Funnel">
      {FUNNEL_STEPS.map(([key, label], i) => {
        const count = totals[key] ?? 0
        const previous = i > 0 ? (totals[FUNNEL_STEPS[i - 1]![0]] ?? 0) : 0
        return (
          <li key={key} data-step={label}>
            <div
              style={{
                display: 'grid',
                gap: 12,
                alignItems: 'center',
                gridTemplateColumns: 'minmax(140px, 1fr) 3fr minmax(250px, 1.5fr)',
              }}
            >
              <Text size={1} weight="semibold">
                {label}
              </Text>
              <svg
                role="img"
                aria-label={`${label}: ${number(count)}`}
                width="100%"
                height="22"
                preserveAspectRatio="none"
              >
                <rect x="0" y="3" width="100%" height="16" rx="3" fill="var(--card-border-color)" />
                <rect
                  x="0"
                  y="3"
                  width={`${Math.max(count > 0 ? 0.5 : 0, (count / max) * 100)}%`}
                  height="16"
                  rx="3"
                  fill={i === 0 ? '#94a3b8' : '#6d28d9'}
                />
              </svg>
              <Text size={1}>
                <strong>{number(count)}</strong>
                {i === 0 ? null : (
                  <span style={{opacity: 0.75}}>
                    {' '}
                    · {percent(count, views)} of views
                    {i > 1 && i < 4 ? ` · ${percent(count, previous)} of ${FUNNEL_STEPS[i - 1]![1].toLowerCase()}` : ''}
                  </span>
                )}
              </Text>
            </div>
          </li>
        )
      })}
    </Stack>
  )
}

/** Page views per day as bars, and leads, messages and confirmed sign-ups as a line above them. */
function DailyChart({report, since, until}: {report: FunnelReport; since: string; until: string}) {
  const days: string[] = []
  for (let t = Date.parse(since); t <= Date.parse(until); t += 86_400_000) days.push(day(new Date(t)))
  const count = (d: string, steps: string[]) =>
    report.days.filter((r) => r.day === d && steps.includes(r.step)).reduce((s, r) => s + r.count, 0)
  const views = days.map((d) => count(d, ['page_view']))
  const conversions = days.map((d) => count(d, ['lead', 'message', 'signup_confirmed']))
  const width = 760
  const height = 200
  const pad = {left: 44, right: 44, top: 12, bottom: 28}
  const plotW = width - pad.left - pad.right
  const plotH = height - pad.top - pad.bottom
  const maxViews = Math.max(1, ...views)
  const maxConv = Math.max(1, ...conversions)
  const step = plotW / days.length
  const x = (i: number) => pad.left + i * step
  const labelEvery = Math.ceil(days.length / 8)
  const line = conversions
    .map(
      (c, i) =>
        `${i === 0 ? 'M' : 'L'}${(x(i) + step / 2).toFixed(1)},${(pad.top + plotH - (c / maxConv) * plotH).toFixed(1)}`,
    )
    .join(' ')
  return (
    <Stack gap={3}>
      <Flex gap={4} wrap="wrap">
        <Text size={1}>
          <span style={{display: 'inline-block', width: 10, height: 10, background: '#cbd5e1', marginRight: 6}} />
          Page views (left scale)
        </Text>
        <Text size={1}>
          <span
            style={{
              display: 'inline-block',
              width: 10,
              height: 3,
              background: '#6d28d9',
              marginRight: 6,
              verticalAlign: 'middle',
            }}
          />
          Leads, messages and sign-ups confirmed (right scale)
        </Text>
      </Flex>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={`Daily page views (up to ${number(maxViews)}) and conversions (up to ${number(maxConv)}), ${since} to ${until}`}
        style={{maxHeight: 260}}
      >
        <line x1={pad.left} x2={width - pad.right} y1={pad.top + plotH} y2={pad.top + plotH} stroke="#94a3b8" />
        <text x={pad.left - 6} y={pad.top + 8} textAnchor="end" fontSize="11" fill="#64748b">
          {number(maxViews)}
        </text>
        <text x={width - pad.right + 6} y={pad.top + 8} fontSize="11" fill="#6d28d9">
          {number(maxConv)}
        </text>
        {views.map((v, i) => (
          <rect
            key={days[i]}
            x={x(i) + step * 0.15}
            width={step * 0.7}
            y={pad.top + plotH - (v / maxViews) * plotH}
            height={(v / maxViews) * plotH}
            fill="#cbd5e1"
          >
            <title>{`${days[i]}: ${v} page views, ${conversions[i]} conversions`}</title>
          </rect>
        ))}
        <path d={line} fill="none" stroke="#6d28d9" strokeWidth="2" />
        {conversions.map((c, i) =>
          c > 0 ? (
            <circle
              key={days[i]}
              cx={x(i) + step / 2}
              cy={pad.top + plotH - (c / maxConv) * plotH}
              r="3"
              fill="#6d28d9"
            />
          ) : null,
        )}
        {days.map((d, i) =>
          i % labelEvery === 0 ? (
            <text key={d} x={x(i) + step / 2} y={height - 8} textAnchor="middle" fontSize="11" fill="#64748b">
              {new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', {
                day: 'numeric',
                month: 'short',
                timeZone: 'UTC',
              })}
            </text>
          ) : null,
        )}
      </svg>
    </Stack>
  )
}

function TopTable({
  title,
  rows,
  name,
}: {
  title: string
  rows: Array<{label: string; views: number; leads: number; messages: number}>
  name: string
}) {
  const most = Math.max(1, ...rows.map((r) => r.leads))
  return (
    <Card padding={4} radius={2} border>
      <Stack gap={3}>
        <Text size={2} weight="semibold" as="h3">
          {title}
        </Text>
        {rows.length === 0 ? (
          <Text size={1} muted>
            Nothing counted in this period.
          </Text>
        ) : (
          <table style={{width: '100%', borderCollapse: 'collapse', fontSize: 13}}>
            <thead>
              <tr style={{textAlign: 'left'}}>
                <th style={{padding: '4px 0'}}>{name}</th>
                <th style={{padding: '4px 8px', textAlign: 'right'}}>Leads</th>
                <th style={{padding: '4px 8px', textAlign: 'right'}}>Messages</th>
                <th style={{padding: '4px 0', textAlign: 'right'}}>Views</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label} style={{borderTop: '1px solid var(--card-border-color)'}}>
                  <td
                    style={{
                      padding: '6px 0',
                      maxWidth: 240,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                    title={r.label}
                  >
                    {r.label}
                    <div
                      style={{
                        height: 4,
                        marginTop: 4,
                        width: `${(r.leads / most) * 100}%`,
                        background: '#6d28d9',
                        borderRadius: 2,
                      }}
                    />
                  </td>
                  <td style={{padding: '6px 8px', textAlign: 'right'}}>{number(r.leads)}</td>
                  <td style={{padding: '6px 8px', textAlign: 'right'}}>{number(r.messages)}</td>
                  <td style={{padding: '6px 0', textAlign: 'right'}}>{number(r.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Stack>
    </Card>
  )
}

/** The funnel for a chosen period: its steps, a daily chart, and the pages and sources that bring leads. */
export function FunnelView({desk}: {desk: Desk}) {
  const [period, setPeriod] = useState<string>('30')
  const [since, setSince] = useState(daysAgo(29))
  const [until, setUntil] = useState(daysAgo(0))
  const [report, setReport] = useState<FunnelReport | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (period === 'custom') return
    setSince(daysAgo(Number(period) - 1))
    setUntil(daysAgo(0))
  }, [period])

  useEffect(() => {
    if (!since || !until || since > until) return
    let current = true
    setError(null)
    desk
      .funnel(since, until)
      .then((r) => current && setReport(r))
      .catch((e: unknown) => current && setError(e instanceof DeskError ? e.message : String(e)))
    return () => {
      current = false
    }
  }, [desk, since, until])

  return (
    <Box padding={4} style={{overflowY: 'auto', height: '100%'}}>
      <Stack gap={5} style={{maxWidth: 1100}}>
        <Flex gap={3} align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Text size={1} weight="medium" as="label" htmlFor="funnel-period">
              Period
            </Text>
            <Select id="funnel-period" value={period} onChange={(e) => setPeriod(e.currentTarget.value)}>
              {PERIODS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Stack>
          <Stack gap={2}>
            <Text size={1} weight="medium" as="label" htmlFor="funnel-since">
              From
            </Text>
            <TextInput
              id="funnel-since"
              type="date"
              value={since}
              max={until}
              onChange={(e) => {
                setPeriod('custom')
                setSince(e.currentTarget.value)
              }}
            />
          </Stack>
          <Stack gap={2}>
            <Text size={1} weight="medium" as="label" htmlFor="funnel-until">
              To
            </Text>
            <TextInput
              id="funnel-until"
              type="date"
              value={until}
              min={since}
              onChange={(e) => {
                setPeriod('custom')
                setUntil(e.currentTarget.value)
              }}
            />
          </Stack>
          <Box flex={1}>
            <Text size={1} muted>
              Counted on the site itself, without cookies: no visitor is identified, and browsers that ask not to be
              tracked (Global Privacy Control, Do Not Track) and known bots are not counted.
            </Text>
          </Box>
        </Flex>
        {error ? (
          <Card padding={4} tone="critical" role="alert">
            <Text size={1}>{error}</Text>
          </Card>
        ) : !report ? (
          <Flex justify="center" padding={5}>
            <Spinner />
          </Flex>
        ) : (
          <>
            <Card padding={4} radius={2} border>
              <FunnelBars totals={report.totals} />
            </Card>
            <Card padding={4} radius={2} border>
              <DailyChart report={report} since={since} until={until} />
            </Card>
            <Grid gridTemplateColumns={[1, 1, 2]} gap={4}>
              <TopTable
                title="Landing pages by leads"
                name="Page"
                rows={report.pages.map((p) => ({
                  label: p.page,
                  views: p.views ?? 0,
                  leads: p.leads,
                  messages: p.messages,
                }))}
              />
              <TopTable
                title="Sources by leads"
                name="Source"
                rows={report.sources.map((s) => ({
                  label: s.source,
                  views: s.views,
                  leads: s.leads,
                  messages: s.messages,
                }))}
              />
            </Grid>
          </>
        )}
      </Stack>
    </Box>
  )
}
