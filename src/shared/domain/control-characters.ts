import type { ValidationMessageKey } from '../validation-messages.js';

/*
 * Characters no text input may hold: U+0000 (PostgreSQL text cannot store it) and the other C0 control
 * characters, except tab, line feed and carriage return, which multi-line texts legitimately carry; and
 * lone UTF-16 surrogates (`"\ud800"` in JSON), which are no character at all and have no UTF-8 form
 * (the embedded database fails on them).
 * The server rejects them in every request (src/server/http/input-characters.ts); a web form's schema can
 * use the same rule: `z.string().refine(isAllowedText, v(CONTROL_CHARACTER_MESSAGE))`.
 */

/** The validation message (see validation-messages.ts) of a text with a forbidden character. */
export const CONTROL_CHARACTER_MESSAGE = 'controlCharacter' satisfies ValidationMessageKey;

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether a text has a control character other than tab, LF and CR, or a lone surrogate. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== TAB && code !== LF && code !== CR) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return true;
      i += 1; // a pair: one astral character
    } else if (isLowSurrogate(code)) return true;
  }
  return false;
}

/** The opposite of `hasControlCharacter`, for zod's `refine`. */
export function isAllowedText(text: string): boolean {
  return !hasControlCharacter(text);
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The paths (`['documents', 0, 'number']`, `[]` for the value itself) of the strings in a parsed input
 * (JSON, query, params) that hold a control character, object keys included, at most `limit` of them.
 * Walks without recursion and without copying paths, so no nesting depth can overflow the stack or
 * make the walk slow.
 */
export function controlCharacterPaths(value: unknown, limit = 20): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && found.length < limit) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) found.push(pathOf(visit));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i], key: i, parent: visit });
      }
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        const child: Visit = { value: current[key], key, parent: visit };
        if (hasControlCharacter(key)) found.push(pathOf(child));
        else stack.push(child);
      }
    }
  }
  return found.slice(0, limit);
}

/** An object whose own keys hold the input: parsed JSON, a query or params (their prototypes vary), not bytes. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);
}
