// The one rule set for a story's HTML (issue 33, point 7), applied on both sides: the API cleans
// what the console's editor sends before it stores it, and the storefront cleans what it reads again
// before rendering it into pages cached for every visitor (another provider's API may store
// anything). Both by this allow-list of text tags and attributes, no scripts, event handlers, styles, frames or forms, and
// links only to http(s), mailto and tel. Images are kept only when they are served from our own
// origin (the CSP allows no other), so an API media URL becomes `/media/...` like everywhere else.
import sanitizeHtml from 'sanitize-html';
import { toMediaPath } from '../api/media';

const TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'cite',
  'q',
  'code',
  'pre',
  'kbd',
];
const BLOCK_TAGS = ['blockquote', 'footer', 'figure', 'figcaption', 'ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const isOwnPath = (src: string) => src.startsWith('/') && !src.startsWith('//');
const isExternal = (href: string) => /^https?:\/\//i.test(href);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_TAGS, ...BLOCK_TAGS, ...TABLE_TAGS, 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them (other unknown tags keep their text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'title', 'head'],
  transformTags: {
    // The page's own title is the one <h1>.
    h1: 'h2',
    a: (tagName, attribs) => {
      // The author's rel is replaced: links out of the marketplace pass no ranking and no window handle.
      const rest = { ...attribs };
      delete rest.rel;
      return { tagName, attribs: attribs.href && isExternal(attribs.href) ? { ...rest, rel: 'nofollow noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ? toMediaPath(attribs.src) : '';
      return {
        tagName,
        attribs: { ...attribs, src: isOwnPath(src) ? src : '', alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
      };
    },
  },
  // An image that is not ours would only show as broken (CSP img-src 'self'): leave it out.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The story's HTML with everything outside the allow-list removed. */
export function sanitizeStoryHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
