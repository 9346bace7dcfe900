import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Training } from '../../../../shared/schemas/account.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate, formatDistance, formatRaceTime } from '../../../lib/catalogue-format.js';
import styles from './account.module.css';

type Result = Training['results'][number];
type Measure = 'time' | 'pace';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 64 };

/** Pace per km: 300000 ms/km → «5:00». */
export function formatPace(timeMs: number, lengthM: number): string {
  const perKm = Math.round(timeMs / (lengthM / 1000) / 1000);
  return `${Math.floor(perKm / 60)}:${String(perKm % 60).padStart(2, '0')}`;
}

const valueOf = (r: Result & { timeMs: number }, measure: Measure) =>
  measure === 'time' ? r.timeMs : r.timeMs / (r.lengthM / 1000);
const formatValue = (value: number, measure: Measure) =>
  measure === 'time' ? formatRaceTime(value) : formatPace(value, 1000);

/**
 * Finished results over time for one distance (chosen in a select) as an inline SVG line chart, with a
 * title and description for screen readers and a visually hidden table holding the same data.
 */
export function ResultsChart({ results }: { results: Result[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const ids = useId();
  const finished = useMemo(
    () =>
      results.filter((r): r is Result & { timeMs: number } => r.status === 'finished' && r.timeMs !== null),
    [results],
  );
  const distances = useMemo(
    () => [...new Set(finished.map((r) => r.lengthM))].sort((a, b) => a - b),
    [finished],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [measure, setMeasure] = useState<Measure>('time');
  const lengthM = chosen !== null && distances.includes(chosen) ? chosen : distances[0];
  if (lengthM === undefined) return null;

  const points = finished.filter((r) => r.lengthM === lengthM).sort((a, b) => a.date.localeCompare(b.date));
  const distance = formatDistance(lengthM, lang);
  const values = points.map((p) => valueOf(p, measure));
  const times = points.map((p) => Date.parse(p.date));
  const [minV, maxV] = [Math.min(...values), Math.max(...values)];
  const [minT, maxT] = [Math.min(...times), Math.max(...times)];
  const spanV = maxV - minV || Math.max(maxV * 0.1, 1);
  const spanT = maxT - minT || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (time: number) =>
    PAD.left + (points.length === 1 ? innerW / 2 : ((time - minT) / spanT) * innerW);
  const y = (value: number) => PAD.top + innerH - ((value - minV) / spanV) * innerH * 0.9 - innerH * 0.05;
  const coords = points.map((_, i) => [x(times[i]!), y(values[i]!)] as const);
  const best = Math.min(...values);
  const titleId = `${ids}-title`;
  const descId = `${ids}-desc`;
  const first = points[0]!;
  const last = points[points.length - 1]!;

  return (
    <section className={styles.chart} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} className={styles.cardTitle}>
        {t('account.training.chart')}
      </h3>
      <div className={styles.chartControls}>
        <label className={styles.control}>
          {t('account.training.chooseDistance')}
          <select
            className={styles.select}
            value={lengthM}
            onChange={(e) => setChosen(Number(e.currentTarget.value))}
          >
            {distances.map((d) => (
              <option key={d} value={d}>
                {formatDistance(d, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          {t('account.training.measure')}
          <select
            className={styles.select}
            value={measure}
            onChange={(e) => setMeasure(e.currentTarget.value as Measure)}
          >
            <option value="time">{t('account.training.time')}</option>
            <option value="pace">{t('account.training.pace')}</option>
          </select>
        </label>
      </div>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{t('account.training.chartTitle', { distance })}</title>
        <desc id={descId}>
          {t('account.training.chartDesc', {
            count: points.length,
            from: formatDate(first.date, lang),
            to: formatDate(last.date, lang),
            best: formatValue(best, measure),
          })}
        </desc>
        <line
          className={styles.axis}
          x1={PAD.left}
          y1={PAD.top + innerH}
          x2={WIDTH - PAD.right}
          y2={PAD.top + innerH}
        />
        <line className={styles.axis} x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={PAD.top + innerH} />
        {[minV, maxV].map((v, i) => (
          <text key={i} className={styles.axisText} x={PAD.left - 8} y={y(v) + 4} textAnchor="end">
            {formatValue(v, measure)}
          </text>
        ))}
        {[first, last].slice(0, points.length > 1 ? 2 : 1).map((p, i) => (
          <text
            key={i}
            className={styles.axisText}
            x={x(Date.parse(p.date))}
            y={HEIGHT - 12}
            textAnchor={points.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
          >
            {formatDate(p.date, lang)}
          </text>
        ))}
        {coords.length > 1 && (
          <polyline className={styles.line} points={coords.map(([cx, cy]) => `${cx},${cy}`).join(' ')} />
        )}
        {coords.map(([cx, cy], i) => (
          <circle key={i} className={styles.point} cx={cx} cy={cy} r={5} />
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>{t('account.training.tableCaption', { distance })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.training.date')}</th>
            <th scope="col">{t('account.training.event')}</th>
            <th scope="col">{t('account.training.time')}</th>
            <th scope="col">{t('account.training.pace')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={i}>
              <td>{formatDate(p.date, lang)}</td>
              <td>{p.eventName}</td>
              <td>{formatRaceTime(p.timeMs)}</td>
              <td>{formatPace(p.timeMs, p.lengthM)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
