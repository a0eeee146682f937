import { useId } from "react";

/** A labelled percentage bar, exposed to assistive technology as a progressbar with its value. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm font-semibold text-navy-900">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="mt-2 h-3 overflow-hidden rounded-pill bg-brand-100"
      >
        <div
          className="h-full rounded-pill bg-linear-to-r from-brand-600 to-brand-500"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
