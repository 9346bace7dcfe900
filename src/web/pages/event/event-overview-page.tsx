import { useLocation } from 'react-router';
import { pageOrigin } from '../../lib/server-request.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { buildLoginUrl } from '../../features/auth/login-url.js';
import { EventOverview } from '../../features/event/components/event-overview.js';
import { EventQuestions } from '../../features/event-questions/components/event-questions.js';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { useEventTitle, useLoadedEvent } from './event-page.js';

export function EventOverviewPage() {
  const event = useLoadedEvent();
  useEventTitle(event);
  const user = useCurrentUser();
  const { info } = useTenant();
  const location = useLocation();
  // without the tenant's sign-in address (its call failed), this origin's /login
  const loginUrl = info?.links.loginUrl;
  const here = pageOrigin() + location.pathname + location.search + location.hash;
  return (
    <EventOverview
      event={event}
      contactsExtra={
        // a draft's preview (its organizer's team) takes no questions: they are for the public page
        event.draft ? null : (
          <EventQuestions
            eventCode={event.code}
            timeZone={event.timeZone}
            signedIn={user.isAuthorized}
            loginHref={buildLoginUrl(loginUrl ?? '', here)}
          />
        )
      }
    />
  );
}
