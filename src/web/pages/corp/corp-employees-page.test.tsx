import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  Employee,
  EmployeesImportPreview,
  EmployeesPage,
} from '../../../shared/schemas/corp-employees.js';
import { Providers } from '../../app/providers.js';
import { corpFrameContext } from '../../features/corp/corp-context.js';
import { corpEmployeesTexts } from '../../i18n/catalogs/corp-employees.js';
import { i18n, loadCatalog } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi, noContent } from '../../test/api.js';
import { CorpEmployeesPage } from './corp-employees-page.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  await loadCatalog(corpEmployeesTexts);
});

const LOAD = { timeout: 10_000 };
const URL = '/api/corp/companies/7/employees';

const employee = (over: Partial<Employee>): Employee => ({
  id: 1,
  lastName: 'Иванов',
  firstName: 'Иван',
  patronymic: '',
  gender: null,
  birthDate: null,
  email: null,
  phone: '',
  note: '',
  status: 'not_invited',
  invitedAt: null,
  consentedAt: null,
  ...over,
});

const IVANOV = employee({
  id: 1,
  patronymic: 'Иванович',
  gender: 'male',
  birthDate: '1985-04-12',
  email: 'ivanov@example.org',
  phone: '+79161234567',
  note: 'Отдел продаж',
});
const SMIRNOVA = employee({
  id: 2,
  lastName: 'Смирнова',
  firstName: 'Ольга',
  gender: 'female',
  birthDate: '1991-02-03',
  email: 'olga@example.org',
  status: 'linked',
  invitedAt: '2030-01-10T09:00:00Z',
  consentedAt: '2030-01-11T09:00:00Z',
});

const PAGE: EmployeesPage = {
  company: { id: 7, name: 'Ромашка' },
  canEdit: true,
  employees: [IVANOV, SMIRNOVA],
  total: 2,
  page: 1,
  pageSize: 25,
  notInvited: 1,
};

/** The page inside a frame that hands it company 7 (as pages/corp/corp-page.tsx does). */
function renderEmployees(
  path = '/corp/employees?company=7',
  role: 'admin' | 'manager' | 'support' = 'manager',
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = corpFrameContext({ id: 7, name: 'Ромашка', role }, role === 'support');
  const router = createMemoryRouter(
    [
      {
        path: '/corp',
        element: <Outlet context={context} />,
        children: [{ path: 'employees', element: <CorpEmployeesPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router };
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('corporate cabinet: employees', { timeout: 20_000 }, () => {
  it('lists employees with what the company sees; a linked one shows her profile without the phone', async () => {
    mockApi({ [`GET ${URL}`]: json(PAGE) });
    renderEmployees();
    expect(await screen.findByRole('heading', { name: 'Сотрудники', level: 1 }, LOAD)).toBeVisible();
    expect(await screen.findByText('Найдено 2 сотрудника', {}, LOAD)).toBeVisible();

    const ivanov = within(card('Иванов Иван Иванович'));
    expect(ivanov.getByText('Не приглашён')).toBeVisible();
    expect(ivanov.getByText('12 апреля 1985')).toBeVisible();
    expect(ivanov.getByText('+79161234567')).toBeVisible();
    expect(ivanov.getByText('Отдел продаж')).toBeVisible();
    expect(ivanov.getByRole('button', { name: 'Пригласить' })).toBeVisible();

    const olga = within(card('Смирнова Ольга'));
    expect(olga.getByText('Связал аккаунт')).toBeVisible();
    expect(olga.getByText('Данные из профиля сотрудника — изменить их может только он сам.')).toBeVisible();
    expect(olga.queryByText('Телефон')).toBeNull();
    expect(olga.queryByRole('button', { name: /Пригласить/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Пригласить 1 сотрудника' })).toBeVisible();
  });

  it('searches by the text typed, keeping it and the company in the address', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${URL}`]: ({ query }) => json(query.get('q') ? { ...PAGE, employees: [], total: 0 } : PAGE),
    });
    const { router } = renderEmployees();
    await user.type(await screen.findByLabelText('Поиск по имени или e-mail', {}, LOAD), 'петров');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?company=7&q=%D0%BF%D0%B5%D1%82%D1%80%D0%BE%D0%B2'),
    );
    expect(
      await screen.findByText('Никто не нашёлся. Проверьте написание или очистите поиск.', {}, LOAD),
    ).toBeVisible();
    expect(calls.gets(URL).at(-1)!.query.get('q')).toBe('петров');
  });

  it('adds an employee in a dialog; an e-mail already on the list is refused next to the field, nothing typed is lost', async () => {
    const user = userEvent.setup();
    let posts = 0;
    mockApi({
      [`GET ${URL}`]: json(PAGE),
      [`POST ${URL}`]: () =>
        ++posts === 1
          ? apiError(409, 'EMPLOYEE_EMAIL_TAKEN', 'Сотрудник с таким e-mail уже есть в списке компании.', {
              email: 'Сотрудник с таким e-mail уже есть в списке компании.',
            })
          : json(
              employee({ id: 9, lastName: 'Петров', firstName: 'Пётр', email: 'petrov@example.org' }),
              201,
            ),
    });
    renderEmployees();
    await user.click(await screen.findByRole('button', { name: 'Добавить сотрудника' }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Новый сотрудник' }, LOAD));
    await user.type(dialog.getByLabelText('Фамилия'), 'Петров');
    await user.type(dialog.getByLabelText('Имя'), 'Пётр');
    await user.selectOptions(dialog.getByLabelText('Пол (необязательно)'), 'Мужской');
    await user.type(dialog.getByLabelText('E-mail (необязательно)'), 'ivanov@example.org');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));

    const email = dialog.getByLabelText('E-mail (необязательно)');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/уже есть в списке компании/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(dialog.getByRole('alert')).toHaveTextContent('Проверьте отмеченные поля.');
    expect(dialog.getByLabelText('Фамилия')).toHaveValue('Петров');
    expect(calls.posts(URL)[0]!.body).toEqual({
      lastName: 'Петров',
      firstName: 'Пётр',
      patronymic: '',
      gender: 'male',
      birthDate: '',
      email: 'ivanov@example.org',
      phone: '',
      note: '',
    });

    await user.clear(email);
    await user.type(email, 'petrov@example.org');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.posts(URL)).toHaveLength(2);
  });

  it('edits a linked employee’s note only: her profile is shown, not editable', async () => {
    const user = userEvent.setup();
    mockApi({ [`GET ${URL}`]: json(PAGE), [`PUT ${URL}/2`]: json({ ...SMIRNOVA, note: 'Бухгалтерия' }) });
    renderEmployees();
    await user.click(
      await within(await screen.findByRole('listitem', { name: 'Смирнова Ольга' }, LOAD)).findByRole(
        'button',
        {
          name: 'Изменить',
        },
      ),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Данные сотрудника' }, LOAD));
    expect(dialog.getByText(/Компания может изменить только примечание/)).toBeVisible();
    expect(dialog.queryByLabelText('Фамилия')).toBeNull();
    await user.type(dialog.getByLabelText('Примечание (необязательно)'), 'Бухгалтерия');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.puts(`${URL}/2`)).toHaveLength(1));
    expect(calls.puts(`${URL}/2`)[0]!.body).toMatchObject({ note: 'Бухгалтерия' });
  });

  it('removes after a confirmation, and invites one employee', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${URL}`]: json(PAGE),
      [`DELETE ${URL}/1`]: noContent(),
      [`POST ${URL}/1/invite`]: json({ ...IVANOV, status: 'invited', invitedAt: '2030-02-01T10:00:00Z' }),
    });
    renderEmployees();
    const ivanov = within(await screen.findByRole('listitem', { name: 'Иванов Иван Иванович' }, LOAD));
    await user.click(ivanov.getByRole('button', { name: 'Пригласить' }));
    await waitFor(() => expect(calls.posts(`${URL}/1/invite`)).toHaveLength(1));
    await user.click(ivanov.getByRole('button', { name: 'Удалить' }));
    expect(ivanov.getByText(/Удалить Иванов Иван Иванович из списка\?/)).toBeVisible();
    await user.click(ivanov.getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() => expect(calls.deletes(`${URL}/1`)).toHaveLength(1));
  });

  it('support only looks: no add, upload, edit or invite', async () => {
    mockApi({ [`GET ${URL}`]: json({ ...PAGE, canEdit: false }) });
    renderEmployees('/corp/employees?company=7', 'support');
    expect(await screen.findByText(/Вы просматриваете список/, {}, LOAD)).toBeVisible();
    await screen.findByText('Найдено 2 сотрудника', {}, LOAD);
    expect(screen.queryByRole('button', { name: 'Добавить сотрудника' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Загрузить список' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Пригласить/ })).toBeNull();
  });
});

const PREVIEW: EmployeesImportPreview = {
  format: 'csv',
  encoding: 'windows-1251',
  delimiter: ';',
  accepted: 1,
  refused: 2,
  lines: [
    {
      line: 2,
      values: {
        lastName: 'Иванов',
        firstName: 'Иван',
        patronymic: '',
        gender: 'М',
        birthDate: '12.04.1985',
        email: 'i@example.org',
        phone: '',
        note: '',
      },
      errors: [],
    },
    {
      line: 3,
      values: {
        lastName: 'Петрова',
        firstName: 'Анна',
        patronymic: '',
        gender: 'кот',
        birthDate: '31.02.1990',
        email: '',
        phone: '',
        note: '',
      },
      errors: [
        { field: 'gender', message: '«кот» — не пол: пишите М или Ж (муж, жен, male, female)' },
        { field: 'birthDate', message: 'Такой даты не существует' },
      ],
    },
    {
      line: 4,
      values: {
        lastName: '',
        firstName: '',
        patronymic: '',
        gender: '',
        birthDate: '',
        email: '',
        phone: '',
        note: '',
      },
      errors: [{ field: 'line', message: 'Строку не удалось прочитать: кавычки расставлены неверно' }],
    },
  ],
};

describe('corporate cabinet: uploading a list of employees', { timeout: 20_000 }, () => {
  const file = (text: string, name = 'staff.csv') => new File([text], name, { type: 'text/csv' });

  it('checks the file line by line, shows each line’s errors by column, then adds the good lines', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${URL}`]: json(PAGE),
      [`POST ${URL}/import/preview`]: json(PREVIEW),
      [`POST ${URL}/import`]: json({ added: 1, refused: 2 }),
    });
    renderEmployees();
    await user.click(await screen.findByRole('button', { name: 'Загрузить список' }, LOAD));
    const panel = within(await screen.findByRole('region', { name: 'Загрузка списка сотрудников' }, LOAD));
    await user.click(panel.getByRole('button', { name: 'Проверить файл' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Выберите файл');
    expect(calls.posts(`${URL}/import/preview`)).toHaveLength(0);

    await user.upload(panel.getByLabelText('Файл CSV или XLSX'), file('Фамилия;Имя\nИванов;Иван\n'));
    await user.click(panel.getByRole('button', { name: 'Проверить файл' }));
    const table = await panel.findByRole('table', { name: 'Строки файла и результат проверки' }, LOAD);
    expect(panel.getByText(/Можно добавить: 1\. С ошибками: 2\./)).toBeVisible();
    expect(panel.getByText(/WINDOWS-1251, разделитель — точка с запятой/)).toBeVisible();
    // opened on the refused lines
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'СтрокаСотрудникПроверка',
      '3Петрова АннаПол: «кот» — не пол: пишите М или Ж (муж, жен, male, female)Дата рождения: Такой даты не существует',
      '4Строку не удалось прочитать: кавычки расставлены неверно',
    ]);
    await user.click(panel.getByLabelText('Только строки с ошибками'));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(calls.posts(`${URL}/import/preview`)[0]!.body).toContain('Иванов;Иван');

    await user.click(panel.getByRole('button', { name: 'Добавить 1 сотрудника' }));
    expect(
      await panel.findByText('Добавлен 1 сотрудник. Пропущено строк с ошибками: 2.', {}, LOAD),
    ).toBeVisible();
    expect(calls.posts(`${URL}/import`)[0]!.body).toContain('Иванов;Иван');
  });

  it('shows a refused file’s reason next to the file field, in English', async () => {
    await i18n.changeLanguage('en');
    await loadCatalog(corpEmployeesTexts);
    const user = userEvent.setup();
    mockApi({
      [`GET ${URL}`]: json(PAGE),
      [`POST ${URL}/import/preview`]: apiError(
        413,
        'EMPLOYEES_FILE_TOO_LARGE',
        'The file is too large: 2 MB at most. Split the list into parts.',
      ),
    });
    renderEmployees();
    await user.click(await screen.findByRole('button', { name: 'Upload a list' }, LOAD));
    const input = await screen.findByLabelText('CSV or XLSX file', {}, LOAD);
    await user.upload(input, file('x'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(/too large: 2 MB at most/, {}, LOAD)).toHaveAttribute('role', 'alert');
    expect(input).toHaveAccessibleDescription(/Up to 10,000 lines and 2 MB\. The file is too large/);
    expect(calls.posts(`${URL}/import`)).toHaveLength(0);
  });
});
