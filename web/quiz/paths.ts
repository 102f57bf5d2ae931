/**
 * Where a shared quiz result lives: /ai-readiness-quiz/result/<code> (app/ai-readiness-quiz/result/[code])
 * and its share image, /share-image/ai-readiness-quiz/result/<code> (app/share-image/ai-readiness-quiz/...).
 * The code is numbers only (web/quiz/areas.ts).
 */
export const RESULT_PATH = '/ai-readiness-quiz/result'

export const resultPath = (code: string) => `${RESULT_PATH}/${code}`
