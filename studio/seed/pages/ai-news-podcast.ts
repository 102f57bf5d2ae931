import {cta, definePage, drawn, site} from '../lib'

/** A plain paragraph of Portable Text. */
const p = (text: string) => ({
  _type: 'block' as const,
  style: 'normal' as const,
  markDefs: [],
  children: [{_type: 'span' as const, text, marks: []}],
})

/** The podcast's report page: the AI-fears report with its fixed contents list, the video, a Share button and the report text. */
export default definePage({
  slug: 'ai-news-podcast',
  title: 'AI News Podcast',
  seo: {
    title: 'AI Fears Report: What People Fear and How to Respond | Helix AI',
    description:
      'Our report on the main fears people have about AI, what drives them and a strategic response for business leaders.',
    keywords: ['AI fears', 'AI news', 'AI report'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'lavender',
      image: drawn('hero-ai-news-podcast.svg'),
      title: 'What people fear about AI, and how to respond',
      subtitle: 'A report on the main fears around AI and a strategic response for business leaders.',
      ctas: [cta('Read the Report', '#executive-summary'), cta('Get a Free Quote', '/contact', {style: 'secondary'})],
    },
    {
      _type: 'report',
      anchor: 'report',
      contentsTitle: 'Contents',
      shareLabel: 'Share',
      shareUnavailable: 'Sharing is not available yet',
      video: {
        url: site('video', '/embed/ai-fears-report'),
        title: 'AI News Podcast: the AI fears report, episode video',
        watchUrl: 'https://youtube.com/@helixai-example',
        watchLabel: 'Watch the episode on YouTube',
      },
      parts: [
        {
          title: 'Executive summary',
          anchor: 'executive-summary',
          level: 1,
          body: [
            p(
              'Artificial intelligence has moved from research labs into everyday tools in less than three years. Adoption has been fast, but trust has not kept pace. In conversations with business owners, employees and customers for this episode of our podcast, the same three worries came up again and again: that AI will take jobs, that people will lose control over systems they do not understand, and that AI will flood the world with convincing falsehoods while quietly eroding privacy.',
            ),
            p(
              'These fears are not irrational. Each one points at a real risk, and each one is made worse by silence from the organisations deploying AI. Our conclusion is that leaders who address the fears openly, with clear rules, honest communication and investment in their people, adopt AI faster and with less resistance than those who simply roll out tools and hope for the best.',
            ),
          ],
        },
        {
          title: 'The main fears',
          anchor: 'main-fears',
          level: 1,
          body: [
            p(
              'We grouped what we heard into three fears. They overlap, and most people hold more than one, but separating them helps, because each calls for a different response.',
            ),
          ],
        },
        {
          title: 'Fear of losing work',
          anchor: 'fear-of-job-loss',
          level: 2,
          body: [
            p(
              'The most common fear is the most personal: "Will AI do my job?" Employees see demonstrations of AI writing emails, answering calls and producing reports, and draw the obvious conclusion. Business owners feel a mirror-image pressure, worrying that competitors who automate will undercut them.',
            ),
            p(
              'In practice, the tasks AI handles well today are slices of jobs rather than whole roles: first drafts, data entry, routine questions, scheduling. Where companies have introduced AI carefully, the most common result has been people spending less time on repetitive work and more on the judgement, relationships and problem-solving that customers value. The fear grows strongest where no one has explained what will change and what will not.',
            ),
          ],
        },
        {
          title: 'Fear of losing control',
          anchor: 'fear-of-losing-control',
          level: 2,
          body: [
            p(
              'The second fear is about control. People worry about systems that make decisions nobody can explain: a loan refused, a candidate filtered out, a customer given the wrong answer with complete confidence. Underneath sits a broader unease that the technology is moving faster than the rules meant to govern it.',
            ),
            p(
              'For a business, loss of control is a practical risk as much as an ethical one. An AI agent that answers customers without limits, or a model trained on data no one has checked, can damage a reputation in an afternoon. The remedy is not to avoid AI but to decide deliberately where it may act alone, where a person must approve, and how every decision can be traced.',
            ),
          ],
        },
        {
          title: 'Fear of misinformation and lost privacy',
          anchor: 'fear-of-misinformation',
          level: 2,
          body: [
            p(
              'The third fear concerns truth and privacy. Generated images, voices and articles are now good enough to fool most people, and many listeners told us they no longer trust what they see online. At the same time, they suspect that anything they type into an AI tool is being stored, analysed or used to train the next model.',
            ),
            p(
              'Customers bring these suspicions to every business that uses AI. A company that cannot say where its AI gets its information, or what happens to the data customers share with it, will find that trust, once lost, is very hard to win back.',
            ),
          ],
        },
        {
          title: 'Strategic response',
          anchor: 'strategic-response',
          level: 1,
          body: [
            p(
              'The organisations handling these fears best share four habits. First, they communicate early: before a tool goes live, staff hear what it will do, what it will not do and how their roles will develop. Second, they invest in skills, giving every employee time and training to use AI in their own work, so the technology becomes an assistant rather than a rival.',
            ),
            p(
              'Third, they keep a human in the loop wherever a decision affects a customer\u2019s money, health or rights, and they write down which decisions those are. Fourth, they are transparent with customers: they label AI-generated content, explain when a caller is speaking with an AI agent, and publish in plain language what data is kept and for how long.',
            ),
            p(
              'None of this requires a large budget. A one-page AI policy, a short training session and an honest announcement cover most of the ground for a small business, and they turn a source of anxiety into a visible sign that the company takes its people and customers seriously.',
            ),
          ],
        },
        {
          title: 'Conclusion',
          anchor: 'conclusion',
          level: 1,
          body: [
            p(
              'Fear of AI is best treated as information. It tells leaders where their plans are unclear, where safeguards are missing and where people need support. Businesses that listen, respond with clear rules and bring their teams along will capture the benefits of AI sooner, and keep the trust of the people who make those benefits possible.',
            ),
          ],
        },
      ],
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Want help introducing AI without the anxiety?',
      intro:
        'We help businesses plan, explain and roll out AI so that their teams and customers are on board from day one.',
      ctas: [cta('Talk to Us', '/contact')],
    },
  ],
})
