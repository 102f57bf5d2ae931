import {Box, Card, Flex, Spinner, Stack, Tab, TabList, TabPanel, Text} from '@sanity/ui'
import {useEffect, useState} from 'react'
import {DeskError, type ListName, siteUrl, useDesk} from './api'
import {FunnelView} from './FunnelView'
import {ListView} from './ListView'

const TABS = [
  ['funnel', 'Funnel'],
  ['leads', 'Leads'],
  ['messages', 'Messages'],
  ['subscribers', 'Subscribers'],
] as const
type TabId = (typeof TABS)[number][0]

/**
 * The Leads tool (/leads): the funnel, and every quiz lead, contact message and newsletter subscriber
 * the site stored, read and marked through the site's own server with the editor's Studio login.
 */
export function LeadsTool() {
  const desk = useDesk()
  const [access, setAccess] = useState<{name: string} | {status: number; message: string} | null>(null)
  const [tab, setTab] = useState<TabId>('leads')

  useEffect(() => {
    desk
      .me()
      .then(setAccess)
      .catch((e: unknown) =>
        setAccess(e instanceof DeskError ? {status: e.status, message: e.message} : {status: 0, message: String(e)}),
      )
  }, [desk])

  if (!access)
    return (
      <Flex justify="center" padding={6}>
        <Spinner />
      </Flex>
    )
  if ('status' in access)
    return (
      <Box padding={5}>
        <Card
          padding={5}
          radius={3}
          tone={access.status === 403 ? 'caution' : 'critical'}
          role="alert"
          style={{maxWidth: 640}}
        >
          <Stack gap={4}>
            <Text size={2} weight="semibold" as="h1">
              {access.status === 403 ? 'Leads are not open to you' : 'Leads cannot be shown'}
            </Text>
            <Text>{access.message}</Text>
            {access.status === 0 || access.status === 503 ? (
              <Text size={1} muted>
                The tool reads from the site at {siteUrl} (SANITY_STUDIO_PREVIEW_URL).
              </Text>
            ) : null}
          </Stack>
        </Card>
      </Box>
    )

  return (
    <Flex direction="column" style={{height: '100%'}}>
      <Card paddingX={4} paddingY={3} borderBottom>
        <Flex align="center" gap={4} wrap="wrap">
          <Text size={3} weight="semibold" as="h1">
            Leads
          </Text>
          <TabList gap={1}>
            {TABS.map(([id, label]) => (
              <Tab
                key={id}
                id={`leads-tab-${id}`}
                aria-controls={`leads-panel-${id}`}
                label={label}
                selected={tab === id}
                onClick={() => setTab(id)}
              />
            ))}
          </TabList>
          <Box flex={1} />
          <Text size={1} muted>
            {access.name}
          </Text>
        </Flex>
      </Card>
      <TabPanel id={`leads-panel-${tab}`} aria-labelledby={`leads-tab-${tab}`} style={{flex: 1, minHeight: 0}}>
        {tab === 'funnel' ? <FunnelView desk={desk} /> : <ListView key={tab} list={tab as ListName} desk={desk} />}
      </TabPanel>
    </Flex>
  )
}
