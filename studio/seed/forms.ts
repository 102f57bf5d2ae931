import type {ContactForm, NewsletterSignup} from '@agency/web/sanity.types'

/** Site settings → Forms: the words of the site's own contact form and newsletter sign-up, their emails and pages. */
export const contactForm: ContactForm = {
  _type: 'contactForm',
  nameLabel: 'Full name',
  emailLabel: 'Email address',
  emailFormat: 'A whole email address, such as jane@yourcompany.com.',
  companyLabel: 'Company',
  phoneLabel: 'Phone number',
  phoneFormat: 'Digits, spaces and + ( ) . - only.',
  messageLabel: 'How can we help?',
  messageHelp:
    'Tell us about your business, what you would like AI to do for it and by when. The more we know, the more useful our first reply.',
  optionalNote: '(optional)',
  requiredNote: 'Fields marked * are required.',
  submitLabel: 'Send Message',
  sendingLabel: 'Sending your message…',
  sentMessage:
    'Thank you! Your message has reached our team. We reply within one business day, and a confirmation is on its way to your inbox.',
  failedMessage: 'Your message could not be sent just now. Please try again in a minute, or email it to us at {email}.',
  invalidMessage:
    'Some of the form needs another look: we need your name, a whole email address such as jane@yourcompany.com and your message, and a phone number may hold digits, spaces and + ( ) . - only.',
  limitedMessage:
    'We have received several messages from this address in the last hour, so we cannot take another just now. Please try again later, or email us at {email}.',
  backHint: "Your browser's Back button takes you back to what you wrote.",
  noFormText: 'Write to us at {email} about your business and your project: we reply within one business day.',
  receiptEmail: {
    subject: 'We received your message',
    text: 'Thank you for writing to Helix AI.\n\nYour message has reached our team. We reply to every message within one business day, usually much sooner, with first ideas and the next steps towards a quote.\n\nNeed us sooner? Call us 24/7 on +1 (555) 010-0123, or simply reply to this email.\n\nThe Helix AI team',
  },
}

export const newsletter: NewsletterSignup = {
  _type: 'newsletterSignup',
  intro: 'Practical AI ideas for growing businesses, once a month. No spam; unsubscribe with one click.',
  emailLabel: 'Email for the newsletter',
  placeholder: 'you@company.com',
  emailFormat: 'A whole email address, such as you@company.com.',
  submitLabel: 'Subscribe',
  sendingLabel: 'Subscribing…',
  sentMessage: 'Almost there: we have emailed you a link to confirm your subscription. It works for {days} days.',
  failedMessage: 'We could not sign you up just now. Please try again in a few minutes.',
  invalidMessage:
    'That address looks incomplete. Please type the whole address, such as you@company.com, and subscribe again.',
  confirmEmail: {
    subject: 'Confirm your Helix AI newsletter subscription',
    text: 'Thank you for signing up for the Helix AI newsletter: one email a month with practical AI ideas, client stories and what is new at the agency.\n\nPlease confirm that this address is yours:',
    button: 'Confirm my subscription',
    expiry:
      'The link works for {days} days. If you did not sign up, ignore this email and you will not be added to the list.',
  },
  alreadyEmail: {
    subject: 'You are already on the Helix AI newsletter',
    text: 'Someone, probably you, asked to subscribe this address to the Helix AI newsletter. It is already on the list, so there is nothing more to do: the next issue arrives at the start of the month.\n\nNo longer want it? The link below takes you off the list.',
  },
  unsubscribeLabel: 'Unsubscribe',
  signOff: 'The Helix AI team',
  pages: {
    confirmHeading: 'Confirm your subscription',
    confirmText: 'Press the button and the Helix AI newsletter goes to {email} from the next issue on.',
    confirmedHeading: 'You are subscribed',
    confirmedText:
      'Thank you for confirming. The next issue arrives at the start of the month, and every issue has a link to unsubscribe.',
    unsubscribeHeading: 'Unsubscribe from the newsletter',
    unsubscribeText: 'Press the button and {email} gets no more newsletters from us.',
    unsubscribedHeading: 'You are unsubscribed',
    unsubscribedText:
      'We will send no more newsletters to this address. Changed your mind? Sign up again at the foot of any page.',
    expiredHeading: 'This link has expired',
    expiredText:
      'Confirmation links work for {days} days. Sign up again at the foot of any page and we will send you a new one.',
    invalidHeading: 'This link does not work',
    invalidText:
      'Your email program may have cut it short. Open the link from the email again, or sign up again at the foot of any page.',
    unavailableHeading: 'We could not do that just now',
    unavailableText: 'Nothing was changed. Please open the link from your email again in a few minutes.',
    homeLink: 'Go to the home page',
  },
}
