import type { CaseStudyResult } from "#app/content/case-study-result.ts";

const input = "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base";
const MAX_RESULTS = 6;

/**
 * A case study's results: up to six rows of a label, the figure before and after, and a unit ("%",
 * "x" or a word), each drawn as a chart on the public page.
 */
export function ResultsEditor({
  results,
  onChange,
  error,
}: {
  results: CaseStudyResult[];
  onChange: (results: CaseStudyResult[]) => void;
  error?: string;
}) {
  const change = (index: number, patch: Partial<CaseStudyResult>) =>
    onChange(results.map((result, at) => (at === index ? { ...result, ...patch } : result)));
  const number = (value: string) => (value === "" ? 0 : Number(value));
  return (
    <fieldset
      className="grid gap-3 rounded-md border border-line bg-white p-4"
      aria-describedby={error ? "results-error" : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-navy-900">Results (drawn as charts)</legend>
      {results.map((result, index) => (
        <div
          key={index}
          role="group"
          aria-label={`Result ${index + 1}`}
          className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end"
        >
          <label className="text-sm font-semibold text-navy-900">
            What was measured
            <input
              className={input}
              value={result.label}
              maxLength={80}
              onChange={(event) => change(index, { label: event.target.value })}
            />
          </label>
          <label className="text-sm font-semibold text-navy-900">
            Before
            <input
              className={input}
              type="number"
              min={0}
              step="any"
              value={result.before}
              onChange={(event) => change(index, { before: number(event.target.value) })}
            />
          </label>
          <label className="text-sm font-semibold text-navy-900">
            After
            <input
              className={input}
              type="number"
              min={0}
              step="any"
              value={result.after}
              onChange={(event) => change(index, { after: number(event.target.value) })}
            />
          </label>
          <label className="text-sm font-semibold text-navy-900">
            Unit
            <input
              className={input}
              value={result.unit}
              maxLength={12}
              placeholder="% or x"
              onChange={(event) => change(index, { unit: event.target.value })}
            />
          </label>
          <button
            type="button"
            onClick={() => onChange(results.filter((_, at) => at !== index))}
            className="min-h-11 text-sm font-semibold text-danger-700 underline"
          >
            Remove<span className="sr-only"> result {index + 1}</span>
          </button>
        </div>
      ))}
      {results.length < MAX_RESULTS ? (
        <button
          type="button"
          onClick={() => onChange([...results, { label: "", before: 0, after: 0, unit: "" }])}
          className="inline-flex min-h-11 w-fit items-center rounded-md border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface"
        >
          Add a result
        </button>
      ) : null}
      {error ? (
        <p id="results-error" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
