import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ReportDay } from '../../../shared/schemas/cabinet-reports.js';
import own from './cabinet-reports.module.css';

/*
 * The reports' chart of registrations (bars) and revenue (a line, in rubles) by day (ADR 027): uPlot,
 * a small canvas chart, loaded only with this screen's chart (a lazy chunk). The canvas says nothing to a
 * screen reader: the page's table beside it has the same figures. Colours are the tenant's theme.
 */

const HEIGHT = 260;

export interface ReportChartProps {
  days: ReportDay[];
  /** The series' names in the reader's language (the chart's legend). */
  labels: { day: string; registrations: string; revenue: string };
  /** A day's tick ("1 мар") and a ruble amount ("1 500 ₽"), in the reader's language. */
  formatDay: (date: string) => string;
  formatRubles: (rubles: number) => string;
}

const cssColor = (el: Element, name: string, fallback: string) =>
  getComputedStyle(el).getPropertyValue(name).trim() || fallback;

export default function ReportChart({ days, labels, formatDay, formatRubles }: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const primary = cssColor(el, '--color-primary', '#1d4ed8');
    const ink = cssColor(el, '--color-text', '#0e1726');
    const muted = cssColor(el, '--color-text-muted', '#4a5568');
    const grid = cssColor(el, '--color-border', '#dde3ee');
    // x is the day's index: whole ticks fall on days, whatever the reader's own zone
    const dayOf = (index: number) => (Number.isInteger(index) ? (days[index]?.date ?? null) : null);
    const tick = (index: number) => {
      const date = dayOf(index);
      return date === null ? '' : formatDay(date);
    };
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        scales: {
          // half a day either side, so the first and last bars are whole
          x: { time: false, range: () => [-0.5, days.length - 0.5] },
          count: { range: (_u, _min, max) => [0, Math.max(1, max)] },
          // at least 0–100 ₽, so days without money still get whole-ruble ticks
          rub: { range: (_u, min, max) => [Math.min(0, min), Math.max(100, max)] },
        },
        axes: [
          {
            ...axis,
            values: (_u, splits) => splits.map(tick),
            space: 56,
          },
          {
            ...axis,
            scale: 'count',
            values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')),
          },
          {
            ...axis,
            scale: 'rub',
            side: 1,
            grid: { show: false },
            size: 100,
            values: (_u, splits) => splits.map(formatRubles),
          },
        ],
        series: [
          { label: labels.day, value: (_u, v) => (v === null ? '' : tick(v)) },
          {
            label: labels.registrations,
            scale: 'count',
            stroke: primary,
            fill: `${primary}99`,
            paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
            points: { show: false },
          },
          {
            label: labels.revenue,
            scale: 'rub',
            stroke: ink,
            width: 2,
            value: (_u, v) => (v === null ? '' : formatRubles(v)),
          },
        ],
        legend: { live: true },
      },
      [days.map((_d, i) => i), days.map((d) => d.registrations), days.map((d) => d.revenue / 100)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels, formatDay, formatRubles]);

  return <div ref={box} className={own.chart} aria-hidden="true" />;
}
