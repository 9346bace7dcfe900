import { useTranslation } from '../../../i18n/shared-translation.js';
import type { CARD_BRANDS, PaymentMethod, UZ_CARD_BRANDS } from '../../../../shared/schemas/payments.js';
import styles from './payments.module.css';

/*
 * The payment methods' badges: small wordmarks and glyphs drawn here (no images from outside, no brand
 * artwork copied), each an image with its name. A card method shows the card systems it takes (SPEC §9).
 */

type Brand = (typeof CARD_BRANDS)[number] | (typeof UZ_CARD_BRANDS)[number];
type Glyph = 'qr' | 'bank' | 'invoice' | 'parts';
type LogoName = Brand | Exclude<PaymentMethod, 'card' | 'uzcard'>;

interface Badge {
  name: LogoName;
  /** A wordmark, or a glyph drawn below. */
  text?: string;
  glyph?: Glyph;
  background: string;
  color: string;
}

const word = (name: LogoName, text: string, background: string, color = '#ffffff'): Badge => ({
  name,
  text,
  background,
  color,
});
const glyph = (name: LogoName, drawn: Glyph): Badge => ({
  name,
  glyph: drawn,
  background: '#eef2f8',
  color: '#0e1726',
});

const CARD: Badge[] = [
  word('mir', 'МИР', '#0b6b47'),
  word('visa', 'VISA', '#1a2a6c'),
  word('mastercard', 'mastercard', '#2b2b2b'),
  word('maestro', 'maestro', '#3a4a5c'),
  word('unionpay', 'UnionPay', '#0f5e74'),
];
const UZ: Badge[] = [word('uzcard', 'UZCARD', '#14467a'), word('humo', 'HUMO', '#7a4a12')];

const BADGES: Record<PaymentMethod, Badge[]> = {
  card: CARD,
  uzcard: UZ,
  qr: [glyph('qr', 'qr')],
  'bank-transfer': [glyph('bank-transfer', 'bank')],
  'bank-details': [glyph('bank-details', 'invoice')],
  fps: [word('fps', 'СБП', '#3d2a73')],
  installments: [glyph('installments', 'parts')],
  paypal: [word('paypal', 'PayPal', '#1b3f7a')],
  erip: [word('erip', 'ЕРИП', '#1d5b3a')],
  express: [word('express', 'EXPRESS', '#5b1d4a')],
  'alfa-fps': [word('alfa-fps', 'А · СБП', '#a3151b')],
};

const HEIGHT = 24;
/** A wordmark's width: its letters at the badge's font size, and a margin either side. */
const widthOf = (text: string) => Math.round(14 + text.length * 7.4);

function GlyphPaths({ glyph: drawn, color }: { glyph: Glyph; color: string }) {
  switch (drawn) {
    case 'qr':
      return (
        <g fill={color}>
          <path d="M9 5h6v6H9zM25 5h6v6h-6zM9 13h6v6H9z" fillOpacity="0" stroke={color} strokeWidth="1.6" />
          <path d="M11 7h2v2h-2zM27 7h2v2h-2zM11 15h2v2h-2zM18 6h2v2h-2zM18 10h3v2h-3zM22 14h2v2h-2zM26 13h3v3h-3zM18 15h2v3h-2zM23 17h5v2h-5z" />
        </g>
      );
    case 'bank':
      return (
        <g fill={color}>
          <path d="M20 4 9 9v2h22V9z" />
          <path d="M11 12h2.5v6H11zM16 12h2.5v6H16zM21.5 12H24v6h-2.5zM26.5 12H29v6h-2.5zM9 19h22v2H9z" />
        </g>
      );
    case 'invoice':
      return (
        <g fill="none" stroke={color} strokeWidth="1.6">
          <path d="M13 4h10l4 4v12H13z" />
          <path d="M16 10h8M16 13h8M16 16h5" />
        </g>
      );
    case 'parts':
      return (
        <g fill={color}>
          <path d="M5 6h6v12H5z" />
          <path d="M13 6h6v12h-6zM21 6h6v12h-6zM29 6h6v12h-6z" fillOpacity="0.35" />
        </g>
      );
  }
}

function Logo({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  const width = badge.text ? widthOf(badge.text) : 40;
  return (
    <svg
      className={styles.logo}
      role="img"
      aria-label={t(`payments.logos.${badge.name}`)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      width={width}
      height={HEIGHT}
      focusable="false"
    >
      <rect width={width} height={HEIGHT} rx="4" fill={badge.background} />
      {badge.text ? (
        <text
          x={width / 2}
          y={HEIGHT / 2}
          dominantBaseline="central"
          textAnchor="middle"
          fill={badge.color}
          fontFamily="system-ui, Arial, sans-serif"
          fontSize="11"
          fontWeight="700"
        >
          {badge.text}
        </text>
      ) : (
        badge.glyph && <GlyphPaths glyph={badge.glyph} color={badge.color} />
      )}
    </svg>
  );
}

/** A method's badges: the card systems of a card method, otherwise the method's own. */
export function MethodLogos({ method }: { method: PaymentMethod }) {
  return (
    <span className={styles.logos}>
      {BADGES[method].map((badge) => (
        <Logo key={badge.name} badge={badge} />
      ))}
    </span>
  );
}
