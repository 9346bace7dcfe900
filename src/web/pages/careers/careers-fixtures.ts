import type { VacancyDetail, VacancySummary } from '../../../shared/schemas/content.js';

/** Test data for the careers pages' tests. */
export const VACANCIES: VacancySummary[] = [
  {
    id: 12,
    title: 'Frontend-разработчик',
    team: 'Разработка',
    city: 'Москва',
    employment: 'full-time',
    remote: true,
    publishedAt: '2026-11-20T09:00:00Z',
  },
  {
    id: 11,
    title: 'Специалист поддержки',
    team: 'Поддержка',
    city: 'Санкт-Петербург',
    employment: 'part-time',
    remote: false,
    publishedAt: '2026-11-18T09:00:00Z',
  },
  {
    id: 10,
    title: 'Backend-разработчик',
    team: 'Разработка',
    city: 'Казань',
    employment: 'contract',
    remote: true,
    publishedAt: '2026-11-10T09:00:00Z',
  },
  {
    id: 9,
    title: 'Стажёр-аналитик',
    team: 'Аналитика',
    city: 'Москва',
    employment: 'internship',
    remote: false,
    publishedAt: '2026-11-01T09:00:00Z',
  },
];

export const VACANCY: VacancyDetail = {
  ...VACANCIES[0]!,
  title: 'Frontend-разработчик & дизайнер',
  description:
    '<p>Делаем <strong>регистрацию</strong> на старты.</p><ul><li>React</li><li>TypeScript</li></ul>',
  howToApply: 'Пришлите резюме и ссылку на код.\nОтветим в течение недели.',
  applyEmail: 'jobs@startline.test',
};
