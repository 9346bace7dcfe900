import { useEffect, type ReactNode } from 'react';
import { assignLocation } from '../../../lib/browser-location.js';
import { buildLoginUrl } from '../login-url.js';

interface AuthGateProps {
  /** The matched route requires sign-in (route meta `requiresAuth`). */
  required: boolean;
  isAuthorized: boolean;
  /** The tenant's login link; without one there is nowhere to send the visitor. */
  loginUrl: string | null | undefined;
  /** Shown while the browser leaves for the login page. */
  pending: ReactNode;
  children: ReactNode;
}

/** SPEC §4: an anonymous visitor on a sign-in route goes to the tenant login with a return address. */
export function AuthGate({ required, isAuthorized, loginUrl, pending, children }: AuthGateProps) {
  const redirecting = required && !isAuthorized && Boolean(loginUrl);

  useEffect(() => {
    if (redirecting && loginUrl) assignLocation(buildLoginUrl(loginUrl, window.location.href));
  }, [redirecting, loginUrl]);

  return redirecting ? pending : children;
}
