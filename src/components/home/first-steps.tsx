import { Link } from '@tanstack/react-router';
import { CircleCheck, ChevronRight } from 'lucide-react';
import type { NavLinkItem } from '../nav/nav-links.ts';
import { useT, type Translate } from '../../lib/i18n/use-t.ts';

export type FirstStepsState = { verified: boolean; verifying: boolean; funded: boolean; invested: boolean };

type Step = { key: string; title: string; detail: string; to: NavLinkItem['to']; done: boolean };

function steps(s: FirstStepsState, t: Translate): Step[] {
  return [
    {
      key: 'kyc',
      title: t('home.steps.kyc'),
      detail: s.verifying ? t('home.steps.kycReviewing') : t('home.steps.kycNeeded'),
      to: s.verifying ? '/user/kyc/pending' : '/user/kyc/form',
      done: s.verified,
    },
    {
      key: 'deposit',
      title: t('home.steps.deposit'),
      detail: t('home.steps.depositDetail'),
      to: '/user/deposit',
      done: s.funded,
    },
    {
      key: 'invest',
      title: t('home.steps.invest'),
      detail: t('home.steps.investDetail'),
      to: '/user/schemas',
      done: s.invested,
    },
  ];
}

/** A new investor's three first steps, each a link, ticked when done. */
export function FirstSteps({ state }: { state: FirstStepsState }) {
  const t = useT();
  const list = steps(state, t);
  const left = list.filter((s) => !s.done).length;
  return (
    <section
      aria-labelledby="first-steps-title"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="first-steps-title" className="text-heading font-semibold">
          {t('home.steps.title')}
        </h2>
        <span className="text-caption text-fg-muted">
          {left === 0 ? t('home.steps.allDone') : t('home.steps.progress', { done: 3 - left, total: 3 })}
        </span>
      </div>
      <ol className="flex flex-col divide-y divide-line">
        {list.map((step, index) => (
          <li key={step.key}>
            <Link
              to={step.to}
              className="flex min-h-tap items-center gap-3 py-2 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full text-label font-bold ${step.done ? 'bg-success-soft text-success' : 'bg-accent-soft text-on-accent-soft'}`}
              >
                {step.done ? <CircleCheck className="size-5" /> : index + 1}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={`font-medium ${step.done ? 'text-fg-muted line-through' : ''}`}>{step.title}</span>
                <span className="text-caption text-fg-muted">{step.done ? t('home.steps.done') : step.detail}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
