/** `arrow-left` → `Arrow-Left.svg`: the asset host's file naming, used by the icon build and the Icon component. */
export function iconFileName(name: string): string {
  return (
    name
      .split('-')
      .filter(Boolean)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
      .join('-') + '.svg'
  );
}
