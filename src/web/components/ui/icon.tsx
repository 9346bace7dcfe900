import type { CSSProperties } from 'react';
import type { IconSize } from '../../../shared/constants.js';
import { iconFileName } from '../../../shared/icon-name.js';
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

let host: string | null = null;

/** The host the server writes into `<meta name="asset-host">`; '/static/icons' without one. Read once. */
export function assetHost(): string {
  if (host === null) {
    const content = document.querySelector('meta[name="asset-host"]')?.getAttribute('content')?.trim();
    host = (content || DEFAULT_ASSET_HOST).replace(/\/+$/, '');
  }
  return host;
}

/** The server's render has no page to read the meta from: it names the host it writes there. */
export function setAssetHost(value: string): void {
  host = (value.trim() || DEFAULT_ASSET_HOST).replace(/\/+$/, '');
}

/** For tests that change the asset-host meta. */
export function forgetAssetHost(): void {
  host = null;
}

export function iconUrl(name: string): string {
  return `${assetHost()}/${iconFileName(name)}`;
}

interface IconProps {
  name: string;
  size?: IconSize;
  /** An accessible name makes the icon an image; without one it is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

/**
 * An icon of the asset host (SPEC §8: fetched as SVG by its capitalized hyphenated name, cached), drawn as
 * a CSS mask in the text colour. The browser fetches, caches and rasterises the file off the main thread;
 * an SVG used as an image runs no script, so nothing of it needs sanitising. (Fetching and parsing each
 * file in script cost the home page's first screen about 70 ms at a phone's speed.)
 */
export function Icon({ name, size = 'md', label, className }: IconProps) {
  const pixels = ICON_PIXELS[size];
  const labelled = Boolean(label);
  const style = {
    width: pixels,
    height: pixels,
    '--icon-url': `url("${iconUrl(name)}")`,
  } as CSSProperties;
  return (
    <span
      className={[styles.icon, className].filter(Boolean).join(' ')}
      style={style}
      data-icon={name}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
    />
  );
}
