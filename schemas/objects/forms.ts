import {defineField, defineType} from '@sanity/types'

/**
 * The words of the site's own contact form and newsletter sign-up (Site settings → Forms), the
 * emails they send and the pages the newsletter's links open. The forms show wherever no provider's
 * form address is set: a contact or newsletter embed without an address, and the footer without a
 * newsletter form address. One place for each form's words, whichever page shows it.
 */

const label = (name: string, title: string, description?: string) =>
  defineField({name, title, type: 'string', description, validation: (r) => r.required().max(80)})
const sentence = (name: string, title: string, description?: string) =>
  defineField({name, title, type: 'text', rows: 2, description, validation: (r) => r.required().max(300)})
const paragraphs = (name: string, title: string, description: string) =>
  defineField({name, title, type: 'text', rows: 6, description, validation: (r) => r.required().max(1500)})

/** {days}: how long a confirmation link works (web/forms/token.ts CONFIRM_LINK_DAYS). */
const DAYS = 'Write {days} for the number of days a confirmation link works.'

export const contactForm = defineType({
  name: 'contactForm',
  title: 'Contact form',
  type: 'object',
  options: {collapsible: true, collapsed: false},
  fields: [
    label('nameLabel', 'Name field', 'e.g. "Full name".'),
    label('emailLabel', 'Email field', 'e.g. "Email address".'),
    label('companyLabel', 'Company field', 'An optional field, e.g. "Company".'),
    label('phoneLabel', 'Phone field', 'An optional field, e.g. "Phone number".'),
    sentence(
      'emailFormat',
      'Email field: format',
      'In the browser\'s message when the email field holds no complete address, e.g. "An address such as name@company.com".',
    ),
    sentence(
      'phoneFormat',
      'Phone field: format',
      'Under the phone field, and in the browser\'s message when it holds other characters, e.g. "Digits, spaces and + ( ) . - only".',
    ),
    label('messageLabel', 'Message field', 'e.g. "How can we help?".'),
    sentence('messageHelp', 'Message field: help', 'Under the message field: what helps the agency reply well.'),
    label('optionalNote', 'Optional field note', 'After an optional field\'s name, e.g. "(optional)".'),
    sentence('requiredNote', 'Required fields note', 'Above the fields, e.g. "Fields marked * are required."'),
    label('submitLabel', 'Send button', 'e.g. "Send Message".'),
    label('sendingLabel', 'Send button while sending', 'e.g. "Sending your message…".'),
    sentence('sentMessage', 'Message sent', 'Shown when the message is stored; the form is cleared.'),
    sentence(
      'failedMessage',
      'Message not sent',
      'Shown when the message could not be stored (the database or the connection failed); what the visitor typed stays in the form. Write {email} for the support address.',
    ),
    sentence(
      'invalidMessage',
      'Fields to check',
      'Shown when the form is sent with a field the site cannot take (the browser checks them first, so rarely): what every field needs.',
    ),
    sentence(
      'limitedMessage',
      'Too many messages',
      'Shown when the database takes no more messages from this address for now (5 an hour) or from anyone (30 a minute). Write {email} for the support address.',
    ),
    sentence(
      'backHint',
      'Not sent, without JavaScript',
      'Added to "Message not sent" when the browser runs no JavaScript and the page was reloaded: how to get back to what was typed.',
    ),
    sentence(
      'noFormText',
      'No form on this site',
      'Shown instead of the form on a site without its database (NEXT_PUBLIC_SUPABASE_URL unset). Write {email} for the support address.',
    ),
    defineField({
      name: 'receiptEmail',
      title: 'Email to the sender',
      type: 'object',
      description:
        "Sent to the address typed in the form once the message is stored, from the site's sender address (LEADS_FROM). Nothing the visitor typed is put in it, so the form cannot send someone else words of a stranger's choosing.",
      fields: [
        label('subject', 'Subject', 'e.g. "We received your message".'),
        paragraphs('text', 'Text', 'The whole email, signature included. A blank line starts a new paragraph.'),
      ],
      validation: (r) => r.required(),
    }),
  ],
})

export const newsletterSignup = defineType({
  name: 'newsletterSignup',
  title: 'Newsletter sign-up',
  type: 'object',
  options: {collapsible: true, collapsed: false},
  fields: [
    sentence('intro', 'Intro', 'Above the field: what subscribers get and how often.'),
    label('emailLabel', 'Email field', 'e.g. "Email address".'),
    label('placeholder', 'Email field: example', 'Shown in the empty field, e.g. "you@company.com".'),
    sentence(
      'emailFormat',
      'Email field: format',
      'In the browser\'s message when the field holds no complete address, e.g. "An address such as you@company.com".',
    ),
    label('submitLabel', 'Button', 'e.g. "Subscribe".'),
    label('sendingLabel', 'Button while sending', 'e.g. "Subscribing…".'),
    sentence(
      'sentMessage',
      'Signed up',
      `Shown after every sign-up, whether or not the address is already on the list (so the form never tells). ${DAYS}`,
    ),
    sentence('failedMessage', 'Not signed up', 'Shown when the sign-up could not be stored, or too many came at once.'),
    sentence(
      'invalidMessage',
      'Address to check',
      'Shown when the address sent is not one the list can take (the browser checks it first, so rarely).',
    ),
    defineField({
      name: 'confirmEmail',
      title: 'Confirmation email',
      type: 'object',
      description:
        'Sent after a sign-up of an address not yet on the list. Its link confirms the address; nothing else does.',
      fields: [
        label('subject', 'Subject'),
        paragraphs('text', 'Text', 'Before the link. A blank line starts a new paragraph.'),
        label('button', 'Link text', 'e.g. "Confirm my subscription".'),
        sentence('expiry', 'After the link', `How long the link works and what to do when it was not you. ${DAYS}`),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'alreadyEmail',
      title: 'Already subscribed email',
      type: 'object',
      description: 'Sent, instead of the confirmation email, after a sign-up of an address already on the list.',
      fields: [
        label('subject', 'Subject'),
        paragraphs('text', 'Text', 'Before the unsubscribe link. A blank line starts a new paragraph.'),
      ],
      validation: (r) => r.required(),
    }),
    label(
      'unsubscribeLabel',
      'Emails: unsubscribe link',
      'At the foot of every email to a subscriber, e.g. "Unsubscribe".',
    ),
    sentence('signOff', 'Emails: signature', 'e.g. "The Helix AI team".'),
    defineField({
      name: 'pages',
      title: 'Pages the email links open',
      type: 'object',
      description: 'Shown at /newsletter/… after a confirmation or unsubscribe link is opened.',
      fields: [
        label('confirmHeading', 'Confirm: heading'),
        sentence('confirmText', 'Confirm: text', 'Above the button. Write {email} for the address.'),
        label('confirmedHeading', 'Confirmed: heading'),
        sentence('confirmedText', 'Confirmed: text'),
        label('unsubscribeHeading', 'Unsubscribe: heading'),
        sentence('unsubscribeText', 'Unsubscribe: text', 'Above the button. Write {email} for the address.'),
        label('unsubscribedHeading', 'Unsubscribed: heading'),
        sentence('unsubscribedText', 'Unsubscribed: text'),
        label('expiredHeading', 'Expired link: heading'),
        sentence('expiredText', 'Expired link: text', DAYS),
        label('invalidHeading', 'Broken link: heading'),
        sentence('invalidText', 'Broken link: text'),
        label('unavailableHeading', 'Not done: heading'),
        sentence('unavailableText', 'Not done: text', 'When the database could not be reached.'),
        label('homeLink', 'Link to the home page'),
      ],
      validation: (r) => r.required(),
    }),
  ],
})

/** What a page shows of the contact form: its fields and messages (the email's words stay on the server). */
export const contactFormProjection = /* groq */ `{nameLabel, emailLabel, emailFormat, companyLabel, phoneLabel, phoneFormat, messageLabel, messageHelp, optionalNote, requiredNote, submitLabel, sendingLabel, sentMessage, failedMessage, invalidMessage, limitedMessage, backHint, noFormText}`

/** What a page shows of the newsletter sign-up. */
export const newsletterSignupProjection = /* groq */ `{intro, emailLabel, placeholder, emailFormat, submitLabel, sendingLabel, sentMessage, failedMessage, invalidMessage}`
