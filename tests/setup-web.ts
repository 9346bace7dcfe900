import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';

// Pages load their code lazily; on a busy two-core CI machine the first render of a route can take more
// than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  // (tests of the server's render run without a DOM)
  if (typeof document === 'undefined') return;
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});
