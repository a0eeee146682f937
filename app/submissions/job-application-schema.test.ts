import { beforeAll, expect, test } from "vitest";
import { shippedJobs } from "#db/migrations/0014-shipped-content.ts";
import { setOpenJobs } from "#app/publishing/open-jobs.server.ts";
import { fieldErrors } from "#app/forms/field-rules.ts";
import { jobApplicationSchema } from "#app/submissions/job-application-schema.ts";

const valid = {
  jobId: "2",
  jobTitle: "React Developer",
  name: "Meera Tiwari",
  email: "meera@example.in",
  phone: "98390 12345",
  message: "I have built three React sites for shops in Hazratganj.",
};

const jobs = shippedJobs.map((job) => ({ id: job.id, title: job.title }));
beforeAll(() => setOpenJobs(jobs));

function errorsFor(body: Record<string, unknown>) {
  const result = jobApplicationSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
}

test("an application for each open job is accepted; the client's jobTitle is not kept", () => {
  for (const job of jobs) {
    const result = jobApplicationSchema.parse({
      ...valid,
      jobId: String(job.id),
      jobTitle: "Chief Executive",
    });
    expect(result).toEqual({
      jobId: String(job.id),
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      message: valid.message,
    });
  }
});

test("a numeric job id is read as the same id", () => {
  expect(jobApplicationSchema.parse({ ...valid, jobId: 3 }).jobId).toBe("3");
});

test("an unknown or missing job is refused naming jobId", () => {
  expect(errorsFor({ ...valid, jobId: "99" })).toEqual({ jobId: "Job must be one of the open positions." });
  expect(errorsFor({ ...valid, jobId: undefined })).toEqual({ jobId: "Job is required." });
  expect(errorsFor({ ...valid, jobId: { $gt: "" } })).toEqual({
    jobId: "Job must be the id of an open position.",
  });
});

test("every field is checked and named", () => {
  expect(errorsFor({ jobId: "1", name: "", email: "meera", phone: "12", message: "x".repeat(5001) })).toEqual(
    {
      name: "Name is required.",
      email: "Email must be a valid e-mail address, like name@example.com.",
      phone: "Phone must have 7 to 20 digits; it may start with + and use spaces, dashes and brackets.",
      message: "Message must be at most 5000 characters.",
    },
  );
});
