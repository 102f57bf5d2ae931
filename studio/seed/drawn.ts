/**
 * The alt text a drawn picture carries in the seed modules: content:build replaces it with the title of
 * the picture's recipe (scripts/content/art/recipes.ts), one description for the picture and its
 * readers, and fails on a file with no recipe title. The recipes live with the drawing code, above the
 * Studio's workspace, so the seed names the file and the build fills in the words.
 */
export const RECIPE_TITLE = '(the title of its recipe in scripts/content/art/recipes.ts)'
