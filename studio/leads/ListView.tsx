import {Badge, Box, Button, Card, Flex, Grid, Select, Spinner, Stack, Text, TextArea, TextInput} from '@sanity/ui'
import {type ReactNode, useCallback, useEffect, useMemo, useState} from 'react'
import {
  type Desk,
  DeskError,
  type Filters,
  type Item,
  itemKey,
  newerMarks,
  type Lead,
  type ListName,
  MARKS,
  type Mark,
  type Message,
  type Subscriber,
} from './api'

const MARK_TONES: Record<Mark, 'default' | 'primary' | 'positive' | 'critical'> = {
  new: 'primary',
  replied: 'default',
  won: 'positive',
  lost: 'critical',
}
const MARK_TITLES: Record<Mark, string> = {new: 'New', replied: 'Replied', won: 'Won', lost: 'Lost'}
const STATE_TITLES = {confirmed: 'Confirmed', unconfirmed: 'Not confirmed', unsubscribed: 'Unsubscribed'} as const

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : ''

/** Who an item is, in one line. */
function title(list: ListName, item: Item) {
  if (list === 'leads') {
    const l = item as Lead
    return `${l.first_name} ${l.last_name}`.trim() || l.email
  }
  if (list === 'messages') return (item as Message).name
  return item.email
}

/** The item's one-line summary under its name. */
function summary(list: ListName, item: Item) {
  if (list === 'leads') {
    const l = item as Lead
    return l.score !== null ? `${l.score}/${l.score_max} · ${l.level ?? ''}` : l.email
  }
  if (list === 'messages') {
    const m = item as Message
    return m.message.length > 90 ? `${m.message.slice(0, 90)}…` : m.message
  }
  return STATE_TITLES[(item as Subscriber).state]
}

function Field({label, children}: {label: string; children: ReactNode}) {
  return (
    <Stack gap={2}>
      <Text size={1} muted weight="medium">
        {label}
      </Text>
      <Text size={1}>{children || '—'}</Text>
    </Stack>
  )
}

/** One item's details: who, what they sent, where they came from, and the editor's status and note. */
function Details({list, item, desk, onSaved}: {list: ListName; item: Item; desk: Desk; onSaved: (item: Item) => void}) {
  const [note, setNote] = useState(item.note)
  const [saving, setSaving] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const key = itemKey(list, item)
  useEffect(() => setNote(item.note), [item.note])

  async function save(change: {status?: Mark; note?: string}, what: string) {
    setSaving(what)
    setError(null)
    try {
      const saved = await desk.mark(list, key, change)
      onSaved({
        ...item,
        status: saved.status,
        note: saved.note,
        marked_at: saved.updated_at,
        marked_by: saved.updated_by,
      })
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setSaving(null)
    }
  }

  const lead = list === 'leads' ? (item as Lead) : null
  const message = list === 'messages' ? (item as Message) : null
  const subscriber = list === 'subscribers' ? (item as Subscriber) : null
  return (
    <Stack gap={5} padding={4}>
      <Stack gap={3}>
        <Text size={3} weight="semibold" as="h2">
          {title(list, item)}
        </Text>
        <Text size={1} muted>
          {list === 'subscribers' ? `Signed up ${when(item.created_at)}` : `Received ${when(item.created_at)}`}
        </Text>
      </Stack>
      <Grid gridTemplateColumns={2} gap={4}>
        <Field label="Email">
          <a href={`mailto:${item.email}`}>{item.email}</a>
        </Field>
        {lead ? <Field label="Phone">{lead.phone_number}</Field> : null}
        {message ? <Field label="Phone">{message.phone}</Field> : null}
        {message ? <Field label="Company">{message.company}</Field> : null}
        {lead ? (
          <Field label="Score">
            {lead.score !== null ? `${lead.score} of ${lead.score_max} · ${lead.level}` : null}
          </Field>
        ) : null}
        {subscriber ? (
          <Field label="On the list">
            {STATE_TITLES[subscriber.state]}
            {subscriber.confirmed_at ? `, ${when(subscriber.confirmed_at)}` : ''}
          </Field>
        ) : null}
        {subscriber ? <Field label="Sign-ups">{String(subscriber.signups)}</Field> : null}
      </Grid>
      {lead?.areas ? (
        <Stack gap={3} as="section" aria-label="Areas">
          <Text size={1} muted weight="medium">
            Areas
          </Text>
          {lead.areas.map((area) => (
            <Stack key={area.name} gap={2}>
              <Flex justify="space-between">
                <Text size={1}>{area.name}</Text>
                <Text size={1} muted>
                  {area.points}/{area.max}
                </Text>
              </Flex>
              <div style={{height: 6, borderRadius: 3, background: 'var(--card-border-color)'}}>
                <div
                  style={{
                    height: 6,
                    borderRadius: 3,
                    width: `${area.max ? Math.round((area.points / area.max) * 100) : 0}%`,
                    background: 'var(--card-focus-ring-color)',
                  }}
                />
              </div>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {message ? (
        <Stack gap={2}>
          <Text size={1} muted weight="medium">
            Message
          </Text>
          <Card padding={3} radius={2} tone="transparent" border>
            <Text size={1} style={{whiteSpace: 'pre-wrap'}}>
              {message.message}
            </Text>
          </Card>
        </Stack>
      ) : null}
      <Stack gap={3} as="section" aria-label="Where it came from">
        <Text size={1} muted weight="medium">
          Where it came from
        </Text>
        <Grid gridTemplateColumns={2} gap={4}>
          <Field label="Source">{item.source}</Field>
          <Field label="Referring site">{item.referrer_host}</Field>
          <Field label="Campaign">{item.utm_campaign}</Field>
          <Field label="Medium">{item.utm_medium}</Field>
          <Field label="Landing page">{item.landing_page}</Field>
          <Field label={list === 'subscribers' ? 'Signed up on' : 'Sent from'}>{item.page}</Field>
        </Grid>
      </Stack>
      <Stack gap={3}>
        <Text size={1} muted weight="medium" as="label" htmlFor={`status-${key}`}>
          Status
        </Text>
        <Select
          id={`status-${key}`}
          value={item.status}
          disabled={saving !== null}
          onChange={(e) => void save({status: e.currentTarget.value as Mark}, 'status')}
        >
          {MARKS.map((m) => (
            <option key={m} value={m}>
              {MARK_TITLES[m]}
            </option>
          ))}
        </Select>
        <Text size={1} muted weight="medium" as="label" htmlFor={`note-${key}`}>
          Note
        </Text>
        <TextArea
          id={`note-${key}`}
          rows={4}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          placeholder="What was agreed, who follows up, when…"
        />
        <Flex gap={3} align="center">
          <Button
            text={saving === 'note' ? 'Saving…' : 'Save note'}
            tone="primary"
            mode="default"
            disabled={saving !== null || note === item.note}
            onClick={() => void save({note}, 'note')}
          />
          <Text size={1} muted>
            {item.marked_by ? `Last changed by ${item.marked_by}, ${when(item.marked_at)}` : 'Not changed yet'}
          </Text>
        </Flex>
        {error ? (
          <Card padding={3} radius={2} tone="critical" role="alert">
            <Text size={1}>{error}</Text>
          </Card>
        ) : null}
      </Stack>
    </Stack>
  )
}

const LABELS: Record<ListName, {noun: string; one: string; empty: string}> = {
  leads: {
    noun: 'leads',
    one: 'lead',
    empty: 'No quiz leads yet. A prospect who sends the form under their quiz result appears here.',
  },
  messages: {
    noun: 'messages',
    one: 'message',
    empty: 'No contact messages yet. Messages sent from the contact form appear here.',
  },
  subscribers: {
    noun: 'subscribers',
    one: 'subscriber',
    empty: 'No newsletter sign-ups yet. Addresses signed up in the footer appear here.',
  },
}

/** A list: search and filters, export, the items newest first, and the chosen item's details beside them. */
export function ListView({list, desk}: {list: ListName; desk: Desk}) {
  const [filters, setFilters] = useState<Filters>({})
  const [search, setSearch] = useState('')
  const [items, setItems] = useState<Item[] | null>(null)
  const [matching, setMatching] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [sources, setSources] = useState<string[]>([])
  const [campaigns, setCampaigns] = useState<string[]>([])

  const load = useCallback(async () => {
    setError(null)
    try {
      const result = await desk.list(list, filters)
      setItems((shown) => newerMarks(list, result.items, shown))
      setMatching(result.matching)
      // The filters offer every value the unfiltered list holds, and keep the chosen one.
      setSources((s) => [...new Set([...s, ...result.items.map((i) => i.source)])].sort())
      setCampaigns((c) => [...new Set([...c, ...result.items.map((i) => i.utm_campaign ?? '').filter(Boolean)])].sort())
    } catch (e) {
      setError(e instanceof DeskError ? e.message : String(e))
    }
  }, [desk, list, filters])

  useEffect(() => {
    void load()
  }, [load])

  // The search is sent a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((f) => (f.q === (search.trim() || undefined) ? f : {...f, q: search.trim() || undefined})),
      300,
    )
    return () => clearTimeout(timer)
  }, [search])

  const selected = useMemo(
    () => items?.find((i) => itemKey(list, i) === chosen) ?? items?.[0] ?? null,
    [items, chosen, list],
  )

  async function exportCsv() {
    try {
      const {name, blob} = await desk.csv(list, filters)
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = name
      a.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch (e) {
      setError((e as Error).message)
    }
  }

  const filter = (name: keyof Filters) => ({
    value: filters[name] ?? '',
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
      setFilters((f) => ({...f, [name]: e.currentTarget.value || undefined})),
  })

  return (
    <Flex direction="column" style={{height: '100%', minHeight: 0}}>
      <Card padding={3} borderBottom>
        <Flex gap={2} wrap="wrap" align="center">
          <Box flex={2} style={{minWidth: 220}}>
            <TextInput
              aria-label={`Search ${LABELS[list].noun}`}
              placeholder={`Search ${LABELS[list].noun} by name, email or note`}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </Box>
          <Box flex={1} style={{minWidth: 140}}>
            <Select aria-label="Filter by source" {...filter('source')}>
              <option value="">All sources</option>
              {sources.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Box>
          <Box flex={1} style={{minWidth: 140}}>
            <Select aria-label="Filter by campaign" {...filter('campaign')}>
              <option value="">All campaigns</option>
              {campaigns.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Box>
          <Box flex={1} style={{minWidth: 120}}>
            <Select aria-label="Filter by status" {...filter('status')}>
              <option value="">Any status</option>
              {MARKS.map((m) => (
                <option key={m} value={m}>
                  {MARK_TITLES[m]}
                </option>
              ))}
            </Select>
          </Box>
          <Button text="Export CSV" mode="ghost" onClick={() => void exportCsv()} />
        </Flex>
      </Card>
      {error ? (
        <Card padding={4} tone="critical" role="alert">
          <Text size={1}>{error}</Text>
        </Card>
      ) : null}
      {!items ? (
        <Flex justify="center" padding={5}>
          <Spinner />
        </Flex>
      ) : items.length === 0 ? (
        <Box padding={5}>
          <Text muted>
            {Object.values(filters).some(Boolean) ? `No ${LABELS[list].noun} match.` : LABELS[list].empty}
          </Text>
        </Box>
      ) : (
        <Flex flex={1} style={{minHeight: 0}}>
          <Box
            flex={3}
            style={{overflowY: 'auto', minWidth: 0}}
            as="section"
            aria-label={`${LABELS[list].noun}, newest first`}
          >
            <Box paddingX={3} paddingTop={3}>
              <Text size={1} muted>
                {matching > items.length
                  ? `The newest ${items.length} of ${matching}: search or filter to narrow.`
                  : `${matching} ${LABELS[list].noun}, newest first`}
              </Text>
            </Box>
            <Stack as="ul" gap={1} padding={2} style={{listStyle: 'none', margin: 0}}>
              {items.map((item) => {
                const key = itemKey(list, item)
                const isChosen = selected === item
                return (
                  <li key={key}>
                    <Card
                      as="button"
                      type="button"
                      padding={3}
                      radius={2}
                      tone={isChosen ? 'primary' : 'default'}
                      border={isChosen}
                      aria-current={isChosen ? 'true' : undefined}
                      onClick={() => setChosen(key)}
                      style={{width: '100%', textAlign: 'left', cursor: 'pointer', border: 0}}
                      data-item={key}
                    >
                      <Flex gap={3} align="center">
                        <Stack gap={2} flex={1} style={{minWidth: 0}}>
                          <Text weight="semibold" textOverflow="ellipsis">
                            {title(list, item)}
                          </Text>
                          <Text size={1} muted textOverflow="ellipsis">
                            {summary(list, item)}
                          </Text>
                        </Stack>
                        <Stack gap={2} style={{flexShrink: 0, textAlign: 'right'}}>
                          <Text size={1} muted>
                            {when(item.created_at)}
                          </Text>
                          <Flex gap={2} justify="flex-end">
                            <Badge fontSize={0}>{item.source}</Badge>
                            <Badge tone={MARK_TONES[item.status]} fontSize={0}>
                              {MARK_TITLES[item.status]}
                            </Badge>
                          </Flex>
                        </Stack>
                      </Flex>
                    </Card>
                  </li>
                )
              })}
            </Stack>
          </Box>
          <Card flex={2} borderLeft style={{overflowY: 'auto', minWidth: 320}} as="section" aria-label="Details">
            {selected ? (
              <Details
                key={itemKey(list, selected)}
                list={list}
                item={selected}
                desk={desk}
                onSaved={(saved) => setItems((all) => all && newerMarks(list, all, [saved]))}
              />
            ) : null}
          </Card>
        </Flex>
      )}
    </Flex>
  )
}
