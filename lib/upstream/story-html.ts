// The story page's cleaning of a story's HTML: the allow-list the API applies before it stores a
// story (contract/rules/story-html.ts), applied again to what the API answers.
export { sanitizeStoryHtml } from '@/contract/rules/story-html';
