import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { iconFileName } from '../../../shared/icon-name.js';
import { Icon, forgetAssetHost, iconUrl } from './icon.js';

afterEach(() => {
  document.head.querySelectorAll('meta[name="asset-host"]').forEach((m) => m.remove());
  forgetAssetHost();
});

function setAssetHost(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'asset-host';
  meta.content = content;
  document.head.appendChild(meta);
  forgetAssetHost();
}

describe('Icon', () => {
  it('maps names to capitalized hyphenated files on the asset host', () => {
    // the same function names the files the build writes (scripts/build-icons.ts)
    expect(iconUrl('arrow-left')).toBe('/static/icons/Arrow-Left.svg');
    expect(iconUrl('circle-check-big')).toBe('/static/icons/Circle-Check-Big.svg');
    expect(iconUrl('MAP-pin')).toBe(`/static/icons/${iconFileName('map-pin')}`);
    setAssetHost('https://cdn.startline.ru/icons/');
    expect(iconUrl('map-pin')).toBe('https://cdn.startline.ru/icons/Map-Pin.svg');
  });

  it("draws the asset host's SVG file at the icon's size, decorative, with no markup of the file in the page", () => {
    setAssetHost('https://cdn.startline.ru/icons');
    const { container } = render(<Icon name="arrow-left" size="xl" />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.style.width).toBe('40px');
    expect(icon.style.height).toBe('40px');
    expect(icon.style.getPropertyValue('--icon-url')).toBe(
      'url("https://cdn.startline.ru/icons/Arrow-Left.svg")',
    );
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.querySelector('svg, script')).toBeNull();
  });

  it('has the image role with a label', () => {
    render(<Icon name="arrow-left" label="Back" />);
    expect(screen.getByRole('img', { name: 'Back' })).toBeInTheDocument();
  });
});
