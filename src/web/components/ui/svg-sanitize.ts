/** Parses SVG text and keeps it only when the root is `<svg>`; scripts and event handlers are removed. */

const FORBIDDEN_ELEMENTS = ['script', 'foreignObject', 'iframe', 'object', 'embed'];

export function sanitizeSvg(text: string): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.nodeName.toLowerCase() !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) {
    return null;
  }
  for (const name of FORBIDDEN_ELEMENTS) {
    Array.from(root.getElementsByTagName(name)).forEach((node) => node.remove());
  }
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (
        name.startsWith('on') ||
        ((name === 'href' || name.endsWith(':href')) && value.startsWith('javascript:'))
      ) {
        element.removeAttribute(attr.name);
      }
    }
  }
  return root as unknown as SVGSVGElement;
}
