import {cta, definePage} from '../lib'

export default definePage({
  slug: "llm-fine-tuning",
  title: "LLM Fine-Tuning",
  seo: {
    title: "Custom LLM Fine-Tuning Services | Helix AI",
    description: "Fine-tune language models on your data: 20-40% accuracy gains, up to 60% lower API costs, delivered in weeks.",
    keywords: ["LLM fine-tuning", "custom AI model", "model training"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Language models trained on your business",
      subtitle: "Fine-tuned models that are more accurate on your tasks and cheaper to run.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})
