/*
 * A registration's check-in code (issue 18 item 5, ADR 025): 12 hexadecimal digits the database draws for
 * every entry (registrations.checkin_code), shown in the participant's account as a QR code and as text.
 * The QR code holds a link to the event's check-in page with the code, so a phone's own camera app opens
 * it at the start-pack point; the page's scanner and the typed code end in the same search.
 */

export const CHECKIN_CODE_LENGTH = 12;

/** Letters read alike that a hexadecimal code never holds, typed for the digits they look like. */
const LOOKALIKES: Record<string, string> = { O: '0', Q: '0', I: '1', L: '1', S: '5', G: '6', Z: '2' };

/**
 * The code as stored, from what was typed or scanned: spaces and hyphens dropped, upper case, look-alike
 * letters read as digits; a check-in link gives its `code`. Null when it is not a code.
 */
export function checkinCodeOf(input: string): string | null {
  const text = input.trim();
  const fromLink = /[?&]code=([^&#\s]+)/.exec(text)?.[1];
  const raw = (fromLink ? decodeURIComponent(fromLink) : text).toUpperCase().replace(/[\s-]/g, '');
  const code = raw.replace(/[OQILSGZ]/g, (c) => LOOKALIKES[c] ?? c);
  return code.length === CHECKIN_CODE_LENGTH && /^[0-9A-F]+$/.test(code) ? code : null;
}

/** The code as people read it: three groups of four («3F9A 0C21 B7E4»). */
export function formatCheckinCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The path of the event's check-in page that finds this code (the QR code's link, with the site's origin). */
export function checkinPath(eventCode: string, code: string): string {
  return `/cabinet/events/${encodeURIComponent(eventCode)}/checkin?code=${code}`;
}
