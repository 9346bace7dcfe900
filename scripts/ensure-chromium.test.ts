import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH, ensureChromium, type Machine } from './ensure-chromium.mjs';

const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core';

/** A machine without Chromium whose apt-get "installs" it; records the commands it was asked to run. */
function fakeMachine(overrides: Partial<Machine> = {}) {
  const commands: string[] = [];
  let installed = false;
  const machine: Partial<Machine> = {
    chromiumPath: () => DEFAULT_CHROMIUM_PATH,
    isExecutable: (path) => installed && path === DEFAULT_CHROMIUM_PATH,
    isRoot: () => false,
    canSudo: () => false,
    hasAptGet: () => true,
    run: (command) => {
      commands.push(command.join(' '));
      if (command.includes('install')) installed = true;
      return 0;
    },
    log: () => {},
    ...overrides,
  };
  return { machine, commands };
}

describe('ensure-chromium (run first by npm test)', () => {
  it('does nothing when Chromium is there', () => {
    const { machine, commands } = fakeMachine({ isExecutable: () => true });
    expect(ensureChromium(machine)).toEqual({ ok: true });
    expect(commands).toEqual([]);
  });

  it("installs Debian's chromium and fonts-dejavu-core as root", () => {
    const { machine, commands } = fakeMachine({ isRoot: () => true });
    expect(ensureChromium(machine)).toEqual({ ok: true });
    expect(commands).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
    ]);
  });

  it('installs through passwordless sudo', () => {
    const { machine, commands } = fakeMachine({ canSudo: () => true });
    expect(ensureChromium(machine)).toEqual({ ok: true });
    expect(commands[1]).toBe(
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
    );
  });

  it('otherwise stops with one line saying exactly what to run, installing nothing', () => {
    const { machine, commands } = fakeMachine();
    const result = ensureChromium(machine);
    expect(result).toEqual({
      ok: false,
      message: `Chromium is missing (/usr/bin/chromium): run "${INSTALL}", then npm test again`,
    });
    expect(commands).toEqual([]);
  });

  it('says so when the install fails', () => {
    const { machine } = fakeMachine({ isRoot: () => true, run: () => 100 });
    const result = ensureChromium(machine);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(`run "${INSTALL}"`);
    expect(!result.ok && result.message).not.toContain('\n');
  });

  it('does not install over a CHROMIUM_PATH of its own, nor without apt-get', () => {
    const custom = fakeMachine({ isRoot: () => true, chromiumPath: () => '/opt/chrome/chrome' });
    expect(ensureChromium(custom.machine)).toMatchObject({
      ok: false,
      message: expect.stringContaining('CHROMIUM_PATH=/opt/chrome/chrome'),
    });
    expect(custom.commands).toEqual([]);
    const noApt = fakeMachine({ isRoot: () => true, hasAptGet: () => false });
    expect(ensureChromium(noApt.machine)).toMatchObject({
      ok: false,
      message: expect.stringContaining('apt-get is not available'),
    });
    expect(noApt.commands).toEqual([]);
  });

  it('finds the Chromium of this machine with the real checks', () => {
    // the test machine has Chromium (the e2e tests need it): the real check passes without installing
    expect(
      ensureChromium({
        run: () => {
          throw new Error('nothing is to be installed');
        },
      }),
    ).toEqual({ ok: true });
  });
});
