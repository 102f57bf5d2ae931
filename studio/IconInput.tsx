import {ICONS} from '@agency/schemas/lib/icon-drawings'
import {ICON_NAMES} from '@agency/schemas/lib/icons'
import {Button, Flex, Grid, Stack, Text} from '@sanity/ui'
import {set, type StringInputProps, unset} from 'sanity'

/**
 * The icon field as the site draws it: every icon the site knows, as a grid of buttons showing the
 * drawing itself and its name; the chosen one is highlighted, and clicking it again clears the field.
 */
export function IconInput(props: StringInputProps) {
  const {value, onChange, readOnly, elementProps} = props
  const Chosen = value ? ICONS[value as keyof typeof ICONS] : undefined
  return (
    <Stack gap={3}>
      <Flex align="center" gap={2}>
        {Chosen ? <Chosen size={20} strokeWidth={1.8} aria-hidden /> : null}
        <Text size={1} muted>
          {value ? `Chosen: ${value}` : 'No icon chosen (the site shows the sparkles)'}
        </Text>
      </Flex>
      <Grid gridTemplateColumns={[4, 6, 8]} gap={1} id={elementProps.id}>
        {ICON_NAMES.map((name) => {
          const Drawing = ICONS[name]
          const selected = name === value
          return (
            <Button
              key={name}
              mode={selected ? 'default' : 'bleed'}
              tone={selected ? 'primary' : 'default'}
              padding={2}
              disabled={readOnly}
              aria-pressed={selected}
              title={name}
              onClick={() => onChange(selected ? unset() : set(name))}
            >
              <Stack gap={2} style={{justifyItems: 'center'}}>
                <Drawing size={22} strokeWidth={1.8} aria-hidden />
                <Text size={0} align="center" textOverflow="ellipsis">
                  {name}
                </Text>
              </Stack>
            </Button>
          )
        })}
      </Grid>
    </Stack>
  )
}
