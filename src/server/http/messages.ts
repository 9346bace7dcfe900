import type { Language } from '../../shared/constants.js';
import { OVERLOAD_WAIT_MINUTES } from '../../shared/constants.js';
import type { ErrorCode } from '../../shared/errors.js';

/** The server's own texts, answered as `error.message` in the request's culture (`_rr_culture`). */
const MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  BAD_REQUEST: {
    ru: 'Некорректный запрос.',
    en: 'The request is not valid.',
  },
  VALIDATION_FAILED: {
    ru: 'Проверьте введённые данные.',
    en: 'Please check the data you entered.',
  },
  INVALID_JSON: {
    ru: 'Тело запроса не является корректным JSON.',
    en: 'The request body is not valid JSON.',
  },
  PAYLOAD_TOO_LARGE: {
    ru: 'Слишком большой запрос.',
    en: 'The request is too large.',
  },
  NOT_FOUND: {
    ru: 'Страница не найдена.',
    en: 'Not found.',
  },
  UNAUTHORIZED: {
    ru: 'Войдите, чтобы продолжить.',
    en: 'Please sign in to continue.',
  },
  FORBIDDEN: {
    ru: 'Недостаточно прав.',
    en: 'You do not have permission to do this.',
  },
  CSRF_REJECTED: {
    ru: 'Запрос с другого сайта отклонён.',
    en: 'A request from another site was rejected.',
  },
  RATE_LIMITED: {
    ru: 'Слишком много запросов. Попробуйте позже.',
    en: 'Too many requests. Try later.',
  },
  OVERLOADED: {
    ru: `Загрузка страниц временно приостановлена. Подождите ${OVERLOAD_WAIT_MINUTES} минут.`,
    en: `Page loading is temporarily suspended. Please wait ${OVERLOAD_WAIT_MINUTES} minutes.`,
  },
  INTERNAL: {
    ru: 'Произошла ошибка. Попробуйте позже.',
    en: 'An error occurred. Try later.',
  },
  INVALID_CREDENTIALS: {
    ru: 'Неверный email или пароль.',
    en: 'Wrong email or password.',
  },
  EMAIL_NOT_CONFIRMED: {
    ru: 'Подтвердите email: мы отправили письмо со ссылкой.',
    en: 'Please confirm your email: we have sent you a link.',
  },
  SIGN_IN_LOCKED: {
    ru: 'Слишком много попыток входа. Попробуйте снова через {minutes} мин.',
    en: 'Too many sign-in attempts. Try again in {minutes} min.',
  },
  SIGN_IN_SLOWED: {
    ru: 'Слишком много попыток входа в этот аккаунт. Попробуйте снова через {seconds} с или войдите по ссылке из письма.',
    en: 'Too many sign-in attempts on this account. Try again in {seconds} s, or sign in with a link sent by e-mail.',
  },
  AUTH_MAIL_LIMIT: {
    ru: 'Слишком много писем запрошено. Попробуйте снова через {minutes} мин.',
    en: 'Too many e-mails requested. Try again in {minutes} min.',
  },
  AUTH_BUSY: {
    ru: 'Сейчас слишком много входов одновременно. Попробуйте ещё раз через минуту.',
    en: 'Too many sign-ins at once right now. Please try again in a minute.',
  },
  TOKEN_INVALID: {
    ru: 'Ссылка недействительна.',
    en: 'This link is not valid.',
  },
  TOKEN_EXPIRED: {
    ru: 'Срок действия ссылки истёк. Запросите новую.',
    en: 'This link has expired. Please ask for a new one.',
  },
  TOKEN_USED: {
    ru: 'Эта ссылка уже использована.',
    en: 'This link has already been used.',
  },
  ACCOUNT_NOT_FOUND: {
    ru: 'Аккаунт не найден',
    en: 'Account not found',
  },
  RELATIVE_ALREADY_ADDED: {
    ru: 'Этот человек уже есть среди ваших родственников.',
    en: 'This person is already among your relatives.',
  },
  RELATIVE_IS_SELF: {
    ru: 'Нельзя добавить себя в родственники.',
    en: 'You cannot add yourself as a relative.',
  },
  RELATIVE_LOOKUP_LIMIT: {
    ru: 'Слишком много поисков аккаунтов за сутки. Попробуйте снова через {hours} ч.',
    en: 'Too many account look-ups today. Try again in {hours} h.',
  },
  RELATIVE_INVITE_LIMIT: {
    ru: 'Приглашение на этот адрес уже отправлено сегодня. Отправить ещё одно можно через {hours} ч.',
    en: 'An invitation has already been sent to this address today. You can send another in {hours} h.',
  },
  IMAGE_TYPE: {
    ru: 'Загрузите изображение JPEG, PNG или WebP.',
    en: 'Please upload a JPEG, PNG or WebP image.',
  },
  IMAGE_TOO_LARGE: {
    ru: 'Файл слишком большой: не более 5 МБ.',
    en: 'The file is too large: 5 MB at most.',
  },
  // registration (issue 14): SPEC §8's texts as written where it has them (the web's raceState.explain)
  LIMIT_REACHED: {
    ru: 'Регистрация на мероприятие невозможна, так как достигнут лимит участников',
    en: 'Registration for the event is not possible, because the limit of participants is reached',
  },
  REGISTRATION_NOT_POSSIBLE: {
    ru: 'Регистрация на мероприятие невозможна',
    en: 'Registration for the event is not possible',
  },
  ALREADY_SUBMITTED_MYSELF: {
    ru: 'Вы уже зарегистрированы',
    en: 'You are already registered',
  },
  MYSELF_DONT_EXIST_SLOTS: {
    ru: 'Для вас не осталось мест: достигнут лимит участников. Уберите себя из заказа или выберите другую дистанцию.',
    en: 'There is no place left for you: the limit of participants is reached. Remove yourself from the order or choose another race.',
  },
  MYSELF_DONT_BUY_SLOTS: {
    ru: 'Дети участвуют в этом забеге только вместе со взрослым: добавьте в заказ себя.',
    en: 'Children run this race only with an accompanying adult: add yourself to the order.',
  },
  ALREADY_SUBMITTED_SELECTED_PAYER: {
    ru: 'У выбранного плательщика уже есть неоплаченный заказ на эту дистанцию. Оплатите его в разделе «Мои заказы» или дождитесь, пока бронь истечёт.',
    en: 'The chosen payer already has an order for this race awaiting payment. Pay it in My orders or wait until its hold expires.',
  },
  ALREADY_SUBMITTED_CHILDREN: {
    ru: 'Ваш ребёнок уже зарегистрирован на эту дистанцию. Уберите его из заказа, чтобы продолжить.',
    en: 'Your child is already registered for this race. Remove them from the order to continue.',
  },
  NO_CHILDREN_SLOTS: {
    ru: 'Детских мест на этой дистанции не осталось. Уберите ребёнка из заказа или выберите другую дистанцию.',
    en: "There are no children's places left in this race. Remove the child from the order or choose another race.",
  },
  ALREADY_REGISTERED: {
    ru: '{name} уже зарегистрирован(а) на эту дистанцию. Уберите участника из заказа, чтобы продолжить.',
    en: '{name} is already registered for this race. Remove them from the order to continue.',
  },
  PARTICIPANT_TWICE: {
    ru: '{name} указан(а) в заказе дважды. Уберите повтор, чтобы продолжить.',
    en: '{name} is in the order twice. Remove the repeat to continue.',
  },
  NOT_ELIGIBLE: {
    ru: '{name} не подходит по полу или возрасту для этой дистанции. Уберите участника из заказа или выберите другую дистанцию.',
    en: "{name} does not meet this race's gender or age requirements. Remove them from the order or choose another race.",
  },
  // options, prices and promo codes (issue 15): SPEC §8's texts as written
  OUT_OF_STOCK: {
    ru: 'Некоторых товаров в корзине нет в наличии',
    en: 'Some goods in cart are out of stock',
  },
  PROMO_CODE_INVALID: {
    ru: 'Промокод недействителен',
    en: 'Promo-code is invalid',
  },
  ACCESS_CODE_INVALID: {
    ru: 'Вы ввели неверный или недействительный промокод',
    en: 'You have entered an incorrect or invalid promo code',
  },
  ACCESS_CODE_REQUIRED: {
    ru: 'Регистрация на эту дистанцию открывается по промокоду. Введите его на странице регистрации.',
    en: 'Registration for this race opens with a promo code. Enter it on the registration page.',
  },
  PROMO_CODE_LIMIT: {
    ru: 'Слишком много попыток ввести промокод. Попробуйте через {minutes} мин.',
    en: 'Too many promo code attempts. Try again in {minutes} min.',
  },
  PAYMENT_TIME_EXPIRED: {
    ru: 'Время на оплату истекло',
    en: 'Time for payment has expired',
  },
  ORDER_NOT_PAYABLE: {
    ru: 'Этот заказ уже нельзя оплатить: он оплачен, отменён или возвращён.',
    en: 'This order can no longer be paid: it is paid, cancelled or refunded.',
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    ru: 'Этот способ оплаты недоступен для заказа. Выберите другой.',
    en: 'This payment method is not available for the order. Choose another one.',
  },
  PAYMENT_FAILED: {
    ru: 'Попробуйте ещё раз или выберите другой способ оплаты.',
    en: 'Try again or change your payment method.',
  },
  REFUND_NOT_POSSIBLE: {
    ru: 'Возврат невозможен: заказ не оплачен или сумма больше оплаченной.',
    en: 'A refund is not possible: the order is not paid or the amount is more than was paid.',
  },
  RECEIPT_NOT_AVAILABLE: {
    ru: 'Квитанции пока нет: по заказу ещё ничего не оплачено.',
    en: 'There is no receipt yet: nothing has been paid for the order.',
  },
  INVOICE_NOT_AVAILABLE: {
    ru: 'Счёта нет: выберите оплату по реквизитам и укажите данные плательщика.',
    en: "There is no invoice: choose payment by bank details and enter the payer's details.",
  },
  // teams and relays (issue 17): SPEC §8's texts as written
  TEAM_EXISTS: {
    ru: 'Такая команда уже существует',
    en: 'Such a command already exists',
  },
  TEAM_NOT_FOUND: {
    ru: 'Команда не найдена. Проверьте код.',
    en: 'Team not found. Please check the code.',
  },
  ALREADY_MEMBER: {
    ru: 'Вы уже участник',
    en: 'You are already a member',
  },
  ALREADY_IN_TEAM: {
    ru: '{name} уже в другой команде этой дистанции. В одной дистанции можно быть только в одной команде.',
    en: '{name} is already in another team of this race. One can be in only one team of a race.',
  },
  TEAM_FULL: {
    ru: 'В команде нет свободных мест: все места уже заняты.',
    en: 'The team is full: every place in it is taken.',
  },
  TEAM_CLOSED: {
    ru: 'Состав команды больше нельзя изменить: регистрация закрыта или команда уже оформила заказ.',
    en: "The team can no longer be changed: registration is closed or the team's order is placed.",
  },
  TEAM_CHANGED: {
    ru: 'Состав команды изменился, пока вы оформляли заказ. Проверьте участников и попробуйте ещё раз.',
    en: "The team's members changed while you were placing the order. Check the members and try again.",
  },
  TEAM_INCOMPLETE: {
    ru: 'Добавьте всех участников команды, чтобы продолжить.',
    en: 'Add all team members to continue.',
  },
  TEAM_REQUIRED: {
    ru: 'Это командная дистанция: создайте команду или вступите в неё по коду.',
    en: 'This is a team race: create a team or join one by code.',
  },
  CAPTAIN_CANNOT_LEAVE: {
    ru: 'Капитана нельзя убрать из команды.',
    en: 'The captain cannot be removed from the team.',
  },
  MEMBER_REGISTERED: {
    ru: 'За место {name} уже оформлен заказ: участника можно только заменить.',
    en: "{name}'s place is already in an order: the member can only be swapped.",
  },
  QUESTION_ANSWERED: {
    ru: 'На этот вопрос уже ответили. Обновите список, чтобы увидеть ответ.',
    en: 'This question has already been answered. Refresh the list to see the answer.',
  },
  QUESTION_CLOSED: {
    ru: 'Организатор закрыл этот вопрос без ответа — ответить на него больше нельзя.',
    en: 'The organizer closed this question without an answer; it can no longer be answered.',
  },
  // who works in an organizer's cabinet (issue 18 item 1)
  MEMBER_EXISTS: {
    ru: 'Этот человек уже работает в кабинете организатора. Измените его роль в списке.',
    en: "This person already works in the organizer's cabinet. Change their role in the list.",
  },
  LAST_OWNER: {
    ru: 'У организатора должен остаться хотя бы один владелец. Сначала назначьте владельцем другого участника.',
    en: 'The organizer must keep at least one owner. Make another member an owner first.',
  },
  // a race deleted in the cabinet's race editor (issue 18, ADR 029)
  RACE_HAS_ENTRIES: {
    ru: 'На эту дистанцию уже регистрировались, поэтому удалить её нельзя: заказы, участники и результаты ссылаются на неё. Чтобы новых заявок не было, закройте на ней регистрацию.',
    en: 'People have already registered for this race, so it cannot be deleted: orders, entries and results refer to it. To stop new entries, close its registration instead.',
  },
  // certificates for the tax deduction (issue 19, ADR 030)
  TAX_NOTHING_PAID: {
    ru: 'В {year} году за участие этого человека ничего не оплачено (или всё возвращено) — справку выдать не из чего. Выберите другой год или участника.',
    en: 'Nothing was paid in {year} for this person taking part (or it was all refunded), so there is nothing to certify. Choose another year or participant.',
  },
  TAX_NOT_LISTED: {
    ru: 'В {year} году участие этого человека оплачено только организаторам, которых нет в перечне Минспорта: такие оплаты к вычету не принимаются, и справку они не выдают.',
    en: "In {year}, this person's entries were paid only to organizers that are not in the Ministry of Sport's list: such payments do not count for the deduction, and they issue no certificate.",
  },
  TAX_ALREADY_ISSUED: {
    ru: 'Справки за {year} год на этого участника уже выданы и ничего в них не изменилось — скачайте их в списке «Мои справки».',
    en: 'The certificates for {year} for this participant are already issued and nothing in them has changed: download them from "My certificates".',
  },
  TAX_PROFILE_INCOMPLETE: {
    ru: 'Справка называет налогоплательщика и участника по фамилии, имени и дате рождения: заполните их в профиле.',
    en: 'A certificate names the taxpayer and the participant by surname, first name and date of birth: fill them in in your profile.',
  },
  TAX_CERTIFICATE_REPLACED: {
    ru: 'Эту справку уже заменила более новая. Обновите список.',
    en: 'A newer certificate has already replaced this one. Refresh the list.',
  },
  TAX_ORGANIZER_NOT_LISTED: {
    ru: 'Организатора нет в перечне Минспорта: новую справку он выдать не может.',
    en: "The organizer is not in the Ministry of Sport's list, so it cannot issue a new certificate.",
  },
  // a company and its users in the corporate cabinet (issue 19 items 5 and 9, ADR 031)
  COMPANY_MEMBER_EXISTS: {
    ru: 'Этот человек уже работает в кабинете компании. Измените его роль в списке.',
    en: "This person already works in the company's cabinet. Change their role in the list.",
  },
  LAST_COMPANY_ADMIN: {
    ru: 'У компании должен остаться хотя бы один администратор. Сначала назначьте администратором другого пользователя.',
    en: 'The company must keep at least one admin. Make another user an admin first.',
  },
  COMPANY_INVITATION_INVALID: {
    ru: 'Приглашение не найдено, отозвано или уже принято. Попросите администратора компании прислать новое.',
    en: "This invitation is unknown, withdrawn or already accepted. Ask the company's admin for a new one.",
  },
  COMPANY_INVITATION_OTHER_EMAIL: {
    ru: 'Приглашение отправлено на {email}. Войдите в аккаунт с этим адресом, чтобы принять его.',
    en: 'The invitation was sent to {email}. Sign in to the account with this address to accept it.',
  },
  LEAD_HAS_COMPANY: {
    ru: 'По этой заявке компания уже создана.',
    en: 'A company has already been created from this lead.',
  },
  // a company's employees in the corporate cabinet (issue 19 item 6, ADR 031)
  EMPLOYEE_EMAIL_TAKEN: {
    ru: 'Сотрудник с таким e-mail уже есть в списке компании.',
    en: 'An employee with this e-mail is already on the company’s list.',
  },
  EMPLOYEE_NO_EMAIL: {
    ru: 'У сотрудника нет e-mail: укажите его, чтобы отправить приглашение.',
    en: 'The employee has no e-mail: add one to send the invitation.',
  },
  EMPLOYEE_LINKED: {
    ru: 'Сотрудник уже связал свой аккаунт: приглашение не нужно.',
    en: 'The employee has already linked their account: no invitation is needed.',
  },
  EMPLOYEES_FILE_INVALID: {
    ru: 'Файл не принят: {reason}.',
    en: 'The file was not accepted: {reason}.',
  },
  EMPLOYEES_FILE_TOO_LARGE: {
    ru: 'Файл слишком большой: не более 2 МБ. Разделите список на части.',
    en: 'The file is too large: 2 MB at most. Split the list into parts.',
  },
  EMPLOYEE_INVITATION_INVALID: {
    ru: 'Ссылка-приглашение не найдена или уже использована. Попросите компанию прислать новую.',
    en: 'This invitation link is unknown or has already been used. Ask the company for a new one.',
  },
  EMPLOYEE_ALREADY_LINKED: {
    ru: 'Ваш аккаунт уже связан с другим сотрудником компании «{company}».',
    en: 'Your account is already linked to another employee of {company}.',
  },
  // bulk registration in the corporate cabinet (issue 19 item 7, ADR 031)
  CORP_EMPLOYEES_UNKNOWN: {
    ru: 'Некоторых выбранных сотрудников нет в списке компании (их могли удалить). Обновите страницу и выберите снова.',
    en: "Some of the chosen employees are not on the company's list (they may have been removed). Reload the page and choose again.",
  },
  CORP_NOT_ELIGIBLE: {
    ru: 'Не подходят по полу или возрасту для этой дистанции: {names}. Уберите их из заказа или выберите другую дистанцию.',
    en: "Do not meet this race's gender or age requirements: {names}. Remove them from the order or choose another race.",
  },
  CORP_ALREADY_REGISTERED: {
    ru: 'Уже зарегистрированы на эту дистанцию: {names}. Уберите их из заказа, чтобы продолжить.',
    en: 'Already registered for this race: {names}. Remove them from the order to continue.',
  },
  CORP_PLACES_LEFT: {
    ru: 'Осталось мест: {left}, а в заказе {asked}. Уменьшите заказ или выберите другую дистанцию.',
    en: 'Places left: {left}, and the order asks for {asked}. Make the order smaller or choose another race.',
  },
  CORP_REQUISITES_MISSING: {
    ru: 'Чтобы выставить счёт, заполните реквизиты компании: юридическое название, ИНН, КПП и юридический адрес.',
    en: "To make out an invoice, fill in the company's requisites: legal name, INN, KPP and legal address.",
  },
  CORP_PLACE_CLAIMED: {
    ru: 'Это место уже занял человек по ссылке: новую ссылку на него выдать нельзя.',
    en: 'Somebody has already taken this place by its link: it cannot get a new link.',
  },
  TEAM_CODE_LIMIT: {
    ru: 'Слишком много попыток ввести код команды. Попробуйте через {minutes} мин.',
    en: 'Too many team code attempts. Try again in {minutes} min.',
  },
  // start numbers in the organizer cabinet (issue 18 item 4)
  BIB_TAKEN: {
    ru: 'Номер {bib} уже у другого участника этой дистанции.',
    en: 'Number {bib} is already taken by another participant of this race.',
  },
  BIB_RANGE_MISSING: {
    ru: 'Сначала задайте диапазон номеров дистанции.',
    en: "Set the race's range of numbers first.",
  },
  BIB_RANGE_FULL: {
    ru: 'Не хватает номеров: нужно {needed}, в диапазоне свободно {free}. Расширьте диапазон — номера не выданы.',
    en: 'Not enough numbers: {needed} needed, {free} free in the range. Widen the range; no numbers were given.',
  },
  // results import in the organizer cabinet (issue 18 item 6)
  RESULTS_FILE_INVALID: {
    ru: 'Файл не принят: {reason}.',
    en: 'The file was not accepted: {reason}.',
  },
  RESULTS_FILE_TOO_LARGE: {
    ru: 'Файл слишком большой: не более 10 МБ.',
    en: 'The file is too large: 10 MB at most.',
  },
  RESULTS_REFUSED: {
    ru: 'Ничего не загружено: в файле есть строки с ошибками ({count}), например строка {lines}. Исправьте их и загрузите файл снова.',
    en: 'Nothing was imported: the file has lines with errors ({count}), such as line {lines}. Correct them and upload the file again.',
  },
  RESULTS_IMPORT_LIMIT: {
    ru: 'Слишком много загрузок результатов. Попробуйте снова через {minutes} мин.',
    en: 'Too many results uploads. Try again in {minutes} min.',
  },
  // the start-pack point (issue 18 item 5, ADR 025)
  START_PACK_GIVEN: {
    ru: 'Стартовый пакет уже выдан: {by}, {at}.',
    en: 'The start pack has already been given: by {by}, {at}.',
  },
  START_PACK_UNPAID: {
    ru: 'Регистрация не оплачена — стартовый пакет выдаётся после оплаты.',
    en: 'The entry is not paid: the start pack is given once it is paid.',
  },
  OFFLINE_REGISTRATION_CLOSED: {
    ru: 'На этой дистанции нельзя зарегистрировать на месте: онлайн-регистрация не закрыта или старт уже прошёл.',
    en: 'This race cannot be registered for here: its online registration is not closed, or the race has started.',
  },
  OFFLINE_ALREADY_REGISTERED: {
    ru: '{name} уже зарегистрирован(а) на дистанцию «{race}»: найдите участника поиском.',
    en: '{name} is already registered for “{race}”: find them with the search.',
  },
  ENTRY_LOCKED: {
    ru: 'Эту регистрацию уже нельзя изменить: бронь истекла, регистрация отменена или старт уже прошёл.',
    en: 'This entry can no longer be changed: its hold expired, it was cancelled or the race has started.',
  },
  // an entry changed in the organizer cabinet; the support desk (issue 18 items 3 and 8, ADR 026)
  ENTRY_NOT_CONFIRMED: {
    ru: 'Перенести можно только подтверждённую (оплаченную) регистрацию.',
    en: 'Only a confirmed (paid) entry can be moved to another race.',
  },
  MOVE_RACE_FULL: {
    ru: 'На дистанции «{race}» не осталось мест. Участник остался на прежней дистанции.',
    en: 'No place is left in “{race}”. The participant stays in their race.',
  },
  MOVE_NOT_ELIGIBLE: {
    ru: '{name} не подходит по полу или возрасту для дистанции «{race}».',
    en: '{name} does not meet the gender or age rules of “{race}”.',
  },
  MOVE_ALREADY_REGISTERED: {
    ru: '{name} уже зарегистрирован(а) на дистанцию «{race}».',
    en: '{name} is already registered for “{race}”.',
  },
  CONFIRMATION_NOT_AVAILABLE: {
    ru: 'Письмо-подтверждение отправляется только по оплаченному заказу.',
    en: 'A confirmation mail is sent only for a paid order.',
  },
};

/** The explanations of TEAM_EXISTS's codes and of the captain's refusal (SPEC §8: each its own). */
export const TEAM_EXPLANATIONS = {
  1: {
    ru: 'Команда с таким названием уже зарегистрирована на эту дистанцию. Выберите другое название.',
    en: 'A team with this name is already registered for this race. Choose another name.',
  },
  2: {
    ru: 'Вы уже капитан команды на этой дистанции: она в разделе «Мои команды».',
    en: 'You are already the captain of a team in this race: find it in My teams.',
  },
  captain: {
    ru: 'Капитан оформляет заказ команды и отвечает за её состав. Чтобы сменить капитана, расформируйте команду и создайте новую.',
    en: "The captain places the team's order and answers for its members. To change the captain, disband the team and create a new one.",
  },
} as const satisfies Record<string, Record<Language, string>>;

/** The text of a code in a language, with `{name}` placeholders filled from params. */
export function message(code: ErrorCode, lang: Language, params?: Record<string, string | number>): string {
  const text = MESSAGES[code][lang];
  return params ? text.replace(/\{(\w+)\}/g, (all, name: string) => String(params[name] ?? all)) : text;
}
