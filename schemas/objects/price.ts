import {defineField, defineType} from '@sanity/types'

/**
 * A price as data. The web formats it in one place (web/lib/price.ts), so every page shows it the same
 * way: $1,111 · $99.00 · from $667 per language · 14.99 USD/month · 18 cents per minute · 15% of spend, minimum $333.
 */
export const price = defineType({
  name: 'price',
  title: 'Price',
  type: 'object',
  options: {columns: 2},
  fields: [
    defineField({
      name: 'amount',
      title: 'Amount',
      type: 'number',
      description: 'In dollars (0.18 for 18 cents). Leave empty for prices such as "by quote".',
      // The rule sits on the field (not the object) so it holds wherever a price field sets its own validation.
      validation: (r) =>
        r
          .min(0)
          .precision(2)
          .custom((amount, ctx) => {
            const parent = ctx.parent as {text?: string} | undefined
            return typeof amount === 'number' || parent?.text
              ? true
              : 'A price needs an amount or a text such as "by quote"'
          }),
    }),
    defineField({
      name: 'decimals',
      title: 'Show cents',
      type: 'boolean',
      description: 'Show cents, e.g. $99.00 instead of $99',
      initialValue: false,
    }),
    defineField({
      name: 'display',
      title: 'How the price is written',
      type: 'string',
      options: {
        list: [
          {title: '$99', value: 'symbol'},
          {title: '14.99 USD', value: 'code'},
          {title: '18 cents', value: 'cents'},
        ],
      },
      initialValue: 'symbol',
    }),
    defineField({
      name: 'from',
      title: 'Show "from" before the amount',
      type: 'boolean',
      description: 'Prefix with "from"',
      initialValue: false,
    }),
    defineField({
      name: 'plus',
      title: 'Show "+" after the amount',
      type: 'boolean',
      description: 'Suffix the amount with "+", e.g. $350+',
      initialValue: false,
    }),
    defineField({
      name: 'percentOfSpend',
      title: 'Percent of ad spend',
      type: 'number',
      description: 'For ad management: "15% of spend, minimum $333" (the amount is the minimum).',
      validation: (r) => r.min(0).max(100),
    }),
    defineField({
      name: 'suffix',
      title: 'Per (suffix)',
      type: 'string',
      description: 'What the price is per, written as shown: "/month", " per language", "/month each", " per minute".',
      validation: (r) => r.regex(/^[^0-9]*$/, {name: 'no digits'}).error('Put numbers in the amount, not the suffix'),
    }),
    defineField({
      name: 'text',
      title: 'Price in words',
      type: 'string',
      description: 'Shown instead of an amount, e.g. "by quote" or "Custom"',
    }),
  ],
})

export const priceProjection = /* groq */ `{amount, decimals, display, from, plus, percentOfSpend, suffix, text}`

/** What a button or banner needs from an offer it sells. */
export const offerSummaryProjection = /* groq */ `{_id, title, checkoutUrl, "price": price${priceProjection}, "regularPrice": regularPrice${priceProjection}}`
