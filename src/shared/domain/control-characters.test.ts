import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { v, validationText } from '../validation-messages.js';
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterPaths,
  hasControlCharacter,
  isAllowedText,
} from './control-characters.js';

describe('control characters in text input', () => {
  it('forbids U+0000 and the other C0 controls but tab, LF and CR', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(!allowed);
    }
    expect(hasControlCharacter('Ёжик в тумане — «ok» 🏃 \u007f\u0085')).toBe(false);
  });

  it('forbids lone surrogates, and keeps astral characters made of a pair', () => {
    expect(hasControlCharacter('%\ud800\u200b\udc00')).toBe(true);
    expect(hasControlCharacter('end \ud83c')).toBe(true);
    expect(hasControlCharacter('\udc00 start')).toBe(true);
    expect(hasControlCharacter('runner 🏃‍♀️ 𝔸 \ud83c\udfc3')).toBe(false);
  });

  it('gives web form schemas the same rule and message', () => {
    const schema = z.string().refine(isAllowedText, v(CONTROL_CHARACTER_MESSAGE));
    const issue = schema.safeParse('a\u0000').error?.issues[0];
    expect(validationText(issue?.message, 'ru')).toBe('Недопустимый символ.');
    expect(validationText(issue?.message, 'en')).toBe('Contains a character that is not allowed.');
    expect(schema.safeParse('line\r\nnext\tcell').success).toBe(true);
  });

  it('finds the paths of bad strings and keys at any depth, not in bytes', () => {
    const input = { a: [{ b: 'ok' }, { c: 'x\u0001' }], 'k\u0000': 1, d: { e: { f: '\u0000' } } };
    expect(controlCharacterPaths(input)).toEqual(
      expect.arrayContaining([['a', 1, 'c'], ['k\u0000'], ['d', 'e', 'f']]),
    );
    expect(controlCharacterPaths(input)).toHaveLength(3);
    expect(controlCharacterPaths('\u0000')).toEqual([[]]);
    expect(controlCharacterPaths(Buffer.from([0, 1, 2]))).toEqual([]);
    expect(controlCharacterPaths({ n: 1, t: true, z: null })).toEqual([]);
  });

  it('walks a deeply nested input without overflowing the stack, and stops at the limit', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    const [path] = controlCharacterPaths(deep);
    expect(path).toHaveLength(200_000);
    expect(
      controlCharacterPaths(
        Array.from({ length: 1000 }, () => '\u0000'),
        5,
      ),
    ).toHaveLength(5);
  });
});
