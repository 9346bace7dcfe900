import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { useNavigate } from 'react-router';
import type { StockShortage } from '../../../shared/errors.js';
import type { EntryValues, RegistrationContext } from '../../../shared/schemas/registration.js';
import { Skeleton } from '../../components/ui/query-state.js';
import { registrationKeys } from '../../features/registration/api/registration-keys.js';
import { orderFailureOf, usePlaceOrder } from '../../features/registration/api/place-order.js';
import type { GivenConsents } from '../../features/registration/components/order-step.js';
import { ParticipantsStep } from '../../features/registration/components/participants-step.js';
import {
  edit,
  goTo,
  NO_CHOICES,
  isFormStep,
  isTeamRace,
  orderRequest,
  participantName,
  screenIndex,
  screensOf,
  withForm,
  type Flow,
  type FlowParticipant,
  type ShownStep,
} from '../../features/registration/flow.js';
import { fitToStock } from '../../features/registration/order-preview.js';
import { orderProblems, type StepProblem } from '../../features/registration/problems.js';
import { usePromoCode } from '../../features/registration/use-promo-code.js';
import { CARD_INFO_KEY } from '../../features/registration-draft/api/get-card-info.js';
import { removeLocalDraft } from '../../features/registration-draft/local-draft.js';
import { notify } from '../../lib/notify.js';
import { startFlow } from './start-flow.js';
import { useDraftSync } from './use-draft-sync.js';
import styles from './register.module.css';

// the forms (react-hook-form, the phone and document fields) load when the first form step is near
const loadEntryForm = () => import('./entry-form.js');
const EntryForm = lazy(() => loadEntryForm().then((m) => ({ default: m.EntryForm })));
// the options and my-order steps (the pricing, the promo code) load while the first steps are filled in
const loadOptionsStep = () => import('../../features/registration/components/options-step.js');
const loadOrderStep = () => import('../../features/registration/components/order-step.js');
const OptionsStep = lazy(() => loadOptionsStep().then((m) => ({ default: m.OptionsStep })));
const OrderStep = lazy(() => loadOrderStep().then((m) => ({ default: m.OrderStep })));
// a team race's team step (issue 17), with its texts: individual races never load it
const loadTeamModule = () => import('./team-step.js');
const TeamStep = lazy(() => loadTeamModule().then((m) => m.loadTeamStep()));

/** The refusals of a team race's order that the team step fixes (the team changed, is not complete). */
const TEAM_REFUSALS = new Set(['TEAM_INCOMPLETE', 'TEAM_REQUIRED', 'TEAM_CLOSED', 'FORBIDDEN']);

interface RegisterFlowProps {
  context: RegistrationContext;
  userId: string;
  /** This race's success page (…/register/success): a free order, registered at once. */
  successPath: string;
  /** This race's payment step (…/register/payment): an order awaiting payment. */
  paymentPath: string;
}

/**
 * The registration steps (SPEC §2, §4): participants, a form per participant, my order. The flow is a
 * draft kept in this browser and on the server at every change, so Back, a reload or a lost connection
 * lose nothing; the order is sent once, and a refusal leads back to the step that can fix it. A placed
 * order goes on to the payment step, or, free, to the success page.
 */
export function RegisterFlow({ context, userId, successPath, paymentPath }: RegisterFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<Flow>(() => startFlow(context, userId));
  const latest = useRef(flow);
  const [parked] = useState(() => new Map<string, FlowParticipant>());
  const sync = useDraftSync(context, userId);
  const placing = usePlaceOrder(context.event.code, context.race.code);
  const sending = useRef(false);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  // a refused team order's message, on the team step
  const [teamProblem, setTeamProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, Record<string, string>>>({});
  // the order step's own fields (the chosen price, the agreements), and what the stock let it keep
  const [orderErrors, setOrderErrors] = useState<Record<string, string>>({});
  const [inStock, setInStock] = useState<ReadonlyMap<string, number>>(new Map());
  const [adjusted, setAdjusted] = useState<string[]>([]);

  const screens = screensOf(context, flow.draft.participants);
  const index = screenIndex(screens, flow);
  const screen = screens[index]!;
  const heading = useRef<HTMLHeadingElement>(null);
  const screenId = `${screen.step}:${screen.key ?? ''}`;
  const shown = useRef(screenId);

  // a new step: its heading gets the focus (and a screen reader reads where the user is)
  useEffect(() => {
    if (shown.current === screenId) return;
    shown.current = screenId;
    heading.current?.focus();
  }, [screenId]);

  // the next steps are fetched while the participants are chosen
  useEffect(() => {
    void loadEntryForm().then(() => Promise.all([loadOptionsStep(), loadOrderStep()]));
  }, []);

  const update = (change: (flow: Flow) => Flow) => {
    const next = change(latest.current);
    latest.current = next;
    setFlow(next);
    sync.changed(next);
  };

  const promo = usePromoCode(
    { eventCode: context.event.code, raceCode: context.race.code },
    flow.draft.promoCode ?? null,
    (code) => update((f) => edit(f, { promoCode: code }, new Date())),
  );

  const move = (by: number) => {
    const current = latest.current;
    const list = screensOf(context, current.draft.participants);
    const target = list[screenIndex(list, current) + by];
    if (!target) return;
    update((f) => goTo(f, target, new Date()));
    sync.flush();
  };
  const back = index > 0 ? () => move(-1) : null;

  const nameOf = (participant: FlowParticipant) => participantName(participant, context);

  /** What the order was cut to when some goods ran out (SPEC §8), as the my-order step lists it. */
  const adjustToStock = (shortages: readonly StockShortage[]) => {
    const choices = latest.current.draft.options ?? NO_CHOICES;
    update((f) => edit(f, { options: fitToStock(choices, shortages) }, new Date()));
    setInStock(new Map(shortages.map((s) => [`${s.itemId}:${s.variantId ?? ''}`, s.inStock])));
    setAdjusted(
      shortages.map((s) => {
        const item = context.options.items.find((i) => i.id === s.itemId);
        const variant = item?.variants.find((v) => v.id === s.variantId);
        const name = [item?.name, variant?.label].filter(Boolean).join(', ');
        return t('register.order.inStock', { name, count: s.inStock });
      }),
    );
  };

  const place = (consents: GivenConsents) => {
    if (sending.current) return;
    sending.current = true;
    sync.flush();
    const { draft } = latest.current;
    setOrderErrors({});
    placing.mutate(orderRequest(draft, consents, context), {
      onSuccess: (order) => {
        sync.stop();
        removeLocalDraft();
        void queryClient.invalidateQueries({ queryKey: CARD_INFO_KEY });
        const next = order.status === 'paid' ? successPath : paymentPath;
        void navigate(`${next}?order=${encodeURIComponent(order.orderNumber)}`);
      },
      onError: (error) => {
        const failure = orderFailureOf(error);
        // what the my-order step itself can fix: the goods left, the promo code, its own fields
        if (failure.kind === 'refusal' && failure.refusal.code === 'OUT_OF_STOCK') {
          adjustToStock(failure.refusal.stock);
          notify({ type: 'warning', title: failure.refusal.message || t('register.order.adjusted') });
          return;
        }
        if (failure.kind === 'refusal' && failure.refusal.code === 'PROMO_CODE_INVALID') {
          promo.refused(failure.refusal.message);
          notify({ type: 'error', title: failure.refusal.message });
          return;
        }
        if (failure.kind === 'refusal' && failure.refusal.code === 'ACCESS_CODE_REQUIRED') {
          notify({ type: 'error', title: failure.refusal.message });
          void queryClient.invalidateQueries({
            queryKey: registrationKeys.context(draft.eventCode, draft.raceCode),
          });
          return;
        }
        // a team race's team changed or is not complete: back to the team step, read again
        const teamRefused =
          (failure.kind === 'refusal' && TEAM_REFUSALS.has(failure.refusal.code)) ||
          (failure.kind === 'fields' && 'participants' in failure.fields);
        if (isTeamRace(context) && teamRefused) {
          const message =
            (failure.kind === 'refusal' ? failure.refusal.message : failure.fields['participants']) ||
            t('errors.tryLater');
          notify({ type: 'error', title: message });
          setTeamProblem(message);
          void queryClient.invalidateQueries({
            queryKey: registrationKeys.context(draft.eventCode, draft.raceCode),
          });
          const teamScreen = screensOf(context, latest.current.draft.participants).find(
            (s) => s.step === 'team',
          );
          if (teamScreen) {
            update((f) => goTo(f, teamScreen, new Date()));
            sync.flush();
          }
          return;
        }
        if (failure.kind === 'fields') {
          const own = Object.entries(failure.fields).filter(([path]) => !path.startsWith('participants.'));
          if (own.length === Object.keys(failure.fields).length) {
            setOrderErrors(Object.fromEntries(own));
            notify({ type: 'error', title: own[0]?.[1] ?? t('register.form.fixErrors') });
            return;
          }
        }
        const found = orderProblems(failure, draft, nameOf, t);
        notify({ type: 'error', title: found.toast });
        setProblem(found.problem);
        setFieldErrors(found.fields);
        if (found.reload) {
          void queryClient.invalidateQueries({
            queryKey: registrationKeys.context(draft.eventCode, draft.raceCode),
          });
        }
        const { fixAt } = found;
        const fix = screensOf(context, latest.current.draft.participants).find((s) =>
          fixAt === 'participants' ? s.step === 'participants' : fixAt !== null && s.key === fixAt.key,
        );
        if (fix) {
          update((f) => goTo(f, fix, new Date()));
          sync.flush();
        }
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const participant = screen.key ? flow.draft.participants.find((p) => p.key === screen.key) : undefined;
  const title = stepTitle(t, screen.step, participant ? nameOf(participant) : null);

  return (
    <section className={styles.flow} aria-labelledby="step-title">
      <div className={styles.progress}>
        <p className={styles.stepOf}>{t('register.stepOf', { current: index + 1, total: screens.length })}</p>
        <div className={styles.bar} aria-hidden="true">
          <span style={{ width: `${((index + 1) / screens.length) * 100}%` }} />
        </div>
      </div>
      <h2 id="step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h2>

      {screen.step === 'team' && (
        <Suspense fallback={<Skeleton lines={4} />}>
          <TeamStep
            context={context}
            problem={teamProblem}
            onContinue={() => {
              setTeamProblem(null);
              move(1);
            }}
          />
        </Suspense>
      )}

      {screen.step === 'participants' && (
        <ParticipantsStep
          context={context}
          flow={flow}
          parked={parked}
          problem={problem}
          onChange={(change) => {
            setProblem(null);
            update(change);
          }}
          onContinue={() => move(1)}
        />
      )}

      {isFormStep(screen.step) && participant && (
        <Suspense fallback={<Skeleton lines={4} />}>
          <EntryForm
            key={participant.key}
            fields={context.race.fields}
            kept={participant.form}
            child={childOf(context, participant)}
            own={participant.kind === 'self'}
            friend={participant.kind === 'friend'}
            note={
              participant.kind === 'friend' && participant.email
                ? t('register.form.invitation', { email: participant.email })
                : null
            }
            saveToProfile={
              participant.kind === 'friend'
                ? null
                : {
                    label:
                      participant.kind === 'self'
                        ? t('register.form.saveToMyProfile')
                        : t('register.form.saveToRelativeProfile', { name: nameOf(participant) }),
                    checked: participant.saveToProfile,
                    onChange: (checked) =>
                      update((f) =>
                        edit(
                          f,
                          {
                            participants: f.draft.participants.map((p) =>
                              p.key === participant.key ? { ...p, saveToProfile: checked } : p,
                            ),
                          },
                          new Date(),
                        ),
                      ),
                  }
            }
            serverErrors={fieldErrors[participant.key]}
            onChange={(values: EntryValues) =>
              update((f) => withForm(f, participant.key, values, new Date()))
            }
            onContinue={() => move(1)}
            onBack={back}
          />
        </Suspense>
      )}

      {screen.step === 'options' && (
        <Suspense fallback={<Skeleton lines={4} />}>
          <OptionsStep
            context={context}
            flow={flow}
            nameOf={nameOf}
            inStock={inStock}
            onChange={(options) => update((f) => edit(f, { options }, new Date()))}
            onContinue={() => move(1)}
            onBack={back}
          />
        </Suspense>
      )}

      {screen.step === 'order' && (
        <Suspense fallback={<Skeleton lines={4} />}>
          <OrderStep
            context={context}
            flow={flow}
            nameOf={nameOf}
            promo={promo}
            errors={orderErrors}
            adjusted={adjusted}
            onCustomPrice={(customPrice) => update((f) => edit(f, { customPrice }, new Date()))}
            busy={placing.isPending || placing.isSuccess}
            onBack={back}
            onPlace={place}
          />
        </Suspense>
      )}
    </section>
  );
}

function childOf(context: RegistrationContext, participant: FlowParticipant): boolean {
  if (participant.kind === 'self') return context.me.child;
  if (participant.kind === 'relative') {
    return context.relatives.find((r) => r.id === participant.relativeId)?.child ?? false;
  }
  return false;
}

function stepTitle(t: TFunction, step: ShownStep, name: string | null): string {
  const title = t(`register.steps.${step}`);
  return name && step !== 'my-form' ? t('register.stepFor', { step: title, name }) : title;
}
