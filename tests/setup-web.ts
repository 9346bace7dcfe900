import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import en from '../src/web/i18n/en.json';
import { addLanguage, loadEveryLanguage } from '../src/web/i18n/i18n.js';
import ru from '../src/web/i18n/ru.json';
import {
  clearRecordedCalls,
  onUnhandledRequest,
  server,
  unhandledRequests,
} from '../src/web/test/msw-server.js';

// the app loads its own texts per language (main.tsx), and each screen's in the interface's language; the
// tests have both from the start (they switch languages with i18n.changeLanguage, not the app's switch)
addLanguage('ru', ru);
addLanguage('en', en);
loadEveryLanguage();

// Pages load their code lazily; on a busy two-core CI machine the first render of a route can take more
// than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 3000 });

// Testing Library turns on React's act environment itself only where the test functions are globals
// (`beforeAll`); Vitest's are imported. Without it React stays silent about state updates made outside
// act(), which a test may then assert on before React has rendered them.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The web tests' one network-mock layer (ADR 016): every request the app makes goes to MSW's handlers
// (src/web/test); a request none of them answers fails, and fails the test that made it.
beforeAll(() => server.listen({ onUnhandledRequest }));
beforeEach(() => clearRecordedCalls());
afterEach(() => {
  server.resetHandlers();
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length > 0) {
    throw new Error(`Requests no MSW handler answered (add them with mockApi):\n  ${unhandled.join('\n  ')}`);
  }
});
afterAll(() => server.close());

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
