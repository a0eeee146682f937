import type { Job } from "~/content/jobs";
import { Button } from "~/components/ui/button";

/**
 * PLACEHOLDER owned by the applications work (issue 7): the careers page renders one per job;
 * the real version opens the modal application form for that job.
 */
export function ApplyButton({ job }: { job: Job }) {
  return <Button aria-label={`Apply Now: ${job.title}`}>Apply Now</Button>;
}
