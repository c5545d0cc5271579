import { useRef, useState, type FormEvent } from 'react';
import { useApiAction } from '../../lib/use-api-action.ts';
import { TextField } from '../form/text-field.tsx';

type ReviewActionsProps = {
  /** What is reviewed, for the buttons' accessible names ("Approve DEP123"). */
  subject: string;
  fallback: string;
  onApprove: (note: string, key: string) => Promise<unknown>;
  onReject: (reason: string, key: string) => Promise<unknown>;
  onDone: () => void;
  /** An optional text sent with the approval (e.g. the payout reference). */
  approveNoteLabel?: string;
};

const button = 'min-h-11 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';

/**
 * Approve, or reject with a reason, for one pending item. Each decision carries its own
 * Idempotency-Key, kept while the same decision is retried after a failure.
 */
export function ReviewActions({ subject, fallback, onApprove, onReject, onDone, approveNoteLabel }: ReviewActionsProps) {
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const [text, setText] = useState('');
  const keys = useRef<{ approve: string; reject: string }>({ approve: crypto.randomUUID(), reject: crypto.randomUUID() });
  const approve = useApiAction((note: string) => onApprove(note, keys.current.approve), { fallback, successMessage: `${subject} approved` });
  const reject = useApiAction((reason: string) => onReject(reason, keys.current.reject), { fallback, successMessage: `${subject} rejected` });
  const pending = approve.pending || reject.pending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = mode === 'reject' ? await reject.run(text.trim()) : await approve.run(text.trim());
    if (result.ok) onDone();
  }

  if (mode === 'idle') {
    return (
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-label={`Approve ${subject}`} className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`} onClick={() => (approveNoteLabel ? setMode('approve') : void approve.run('').then((r) => r.ok && onDone()))} disabled={pending}>
          {approve.pending ? 'Approving...' : 'Approve'}
        </button>
        <button type="button" aria-label={`Reject ${subject}`} className={`${button} border border-red-700 text-red-700 dark:border-red-400 dark:text-red-400`} onClick={() => setMode('reject')} disabled={pending}>
          Reject
        </button>
      </div>
    );
  }
  const rejecting = mode === 'reject';
  const error = rejecting ? reject.fieldErrors['reason'] : undefined;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <TextField
        name={rejecting ? 'reason' : 'note'}
        label={rejecting ? 'Reason for rejection' : (approveNoteLabel ?? 'Note')}
        required={rejecting}
        minLength={rejecting ? 3 : undefined}
        maxLength={rejecting ? 500 : 200}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        hint={rejecting ? 'The user sees this reason.' : 'Optional.'}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${button} ${rejecting ? 'bg-red-700' : 'bg-emerald-700'} text-white`} disabled={pending || (rejecting && text.trim().length < 3)}>
          {rejecting ? (reject.pending ? 'Rejecting...' : 'Confirm reject') : approve.pending ? 'Approving...' : 'Confirm approve'}
        </button>
        <button type="button" className={`${button} border border-zinc-400 dark:border-zinc-600`} onClick={() => setMode('idle')} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
