import {definePage} from '../lib'
import {bullets, h2, para} from '../pages-text'

export default definePage({
  slug: 'privacy',
  title: 'Privacy Policy',
  seo: {
    title: 'Privacy Policy | Helix AI',
    description:
      'How Helix AI collects, uses and protects personal information, and the choices and rights you have over your data.',
    keywords: ['privacy policy', 'data protection', 'personal information', 'GDPR', 'CCPA'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      title: 'Privacy Policy',
      subtitle: 'How we collect, use and protect your personal information.',
    },
    {
      _type: 'richText',
      updated: '24-02-2025',
      body: [
        para(
          'Helix AI ("we", "us", "our") respects your privacy. This Privacy Policy explains what personal information we collect when you visit our website or use our Services, how we use and share it, and the rights you have over it.',
        ),
        h2('1. Information we collect'),
        para(
          '**Information you give us.** When you fill in a form, take our AI readiness quiz, book a call, buy a course or contact us, we collect details such as your name, email address, phone number, company name, job title and the information you choose to share about your project.',
        ),
        para(
          '**Information collected automatically.** When you browse the website we collect technical information such as your IP address, browser type, device, pages visited, referring page and the time of your visit, using cookies and similar technologies described in our [Cookie Policy](/cookies).',
        ),
        para(
          '**Where your enquiry came from.** When you send a form, we store with it the first page of your visit, the website that linked to ours (its name only, never the page), the campaign tags in the link you followed (utm_source, utm_medium, utm_campaign) and the page you sent the form from. Our team uses this to see which pages and campaigns bring enquiries.',
        ),
        para(
          '**Visit counts without cookies.** Our website counts page views, quizzes started and finished, and leads, messages and confirmed sign-ups per day, page, referring site or campaign and device type, as totals only. No cookie, identifier or IP address is kept, nothing is counted from browsers that send Global Privacy Control or Do Not Track, and none of your personal details ever reaches these counts.',
        ),
        para(
          '**Information from third parties.** Payment providers tell us that a payment succeeded, but we never receive your full card number. Scheduling and form providers pass us the details you enter in their embedded tools.',
        ),
        h2('2. How we use your information'),
        ...bullets(
          'to respond to your enquiries, prepare quotes and deliver the Services you request;',
          'to process payments, send receipts and manage subscriptions;',
          'to send newsletters and offers when you have agreed to receive them (you can unsubscribe at any time);',
          'to analyse and improve our website, content and Services;',
          'to keep our website and systems secure and prevent fraud;',
          'to meet our legal, tax and accounting obligations.',
        ),
        h2('3. Legal bases'),
        para(
          'Where data-protection laws such as the GDPR apply, we process personal information on the basis of your consent, to perform a contract with you, to meet legal obligations, or for our legitimate interests in running and improving our business, which we balance against your rights.',
        ),
        h2('4. Sharing your information'),
        para(
          'We do not sell your personal information. We share it only with service providers who help us run our business (such as hosting, email, analytics, payment, scheduling and CRM providers), under contracts that require them to protect it; with professional advisers; and where the law requires it. If our business is sold or merged, personal information may transfer to the new owner under this policy.',
        ),
        h2('5. AI services and your data'),
        para(
          'When you use our public AI assistants, your messages are processed by our AI providers to generate replies. Please do not share sensitive personal information in chats. For client projects, we process data only on your instructions and do not use your business data to train public AI models.',
        ),
        h2('6. Data retention'),
        para(
          'We keep personal information only as long as needed for the purposes above: enquiry records for up to two years after our last contact, client and billing records for seven years to meet tax rules, and analytics data in aggregated form.',
        ),
        h2('7. Security'),
        para(
          'We protect personal information with encryption in transit, access controls, regular updates and staff training. No system is completely secure, so we cannot guarantee absolute security, but we will notify you and the authorities of a breach where the law requires.',
        ),
        h2('8. Your rights'),
        para(
          'Depending on where you live, you may have the right to access, correct, delete or receive a copy of your personal information, to object to or restrict its processing, and to withdraw consent at any time. California residents have the right to know, delete and correct their information and to opt out of its sale or sharing; we do not sell personal information. To exercise your rights, contact us through our [contact page](/contact). You may also complain to your local data-protection authority.',
        ),
        h2('9. International transfers'),
        para(
          'We are based in the United States and some of our providers operate in other countries. When we transfer personal information across borders we use appropriate safeguards such as standard contractual clauses.',
        ),
        h2("10. Children's privacy"),
        para(
          'Our website and Services are not intended for children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, please contact us and we will delete it.',
        ),
        h2('11. Changes to this policy'),
        para(
          'We may update this Privacy Policy from time to time. The date at the top of this page shows when it last changed, and significant changes will be highlighted on the website.',
        ),
        h2('12. Contact us'),
        para(
          'If you have questions about this policy or your personal information, please reach us through our [contact page](/contact).',
        ),
      ],
    },
  ],
})
