import type { Language } from '../constants.js';

/** The sport types of SPEC §1, with their names in both languages. */
export const SPORT_TYPES = [
  { id: 'run', ru: 'Бег', en: 'Running' },
  { id: 'trail', ru: 'Трейл', en: 'Trail' },
  { id: 'run-relay', ru: 'Беговая эстафета', en: 'Running relay' },
  { id: 'cycling', ru: 'Велоспорт', en: 'Cycling' },
  { id: 'obstacle-race', ru: 'Гонка с препятствиями', en: 'Obstacle racing' },
  { id: 'biathlon', ru: 'Биатлон', en: 'Biathlon' },
  { id: 'duathlon', ru: 'Дуатлон', en: 'Duathlon' },
  { id: 'ski-race', ru: 'Лыжная гонка', en: 'Ski race' },
  { id: 'ski-biathlon', ru: 'Лыжный биатлон', en: 'Ski biathlon' },
  { id: 'swimming', ru: 'Плавание', en: 'Swimming' },
  { id: 'orienteering', ru: 'Спортивное ориентирование', en: 'Orienteering' },
  { id: 'triathlon', ru: 'Триатлон', en: 'Triathlon' },
  { id: 'walk', ru: 'Ходьба', en: 'Walking' },
] as const;

export type SportTypeId = (typeof SPORT_TYPES)[number]['id'];

export const ACTIVITY_TYPES = [
  { id: 'offline', ru: 'Очный старт', en: 'In-person race' },
  { id: 'online', ru: 'Онлайн-забег', en: 'Virtual race' },
] as const;

export function localizedOptions(
  items: readonly { id: string; ru: string; en: string }[],
  lang: Language,
): { id: string; name: string }[] {
  return items.map((item) => ({ id: item.id, name: item[lang] }));
}
