import {definePage} from '../lib'
import {bullets, h2, para, table} from '../pages-text'

export default definePage({
  slug: 'cookies',
  title: 'Cookie Policy',
  seo: {
    title: 'Cookie Policy | Helix AI',
    description:
      'Which cookies the Helix AI website uses, what each one does, how long it lasts and how you can control them.',
    keywords: ['cookie policy', 'cookies', 'analytics cookies', 'cookie settings'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      title: 'Cookie Policy',
      subtitle: 'Which cookies we use, why, and how you can control them.',
    },
    {
      _type: 'richText',
      updated: '24-02-2025',
      body: [
        para(
          'This Cookie Policy explains how Helix AI uses cookies and similar technologies on our website. It should be read together with our [Privacy Policy](/privacy).',
        ),
        h2('1. What are cookies?'),
        para(
          'Cookies are small text files that a website stores on your device when you visit. They let the site remember your actions and preferences, such as your language, and help us understand how visitors use the site so we can improve it.',
        ),
        h2('2. Types of cookies we use'),
        ...bullets(
          '**Essential cookies** make the website work as you expect. We set one: it remembers whether you accepted or rejected analytics cookies, so we do not ask again on every page.',
          '**Analytics cookies** help us count visits and see which pages are most popular, using Google Analytics 4. They are set only after you press Accept in our cookie banner. Until you choose, and after you press Reject, no Google script loads and no analytics cookie is set. The information is aggregated; we do not send your name, email or answers to Google, and advertising features stay off.',
          '**Counting visits without cookies.** Our own website counts, per day, how many pages were viewed, how many quizzes were started and finished, and how many leads, messages and confirmed newsletter sign-ups came in, by page, by the site or campaign that sent the visit and by device type (phone, tablet or computer). It sets no cookie, keeps no identifier, IP address or time of day, and stores nothing about you as a person: only the day’s totals. It counts nothing when your browser sends Global Privacy Control or Do Not Track, and ignores known bots. Nothing is shared with anyone.',
          '**Third-party cookies** may be set by services we embed, such as video players, scheduling tools, forms and payment pages, and by our chat assistant. The chat assistant loads from its provider only when you press the chat button. These providers control their own cookies, as described in their policies.',
        ),
        h2('3. Cookies we use'),
        table(
          'Cookies used on this website',
          ['Cookie', 'Purpose', 'Duration'],
          [
            [
              'helix_consent',
              'Essential: remembers your answer in the cookie banner (accepted or rejected analytics cookies).',
              '1 year',
            ],
            [
              'helix.visit',
              'Not a cookie: session storage for our own forms. The first page of your visit, the website that linked to it (its name only) and the campaign tags in that link, kept in this browser tab only and sent with a form only if you send one, so we know which page or campaign brought your enquiry.',
              'Session',
            ],
            [
              '_ga',
              'Google Analytics, only after you accept: distinguishes unique visitors to measure how the website is used.',
              '2 years',
            ],
            [
              '_ga_<ID>',
              'Google Analytics, only after you accept: keeps the state of your visit, such as when it started and how many pages you viewed. <ID> is our measurement id.',
              '2 years',
            ],
          ],
        ),
        h2('4. How to control cookies'),
        para(
          'When you first visit, a small banner asks whether we may use analytics cookies; press Accept or Reject. You can change your answer at any time with **Cookie settings** at the bottom of every page. If you withdraw your consent, we stop Google Analytics and delete its cookies from this website.',
        ),
        para(
          'You can also block or delete cookies in your browser settings. Chrome, Firefox, Safari and Edge each describe how to view, delete and block cookies in their help pages. If you delete our essential cookie, the banner asks you again.',
        ),
        h2('5. Changes to this policy'),
        para(
          'We may update this Cookie Policy when we change the cookies we use or when the law changes. The date at the top of this page shows when it last changed.',
        ),
        h2('6. Contact us'),
        para('If you have questions about how we use cookies, please reach us through our [contact page](/contact).'),
      ],
    },
  ],
})
