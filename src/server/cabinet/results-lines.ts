import type { Language } from '../../shared/constants.js';
import { parseRaceTime } from '../../shared/domain/race-time.js';
import { bibOf } from '../../shared/schemas/cabinet-numbers.js';
import {
  resultsMessage,
  STATUS_WORDS,
  type PreviewLine,
  type ResultStatus,
} from '../../shared/schemas/cabinet-results.js';
import type { RawResultLine } from './results-csv.js';

/*
 * The lines of a results file checked against the race's live entries (issue 18 item 6): each line gets
 * its number, status and time, the participant holding that number, and every reason it is refused, in
 * words. A number written on two lines refuses both (which one is right is the organizer's call).
 */

/** A live entry of the race with a start number: what its results line copies. */
export interface ResultEntry {
  registrationId: number;
  bib: string;
  name: string;
  gender: 'male' | 'female' | null;
  birthYear: number | null;
  ageGroup: string | null;
  club: string | null;
  city: string | null;
  teamName: string | null;
  stage: number | null;
}

export interface CheckedLine extends PreviewLine {
  entry: ResultEntry | null;
}

/** Each status word (lower-cased, spaces squeezed) with its status. */
const STATUS_BY_WORD = new Map<string, ResultStatus>(
  Object.entries(STATUS_WORDS).flatMap(([status, words]) =>
    words.map((word) => [word, status as ResultStatus] as const),
  ),
);

/** The status a cell names (`dnf`, `Сошёл`, …), '' for an empty cell, null for words it does not know. */
export function statusOf(cell: string): ResultStatus | '' | null {
  const word = cell.trim().toLowerCase().replace(/\s+/g, ' ');
  return word === '' ? '' : (STATUS_BY_WORD.get(word) ?? null);
}

/**
 * The status and time of a line, or the messages refusing them. Timing exports often write DNF or DSQ in
 * the time column: such a word there counts as the status when the status cell is empty.
 */
export function statusAndTime(
  statusCell: string,
  timeCell: string,
  language: Language,
): { status: ResultStatus | null; timeMs: number | null; errors: string[] } {
  const errors: string[] = [];
  let status = statusOf(statusCell);
  let timeText = timeCell.trim();
  const timeWord = statusOf(timeText);
  if (status === '' && timeWord && timeWord !== 'finished') {
    status = timeWord;
    timeText = '';
  }
  if (status === null) errors.push(resultsMessage('statusUnknown', language, { value: statusCell.trim() }));
  const timeMs = timeText === '' ? null : parseRaceTime(timeText);
  if (timeText !== '' && timeMs === null) {
    errors.push(resultsMessage('timeInvalid', language, { value: timeText }));
  }
  // an empty status cell: a finisher, who then needs a time
  const resolved: ResultStatus | null = status === '' ? 'finished' : status;
  if (resolved === 'finished' && timeText === '') errors.push(resultsMessage('timeMissing', language));
  if (resolved === 'dns' && timeText !== '') errors.push(resultsMessage('timeWithDns', language));
  return { status: resolved, timeMs, errors };
}

/** Every line checked: a number of the race's entries, once in the file, a status and time that fit. */
export function checkLines(
  lines: RawResultLine[],
  entries: ReadonlyMap<string, ResultEntry>,
  language: Language,
): CheckedLine[] {
  const linesOfBib = new Map<string, number[]>();
  for (const raw of lines) {
    const bib = raw.bib.trim();
    if (!bib || raw.unreadable) continue;
    const seen = linesOfBib.get(bib);
    if (seen) seen.push(raw.line);
    else linesOfBib.set(bib, [raw.line]);
  }

  return lines.map((raw): CheckedLine => {
    const bibText = raw.bib.trim();
    if (raw.unreadable) {
      const errors = [resultsMessage('lineUnreadable', language, { reason: raw.unreadable })];
      return { line: raw.line, bib: '', status: null, timeMs: null, participant: null, errors, entry: null };
    }
    const { status, timeMs, errors } = statusAndTime(raw.status, raw.time, language);
    const bib = bibOf(bibText);
    let entry: ResultEntry | null = null;
    if (bib === null) errors.unshift(resultsMessage('bibMissing', language));
    else if (bib === false) errors.unshift(resultsMessage('bibInvalid', language, { value: bibText }));
    else {
      const twice = linesOfBib.get(bib) ?? [];
      if (twice.length > 1)
        errors.unshift(resultsMessage('bibTwice', language, { bib, lines: twice.join(', ') }));
      entry = entries.get(bib) ?? null;
      if (!entry) errors.unshift(resultsMessage('bibUnknown', language, { bib }));
      else if (entry.gender === null) errors.push(resultsMessage('genderUnknown', language, { bib }));
    }
    return {
      line: raw.line,
      bib: bibText,
      status,
      timeMs,
      participant:
        entry && entry.gender
          ? {
              name: entry.name,
              gender: entry.gender,
              birthYear: entry.birthYear,
              ageGroup: entry.ageGroup,
              club: entry.club,
              city: entry.city,
            }
          : null,
      errors,
      entry,
    };
  });
}
