#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium (DESIGN §8). `npm test` calls this first: when Chromium is
// missing it installs it with apt-get (as root, or through passwordless sudo), and otherwise stops with one
// line saying what to run, before any lint or build time is spent.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const PACKAGES = ['chromium', 'fonts-dejavu-core'];
const MANUAL_INSTALL = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function runCommand(command) {
  const [program, ...args] = command;
  const res = spawnSync(program, args, { stdio: 'inherit' });
  return res.status ?? 1;
}

const quietly = (command) => spawnSync(command[0], command.slice(1), { stdio: 'ignore' }).status === 0;

/** What the check reads from and does to the machine; tests replace them. */
export const machine = {
  chromiumPath: () => process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
  isExecutable,
  isRoot: () => process.getuid?.() === 0,
  canSudo: () => quietly(['sudo', '-n', 'true']),
  hasAptGet: () => quietly(['sh', '-c', 'command -v apt-get']),
  run: runCommand,
  log: (line) => console.log(line),
};

/**
 * Makes sure Chromium is there. Answers `{ ok: true }`, or `{ ok: false, message }` with the one line to
 * show the user: what to run so that the next `npm test` finds it.
 */
export function ensureChromium(overrides = {}) {
  const m = { ...machine, ...overrides };
  const path = m.chromiumPath();
  if (m.isExecutable(path)) return { ok: true };
  if (path !== DEFAULT_CHROMIUM_PATH) {
    return {
      ok: false,
      message: `Chromium is not at CHROMIUM_PATH=${path}: install it there or unset CHROMIUM_PATH, then run npm test again`,
    };
  }
  if (!m.hasAptGet()) {
    return {
      ok: false,
      message: `Chromium is missing (${path}) and apt-get is not available: install Chromium and set CHROMIUM_PATH to it, then run npm test again`,
    };
  }
  const prefix = m.isRoot() ? [] : m.canSudo() ? ['sudo', '-n'] : null;
  if (prefix === null) {
    return {
      ok: false,
      message: `Chromium is missing (${path}): run "${MANUAL_INSTALL}", then npm test again`,
    };
  }
  m.log(`Chromium is missing (${path}): installing ${PACKAGES.join(' ')} from Debian's packages`);
  const apt = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  const installed =
    m.run([...apt, 'update', '-qq']) === 0 && m.run([...apt, 'install', '-y', '-qq', ...PACKAGES]) === 0;
  if (installed && m.isExecutable(path)) return { ok: true };
  return {
    ok: false,
    message: `Chromium could not be installed (${path}): run "${MANUAL_INSTALL}", then npm test again`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = ensureChromium();
  if (!result.ok) {
    console.log(result.message);
    process.exit(1);
  }
}
