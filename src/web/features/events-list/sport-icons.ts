/** Icon (Lucide name) per sport type id; unknown ids get a generic flag. */
const SPORT_ICONS: Record<string, string> = {
  run: 'footprints',
  trail: 'mountain',
  'run-relay': 'repeat',
  cycling: 'bike',
  'obstacle-race': 'fence',
  biathlon: 'crosshair',
  duathlon: 'bike',
  'ski-race': 'snowflake',
  'ski-biathlon': 'target',
  swimming: 'waves',
  orienteering: 'compass',
  triathlon: 'medal',
  walk: 'footprints',
};

export function sportIcon(sportTypeId: string): string {
  return SPORT_ICONS[sportTypeId] ?? 'flag';
}
