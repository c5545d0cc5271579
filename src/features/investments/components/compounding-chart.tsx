import type { Portfolio } from '../../../contract/investments.ts';
import { Panel } from '../../../components/panel.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { money } from '../terms-text.ts';

const W = 300;
const H = 120;

/**
 * The compounding curve: the principal of the investments that reinvest their profit, now and
 * after each of the next periods. Scaled between its lowest and highest point, since the growth
 * is small beside the principal and would look flat from zero.
 */
export function CompoundingChart({ curve }: { curve: Portfolio['compoundingCurve'] }) {
  const t = useT();
  const first = curve[0];
  const last = curve.at(-1);
  if (!first || !last) return null;
  const low = first.principal;
  const span = last.principal - low || 1;
  const points = curve
    .map((p, i) => {
      const x = (i / Math.max(curve.length - 1, 1)) * W;
      const y = H - 4 - ((p.principal - low) / span) * (H - 8);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <Panel title={t('invest.compounding')}>
      <p className="text-sm text-fg-muted">
        {t('portfolio.compoundingText', {
          now: money(first.principal),
          later: money(last.principal),
          count: last.period,
        })}
      </p>
      <svg
        role="img"
        aria-label={t('portfolio.compoundingChart', {
          now: money(first.principal),
          later: money(last.principal),
          count: last.period,
        })}
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className="h-36 w-full text-emerald-600 dark:text-emerald-400"
      >
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
    </Panel>
  );
}
