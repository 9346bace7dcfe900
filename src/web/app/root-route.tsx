import { useState } from 'react';
import { Outlet } from 'react-router';
import { useAuthStatusGoal } from '../features/analytics/use-auth-status-goal.js';
import { useCurrentUser } from '../features/auth/api/get-current-user.js';
import { AuthGate } from '../features/auth/components/auth-gate.js';
import { CookieNotice } from '../features/cookie-consent/components/cookie-notice.js';
import { useTenant } from '../features/tenant/tenant-context.js';
import { PageBackgroundContext } from '../lib/page-background.js';
import { AppSkeleton } from './app-skeleton.js';
import { useRouteMeta } from './route-meta.js';
import { useDocumentAttributes } from './use-document-attributes.js';
import { useNavigationEffects } from './use-navigation-effects.js';

/** The root of every tenant's route table: route meta, navigation effects, auth gate, cookie notice. */
export function RootRoute() {
  const meta = useRouteMeta();
  const [pageWantsWhite, setPageWantsWhite] = useState(false);
  useDocumentAttributes({ ...meta, whiteBg: meta.whiteBg || pageWantsWhite });
  useNavigationEffects();

  const { info } = useTenant();
  const user = useCurrentUser();
  useAuthStatusGoal(info?.analyticsCounterId, user.isAuthorized);

  return (
    <PageBackgroundContext.Provider value={setPageWantsWhite}>
      <AuthGate
        required={meta.requiresAuth}
        isAuthorized={user.isAuthorized}
        loginUrl={info?.links.loginUrl}
        pending={<AppSkeleton />}
      >
        <Outlet />
      </AuthGate>
      <CookieNotice />
    </PageBackgroundContext.Provider>
  );
}
