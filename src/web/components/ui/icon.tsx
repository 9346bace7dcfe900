import { useEffect, useRef } from 'react';
import type { IconSize } from '../../../shared/constants.js';
import { sanitizeSvg } from './svg-sanitize.js';
import styles from './icon.module.css';

export const ICON_PIXELS: Record<IconSize, number> = {
  xxl: 48,
  xl: 40,
  lg: 32,
  md: 24,
  sm: 20,
  xs: 16,
  xxs: 12,
};
const DEFAULT_ASSET_HOST = '/static/icons';

/** `arrow-left` → `Arrow-Left` (the generated files are capitalized and hyphenated). */
export function iconFileName(name: string): string {
  return name
    .split('-')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

/** The host the server writes into `<meta name="asset-host">`; '/static/icons' without one. */
export function assetHost(): string {
  const content = document.querySelector('meta[name="asset-host"]')?.getAttribute('content')?.trim();
  return (content || DEFAULT_ASSET_HOST).replace(/\/+$/, '');
}

export function iconUrl(name: string): string {
  return `${assetHost()}/${iconFileName(name)}.svg`;
}

/** One request per icon URL for the life of the page; a failed request may be tried again later. */
const cache = new Map<string, Promise<string | null>>();

export function loadIconText(url: string): Promise<string | null> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => {
        cache.delete(url);
        return null;
      });
    cache.set(url, pending);
  }
  return pending;
}

/**
 * Each icon is parsed and sanitised once per page; every instance clones that tree. (A list of 20 cards
 * parsed the same few SVGs some 80 times: a sixth of its start-up time on a throttled phone.)
 */
const parsed = new Map<string, SVGSVGElement | null>();

function sanitizedIcon(url: string, text: string | null): SVGSVGElement | null {
  if (!text) return null;
  if (!parsed.has(url)) parsed.set(url, sanitizeSvg(text));
  return parsed.get(url) ?? null;
}

/** For tests. */
export function clearIconCache(): void {
  cache.clear();
  parsed.clear();
}

interface IconProps {
  name: string;
  size?: IconSize;
  /** An accessible name makes the icon an image; without one it is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 'md', label, className }: IconProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const pixels = ICON_PIXELS[size];

  useEffect(() => {
    let cancelled = false;
    const url = iconUrl(name);
    void loadIconText(url).then((text) => {
      const host = ref.current;
      if (cancelled || !host) return;
      const svg = sanitizedIcon(url, text);
      if (!svg) {
        host.replaceChildren();
        return;
      }
      const node = document.importNode(svg, true);
      node.setAttribute('width', String(pixels));
      node.setAttribute('height', String(pixels));
      node.setAttribute('aria-hidden', 'true');
      node.setAttribute('focusable', 'false');
      host.replaceChildren(node);
    });
    return () => {
      cancelled = true;
    };
  }, [name, pixels]);

  const labelled = Boolean(label);
  return (
    <span
      ref={ref}
      className={[styles.icon, className].filter(Boolean).join(' ')}
      style={{ width: pixels, height: pixels }}
      data-icon={name}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
    />
  );
}
