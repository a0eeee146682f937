import type { PublicJob } from "#app/publishing/public-content.server.ts";

const clockIcon = "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 4v4.4l3 1.8-1 1.6-4-2.4V6z";
const salaryIcon =
  "M5 3h10v2h-3.3c.4.5.7 1 .8 1.6H15v2h-2.5A4 4 0 0 1 8.6 12l4.9 5h-2.8L6 12.2V10.6h2a2 2 0 0 0 1.9-1.9H5v-2h4.6A2 2 0 0 0 8 5.9H5z";
const pinIcon =
  "M10 1.5A6 6 0 0 0 4 7.5c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z";

/** A job's type, location and pay as labelled pills (the pay only when the job publishes one). */
export function JobFacts({
  job,
  className = "",
}: {
  job: Pick<PublicJob, "type" | "location" | "salary">;
  className?: string;
}) {
  return (
    <dl className={`flex flex-wrap gap-2 ${className}`}>
      <JobFact label="Type" value={job.type} icon={clockIcon} />
      <JobFact label="Location" value={job.location} icon={pinIcon} />
      {job.salary ? <JobFact label="Salary" value={job.salary} icon={salaryIcon} /> : null}
    </dl>
  );
}

function JobFact({ label, value, icon }: { label: string; value: string; icon: string }) {
  return (
    <div className="rounded-pill bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
      <dt className="sr-only">{label}</dt>
      <dd className="inline-flex items-center gap-1.5">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
          <path d={icon} />
        </svg>
        {value}
      </dd>
    </div>
  );
}
