import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

/**
 * A scannable QR code of `payload`, drawn as SVG by the `qrcode` package, which loads only here (the
 * sandbox's payment page, a team's join code). The payload is also shown as a link beside it, so nothing
 * depends on the picture.
 */
export function QrCode({ payload, label }: { payload: string; label: string }) {
  const [svg, setSvg] = useState<{ payload: string; markup: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(payload, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then(
        (markup) => {
          if (live) setSvg({ payload, markup });
        },
        () => {
          // no picture: the link beside it still opens the payment
        },
      );
    return () => {
      live = false;
    };
  }, [payload]);
  const markup = svg?.payload === payload ? svg.markup : null;
  return (
    <div
      className={styles.qr}
      role="img"
      aria-label={label}
      aria-busy={markup ? undefined : true}
      dangerouslySetInnerHTML={markup ? { __html: markup } : undefined}
    />
  );
}
