import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useTranslation } from '../../i18n/shared-translation.js';
import controls from '../../components/ui/form-controls.module.css';
import own from './cabinet-checkin.module.css';

/*
 * Reading a participant's QR code with the phone's camera at the start-pack point (ADR 025): the browser's
 * own BarcodeDetector (Chromium, Android's browsers), no library. Where it is missing the scan button is
 * not shown: the phone's camera app opens the QR code's link on this page, and the code can be typed.
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const camera = typeof navigator !== 'undefined' && 'mediaDevices' in navigator;
  return found && camera ? found : null;
}

/** Whether this browser reads QR codes from the camera; false while the page renders on the server. */
export function useCanScan(): boolean {
  return useHydrated() && detectorClass() !== null;
}

/** How often a frame is read: often enough to feel instant, rare enough for an old phone. */
const SCAN_EVERY_MS = 250;

/** The camera's picture while it looks for a QR code; the first one read goes to `onCode`. */
export function CheckinScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(() => detectorClass() === null);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const Detector = detectorClass();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const stop = () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    if (!Detector) return stop;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (!live || !video.current) return;
      try {
        const [code] = video.current.readyState >= 2 ? await detector.detect(video.current) : [];
        if (code?.rawValue && live) {
          stop();
          found.current(code.rawValue);
          return;
        }
      } catch {
        // a frame that could not be read: the next one may
      }
      timer = setTimeout(() => void look(), SCAN_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (!live) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play().catch(() => undefined);
        }
        void look();
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return stop;
  }, []);

  return (
    <div className={own.scanner}>
      {failed ? (
        <p className={controls.alert} role="alert">
          {t('cabinetCheckin.scan.failed')}
        </p>
      ) : (
        <>
          <video
            ref={video}
            className={own.video}
            muted
            playsInline
            aria-label={t('cabinetCheckin.scan.video')}
          />
          <p className={own.hint} role="status">
            {t('cabinetCheckin.scan.looking')}
          </p>
        </>
      )}
      <button type="button" className={`${controls.secondary} ${own.button}`} onClick={onClose}>
        {t('cabinetCheckin.scan.stop')}
      </button>
    </div>
  );
}
