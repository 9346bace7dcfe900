// `react` in the browser build and the jsdom tests is Preact's compat layer (ADR 004). This module is what
// `import … from 'react'` resolves to: everything preact/compat exports, plus React 19's `use` for contexts
// (react-leaflet 5 reads its context with it). `use(promise)` is not supported; nothing we ship calls it.
// Plain JavaScript on purpose: the types of `react` stay those of @types/react.
import * as compat from 'preact/compat';
import { useContext } from 'preact/compat';

export * from 'preact/compat';
export default compat.default;

/** @template T @param {import('preact').Context<T>} usable @returns {T} */
export function use(usable) {
  if (usable && typeof (/** @type {any} */ (usable).then) === 'function') {
    throw new Error('use(promise) is not supported by the Preact build');
  }
  return useContext(usable);
}
