import sanitizeHtml from 'sanitize-html';

/**
 * D8 allow-list for article HTML (what the Tiptap editor writes: StarterKit, links, images, tables), applied when an
 * article is saved and again when it is served. Everything else goes: scripts and their text, event handlers,
 * styles but text alignment, `javascript:`/`data:` URLs, iframes, forms. Pictures only from our own uploads
 * (`/uploads/<generated name>`; a signed preview link is stored as its bare path).
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const IMAGE_SRC = new RegExp(`^/uploads/(${UUID}\\.(?:jpg|png|gif|bmp))(?:\\?exp=\\d+&sig=[\\w-]+)?$`);
const STORED_IMAGE = new RegExp(`<img\\b[^>]*?\\ssrc="/uploads/(${UUID}\\.(?:jpg|png|gif|bmp))"`, 'g');

const ALIGN = { 'text-align': [/^(?:left|right|center|justify)$/] };
const ALIGNABLE = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th', 'td'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'a', 'ul', 'ol', 'li', 'img'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    col: ['span'],
    th: ['colspan', 'rowspan', 'colwidth', 'style'],
    td: ['colspan', 'rowspan', 'colwidth', 'style'],
    ...Object.fromEntries(ALIGNABLE.filter((tag) => !['th', 'td'].includes(tag)).map((tag) => [tag, ['style']])),
  },
  allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, ALIGN])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col'],
  transformTags: {
    // A link to another site opens in a new tab and gets neither our referrer nor our window.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const external = /^https?:\/\//i.test((rest.href ?? '').trim());
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer nofollow' } : rest,
      };
    },
    img: (tagName, attribs) => {
      const name = IMAGE_SRC.exec((attribs.src ?? '').trim())?.[1];
      return { tagName, attribs: { ...attribs, src: name ? `/uploads/${name}` : '' } };
    },
  },
  // Pictures from anywhere else (other sites, data: URLs) are dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The generated names of the pictures a sanitised article shows, in order, without repeats. */
export function imagesOf(cleanHtml: string): string[] {
  return [...new Set([...cleanHtml.matchAll(STORED_IMAGE)].map((match) => match[1]!))];
}

/** Rewrites the pictures of a sanitised article (e.g. to signed links for the editor); `map` answers a URL. */
export function mapImages(cleanHtml: string, map: (fileName: string) => string): string {
  return cleanHtml.replace(STORED_IMAGE, (whole, name: string) =>
    whole.replace(`src="/uploads/${name}"`, `src="${map(name).replace(/&/g, '&amp;')}"`),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of a sanitised article, whitespace collapsed. */
export function textOf(cleanHtml: string): string {
  return sanitizeHtml(cleanHtml.replace(/<\/(p|h\d|li|td|th|blockquote|pre)>|<br\s*\/?>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
