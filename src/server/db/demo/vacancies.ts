import type { vacancies } from '../schema.js';

type DemoVacancy = Omit<typeof vacancies.$inferInsert, 'tenantId' | 'publishedAt'> & {
  /** Published this many days before the seed day. */
  daysAgo: number;
};

const APPLY_EMAIL = 'jobs@startline.run';

const howToApply = (extra: { ru: string; en: string } = { ru: '', en: '' }) => ({
  howToApplyRu: `Пришлите резюме на ${APPLY_EMAIL}, в теме письма укажите название вакансии.${extra.ru}\nМы отвечаем каждому кандидату в течение пяти рабочих дней.`,
  howToApplyEn: `Send your CV to ${APPLY_EMAIL} with the title of the position in the subject.${extra.en}\nWe answer every candidate within five working days.`,
  applyEmail: APPLY_EMAIL,
});

const section = (title: string, items: string[]) =>
  `<p><strong>${title}</strong></p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** Open positions of the demo company behind the default tenant, newest first. */
export const DEMO_VACANCIES: DemoVacancy[] = [
  {
    titleRu: 'Старший фронтенд-разработчик',
    titleEn: 'Senior frontend engineer',
    teamRu: 'Платформа',
    teamEn: 'Platform',
    cityRu: 'Москва',
    cityEn: 'Moscow',
    employment: 'full-time',
    remote: false,
    daysAgo: 2,
    descriptionRu:
      '<p>Каждый год через Стартлайн на забеги, трейлы и лыжные гонки регистрируются сотни тысяч участников. Мы ищем инженера, который сделает каталог стартов и регистрацию быстрыми на любом телефоне.</p>' +
      section('Чем предстоит заниматься', [
        'Развивать каталог событий, страницы стартов и личный кабинет на React и TypeScript',
        'Держать бюджет производительности: первая загрузка списка событий — меньше 100 КБ',
        'Проектировать вместе с бэкендом API и общие схемы валидации',
        'Ревьюить код и помогать расти младшим коллегам',
      ]) +
      section('Что мы ждём', [
        'От пяти лет коммерческой разработки интерфейсов',
        'Уверенное знание TypeScript, React и современного CSS',
        'Опыт с доступностью интерфейсов (WCAG) и тестами на Testing Library',
      ]) +
      section('Что предлагаем', [
        'Офис у метро «Белорусская» и гибкий график',
        'ДМС со стоматологией и бесплатные слоты на старты партнёров',
        'Бюджет на конференции и обучение',
      ]),
    descriptionEn:
      '<p>Every year hundreds of thousands of runners, trail runners and skiers sign up for their races through Startline. We are looking for an engineer who will make the race catalogue and registration fast on any phone.</p>' +
      section('What you will do', [
        'Build the events catalogue, race pages and the personal account with React and TypeScript',
        'Keep the performance budget: under 100 KB for the first load of the events list',
        'Design APIs and shared validation schemas together with the backend team',
        'Review code and help junior colleagues grow',
      ]) +
      section('What we expect', [
        'Five or more years of building web interfaces professionally',
        'Strong TypeScript, React and modern CSS',
        'Experience with accessibility (WCAG) and Testing Library tests',
      ]) +
      section('What we offer', [
        'An office near Belorusskaya metro station and flexible hours',
        'Health insurance including dental care, free entries to partner races',
        'A budget for conferences and learning',
      ]),
    ...howToApply({
      ru: ' Ссылка на GitHub или пример кода будет плюсом.',
      en: ' A link to GitHub or a code sample is a plus.',
    }),
  },
  {
    titleRu: 'Менеджер по проведению стартов',
    titleEn: 'Race operations manager',
    teamRu: 'Операции',
    teamEn: 'Operations',
    cityRu: 'Санкт-Петербург',
    cityEn: 'Saint Petersburg',
    employment: 'full-time',
    remote: false,
    daysAgo: 5,
    descriptionRu:
      '<p>Вы отвечаете за то, чтобы в день старта всё работало: регистрация, выдача стартовых пакетов, хронометраж и результаты.</p>' +
      section('Чем предстоит заниматься', [
        'Готовить старты вместе с организаторами: сроки, лимиты участников, слоты, стартовые пакеты',
        'Координировать волонтёров и подрядчиков по хронометражу в день старта',
        'Следить, чтобы результаты появлялись на сайте в течение часа после финиша',
      ]) +
      section('Что мы ждём', [
        'Опыт организации массовых спортивных или городских событий от двух лет',
        'Готовность к выездам на старты по выходным (около двух раз в месяц)',
        'Спокойствие, когда до старта десять минут, а принтер номеров не печатает',
      ]) +
      section('Что предлагаем', [
        'Компенсацию выездов и отгулы за работу в выходные',
        'ДМС и бесплатное участие в любых стартах платформы',
      ]),
    descriptionEn:
      '<p>You make sure that everything works on race day: registration, start pack pick-up, timing and results.</p>' +
      section('What you will do', [
        'Prepare races together with organizers: deadlines, participant limits, slots, start packs',
        'Coordinate volunteers and timing contractors on race day',
        'Make sure results reach the site within an hour of the finish',
      ]) +
      section('What we expect', [
        'Two or more years of organizing mass sports or city events',
        'Readiness to travel to races at weekends (about twice a month)',
        'Calm when the start is in ten minutes and the bib printer refuses to print',
      ]) +
      section('What we offer', [
        'Travel expenses and days off for weekend work',
        'Health insurance and free entry to any race on the platform',
      ]),
    ...howToApply(),
  },
  {
    titleRu: 'Специалист службы поддержки (частичная занятость)',
    titleEn: 'Support specialist (part-time)',
    teamRu: 'Поддержка',
    teamEn: 'Support',
    cityRu: 'Казань',
    cityEn: 'Kazan',
    employment: 'part-time',
    remote: false,
    daysAgo: 9,
    descriptionRu:
      '<p>Помогаете участникам с регистрацией, оплатой и результатами — по почте и в чате, по будням с 10:00 до 19:00 по Москве, 20 часов в неделю.</p>' +
      section('Чем предстоит заниматься', [
        'Отвечать на письма и сообщения участников и организаторов',
        'Разбираться с оплатами, возвратами и переносами регистраций',
        'Собирать частые вопросы и улучшать справку вместе с командой продукта',
      ]) +
      section('Что мы ждём', [
        'Грамотную письменную речь на русском и английском и доброжелательность',
        'Умение разобраться в чужой проблеме и довести её до решения',
        'Будет плюсом: свой опыт участия в забегах',
      ]),
    descriptionEn:
      '<p>You help participants with registration, payment and results — by mail and chat, on weekdays from 10:00 to 19:00 Moscow time, 20 hours a week.</p>' +
      section('What you will do', [
        'Answer mails and messages of participants and organizers',
        'Sort out payments, refunds and transfers of registrations',
        'Collect frequent questions and improve the help pages with the product team',
      ]) +
      section('What we expect', [
        'Clear, friendly written Russian and English',
        'The patience to understand someone else’s problem and see it solved',
        'A plus: you run races yourself',
      ]),
    ...howToApply(),
  },
  {
    titleRu: 'Аналитик данных',
    titleEn: 'Data analyst',
    teamRu: 'Аналитика',
    teamEn: 'Analytics',
    cityRu: 'Москва',
    cityEn: 'Moscow',
    employment: 'full-time',
    remote: false,
    daysAgo: 14,
    descriptionRu:
      '<p>Помогаете организаторам и нашей команде принимать решения на данных: как участники находят старты, где бросают регистрацию и какие цены работают.</p>' +
      section('Чем предстоит заниматься', [
        'Строить воронки регистрации и отчёты для организаторов',
        'Проводить A/B-тесты страниц событий и оформления заказа',
        'Искать закономерности в результатах и составе участников',
      ]) +
      section('Что мы ждём', [
        'Уверенный SQL (PostgreSQL) и Python или R',
        'Понимание статистики на уровне проверки гипотез',
        'Умение объяснить вывод человеку без аналитического бэкграунда',
      ]),
    descriptionEn:
      '<p>You help organizers and our team decide on data: how participants find races, where they abandon registration and which prices work.</p>' +
      section('What you will do', [
        'Build registration funnels and reports for organizers',
        'Run A/B tests of event pages and checkout',
        'Look for patterns in results and in who takes part',
      ]) +
      section('What we expect', [
        'Strong SQL (PostgreSQL) and Python or R',
        'Statistics good enough to test hypotheses',
        'The ability to explain a finding to someone without an analytics background',
      ]),
    ...howToApply(),
  },
  {
    titleRu: 'Бэкенд-разработчик (Node.js)',
    titleEn: 'Backend engineer (Node.js)',
    teamRu: 'Платформа',
    teamEn: 'Platform',
    cityRu: 'Любой город России',
    cityEn: 'Anywhere in Russia',
    employment: 'full-time',
    remote: true,
    daysAgo: 20,
    descriptionRu:
      '<p>Полностью удалённая работа в команде платформы: регистрации, лимиты участников, платежи и возвраты.</p>' +
      section('Чем предстоит заниматься', [
        'Развивать API на Node.js, Fastify и PostgreSQL',
        'Гарантировать, что последние места на старт не продаются дважды даже под нагрузкой',
        'Подключать платёжных провайдеров и сервисы хронометража',
      ]) +
      section('Что мы ждём', [
        'От трёх лет разработки серверных приложений на TypeScript или другом типизированном языке',
        'Хорошее знание SQL, транзакций и индексов PostgreSQL',
        'Привычку писать тесты к своему коду',
      ]),
    descriptionEn:
      '<p>A fully remote position in the platform team: registrations, participant limits, payments and refunds.</p>' +
      section('What you will do', [
        'Develop the API with Node.js, Fastify and PostgreSQL',
        'Guarantee that the last places of a race are never sold twice, even under load',
        'Connect payment providers and timing services',
      ]) +
      section('What we expect', [
        'Three or more years of server development in TypeScript or another typed language',
        'Good knowledge of SQL, transactions and PostgreSQL indexes',
        'The habit of writing tests for your code',
      ]),
    ...howToApply(),
  },
  {
    titleRu: 'Стажёр в отдел маркетинга',
    titleEn: 'Marketing intern',
    teamRu: 'Маркетинг',
    teamEn: 'Marketing',
    cityRu: 'Москва',
    cityEn: 'Moscow',
    employment: 'internship',
    remote: false,
    daysAgo: 30,
    descriptionRu:
      '<p>Трёхмесячная оплачиваемая стажировка с возможностью остаться в команде.</p>' +
      section('Чем предстоит заниматься', [
        'Готовить рассылки и публикации о стартах в социальных сетях',
        'Помогать с партнёрскими акциями и спецпроектами',
        'Бывать на стартах и снимать истории участников',
      ]) +
      section('Что мы ждём', [
        'Студентов старших курсов или выпускников',
        'Любовь к спорту и умение писать живо и без ошибок',
      ]),
    descriptionEn:
      '<p>A paid three-month internship with a chance to stay in the team.</p>' +
      section('What you will do', [
        'Prepare newsletters and social media posts about races',
        'Help with partner campaigns and special projects',
        'Go to races and tell the stories of participants',
      ]) +
      section('What we expect', [
        'Senior students or recent graduates',
        'A love of sport and lively, accurate writing',
      ]),
    ...howToApply({
      ru: ' Приложите пару своих текстов или публикаций.',
      en: ' Please attach a couple of your texts or posts.',
    }),
  },
];
