import { z } from 'zod';
import { OFFLINE_PAYMENT_METHODS, PAYMENT_METHODS } from '../domain/payment-methods.js';
import { innProblem, isKpp, isSoleTraderInn } from '../domain/requisites.js';
import { v } from '../validation-messages.js';
import { ORDER_STATUSES } from './account.js';
import { moneySchema } from './money.js';

/*
 * Paying an order (SPEC §2 payment step and result pages, §4 order/payment states, §9 methods, DESIGN §6).
 *
 *   GET  /api/payments/orders/:number          → orderPaymentSchema   the payment step and the result pages
 *   POST /api/payments/orders/:number/pay      ← payRequestSchema → paymentStartedSchema (201)
 *   POST /api/payments/orders/:number/repeat   → orderPaymentSchema   an expired order holds its places again
 *   POST /api/payments/orders/:number/cancel   → orderPaymentSchema   the participant cancels an unpaid order
 *   POST /api/payments/orders/:number/refund   ← refundRequestSchema → orderPaymentSchema (organizer, support)
 *   POST /api/payments/notifications/:provider  the provider's notification (no session, no CSRF: signed)
 *   GET  /api/payments/sandbox/:paymentId      → sandboxPaymentSchema   the sandbox provider's hosted page
 *   POST /api/payments/sandbox/:paymentId      ← sandboxOutcomeSchema → { returnUrl }
 *   GET  /api/payments/orders/:number/receipt.pdf   what was paid (and refunded) of an order, a PDF
 *   GET  /api/payments/orders/:number/invoice.pdf   the invoice of an order paid by bank details, a PDF
 *   GET  /api/payments/invoices                     → invoicedOrdersSchema   the user's orders with an invoice
 */

export {
  isOnlineMethod,
  OFFLINE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  type OfflinePaymentMethod,
  type PaymentMethod,
  type RecordedPaymentMethod,
} from '../domain/payment-methods.js';
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const recordedPaymentMethodSchema = z.enum([...PAYMENT_METHODS, ...OFFLINE_PAYMENT_METHODS]);

/** The card brands the card method takes, and the Uzbek card systems (SPEC §9). */
export const CARD_BRANDS = ['mir', 'visa', 'mastercard', 'maestro', 'unionpay'] as const;
export const UZ_CARD_BRANDS = ['uzcard', 'humo'] as const;

/** SPEC §9: the installments' first part now, three more every two weeks, and the discount shown. */
export const INSTALLMENT_PARTS = 4;
export const INSTALLMENT_INTERVAL_DAYS = 14;
export const INSTALLMENT_DISCOUNT_KOPECKS = 10_000;
/** SPEC §9: a payment whose status has not changed within an hour: the payer is told to contact support. */
export const STUCK_PAYMENT_MS = 60 * 60 * 1000;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'declined', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const installmentSchema = z.object({
  /** 1…INSTALLMENT_PARTS */
  part: z.number().int(),
  dueAt: z.string(),
  amount: moneySchema,
  paid: z.boolean(),
});

export const paymentSchema = z.object({
  id: z.string(),
  method: recordedPaymentMethodSchema,
  status: z.enum(PAYMENT_STATUSES),
  amount: moneySchema,
  refunded: moneySchema,
  /** The installment this payment is for, if any. */
  part: z.number().int().nullable(),
  createdAt: z.string(),
  /** When its status last changed (the 1-hour help counts from here while pending). */
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The payment step and the result pages: the order, what it can be paid with, and its payments. */
export const orderPaymentSchema = z.object({
  order: z.object({
    number: z.string(),
    status: orderStatusSchema,
    /** End of the 20-minute payment window (SPEC §9) while awaiting payment. */
    expiresAt: z.string().nullable(),
    total: moneySchema,
    /** What is still to pay (installments: the parts not yet paid). */
    due: moneySchema,
    refunded: moneySchema,
    paidAt: z.string().nullable(),
  }),
  event: z.object({ code: z.string(), name: z.string(), startsAt: z.string(), timeZone: z.string() }),
  race: z.object({ code: z.string(), name: z.string() }),
  /** The methods the tenant and the event take, in SPEC §9's order. */
  methods: z.array(paymentMethodSchema),
  /** The installment plan: offered (before paying) or chosen (its parts and which are paid). */
  installments: z
    .object({ discount: moneySchema, total: moneySchema, schedule: z.array(installmentSchema) })
    .nullable(),
  /** Newest first. */
  payments: z.array(paymentSchema),
  /**
   * The invoice of the order's newest payment by bank details (GET …/invoice.pdf), if one was made out:
   * its payer, and the payment's page at the provider while that payment is pending.
   */
  invoice: z
    .object({
      payer: z.object({ name: z.string(), inn: z.string(), kpp: z.string(), address: z.string() }),
      issuedAt: z.string(),
      paymentUrl: z.string().nullable(),
    })
    .nullable(),
  support: z.object({
    email: z.string(),
    hours: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  }),
  /** The server's clock, so the countdown does not trust the device's. */
  now: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * The legal entity (or sole trader) an invoice by bank details is made out to: its name, INN (10 digits
 * for a company, 12 for a sole trader, check digits right), KPP (a company's; a sole trader has none) and
 * legal address.
 */
export const invoicePayerSchema = z
  .object({
    name: z.string(v('required')).trim().min(1, v('required')).max(200, v('tooLong')),
    inn: z
      .string(v('required'))
      .trim()
      .min(1, v('required'))
      .superRefine((inn, ctx) => {
        const problem = innProblem(inn);
        if (problem) {
          ctx.addIssue({
            code: 'custom',
            message: v(problem === 'format' ? 'innFormat' : 'innChecksum').error,
          });
        }
      }),
    kpp: z
      .string(v('stringExpected'))
      .trim()
      .toUpperCase()
      .refine((kpp) => kpp === '' || isKpp(kpp), v('kppFormat'))
      .default(''),
    address: z.string(v('required')).trim().min(1, v('required')).max(300, v('tooLong')),
  })
  .superRefine((payer, ctx) => {
    // the KPP's presence is judged against a valid INN only
    if (payer.inn === '' || innProblem(payer.inn) || (payer.kpp !== '' && !isKpp(payer.kpp))) return;
    if (isSoleTraderInn(payer.inn) && payer.kpp !== '') {
      ctx.addIssue({ code: 'custom', path: ['kpp'], message: v('kppSoleTrader').error });
    } else if (!isSoleTraderInn(payer.inn) && payer.kpp === '') {
      ctx.addIssue({ code: 'custom', path: ['kpp'], message: v('kppRequired').error });
    }
  });
/** What the payer types (the KPP may be left out). */
export type InvoicePayerInput = z.input<typeof invoicePayerSchema>;
export type InvoicePayer = z.output<typeof invoicePayerSchema>;

/**
 * Pay the order by `method`. 'bank-details' makes out an invoice to `payer` (required the first time; a
 * later payment by bank details of the same order takes the last invoice's payer when none is given).
 */
export const payRequestSchema = z.object({
  method: paymentMethodSchema,
  payer: invoicePayerSchema.optional(),
});
export type PayRequest = z.output<typeof payRequestSchema>;

/** The bank-details form of the payment step: the payer, under `payer.*` as the pay call's fields. */
export const invoiceFormSchema = z.object({ payer: invoicePayerSchema });

/** GET /api/payments/invoices: the numbers of the signed-in user's orders that have an invoice. */
export const invoicedOrdersSchema = z.object({ numbers: z.array(z.string()) });

export const paymentStartedSchema = z.object({
  paymentId: z.string(),
  /** Where the payer goes to pay: the provider's page (the sandbox's own, or YooKassa's). */
  confirmationUrl: z.string(),
});
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

export const refundRequestSchema = z.object({
  /** Kopecks; the whole paid amount when absent. */
  amount: z.number().int().positive().optional(),
  reason: z.string().trim().min(1).max(500),
});

/** The sandbox provider's hosted page: what is paid, how, and (QR, FPS) the code to scan. */
export const sandboxPaymentSchema = z.object({
  id: z.string(),
  method: paymentMethodSchema,
  amount: moneySchema,
  description: z.string(),
  status: z.enum(['pending', 'succeeded', 'declined', 'abandoned']),
  /** QR and FPS: the payload the QR code carries (a link the payer's bank app opens). */
  qrPayload: z.string().nullable(),
  returnUrl: z.string(),
});
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

export const SANDBOX_OUTCOMES = ['success', 'decline', 'abandon'] as const;
export const sandboxOutcomeSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });
export const sandboxOutcomeAnswerSchema = z.object({ returnUrl: z.string() });
