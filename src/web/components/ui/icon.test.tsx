import { render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Icon, clearIconCache, iconFileName, iconUrl } from './icon.js';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><script>alert(2)</script><path d="M19 12H5" onclick="x()"/></svg>';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  clearIconCache();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="asset-host"]').forEach((m) => m.remove());
});

describe('Icon', () => {
  it('maps names to capitalized hyphenated files on the asset host', () => {
    expect(iconFileName('arrow-left')).toBe('Arrow-Left');
    expect(iconFileName('x')).toBe('X');
    expect(iconFileName('circle-check-big')).toBe('Circle-Check-Big');
    expect(iconUrl('arrow-left')).toBe('/static/icons/Arrow-Left.svg');
    const meta = document.createElement('meta');
    meta.name = 'asset-host';
    meta.content = 'https://cdn.startline.ru/icons/';
    document.head.appendChild(meta);
    expect(iconUrl('map-pin')).toBe('https://cdn.startline.ru/icons/Map-Pin.svg');
  });

  it('fetches each icon once however many are shown', async () => {
    const { container } = render(
      <>
        <Icon name="arrow-left" />
        <Icon name="arrow-left" size="xl" />
        <Icon name="menu" size="xs" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/static/icons/Arrow-Left.svg',
      '/static/icons/Menu.svg',
    ]);
    render(<Icon name="arrow-left" />);
    await waitFor(() => expect(container.ownerDocument.querySelectorAll('svg')).toHaveLength(4));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('parses each icon once, and every copy is its own element at its own size', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const { container } = render(
      <>
        <Icon name="arrow-left" size="xs" />
        <Icon name="arrow-left" size="xl" />
        <Icon name="arrow-left" size="xs" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(3));
    expect(parse).toHaveBeenCalledTimes(1);
    expect([...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('width'))).toEqual([
      '16',
      '40',
      '16',
    ]);
    parse.mockRestore();
  });

  it('renders the SVG inline at its size, decorative, without scripts or handlers', async () => {
    const { container } = render(<Icon name="arrow-left" size="xl" />);
    const svg = await waitFor(() => {
      const found = container.querySelector('svg');
      expect(found).not.toBeNull();
      return found as SVGSVGElement;
    });
    expect(svg.getAttribute('width')).toBe('40');
    expect(svg.getAttribute('height')).toBe('40');
    expect(svg.getAttribute('onload')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('path')?.getAttribute('onclick')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('has the image role with a label', async () => {
    render(<Icon name="arrow-left" label="Back" />);
    expect(screen.getByRole('img', { name: 'Back' })).toBeInTheDocument();
  });

  it('renders nothing for a reply that is not an SVG', async () => {
    fetchMock.mockImplementation(async () => new Response('<html><body>oops</body></html>'));
    const { container } = render(<Icon name="broken" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
