import { useId, useState, type DragEvent } from 'react';
import { useCoarsePointer } from '../../lib/use-coarse-pointer.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type FileDropFieldProps = {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  accept?: string;
  hint?: string;
  required?: boolean;
};

/** Drag-and-drop or click to choose one file; the drop zone is the input's label, so it works by keyboard too. */
export function FileDropField({ label, file, onFile, accept, hint, required = false }: FileDropFieldProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const coarse = useCoarsePointer();
  const t = useT();
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed px-3 py-4 text-center text-sm focus-within:outline-2 focus-within:outline-accent ${
          dragging ? 'border-blue-600 bg-blue-50 dark:bg-blue-950' : 'border-zinc-400 dark:border-zinc-600'
        }`}
      >
        <span>{file ? file.name : coarse ? t('form.fileTap') : t('form.fileDrop')}</span>
        {hint ? <span className="text-xs text-fg-muted">{hint}</span> : null}
        <input
          id={id}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          className="sr-only"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </label>
    </div>
  );
}
