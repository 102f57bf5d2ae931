import {definePage} from '../lib'
import {bullets, h2, para, table} from '../pages-text'

export default definePage({
  slug: "cookies",
  title: "Cookie Policy",
  seo: {
    title: "Cookie Policy | Helix AI",
    description: "Which cookies the Helix AI website uses, what each one does, how long it lasts and how you can control them.",
    keywords: ["cookie policy", "cookies", "analytics cookies", "cookie settings"],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      title: "Cookie Policy",
      subtitle: "Which cookies we use, why, and how you can control them.",
    },
    {
      _type: 'richText',
      updated: '24-02-2025',
      body: [
        para('This Cookie Policy explains how Helix AI uses cookies and similar technologies on our website. It should be read together with our [Privacy Policy](/privacy).'),
        h2('1. What are cookies?'),
        para('Cookies are small text files that a website stores on your device when you visit. They let the site remember your actions and preferences, such as your language, and help us understand how visitors use the site so we can improve it.'),
        h2('2. Types of cookies we use'),
        ...bullets(
          '**Essential cookies** keep the website secure and working, for example by maintaining your session. The site cannot work properly without them.',
          '**Analytics cookies** help us count visits and see which pages are most popular, using Google Analytics. The information is aggregated and does not identify you directly.',
          '**Preference cookies** remember choices you make, such as your language, to give you a more personal experience.',
          '**Third-party cookies** may be set by services we embed, such as video players, scheduling tools, forms, chat assistants and payment pages. These providers control their own cookies.',
        ),
        h2('3. Cookies we use'),
        table('Cookies used on this website', ['Cookie', 'Purpose', 'Duration'], [
          ['_ga', 'Google Analytics: distinguishes unique visitors to measure how the website is used.', '2 years'],
          ['_gid', 'Google Analytics: distinguishes visitors and groups their page views within a day.', '24 hours'],
          ['session_id', 'Essential: keeps your browsing session secure and remembers your progress, for example through the AI readiness quiz.', 'Session'],
          ['language_pref', 'Preference: remembers your preferred language.', '1 year'],
        ]),
        h2('4. How to control cookies'),
        para('You can choose to accept or refuse cookies. Most browsers accept cookies automatically, but you can change your browser settings to block or delete them. Blocking essential cookies may stop parts of the website from working. You can opt out of Google Analytics across all websites by installing the Google Analytics opt-out browser add-on.'),
        para('Guides for the most common browsers are available from their makers: Chrome, Firefox, Safari and Edge each describe how to view, delete and block cookies in their help pages.'),
        h2('5. Changes to this policy'),
        para('We may update this Cookie Policy when we change the cookies we use or when the law changes. The date at the top of this page shows when it last changed.'),
        h2('6. Contact us'),
        para('If you have questions about how we use cookies, please reach us through our [contact page](/contact).'),
      ],
    },
  ],
})
