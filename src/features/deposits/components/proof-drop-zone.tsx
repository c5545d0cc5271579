import { useId, useState, type DragEvent } from 'react';
import { useCoarsePointer } from '../../../lib/use-coarse-pointer.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const MAX_BYTES = 10 * 1024 * 1024;

/** A quick check before uploading; the server decides from the file's bytes anyway. Read when shown. */
export function checkProofFile(file: File): string | null {
  if (!(file.type.startsWith('image/') || file.type === 'application/pdf') || file.size === 0)
    return translate('deposit.proof.invalidFile');
  if (file.size > MAX_BYTES) return translate('deposit.proof.tooLarge');
  return null;
}

type ProofDropZoneProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  /** Why no file can be chosen now (sending, offline): shown in place of the prompt. Null: enabled. */
  disabledReason?: string | null;
  label?: string;
};

/** Drop a file on the area, or click it to choose one (the input stays keyboard reachable). */
export function ProofDropZone({ file, onFile, disabledReason = null, label }: ProofDropZoneProps) {
  const t = useT();
  const id = useId();
  const coarse = useCoarsePointer();
  const disabled = disabledReason !== null;
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function take(chosen: File | undefined) {
    if (!chosen) return;
    const problem = checkProofFile(chosen);
    setError(problem);
    onFile(problem ? null : chosen);
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-title`} className="text-sm font-medium">
        {label ?? t('deposit.proof.label')}
      </span>
      <label
        htmlFor={id}
        data-testid="proof-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex min-h-24 flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed p-4 text-center text-sm focus-within:outline-2 focus-within:outline-accent ${
          disabled
            ? 'cursor-not-allowed border-line text-fg-muted'
            : dragging
              ? 'cursor-pointer border-blue-600 bg-blue-50 dark:bg-blue-950'
              : 'cursor-pointer border-zinc-400 dark:border-zinc-600'
        }`}
      >
        <input
          id={id}
          type="file"
          aria-labelledby={`${id}-title`}
          aria-describedby={
            [error ? `${id}-error` : null, disabled ? `${id}-disabled` : null].filter(Boolean).join(' ') || undefined
          }
          accept="image/*,application/pdf"
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {file ? <span className="font-medium break-all">{file.name}</span> : null}
        {disabled ? (
          <span id={`${id}-disabled`}>{disabledReason}</span>
        ) : file ? null : (
          <span>{coarse ? t('deposit.proof.tapToChoose') : t('deposit.proof.dragOrClick')}</span>
        )}
        <span className="text-xs text-fg-muted">{t('deposit.proof.accepted')}</span>
      </label>
      {file && !disabled ? (
        <button
          type="button"
          className="min-h-tap self-start text-sm text-accent underline"
          onClick={() => onFile(null)}
        >
          {t('deposit.proof.remove')}
        </button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
