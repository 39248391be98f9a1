import { useId, useRef } from 'react';
import type { Dashboard } from '#shared/admin/admin-bookings.ts';
import { formatCompactRupees } from '#shared/format/compact-rupees.ts';
import { formatDay } from '#shared/format/dates.ts';
import { bookingsAxisMax, niceCeiling } from './chart-scale.ts';
import { useWidth } from './use-width.ts';

const HEIGHT = 220;
const PAD = { top: 12, right: 52, bottom: 26, left: 32 };

/**
 * Bookings per day as bars (left axis) and revenue per day as a line (right axis). A hand-drawn
 * SVG: the one chart does not justify a chart library in the bundle.
 */
export function DailyChart({ daily, summary }: { daily: Dashboard['daily']; summary: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = Math.max(280, useWidth(boxRef, 640));
  const titleId = useId();
  const innerWidth = width - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const maxBookings = bookingsAxisMax(Math.max(...daily.map((d) => d.bookings)));
  // At least ₹100: with nothing confirmed yet the axis reads ₹0 to ₹100, not ₹0.5 steps.
  const maxRevenue = niceCeiling(Math.max(...daily.map((d) => d.revenue), 100));
  const step = innerWidth / Math.max(daily.length, 1);
  const barWidth = Math.max(2, step * 0.6);
  const x = (i: number) => PAD.left + i * step + step / 2;
  const yBookings = (n: number) => PAD.top + innerHeight - (n / maxBookings) * innerHeight;
  const yRevenue = (n: number) => PAD.top + innerHeight - (n / maxRevenue) * innerHeight;
  const labelEvery = Math.ceil(daily.length / Math.max(2, Math.floor(innerWidth / 70)));
  const line = daily.map((d, i) => `${x(i).toFixed(1)},${yRevenue(d.revenue).toFixed(1)}`);

  return (
    <div ref={boxRef} className="w-full">
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-labelledby={titleId}
        className="block text-slate-500"
      >
        <title id={titleId}>{summary}</title>
        {[0, 0.5, 1].map((fraction) => {
          const y = PAD.top + innerHeight - fraction * innerHeight;
          return (
            <g key={fraction} fontSize={11} fill="currentColor">
              <line x1={PAD.left} x2={width - PAD.right} y1={y} y2={y} stroke="#e2e8f0" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end">
                {Math.round(maxBookings * fraction)}
              </text>
              <text x={width - PAD.right + 6} y={y + 4}>
                {formatCompactRupees(maxRevenue * fraction)}
              </text>
            </g>
          );
        })}
        {daily.map((d, i) => (
          <rect
            key={d.day}
            x={x(i) - barWidth / 2}
            y={yBookings(d.bookings)}
            width={barWidth}
            height={PAD.top + innerHeight - yBookings(d.bookings)}
            rx={2}
            className="fill-blue-600"
          />
        ))}
        <polyline
          points={line.join(' ')}
          fill="none"
          strokeWidth={2}
          strokeLinejoin="round"
          className="stroke-amber-500"
        />
        {daily.map((d, i) =>
          (daily.length - 1 - i) % labelEvery === 0 ? (
            <text
              key={d.day}
              x={x(i)}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {formatDay(d.day, 'en', 'short')}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
}
