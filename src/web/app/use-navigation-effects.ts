import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEV_COOKIE, TENANT_STORAGE_KEY } from '../../shared/constants.js';
import { setCookie } from '../lib/cookies.js';
import { writeStorage } from '../lib/storage.js';

/**
 * After each navigation (SPEC §4, §7): `scrollToTop` scrolls up, `ttt` is kept in local storage, and `dev`
 * goes into a session cookie and out of the address bar (replace, keeping the rest of the URL).
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.has('scrollToTop')) window.scrollTo(0, 0);

    const ttt = params.get('ttt');
    if (ttt !== null) writeStorage(TENANT_STORAGE_KEY, ttt);

    const dev = params.get('dev');
    if (dev !== null) {
      setCookie(DEV_COOKIE, encodeURIComponent(dev), { path: '/' });
      params.delete('dev');
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, state: location.state as unknown, preventScrollReset: true },
      );
    }
  }, [location, navigate]);
}
