// Types of ensure-chromium.mjs for its test (the scripts are plain JavaScript run by node).
export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const PACKAGES: string[];

export interface Machine {
  chromiumPath(): string;
  isExecutable(path: string): boolean;
  isRoot(): boolean;
  canSudo(): boolean;
  hasAptGet(): boolean;
  /** Runs a command (program and arguments); answers its exit status. */
  run(command: string[]): number;
  log(line: string): void;
}

export declare const machine: Machine;

export declare function ensureChromium(
  overrides?: Partial<Machine>,
): { ok: true } | { ok: false; message: string };
