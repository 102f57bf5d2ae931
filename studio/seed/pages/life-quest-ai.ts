import {cta, definePage} from '../lib'

export default definePage({
  slug: "life-quest-ai",
  title: "Life Quest AI",
  seo: {
    title: "Life Quest AI: Your AI Goal Coach | Helix AI",
    description: "Life Quest AI turns your goals into step-by-step plans with 24/7 AI coaching, tracking, scheduling and reminders.",
    keywords: ["goal setting app", "AI coach", "habit tracker"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Achieve your goals with an AI coach",
      subtitle: "Life Quest AI turns big goals into daily steps and keeps you on track, 24/7.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})
