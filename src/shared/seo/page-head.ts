import type { Language } from '../constants.js';
import type { EventDetail, SeriesDetail } from '../schemas/catalogue.js';

/** What the server writes into index.html for a page that search engines and link previews read. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'event';
  locale: Language;
  /** schema.org data, serialised into a JSON-LD script. */
  jsonLd?: Record<string, unknown>;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** JSON safe inside a <script> element: no `<`, `>`, `&` or line separators left literal. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Plain text of sanitised HTML, shortened for a meta description. */
export function plainText(html: string, max = 200): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const OG_LOCALE: Record<Language, string> = { ru: 'ru_RU', en: 'en_US' };

export function renderHead(head: PageHead): string {
  const meta = (attr: string, key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:locale', OG_LOCALE[head.locale]),
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** index.html with its title and description replaced and the other tags added before </head>. */
export function withHead(html: string, head: PageHead): string {
  const [title, description, ...rest] = renderHead(head).split('\n    ');
  let out = html.replace(/<title>[\s\S]*?<\/title>/, () => title ?? '');
  const descriptionTag = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  out = descriptionTag.test(out) ? out.replace(descriptionTag, () => description ?? '') : out;
  const extra = descriptionTag.test(html) ? rest : [description ?? '', ...rest];
  return out.replace('</head>', () => `    ${extra.join('\n    ')}\n  </head>`);
}

const SCHEMA = 'https://schema.org/';

export function eventHead(
  event: EventDetail,
  origin: string,
  path: string,
  lang: Language,
  site: string,
): PageHead {
  const canonical = `${origin}${path}`;
  const when = new Date(event.startsAt).toLocaleDateString(lang === 'en' ? 'en-GB' : 'ru-RU', {
    timeZone: event.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const where = event.isOnline
    ? lang === 'en'
      ? 'online'
      : 'онлайн'
    : (event.city?.name ?? event.place ?? '');
  const summary = plainText(event.description, 160);
  const description = [`${when}${where ? `, ${where}` : ''}.`, summary].filter(Boolean).join(' ');
  const offers = event.races
    .filter((r) => r.price)
    .map((r) => ({
      '@type': 'Offer',
      name: r.name,
      price: ((r.price?.amount ?? 0) / 100).toFixed(2),
      priceCurrency: r.price?.currency ?? 'RUB',
      availability: `${SCHEMA}${r.state === 'full' ? 'SoldOut' : r.state === 'open' || r.state === 'few' ? 'InStock' : 'OutOfStock'}`,
      url: `${origin}${r.registerUrl}`,
    }));
  const location = event.isOnline
    ? { '@type': 'VirtualLocation', url: canonical }
    : {
        '@type': 'Place',
        name: event.place ?? event.city?.name ?? '',
        address: { '@type': 'PostalAddress', addressLocality: event.city?.name ?? '', addressCountry: 'RU' },
        ...(event.location
          ? {
              geo: { '@type': 'GeoCoordinates', latitude: event.location.lat, longitude: event.location.lng },
            }
          : {}),
      };
  return {
    title: `${event.name} — ${site}`,
    description,
    canonical,
    ogType: 'event',
    locale: lang,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: event.name,
      description: summary,
      url: `${origin}${event.url}`,
      startDate: event.startsAt,
      endDate: event.endsAt ?? event.startsAt,
      sport: event.sportType.name,
      eventStatus: `${SCHEMA}EventScheduled`,
      eventAttendanceMode: `${SCHEMA}${event.isOnline ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
      location,
      organizer: {
        '@type': 'Organization',
        name: event.organizer.name,
        ...(event.organizer.website ? { url: event.organizer.website } : {}),
      },
      ...(offers.length ? { offers } : {}),
    },
  };
}

export function seriesHead(
  series: SeriesDetail,
  origin: string,
  path: string,
  lang: Language,
  site: string,
): PageHead {
  const text = plainText(series.description, 200);
  const count = lang === 'en' ? `Events: ${series.eventsCount}.` : `Стартов в серии: ${series.eventsCount}.`;
  return {
    title: `${series.name} — ${site}`,
    description: [text, count].filter(Boolean).join(' '),
    canonical: `${origin}${path}`,
    ogType: 'website',
    locale: lang,
  };
}

const CLUBS_HEAD: Record<Language, { title: string; description: string }> = {
  ru: {
    title: 'Клубы',
    description:
      'Спортивные клубы и их ближайшие старты: сколько участников клуба заявлено и куда клуб едет дальше.',
  },
  en: {
    title: 'Clubs',
    description:
      "Sports clubs and their upcoming races: how many of each club's members are entered and where they race next.",
  },
};

/** The clubs page (`/clubs`, default tenant). */
export function clubsHead(origin: string, lang: Language, site: string): PageHead {
  const { title, description } = CLUBS_HEAD[lang];
  return {
    title: `${title} — ${site}`,
    description,
    canonical: `${origin}/clubs`,
    ogType: 'website',
    locale: lang,
  };
}
