import {Box, Card, Flex, Spinner, Stack, Text} from '@sanity/ui'
import {useEffect, useState} from 'react'
import {useDocumentStore} from 'sanity'
import {IntentLink} from 'sanity/router'
import type {UserViewComponent} from 'sanity/structure'
import {listenUsedOn, type UsedOnPlace} from './usedOn'

const siteUrl = (process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000').replace(/\/$/, '')

/**
 * The "Used on" tab of a package, add-on, testimonial, service card or article: every published page
 * that shows it, with a link to open the page in the Studio and one to view it on the site. Works
 * without the Presentation tool.
 */
export const UsedOnView: UserViewComponent = ({documentId, schemaType}) => {
  const documentStore = useDocumentStore()
  const [places, setPlaces] = useState<UsedOnPlace[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const subscription = listenUsedOn(documentStore, documentId, schemaType.name).subscribe({
      next: (result) => setPlaces(result ?? []),
      error: (e: Error) => setError(e.message),
    })
    return () => subscription.unsubscribe()
  }, [documentStore, documentId, schemaType.name])

  if (error)
    return (
      <Card padding={4} tone="critical">
        <Text>Could not load the pages that use this document: {error}</Text>
      </Card>
    )
  if (!places)
    return (
      <Card padding={4}>
        <Flex justify="center">
          <Spinner />
        </Flex>
      </Card>
    )

  return (
    <Box padding={4}>
      <Stack gap={4}>
        <Text size={1} muted>
          {places.length === 0
            ? 'No published page shows this document yet. A change here appears on the site once a page uses it.'
            : `A published change here appears on ${places.length === 1 ? 'this page' : `these ${places.length} pages`} (the site refreshes them within seconds).`}
        </Text>
        {places.map((place) => (
          <Card key={place._id} padding={3} radius={2} border>
            <Flex align="center" gap={3}>
              <Box flex={1}>
                <Stack gap={2}>
                  <Text weight="semibold">
                    <IntentLink intent="edit" params={{id: place._id, type: place._type}}>
                      {place.title || place.path}
                    </IntentLink>
                  </Text>
                  <Text size={1} muted>
                    {place.path}
                  </Text>
                </Stack>
              </Box>
              <Text size={1}>
                <a href={`${siteUrl}${place.path}`} target="_blank" rel="noreferrer">
                  View on site ↗
                </a>
              </Text>
            </Flex>
          </Card>
        ))}
      </Stack>
    </Box>
  )
}
