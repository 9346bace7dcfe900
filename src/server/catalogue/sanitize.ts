import sanitizeHtml from 'sanitize-html';

/** The rich text an organizer may use in descriptions: no scripts, styles, event handlers or frames. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** Sanitised HTML: applied when a description is written and again whenever it is read. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
