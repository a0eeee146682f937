import { services } from "#app/content/services.ts";
import { CHANNELS } from "#app/analytics/channel.ts";
import type { JobChoice, TeamPerson } from "#app/leads/admin-page.server.ts";
import type { LeadKind } from "#app/inbox/lead-status.ts";

/** The filter fields' values as text, the way the URL holds them. */
export type LeadFilterValues = {
  assignee: string;
  service: string;
  job: string;
  channel: string;
  from: string;
  to: string;
};

const fieldClass = "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink";
const labelClass = "block text-sm font-semibold text-ink";

/**
 * The lead filters of a GET form: whose leads, which service (messages) or job (applications), the
 * channel of the visit that sent it (issue 33), and a range of days on the agency's clock. Uncontrolled, so the form reads them as typed.
 */
export function LeadFilterFields({
  kind,
  values,
  people,
  jobs,
}: {
  kind: LeadKind;
  values: LeadFilterValues;
  people: TeamPerson[];
  jobs: JobChoice[];
}) {
  return (
    <>
      <div>
        <label htmlFor="filter-assignee" className={labelClass}>
          Assigned to
        </label>
        <select id="filter-assignee" name="assignee" defaultValue={values.assignee} className={fieldClass}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Nobody</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name}
              {person.disabled ? " (disabled)" : ""}
            </option>
          ))}
        </select>
      </div>
      {kind === "messages" ? (
        <div>
          <label htmlFor="filter-service" className={labelClass}>
            Service
          </label>
          <select id="filter-service" name="service" defaultValue={values.service} className={fieldClass}>
            <option value="">Any service</option>
            {services.map((service) => (
              <option key={service.slug} value={service.slug}>
                {service.title}
              </option>
            ))}
            <option value="none">None named</option>
          </select>
        </div>
      ) : (
        <div>
          <label htmlFor="filter-job" className={labelClass}>
            Job
          </label>
          <select id="filter-job" name="job" defaultValue={values.job} className={fieldClass}>
            <option value="">Any job</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.open ? job.title : `${job.title} (closed)`}
              </option>
            ))}
            {/* Applications keep the id of a job since deleted: a link to one still shows what it filters. */}
            {values.job && !jobs.some((job) => String(job.id) === values.job) ? (
              <option value={values.job}>Deleted job {values.job}</option>
            ) : null}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="filter-channel" className={labelClass}>
          Channel
        </label>
        <select id="filter-channel" name="channel" defaultValue={values.channel} className={fieldClass}>
          <option value="">Any channel</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {channel}
            </option>
          ))}
          <option value="none">No known source</option>
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className={labelClass}>
          Received from (India time)
        </label>
        <input id="filter-from" type="date" name="from" defaultValue={values.from} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="filter-to" className={labelClass}>
          Received to (India time)
        </label>
        <input id="filter-to" type="date" name="to" defaultValue={values.to} className={fieldClass} />
      </div>
    </>
  );
}
