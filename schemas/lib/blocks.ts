/** Paragraph styles editors may pick in long-form text (legal pages, articles). The page itself owns the h1. */
export const textBlockStyles = [
  {title: 'Normal', value: 'normal'},
  {title: 'Heading 2', value: 'h2'},
  {title: 'Heading 3', value: 'h3'},
  {title: 'Heading 4', value: 'h4'},
]
