/**
 * Intl formatters are slow to create and cheap to use: a list of 20 cards created about a hundred of them,
 * a tenth of the events list's start-up time on a throttled phone. These keep one per locale and options.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, key: string, create: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** A shared Intl.DateTimeFormat; throws like the constructor for an unknown time zone. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    dateFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}
