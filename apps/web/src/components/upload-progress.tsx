interface UploadProgressProps {
  /** Share of the request sent, from 0 to 1. */
  value: number;
  /** The bar's accessible name, e.g. "Envio da entrada". */
  label: string;
}

/** How much of a multipart request was sent; then the server's checks of its images. */
export function UploadProgress({ value, label: name }: UploadProgressProps) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  const label = percent < 100 ? `Enviando... ${percent}%` : 'Verificando as imagens...';
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
