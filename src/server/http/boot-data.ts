import { BOOT_DATA_ID, type BootData } from '../../shared/boot-data.js';
import { jsonForScript } from '../../shared/seo/page-head.js';

export type { BootData };

/** The answers a page starts with (shared/boot-data.ts), as a JSON data block: not executed, not subject to the CSP. */
export function bootDataBlock(data: BootData): string {
  return `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(data)}</script>`;
}
