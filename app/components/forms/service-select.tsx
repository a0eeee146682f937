import { useState } from "react";
import { services } from "#app/content/services.ts";

type ServiceSelectProps = {
  idPrefix: string;
  /** The service to start from: the one the visitor came from, or the one their refused post chose. */
  initial: string | undefined;
  /** The server's words about the choice; shown under it and announced with it. */
  error?: string;
};

/**
 * The contact form's optional choice of one of the nine services (app/content/services.ts), sent as
 * `service`. The service named in the address (?service=seo) is only known once the form runs in the
 * browser, so it is chosen then, unless the visitor has chosen already.
 */
export function ServiceSelect({ idPrefix, initial, error }: ServiceSelectProps) {
  const id = `${idPrefix}-service`;
  const errorId = `${id}-error`;
  const [chosen, setChosen] = useState<string>();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        Service you are interested in (optional)
      </label>
      <select
        id={id}
        name="service"
        value={chosen ?? initial ?? ""}
        onChange={(event) => setChosen(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand-500 aria-invalid:border-danger-700"
      >
        <option value="">Not sure yet</option>
        {services.map((service) => (
          <option key={service.slug} value={service.slug}>
            {service.title}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
